import { calendarDateIn } from '@auction/domain';
import type { Clock } from '../clock';
import { fieldError } from '../errors';

/**
 * Money changes hands on or before the house's today: the injected clock's instant as a day in
 * the company time zone. Counter payments, consignor advances and payouts ask here before they
 * write (refunds and reversals are dated today by the server); the date itself is already a real
 * calendar day, by the contracts' `calendarDateSchema`.
 */
export function refuseDateAfterToday(
  field: string,
  day: string,
  house: { clock: Clock; timeZone: string },
): void {
  const today = calendarDateIn(house.clock(), house.timeZone);
  if (day > today) {
    throw fieldError('VALIDATION_FAILED', field, `The date cannot be later than today, ${today}.`);
  }
}

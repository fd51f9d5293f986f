import type { BidRefusalCode } from '@auction/contracts';
import { AppError } from '../../errors';

const dollars = (cents: number) =>
  new Intl.NumberFormat('en-CA', {
    style: 'currency',
    currency: 'CAD',
    currencyDisplay: 'narrowSymbol',
  }).format(cents / 100);

/** What a refused bidder reads; the code's HTTP status lives in `errors.ts` with the others. */
export function bidRefusal(
  code: BidRefusalCode,
  details: { minimumCents?: number; highMaxCents?: number; limitCents?: number } = {},
): AppError {
  switch (code) {
    case 'BELOW_MINIMUM':
      return new AppError(
        code,
        details.minimumCents === undefined
          ? undefined
          : `Your bid must be at least ${dollars(details.minimumCents)}.`,
      );
    case 'NOT_ABOVE_OWN_MAX':
      return new AppError(
        code,
        details.highMaxCents === undefined
          ? undefined
          : `You are already the high bidder with a maximum of ${dollars(details.highMaxCents)}; a new maximum must be higher.`,
      );
    case 'OVER_BIDDING_LIMIT':
      return new AppError(
        code,
        details.limitCents === undefined
          ? undefined
          : `Your bidding limit for this auction is ${dollars(details.limitCents)}.`,
      );
    default:
      return new AppError(code);
  }
}

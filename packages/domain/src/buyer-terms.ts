import { calendarDateIn } from './calendar-date';
import type { OpeningHoursRow } from './opening-hours';
import { timeOfDayWords } from './opening-hours';
import { type PickupSlotWindow, pickupSlots, windowPickupSlots, zonedInstant } from './pickup-slots';
import { addCalendarDays } from './wall-clock';

/**
 * A sale's buyer terms: when payment is due after the close, when the goods may be collected,
 * whether the house ships, and the terms of sale. An invoice freezes them when it is issued
 * (`freezeBuyerTerms`); every paper about the invoice reads the frozen copy.
 */

/** Payment due some hours after the close (the sale's own terms) or some days (the house's). */
export type PaymentDue = { kind: 'hours'; hours: number } | { kind: 'days'; days: number };

/** Pickup on the days `from`..`until` (`YYYY-MM-DD`) between `opens` and `closes` (HH:MM), or by appointment. */
export type PickupWindow =
  | { kind: 'window'; from: string; until: string; opens: string; closes: string }
  | { kind: 'appointment' };

/** What an auction says; nulls fall back to the house's settings. */
export interface SaleBuyerTerms {
  payment_due_hours: number | null;
  pickup_window: PickupWindow | null;
  shipping_offered: boolean;
  terms: string;
  pickup_info: string;
}

/** The terms as an invoice keeps them from its issue on (`pickup` null: the house's pickup hours). */
export interface FrozenBuyerTerms {
  due_at: string;
  due_on: string;
  payment_due: PaymentDue;
  pickup: PickupWindow | null;
  pickup_info: string;
  shipping_offered: boolean;
  terms_text: string;
}

const hourMs = 3_600_000;
/** However late an invoice is issued, the buyer has at least this long to pay it. */
export const minimumNoticeMs = 24 * hourMs;

/** The sale's hours when it names them, else the house's days. */
export function paymentDueOf(paymentDueHours: number | null, houseDays: number): PaymentDue {
  return paymentDueHours === null
    ? { kind: 'days', days: houseDays }
    : { kind: 'hours', hours: paymentDueHours };
}

/** The last second of a house day: a due day runs to its end. */
function endOfDay(day: string, timeZone: string): Date {
  const lastMinute = zonedInstant(day, 23 * 60 + 59, timeZone);
  if (lastMinute) return new Date(lastMinute.getTime() + 59_000);
  const midnight = zonedInstant(addCalendarDays(day, 1), 0, timeZone) ?? zonedInstant(day, 0, timeZone);
  return new Date((midnight?.getTime() ?? Date.parse(`${day}T23:59:59Z`)) - 1_000);
}

/**
 * When an invoice is due: hours after the close to the minute, or days after the close's house day
 * to the end of that day. An invoice issued so late that this leaves the buyer less than a day is
 * due a day after its issue instead (to the end of that house day, for terms in days).
 */
export function dueMomentOf(input: { closedAt: Date; issuedAt: Date; due: PaymentDue; timeZone: string }): {
  dueAt: Date;
  dueOn: string;
} {
  const { closedAt, due, timeZone } = input;
  const floor = input.issuedAt.getTime() + minimumNoticeMs;
  if (due.kind === 'hours') {
    const dueAt = new Date(Math.max(closedAt.getTime() + due.hours * hourMs, floor));
    return { dueAt, dueOn: calendarDateIn(dueAt, timeZone) };
  }
  let dueOn = addCalendarDays(calendarDateIn(closedAt, timeZone), due.days);
  if (endOfDay(dueOn, timeZone).getTime() < floor) dueOn = calendarDateIn(new Date(floor), timeZone);
  return { dueAt: endOfDay(dueOn, timeZone), dueOn };
}

/**
 * The terms an invoice keeps: the sale's own (a buy-now purchase has none and takes the house's),
 * with the due moment worked out once from the close (for buy-now, the purchase) and the issue.
 */
export function freezeBuyerTerms(input: {
  sale: SaleBuyerTerms | null;
  houseDays: number;
  closedAt: Date;
  issuedAt: Date;
  timeZone: string;
}): FrozenBuyerTerms {
  const { sale } = input;
  const paymentDue = paymentDueOf(sale?.payment_due_hours ?? null, input.houseDays);
  const { dueAt, dueOn } = dueMomentOf({ ...input, due: paymentDue });
  return {
    due_at: dueAt.toISOString(),
    due_on: dueOn,
    payment_due: paymentDue,
    pickup: sale?.pickup_window ?? null,
    pickup_info: sale?.pickup_info ?? '',
    shipping_offered: sale?.shipping_offered ?? true,
    terms_text: sale?.terms ?? '',
  };
}

const plural = (count: number, word: string) => `${count} ${word}${count === 1 ? '' : 's'}`;

/** "within 48 hours", "within 3 days" (whole days past two), "within 7 days", "by the end of the day". */
export function paymentDueWords(due: PaymentDue): string {
  if (due.kind === 'days')
    return due.days === 0 ? 'by the end of the day' : `within ${plural(due.days, 'day')}`;
  if (due.hours > 48 && due.hours % 24 === 0) return `within ${plural(due.hours / 24, 'day')}`;
  return `within ${plural(due.hours, 'hour')}`;
}

const dayFormat = new Intl.DateTimeFormat('en-CA', {
  weekday: 'long',
  year: 'numeric',
  month: 'long',
  day: 'numeric',
  timeZone: 'UTC',
});

/** "Saturday, December 5, 2026" for a calendar date. */
export function calendarDayWords(day: string): string {
  const date = new Date(`${day}T12:00:00Z`);
  return Number.isNaN(date.getTime()) ? day : dayFormat.format(date);
}

/** When the invoice is due, in the house's words: the day, and the time for terms in hours. */
export function dueWords(
  terms: Pick<FrozenBuyerTerms, 'due_at' | 'due_on' | 'payment_due'>,
  timeZone: string,
): string {
  if (terms.payment_due.kind === 'days') return calendarDayWords(terms.due_on);
  const time = new Intl.DateTimeFormat('en-CA', { hour: 'numeric', minute: '2-digit', timeZone }).format(
    new Date(terms.due_at),
  );
  return `${calendarDayWords(terms.due_on)} at ${time}`;
}

/**
 * "Saturday, December 5, 2026 to Monday, December 7, 2026, 10 a.m. – 4 p.m. each day", or "By
 * appointment"; null for no window of the sale's own (the house's pickup hours apply).
 */
export function pickupWindowWords(pickup: PickupWindow | null): string | null {
  if (pickup === null) return null;
  if (pickup.kind === 'appointment') return 'By appointment';
  const hours = `${timeOfDayWords(pickup.opens)} – ${timeOfDayWords(pickup.closes)}`;
  if (pickup.from === pickup.until) return `${calendarDayWords(pickup.from)}, ${hours}`;
  return `${calendarDayWords(pickup.from)} to ${calendarDayWords(pickup.until)}, ${hours} each day`;
}

/**
 * The pickup slots an invoice's frozen terms allow: inside the sale's window, none by appointment,
 * and the house's pickup hours over the next `days` days when the sale set no window of its own.
 */
export function pickupSlotsUnder(input: {
  pickup: PickupWindow | null;
  houseHours: readonly OpeningHoursRow[];
  slotMinutes: number;
  timeZone: string;
  now: Date;
  days: number;
}): PickupSlotWindow[] {
  const { pickup, slotMinutes, timeZone, now } = input;
  if (pickup === null)
    return pickupSlots({ hours: input.houseHours, slotMinutes, timeZone, now, days: input.days });
  if (pickup.kind === 'appointment') return [];
  return windowPickupSlots({ window: pickup, slotMinutes, timeZone, now });
}

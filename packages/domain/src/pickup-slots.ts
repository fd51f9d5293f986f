import { calendarDateIn } from './calendar-date';
import type { OpeningHoursRow } from './opening-hours';
import { addCalendarDays, utcOffsetMinutes } from './wall-clock';

const weekDays = ['Mo', 'Tu', 'We', 'Th', 'Fr', 'Sa', 'Su'] as const;

/** One pickup slot: its start and end instants (slots come from the house's pickup hours). */
export interface PickupSlotWindow {
  start: Date;
  end: Date;
}

/** A slot with the places still free in it. */
export interface PickupSlotWithRoom extends PickupSlotWindow {
  remaining: number;
}

const minuteMs = 60_000;

/**
 * The instant a wall-clock time (`YYYY-MM-DD`, minutes after midnight) falls on in a time zone,
 * or null when that time does not exist there (the hour skipped when clocks go forward).
 */
export function zonedInstant(date: string, minuteOfDay: number, timeZone: string): Date | null {
  const [y = 0, m = 1, d = 1] = date.split('-').map(Number);
  const wall = Date.UTC(y, m - 1, d, 0, minuteOfDay);
  let guess = wall - utcOffsetMinutes(new Date(wall), timeZone) * minuteMs;
  guess = wall - utcOffsetMinutes(new Date(guess), timeZone) * minuteMs;
  return wall - utcOffsetMinutes(new Date(guess), timeZone) * minuteMs === guess ? new Date(guess) : null;
}

/** `Mo`..`Su` of a calendar date. */
export function dayCodeOf(date: string): string {
  const [y = 0, m = 1, d = 1] = date.split('-').map(Number);
  const sundayFirst = new Date(Date.UTC(y, m - 1, d)).getUTCDay();
  return weekDays[(sundayFirst + 6) % 7] ?? 'Mo';
}

const minutesOf = (hhmm: string): number => {
  const [h = 0, m = 0] = hhmm.split(':').map(Number);
  return h * 60 + m;
};

/** Slots of `step` minutes between two wall-clock times on each of some house days, after `now`. */
function slotsOnDays(
  days: readonly { date: string; opens: string; closes: string }[],
  step: number,
  timeZone: string,
  now: Date,
): PickupSlotWindow[] {
  const byStart = new Map<number, PickupSlotWindow>();
  for (const { date, opens, closes } of days) {
    const last = minutesOf(closes);
    for (let minute = minutesOf(opens); minute + step <= last; minute += step) {
      const start = zonedInstant(date, minute, timeZone);
      const end = zonedInstant(date, minute + step, timeZone);
      if (!start || !end || start.getTime() <= now.getTime()) continue;
      byStart.set(start.getTime(), { start, end });
    }
  }
  return [...byStart.values()].sort((a, b) => a.start.getTime() - b.start.getTime());
}

/**
 * Every pickup slot of `slotMinutes` that starts after `now` and within the next `days` calendar
 * days in the house's time zone (today included), inside the pickup hours; a slot ends by closing
 * time. Wall-clock times are the house's, so a 10 a.m. slot is 10 a.m. in summer and in winter.
 */
export function pickupSlots(input: {
  hours: readonly OpeningHoursRow[];
  slotMinutes: number;
  timeZone: string;
  now: Date;
  days: number;
}): PickupSlotWindow[] {
  const { hours, timeZone, now } = input;
  const today = calendarDateIn(now, timeZone);
  const days: { date: string; opens: string; closes: string }[] = [];
  for (let offset = 0; offset < input.days; offset += 1) {
    const date = addCalendarDays(today, offset);
    const code = dayCodeOf(date);
    for (const row of hours) if (row.days.includes(code)) days.push({ date, ...row });
  }
  return slotsOnDays(days, Math.max(5, Math.floor(input.slotMinutes)), timeZone, now);
}

/**
 * The slots of a sale's pickup window: every day from `from` to `until` (house days, weekends
 * included: the window is the sale's to set) between `opens` and `closes`, after `now`.
 */
export function windowPickupSlots(input: {
  window: { from: string; until: string; opens: string; closes: string };
  slotMinutes: number;
  timeZone: string;
  now: Date;
}): PickupSlotWindow[] {
  const { window, timeZone, now } = input;
  const today = calendarDateIn(now, timeZone);
  const days: { date: string; opens: string; closes: string }[] = [];
  for (
    let date = window.from > today ? window.from : today;
    date <= window.until;
    date = addCalendarDays(date, 1)
  ) {
    days.push({ date, opens: window.opens, closes: window.closes });
  }
  return slotsOnDays(days, Math.max(5, Math.floor(input.slotMinutes)), timeZone, now);
}

/** The slots with places left: `booked` counts bookings by slot start (ms); full slots are left out. */
export function slotsWithRoom(
  slots: readonly PickupSlotWindow[],
  booked: ReadonlyMap<number, number>,
  capacity: number,
): PickupSlotWithRoom[] {
  return slots
    .map((slot) => ({ ...slot, remaining: capacity - (booked.get(slot.start.getTime()) ?? 0) }))
    .filter((slot) => slot.remaining > 0);
}

/** Whether an instant is the start of one of the slots (a booking must name a real slot). */
export function isSlotStart(slots: readonly PickupSlotWindow[], instant: Date): boolean {
  return slots.some((slot) => slot.start.getTime() === instant.getTime());
}

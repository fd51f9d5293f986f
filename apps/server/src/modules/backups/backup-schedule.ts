import { addCalendarDays, calendarDateIn, wallClockMs } from '@auction/domain';

/**
 * When the nightly backup runs: a wall-clock time (`HH:MM`) in the house's time zone. Pure, so the
 * days the clocks change in Halifax can be tested: a time skipped in spring runs when the clocks
 * reach it (02:30 runs at 03:00), a time seen twice in autumn runs the first time only.
 */
const minuteMs = 60_000;
const dayMs = 24 * 60 * minuteMs;
/** The instant the schedule's time falls on, on a calendar day in the time zone. */
export function backupSlotOn(date: string, time: string, timeZone: string): Date {
  const [y = 0, mo = 1, d = 1] = date.split('-').map(Number);
  const [h = 0, mi = 0] = time.split(':').map(Number);
  const wall = Date.UTC(y, mo - 1, d, h, mi);
  // The offsets in force half a day before and after: at most one change falls between them.
  const offsetBefore = wallClockMs(wall - dayMs / 2, timeZone) - (wall - dayMs / 2);
  const offsetAfter = wallClockMs(wall + dayMs / 2, timeZone) - (wall + dayMs / 2);
  const candidates = [wall - offsetBefore, wall - offsetAfter].filter(
    (instant) => wallClockMs(instant, timeZone) === wall,
  );
  // Seen twice: the first. Never seen (skipped forward): the instant the clocks jumped past it.
  return new Date(candidates.length > 0 ? Math.min(...candidates) : wall - offsetBefore);
}

/** The first time the schedule falls strictly after `after`. */
export function nextBackupAt(time: string, timeZone: string, after: Date): Date {
  const today = calendarDateIn(after, timeZone);
  for (let days = -1; days <= 2; days += 1) {
    const slot = backupSlotOn(addCalendarDays(today, days), time, timeZone);
    if (slot.getTime() > after.getTime()) return slot;
  }
  return backupSlotOn(addCalendarDays(today, 3), time, timeZone);
}

/** The last time the schedule fell at or before `now`. */
export function lastBackupSlot(time: string, timeZone: string, now: Date): Date {
  const today = calendarDateIn(now, timeZone);
  for (let days = 1; days >= -2; days -= 1) {
    const slot = backupSlotOn(addCalendarDays(today, days), time, timeZone);
    if (slot.getTime() <= now.getTime()) return slot;
  }
  return backupSlotOn(addCalendarDays(today, -3), time, timeZone);
}

/**
 * Whether a scheduled backup is due now: the schedule is on, its last time passed less than
 * `catchUpMs` ago (a server down at 02:00 but up by 03:00 still makes the night's backup; one
 * switched on at noon waits for the night), and no scheduled backup was made since.
 */
export function isBackupDue(input: {
  enabled: boolean;
  time: string;
  timeZone: string;
  now: Date;
  lastScheduledAt: Date | null;
  catchUpMs?: number;
}): boolean {
  if (!input.enabled) return false;
  const slot = lastBackupSlot(input.time, input.timeZone, input.now);
  if (input.now.getTime() - slot.getTime() >= (input.catchUpMs ?? 60 * minuteMs)) return false;
  return input.lastScheduledAt === null || input.lastScheduledAt.getTime() < slot.getTime();
}

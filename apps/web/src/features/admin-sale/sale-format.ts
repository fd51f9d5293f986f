const halifax = 'America/Halifax';

const endFormat = new Intl.DateTimeFormat('en-CA', {
  month: 'short',
  day: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
  second: '2-digit',
  timeZone: halifax,
});

/** A lot's end in Halifax time, to the second (staggered lots end 30 s apart): "Nov. 22, 3:29:30 a.m.". */
export function formatEnd(iso: string | null): string {
  return iso === null ? '—' : endFormat.format(new Date(iso));
}

const dayFormat = new Intl.DateTimeFormat('en-CA', { month: 'short', day: 'numeric', timeZone: halifax });
const timeFormat = new Intl.DateTimeFormat('en-CA', {
  hour: 'numeric',
  minute: '2-digit',
  second: '2-digit',
  timeZone: halifax,
});

/** The same end split for a narrow column: the time of day and the day. */
export function endParts(iso: string): { time: string; day: string } {
  const at = new Date(iso);
  return { time: timeFormat.format(at), day: dayFormat.format(at) };
}

const clockFormat = new Intl.DateTimeFormat('en-CA', {
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hour12: false,
  timeZone: halifax,
});

/** A time of day in Halifax on the 24-hour clock: "14:05:09". */
export function formatClock(at: Date | number): string {
  return clockFormat.format(at);
}

/** A bid's time: the time of day when it is from today (Halifax), else the day too. */
export function formatBidTime(iso: string, now = Date.now()): string {
  const at = new Date(iso);
  const sameDay = dayFormat.format(at) === dayFormat.format(now) && now - at.getTime() < 86_400_000;
  return sameDay ? formatClock(at) : `${dayFormat.format(at)}, ${formatClock(at)}`;
}

/**
 * How a closing-soon alert says when a lot closes: the real time left, counted from now and
 * rounded down (a bidder told "17 minutes" has at least that), and the closing time on the
 * house's clock with its zone ("3:52 p.m. AST", ADT in summer, as the date gives).
 */
export interface ClosingSoonWords {
  /** Whole minutes left, rounded down; 0 under a minute. */
  minutesLeft: number;
  /** "17 minutes", "1 minute", "less than a minute", "1 hour 5 minutes". */
  timeLeft: string;
  /** "3:52 p.m. AST"; the day is added ("12:10 a.m. AST, Thu, Dec 3") when it is not today's. */
  closesAt: string;
  /** "closes in 17 minutes (3:52 p.m. AST)". */
  phrase: string;
}

const timeFormats = new Map<string, Intl.DateTimeFormat>();
const dayFormats = new Map<string, Intl.DateTimeFormat>();

function cached(
  formats: Map<string, Intl.DateTimeFormat>,
  timeZone: string,
  options: Intl.DateTimeFormatOptions,
): Intl.DateTimeFormat {
  let format = formats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-CA', { timeZone, ...options });
    formats.set(timeZone, format);
  }
  return format;
}

function plural(count: number, unit: string): string {
  return `${count} ${unit}${count === 1 ? '' : 's'}`;
}

export function timeLeftInWords(minutesLeft: number): string {
  if (minutesLeft < 1) return 'less than a minute';
  if (minutesLeft < 60) return plural(minutesLeft, 'minute');
  const hours = Math.floor(minutesLeft / 60);
  const minutes = minutesLeft % 60;
  return minutes === 0 ? plural(hours, 'hour') : `${plural(hours, 'hour')} ${plural(minutes, 'minute')}`;
}

export function closingSoonWords(input: { endsAt: Date; now: Date; timeZone: string }): ClosingSoonWords {
  const minutesLeft = Math.max(0, Math.floor((input.endsAt.getTime() - input.now.getTime()) / 60_000));
  const time = cached(timeFormats, input.timeZone, {
    hour: 'numeric',
    minute: '2-digit',
    timeZoneName: 'short',
  }).format(input.endsAt);
  const day = cached(dayFormats, input.timeZone, { weekday: 'short', month: 'short', day: 'numeric' });
  const endDay = day.format(input.endsAt);
  const closesAt = endDay === day.format(input.now) ? time : `${time}, ${endDay}`;
  const timeLeft = timeLeftInWords(minutesLeft);
  return { minutesLeft, timeLeft, closesAt, phrase: `closes in ${timeLeft} (${closesAt})` };
}

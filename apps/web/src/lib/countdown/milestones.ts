const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

const pad = (n: number) => String(n).padStart(2, '0');

/** Time left as a short, steady text: "3d 4h", "5h 07m", "9m 05s", "42s"; nothing left is "0s". */
export function formatRemaining(ms: number): string {
  const left = Math.max(0, ms);
  const days = Math.floor(left / DAY);
  const hours = Math.floor((left % DAY) / HOUR);
  const minutes = Math.floor((left % HOUR) / MINUTE);
  const seconds = Math.floor((left % MINUTE) / SECOND);
  if (days > 0) return `${days}d ${hours}h`;
  if (hours > 0) return `${hours}h ${pad(minutes)}m`;
  if (minutes > 0) return `${minutes}m ${pad(seconds)}s`;
  return `${seconds}s`;
}

export type Milestone = 'hour' | 'ten-minutes' | 'minute' | 'over';

/** The last milestone passed: screen readers hear the countdown only when this changes. */
export function milestoneOf(ms: number): Milestone | null {
  if (ms <= 0) return 'over';
  if (ms <= MINUTE) return 'minute';
  if (ms <= 10 * MINUTE) return 'ten-minutes';
  if (ms <= HOUR) return 'hour';
  return null;
}

const milestoneWords: Record<Exclude<Milestone, 'over'>, string> = {
  hour: '1 hour',
  'ten-minutes': '10 minutes',
  minute: '1 minute',
};

export type CountdownVerb = 'closes' | 'opens' | 'begins closing';

const overWords: Record<CountdownVerb, string> = {
  closes: 'has closed',
  opens: 'is open',
  'begins closing': 'has begun closing',
};

/** What is announced at a milestone, e.g. "Lot 12 closes in 10 minutes." */
export function milestoneAnnouncement(milestone: Milestone, subject: string, verb: CountdownVerb): string {
  if (milestone === 'over') return `${subject} ${overWords[verb]}.`;
  return `${subject} ${verb} in ${milestoneWords[milestone]}.`;
}

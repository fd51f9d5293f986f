import { clsx } from 'clsx';
import { Clock } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import {
  type CountdownVerb,
  formatRemaining,
  type Milestone,
  milestoneAnnouncement,
  milestoneOf,
} from './milestones';
import { useNow } from './use-now';

export interface CountdownProps {
  /** The instant counted down to (ISO). */
  to: string;
  /** "Closes", "Opens" or "Begins closing" (a staggered sale): the words before the time left. */
  verb: CountdownVerb;
  /** Who is counting down, for screen readers: "Lot 12", "This auction". */
  subject: string;
  className?: string;
  /** Shown once the instant has passed, until the server says what happened. */
  overText?: string;
}

/**
 * Time left to an instant, from the page's one clock. The visible text changes every second but
 * is not a live region; screen readers hear a polite announcement only at 1 hour, 10 minutes,
 * 1 minute and the end.
 */
export function Countdown({ to, verb, subject, className, overText }: CountdownProps) {
  const now = useNow();
  const left = Date.parse(to) - now;
  const milestone = milestoneOf(left);
  const [announcement, setAnnouncement] = useState('');
  const previous = useRef<Milestone | null | undefined>(undefined);

  useEffect(() => {
    // The milestone the page opened in is not announced, only the ones passed while watching.
    // The first one is read from the real time: the shared clock may be stale until it ticks.
    if (previous.current === undefined) {
      previous.current = milestoneOf(Date.parse(to) - Date.now());
      return;
    }
    if (previous.current !== milestone && milestone !== null) {
      setAnnouncement(milestoneAnnouncement(milestone, subject, verb));
    }
    previous.current = milestone;
  }, [milestone, subject, verb, to]);

  const isOver = left <= 0;
  const isUrgent = !isOver && left <= 10 * 60 * 1000;
  const label = { closes: 'Closes in', opens: 'Opens in', 'begins closing': 'Begins closing in' }[verb];
  return (
    <span className={clsx('inline-flex items-center gap-1.5 tabular-nums', className)}>
      <Clock aria-hidden="true" className="size-4 shrink-0" />
      <span
        role="timer"
        aria-live="off"
        className={clsx(isUrgent && 'font-semibold text-red-700 dark:text-red-400')}
      >
        {isOver
          ? (overText ?? (verb === 'opens' ? 'Opening' : 'Closing'))
          : `${label} ${formatRemaining(left)}`}
      </span>
      <span aria-live="polite" className="sr-only">
        {announcement}
      </span>
    </span>
  );
}

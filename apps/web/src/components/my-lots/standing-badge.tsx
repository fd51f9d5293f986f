import type { BidStanding } from '@auction/contracts';
import { clsx } from 'clsx';
import { CircleAlert, CircleCheck, Hourglass, Trophy } from 'lucide-react';

const looks: Record<BidStanding, { label: string; tone: string; icon: typeof CircleCheck }> = {
  winning: {
    label: "You're winning",
    tone: 'bg-emerald-100 text-emerald-900 dark:bg-emerald-900/50 dark:text-emerald-100',
    icon: CircleCheck,
  },
  outbid: {
    label: 'Outbid',
    tone: 'bg-red-100 text-red-900 dark:bg-red-900/50 dark:text-red-100',
    icon: CircleAlert,
  },
  won: {
    label: 'Won',
    tone: 'bg-brass-100 text-brass-900 dark:bg-brass-900/60 dark:text-brass-100',
    icon: Trophy,
  },
  lost: {
    label: 'Not won',
    tone: 'bg-slate-200 text-slate-800 dark:bg-slate-800 dark:text-slate-200',
    icon: CircleAlert,
  },
  absentee: {
    label: 'Absentee bid',
    tone: 'bg-harbour-100 text-harbour-900 dark:bg-harbour-950 dark:text-harbour-200',
    icon: Hourglass,
  },
};

/**
 * Where the bidder stands on a lot, in words and colour (never colour alone); `label` says it
 * more exactly where the row knows more ("Absentee max $180.00").
 */
export function StandingBadge({ standing, label: exact }: { standing: BidStanding; label?: string }) {
  const { label, tone, icon: Icon } = looks[standing];
  return (
    <span
      className={clsx(
        'inline-flex items-center gap-1 rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap',
        tone,
      )}
    >
      <Icon aria-hidden="true" className="size-3.5" />
      {exact ?? label}
    </span>
  );
}

export const standingLabel = (standing: BidStanding) => looks[standing].label;

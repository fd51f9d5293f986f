import type { AuctionStatus, LotStatus } from '@auction/contracts';
import { clsx } from 'clsx';

const tones = {
  green: 'bg-emerald-100 text-emerald-900 dark:bg-emerald-900/50 dark:text-emerald-200',
  blue: 'bg-harbour-100 text-harbour-900 dark:bg-harbour-900 dark:text-harbour-100',
  amber: 'bg-brass-100 text-brass-900 dark:bg-brass-900/60 dark:text-brass-100',
  grey: 'bg-slate-200 text-slate-800 dark:bg-slate-800 dark:text-slate-200',
  red: 'bg-red-100 text-red-900 dark:bg-red-900/50 dark:text-red-200',
} as const;
export type BadgeTone = keyof typeof tones;

export function Badge({ label, tone }: { label: string; tone: BadgeTone }) {
  return (
    <span
      className={clsx(
        'inline-flex shrink-0 rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap',
        tones[tone],
      )}
    >
      {label}
    </span>
  );
}

export const auctionStatusLabels: Record<AuctionStatus, [string, BadgeTone]> = {
  draft: ['Draft', 'grey'],
  scheduled: ['Scheduled', 'blue'],
  open: ['Open for bidding', 'green'],
  live: ['Live now', 'red'],
  closing: ['Closing', 'amber'],
  closed: ['Closed', 'grey'],
  settled: ['Settled', 'grey'],
};

export const lotStatusLabels: Record<LotStatus, [string, BadgeTone]> = {
  upcoming: ['Upcoming', 'blue'],
  open: ['Open', 'green'],
  sold: ['Sold', 'grey'],
  passed: ['Passed', 'amber'],
  withdrawn: ['Withdrawn', 'red'],
};

export function LotStatusBadge({ status }: { status: LotStatus }) {
  const [label, tone] = lotStatusLabels[status];
  return <Badge label={label} tone={tone} />;
}

export function AuctionStatusBadge({ status }: { status: AuctionStatus }) {
  const [label, tone] = auctionStatusLabels[status];
  return <Badge label={label} tone={tone} />;
}

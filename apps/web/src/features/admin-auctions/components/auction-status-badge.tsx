import type { AuctionStatus, LotStatus } from '@auction/contracts';
import { clsx } from 'clsx';

const tones = {
  green: 'bg-emerald-100 text-emerald-900 dark:bg-emerald-900/50 dark:text-emerald-200',
  blue: 'bg-harbour-100 text-harbour-900 dark:bg-harbour-900 dark:text-harbour-100',
  amber: 'bg-brass-100 text-brass-900 dark:bg-brass-900/60 dark:text-brass-100',
  grey: 'bg-slate-200 text-slate-800 dark:bg-slate-800 dark:text-slate-200',
  red: 'bg-red-100 text-red-900 dark:bg-red-900/50 dark:text-red-200',
} as const;

/** Staff see every status by its own name (bidders see friendlier words). */
const auctionTones: Record<AuctionStatus, [string, keyof typeof tones]> = {
  draft: ['Draft', 'grey'],
  scheduled: ['Scheduled', 'blue'],
  open: ['Open', 'green'],
  live: ['Live', 'red'],
  closing: ['Closing', 'amber'],
  closed: ['Closed', 'grey'],
  settled: ['Settled', 'grey'],
};

const lotTones: Record<LotStatus, [string, keyof typeof tones]> = {
  upcoming: ['Upcoming', 'blue'],
  open: ['Open', 'green'],
  sold: ['Sold', 'grey'],
  passed: ['Passed', 'grey'],
  withdrawn: ['Withdrawn', 'red'],
};

function Badge({ label, tone }: { label: string; tone: keyof typeof tones }) {
  return (
    <span
      className={clsx('inline-flex shrink-0 rounded-full px-2.5 py-0.5 text-xs font-semibold', tones[tone])}
    >
      {label}
    </span>
  );
}

export const auctionStatusLabel = (status: AuctionStatus) => auctionTones[status][0];

export function AuctionStatusBadge({ status }: { status: AuctionStatus }) {
  const [label, tone] = auctionTones[status];
  return <Badge label={label} tone={tone} />;
}

export function LotStatusBadge({ status }: { status: LotStatus }) {
  const [label, tone] = lotTones[status];
  return <Badge label={label} tone={tone} />;
}

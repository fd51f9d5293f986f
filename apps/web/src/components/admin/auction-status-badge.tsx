import type { AuctionStatus, LotStatus } from '@auction/contracts';
import { Badge, type BadgeTone } from '../ui/badge';

/** Staff see every status by its own name (bidders see friendlier words: catalogue). */
const auctionTones: Record<AuctionStatus, [string, BadgeTone]> = {
  draft: ['Draft', 'grey'],
  scheduled: ['Scheduled', 'blue'],
  open: ['Open', 'green'],
  live: ['Live', 'red'],
  closing: ['Closing', 'amber'],
  closed: ['Closed', 'grey'],
  settled: ['Settled', 'grey'],
};

/** A passed lot is amber for staff: it may be offered again. */
const lotTones: Record<LotStatus, [string, BadgeTone]> = {
  upcoming: ['Upcoming', 'blue'],
  open: ['Open', 'green'],
  sold: ['Sold', 'grey'],
  passed: ['Passed', 'amber'],
  withdrawn: ['Withdrawn', 'red'],
};

export const auctionStatusLabel = (status: AuctionStatus) => auctionTones[status][0];

export function AuctionStatusBadge({ status }: { status: AuctionStatus }) {
  const [label, tone] = auctionTones[status];
  return <Badge label={label} tone={tone} />;
}

export function LotStatusBadge({ status }: { status: LotStatus }) {
  const [label, tone] = lotTones[status];
  return <Badge label={label} tone={tone} />;
}

import type { AuctionStatus, LotStatus } from '@auction/contracts';
import { Badge, type BadgeTone } from '../../../components/ui/badge';

/** Bidders' words for each status (staff see the statuses by name: admin-auctions). */
const auctionLabels: Record<AuctionStatus, [string, BadgeTone]> = {
  draft: ['Draft', 'grey'],
  scheduled: ['Upcoming', 'blue'],
  open: ['Open for bidding', 'green'],
  live: ['Live now', 'red'],
  closing: ['Closing', 'amber'],
  closed: ['Closed', 'grey'],
  settled: ['Closed', 'grey'],
};

const lotLabels: Record<LotStatus, [string, BadgeTone]> = {
  upcoming: ['Upcoming', 'blue'],
  open: ['Open', 'green'],
  sold: ['Sold', 'grey'],
  passed: ['Passed', 'grey'],
  withdrawn: ['Withdrawn', 'red'],
};

export function AuctionStatusBadge({ status }: { status: AuctionStatus }) {
  const [label, tone] = auctionLabels[status];
  return <Badge label={label} tone={tone} />;
}

export function LotStatusBadge({ status }: { status: LotStatus }) {
  const [label, tone] = lotLabels[status];
  return <Badge label={label} tone={tone} />;
}

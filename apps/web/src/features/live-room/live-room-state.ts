import type { LiveBid, LiveSnapshot } from '@auction/contracts';

const wholeDollars = new Intl.NumberFormat('en-CA', {
  style: 'currency',
  currency: 'CAD',
  maximumFractionDigits: 0,
});
const withCents = new Intl.NumberFormat('en-CA', { style: 'currency', currency: 'CAD' });

/** Dollars as the auctioneer calls them: 325 -> "$325", 1500 -> "$1,500", 12.5 -> "$12.50". */
export function formatLiveAmount(dollars: number): string {
  return Number.isInteger(dollars) ? wholeDollars.format(dollars) : withCents.format(dollars);
}

/** A snapshot replaces the room unless the room has already seen later events. */
export function acceptSnapshot(room: LiveSnapshot | null, snapshot: LiveSnapshot): LiveSnapshot {
  return room && room.last_seq > snapshot.last_seq ? room : snapshot;
}

const sourceNames: Record<LiveBid['source'], string> = {
  internet: 'Internet',
  floor: 'Floor',
  absentee: 'Absentee',
};

/** "$350 Internet (paddle 7012)", "$375 Floor", "$375 Floor (paddle 42)". */
export function highBidText(bid: Pick<LiveBid, 'amount' | 'source' | 'paddle'>): string {
  const paddle = bid.paddle === null ? '' : ` (paddle ${bid.paddle})`;
  return `${formatLiveAmount(bid.amount)} ${sourceNames[bid.source]}${paddle}`;
}

export type LotStateTone = 'open' | 'warning' | 'sold' | 'quiet';

/** The state of the sale and the lot on the block, as a bidder reads it. */
export function lotStateOf(room: LiveSnapshot): { text: string; tone: LotStateTone } {
  const lot = room.current_lot;
  if (room.sale_status === 'ended' || room.auction_status === 'closed')
    return { text: 'Sale ended', tone: 'quiet' };
  if (room.sale_status === 'not_started') return { text: 'Not started', tone: 'quiet' };
  if (room.sale_status === 'paused') return { text: 'Paused', tone: 'warning' };
  if (!lot) return { text: 'Waiting for the next lot', tone: 'quiet' };
  if (lot.status === 'fair_warning') return { text: 'Fair warning', tone: 'warning' };
  if (lot.status === 'sold') {
    return { text: `Sold for ${formatLiveAmount(lot.high_bid?.amount ?? 0)}`, tone: 'sold' };
  }
  if (lot.status === 'passed') return { text: 'Passed', tone: 'quiet' };
  return { text: 'Open', tone: 'open' };
}

export type ViewerStanding = 'high' | 'outbid' | 'won' | 'lost' | null;

/** Where the signed-in bidder stands on the lot on the block, once they have bid on it. */
export function viewerStandingOf(room: LiveSnapshot): ViewerStanding {
  const lot = room.current_lot;
  const paddle = room.viewer.paddle;
  if (!lot || paddle === null || !lot.bids.some((bid) => bid.paddle === paddle)) return null;
  const leads = lot.high_bid?.paddle === paddle;
  if (lot.status === 'sold') return leads ? 'won' : 'lost';
  if (lot.status === 'passed') return null;
  return leads ? 'high' : 'outbid';
}

export const standingText: Record<Exclude<ViewerStanding, null>, string> = {
  high: "You're the high bidder",
  outbid: 'Outbid',
  won: 'You bought this lot',
  lost: 'Sold to another bidder',
};

/** Whether an internet bid at the asking price can be taken now. */
export function biddingOpen(room: LiveSnapshot): boolean {
  const status = room.current_lot?.status;
  return room.sale_status === 'running' && (status === 'open' || status === 'fair_warning');
}

/** "Live · 120 ms": the delay from an event's server time to its arrival here (never below 0). */
export function connectionText(connected: boolean, delayMs: number | null): string {
  if (!connected) return 'Reconnecting…';
  if (delayMs === null) return 'Live';
  return `Live · ${Math.max(0, Math.round(delayMs))} ms`;
}

/** A request id to match the server's answer to this bid (the browser may lack randomUUID over http). */
export function newRequestId(): string {
  return `bid-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 10)}`;
}

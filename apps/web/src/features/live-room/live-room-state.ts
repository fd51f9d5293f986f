import { type LiveBid, type LiveSnapshot, liveBidSourceLabels } from '@auction/contracts';
import { outbidReason } from '@auction/domain';
import { outbidReasonText } from '../../lib/outbid-reason-text';

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

const sourceNames = liveBidSourceLabels;

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

export type ViewerStanding = 'high' | 'outbid' | 'outbid_tie' | 'won' | 'lost' | null;

/** Where the signed-in bidder stands on the lot on the block, once they have bid on it. */
export function viewerStandingOf(room: LiveSnapshot): ViewerStanding {
  const lot = room.current_lot;
  const paddle = room.viewer.paddle;
  if (!lot || paddle === null || !lot.bids.some((bid) => bid.paddle === paddle)) return null;
  const leads = lot.high_bid?.paddle === paddle;
  if (lot.status === 'sold') return leads ? 'won' : 'lost';
  if (lot.status === 'passed') return null;
  if (leads) return 'high';
  // The saleroom's answer to this bidder's last bid, at their very amount: an earlier bid (an absentee maximum) won the tie.
  const yourBest = Math.max(...lot.bids.filter((bid) => bid.paddle === paddle).map((bid) => bid.amount));
  const reason = outbidReason({
    yourMax: yourBest,
    price: lot.high_bid?.amount ?? null,
    isHighBidder: false,
  });
  return reason ? 'outbid_tie' : 'outbid';
}

export const standingText: Record<Exclude<ViewerStanding, null>, string> = {
  high: "You're the high bidder",
  outbid: 'Outbid',
  outbid_tie: outbidReasonText.earlier_equal_max,
  won: 'You bought this lot',
  lost: 'Sold to another bidder',
};

/** Whether an internet bid at the asking price can be taken now. */
export function biddingOpen(room: LiveSnapshot): boolean {
  const status = room.current_lot?.status;
  return room.sale_status === 'running' && (status === 'open' || status === 'fair_warning');
}

/**
 * "Live · 120 ms" while the sale runs: the delay from an event's server time to its arrival here
 * (never below 0). Before the sale starts and after it ends the pill speaks of the connection
 * only ("Connected"), so it never says "Live" beside "Not started".
 */
export function connectionText(connected: boolean, delayMs: number | null, saleLive = true): string {
  if (!connected) return 'Reconnecting…';
  const word = saleLive ? 'Live' : 'Connected';
  if (delayMs === null || !saleLive) return word;
  return `${word} · ${Math.max(0, Math.round(delayMs))} ms`;
}

/** Whether the sale is under way (running or paused), so the room is live. */
export function saleIsLive(room: Pick<LiveSnapshot, 'sale_status' | 'auction_status'>): boolean {
  return (
    (room.sale_status === 'running' || room.sale_status === 'paused') && room.auction_status !== 'closed'
  );
}

/**
 * The price line of the lot on the block: the asking price while bids are taken, the hammer price
 * once sold, "Passed" when it did not sell; never an asking price for a lot whose hammer has fallen.
 */
export function priceLineOf(lot: NonNullable<LiveSnapshot['current_lot']>): {
  label: string;
  short: string;
  amount: string;
} {
  if (lot.status === 'sold') {
    return { label: 'Hammer price', short: 'Sold for', amount: formatLiveAmount(lot.high_bid?.amount ?? 0) };
  }
  if (lot.status === 'passed') return { label: 'Passed', short: 'Passed', amount: '' };
  return { label: 'Asking price', short: 'Asking', amount: formatLiveAmount(lot.asking_price) };
}

/** A request id to match the server's answer to this bid (the browser may lack randomUUID over http). */
export function newRequestId(): string {
  return `bid-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 10)}`;
}

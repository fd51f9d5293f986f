import { type LiveBid, type LiveSnapshot, liveBidSourceLabels } from '@auction/contracts';
import { outbidReason } from '@auction/domain';
import { livePerUnitWorking } from '../../lib/lot-price-line';
import { dollarsToCents } from '../../lib/money';
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

type LotOnBlock = NonNullable<LiveSnapshot['current_lot']>;

/** "lot 4", "lots 3 and 4", "lots 2, 3 and 4". */
export function lotsText(numbers: readonly string[]): string {
  if (numbers.length < 2) return `lot ${numbers[0] ?? ''}`;
  return `lots ${numbers.slice(0, -1).join(', ')} and ${numbers.at(-1)}`;
}

/** The lot numbers of a choice lot's group, in sale order: all of them, or those still left. */
function choiceNumbers(lot: LotOnBlock, leftOnly: boolean): string[] {
  const left = lot.choice?.remaining_lot_ids ?? [];
  return (lot.choice_lots ?? [])
    .filter((entry) => !leftOnly || left.includes(entry.lot_id))
    .map((entry) => entry.lot_number);
}

/** The hammer price per lot of a choice lot once it has fallen; null before. */
function choicePrice(lot: LotOnBlock): number | null {
  return lot.choice?.amount ?? null;
}

/**
 * What a choice lot offers, under its title: the lots the winner picks from while it is open,
 * then who is choosing and the lots left. Null for a lot sold on its own, or once the choice ends.
 */
export function choiceLineOf(lot: LotOnBlock): string | null {
  if ((lot.choice_lots ?? []).length < 2) return null;
  const price = choicePrice(lot);
  if (lot.status === 'choosing' && price !== null) {
    const left = choiceNumbers(lot, true);
    const word = left.length === 1 ? 'lot' : 'lots';
    return `Sold at ${formatLiveAmount(price)} per lot: the buyer is choosing. Left: ${word} ${left.join(', ')}.`;
  }
  if (lot.status === 'open' || lot.status === 'fair_warning') {
    return `Choice: the winner picks from ${lotsText(choiceNumbers(lot, false))}, at the hammer price per lot.`;
  }
  return null;
}

/** Whether the viewer is the bidder the choice lot's hammer fell to. */
function viewerIsChoiceBuyer(room: LiveSnapshot): boolean {
  const paddle = room.viewer.paddle;
  return paddle !== null && room.current_lot?.choice?.paddle === paddle;
}

/**
 * While a choice lot's buyer is choosing, what the viewer can do instead of bidding: the buyer
 * names the lots they take, anyone else may ask for one at the same price. Null otherwise.
 */
export function choiceOfferOf(room: LiveSnapshot): string | null {
  const lot = room.current_lot;
  const price = lot && lot.status === 'choosing' ? choicePrice(lot) : null;
  if (price === null) return null;
  const amount = formatLiveAmount(price);
  return viewerIsChoiceBuyer(room)
    ? `You won at ${amount} per lot: tell the clerk or the auctioneer which lots you take.`
    : `Want one at ${amount}? Tell the clerk or the auctioneer.`;
}

/** A grouped lot's lots (sold together for one hammer) in sale order; empty for a lot sold alone. */
function groupedLotsOf(lot: LotOnBlock): NonNullable<LotOnBlock['grouped_lots']> {
  const lots = lot.grouped_lots ?? [];
  return lots.length > 1 ? lots : [];
}

/** The whole hammer of a grouped lot once sold: the group's, else the high bid it fell on. */
function groupedHammerOf(lot: LotOnBlock): number | null {
  if (lot.status !== 'sold') return null;
  return lot.together?.hammer ?? lot.high_bid?.amount ?? null;
}

/**
 * What a grouped lot sells, under its title: "Lots 2, 3 and 4 together, one bid for all." while it
 * is open, then the whole hammer or the pass of all of them. Null for a lot sold on its own.
 */
export function groupedLineOf(lot: LotOnBlock): string | null {
  const lots = groupedLotsOf(lot);
  if (lots.length === 0) return null;
  const numbers = lotsText(lots.map((entry) => entry.lot_number));
  const hammer = groupedHammerOf(lot);
  if (hammer !== null) return `Sold together for ${formatLiveAmount(hammer)}: ${numbers}.`;
  if (lot.status === 'passed') return `Passed together: ${numbers}.`;
  return `${numbers.charAt(0).toUpperCase()}${numbers.slice(1)} together, one bid for all.`;
}

export interface GroupedLotShare {
  lot_id: string;
  lot_number: string;
  title: string;
  /** The lot's part of the whole hammer once sold; null before. */
  share: number | null;
}

/**
 * The lots of the grouped lot on the block, each with its part of the hammer once it has fallen
 * (the house splits it equally or by estimate); empty for a lot sold on its own.
 */
export function groupedSharesOf(room: LiveSnapshot): GroupedLotShare[] {
  const lot = room.current_lot;
  if (!lot) return [];
  const sold = groupedHammerOf(lot) !== null;
  return groupedLotsOf(lot).map((entry) => {
    const result = room.results.find((candidate) => candidate.lot_id === entry.lot_id);
    const share = sold && result?.outcome === 'sold' ? result.hammer_price : null;
    return { ...entry, share };
  });
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
  const perLot = choicePrice(lot);
  if (lot.status === 'choosing') return { text: 'Choosing lots', tone: 'sold' };
  if (lot.status === 'sold' && perLot !== null) {
    return { text: `Sold at ${formatLiveAmount(perLot)} per lot`, tone: 'sold' };
  }
  if (lot.status === 'sold') {
    return { text: `Sold for ${formatLiveAmount(lot.high_bid?.amount ?? 0)}`, tone: 'sold' };
  }
  if (lot.status === 'passed') return { text: 'Passed', tone: 'quiet' };
  return { text: 'Open', tone: 'open' };
}

export type ViewerStanding = 'high' | 'outbid' | 'outbid_tie' | 'won' | 'choosing' | 'lost' | null;

/** Where the signed-in bidder stands on the lot on the block, once they have bid on it. */
export function viewerStandingOf(room: LiveSnapshot): ViewerStanding {
  const lot = room.current_lot;
  const paddle = room.viewer.paddle;
  if (!lot || paddle === null || !lot.bids.some((bid) => bid.paddle === paddle)) return null;
  const leads = lot.high_bid?.paddle === paddle;
  if (lot.status === 'choosing') return viewerIsChoiceBuyer(room) ? 'choosing' : 'lost';
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
  choosing: 'You won: pick your lots',
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
 * A choice lot's hammer price is per lot, while its buyer chooses and after.
 */
export function priceLineOf(lot: LotOnBlock): {
  label: string;
  short: string;
  amount: string;
} {
  const perLot = choicePrice(lot);
  if (perLot !== null && (lot.status === 'choosing' || lot.status === 'sold')) {
    return {
      label: 'Hammer price per lot',
      short: lot.status === 'choosing' ? 'Per lot' : 'Sold for',
      amount: formatLiveAmount(perLot),
    };
  }
  // A grouped lot's prices are for all its lots together.
  const count = groupedLotsOf(lot).length;
  const forAll = count > 0 ? ` for all ${count} lots` : '';
  if (lot.status === 'sold') {
    const hammer = groupedHammerOf(lot) ?? 0;
    return { label: `Hammer price${forAll}`, short: 'Sold for', amount: formatLiveAmount(hammer) };
  }
  if (lot.status === 'passed') return { label: 'Passed', short: 'Passed', amount: '' };
  return { label: `Asking price${forAll}`, short: 'Asking', amount: formatLiveAmount(lot.asking_price) };
}

/**
 * What the price line comes to for a quantity lot: "per unit, × 40 = $1,600.00" at the asking
 * price (or the hammer once sold); null for a lot sold as one.
 */
export function perUnitLineOf(lot: LotOnBlock): string | null {
  if (lot.status === 'passed') return null;
  const price =
    lot.status === 'sold' || lot.status === 'choosing' ? (lot.high_bid?.amount ?? null) : lot.asking_price;
  return price === null ? null : livePerUnitWorking(lot, dollarsToCents(price));
}

/** A request id to match the server's answer to this bid (the browser may lack randomUUID over http). */
export function newRequestId(): string {
  return `bid-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 10)}`;
}

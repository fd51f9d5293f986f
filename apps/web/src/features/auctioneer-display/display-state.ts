import {
  applyLiveRoomMessage,
  type LiveBid,
  type LiveSnapshot,
  liveBidSourceLabels,
} from '@auction/contracts';
import { formatDollars } from '../../lib/money';

/** What the display holds: the room the server confirmed, and whether it must fetch the snapshot. */
export interface DisplayFeed {
  room: LiveSnapshot | null;
  needsResync: boolean;
}

export type DisplayFeedAction =
  | { type: 'snapshot'; room: LiveSnapshot }
  | { type: 'message'; envelope: { type: string; seq: number; payload: unknown } };

export const emptyFeed: DisplayFeed = { room: null, needsResync: false };

/**
 * Folds what arrives into the display's room. A snapshot replaces the room unless it is older
 * than what is shown; a message before the first snapshot, or one that leaves a gap, asks for a
 * fresh snapshot.
 */
export function displayFeedReducer(feed: DisplayFeed, action: DisplayFeedAction): DisplayFeed {
  if (action.type === 'snapshot') {
    if (feed.room && action.room.last_seq < feed.room.last_seq) return { ...feed, needsResync: false };
    return { room: action.room, needsResync: false };
  }
  if (!feed.room) return feed;
  const update = applyLiveRoomMessage(feed.room, action.envelope);
  if (update.kind === 'resync') return { ...feed, needsResync: true };
  return update.room === feed.room ? feed : { ...feed, room: update.room };
}

export type DisplayTone =
  | 'waiting'
  | 'open'
  | 'warning'
  | 'choosing'
  | 'sold'
  | 'passed'
  | 'paused'
  | 'ended';

/** The state in the auctioneer's words, large on the screen: OPEN, FAIR WARNING, CHOICE AT $X, SOLD $X… */
export interface DisplayState {
  label: string;
  tone: DisplayTone;
}

export function displayState(room: LiveSnapshot): DisplayState {
  if (room.sale_status === 'ended') return { label: 'SALE ENDED', tone: 'ended' };
  if (room.sale_status === 'paused') return { label: 'PAUSED', tone: 'paused' };
  const lot = room.current_lot;
  if (room.sale_status === 'not_started' || !lot) {
    return {
      label: room.sale_status === 'not_started' ? 'NOT STARTED' : 'NEXT LOT COMING UP',
      tone: 'waiting',
    };
  }
  switch (lot.status) {
    case 'fair_warning':
      return { label: 'FAIR WARNING', tone: 'warning' };
    case 'choosing': {
      const price = lot.choice?.amount ?? lot.high_bid?.amount;
      const left = lot.choice?.remaining_lot_ids.length ?? 0;
      const at = price === undefined ? 'CHOICE' : `CHOICE AT ${formatPrice(price)}`;
      return { label: `${at} — ${left} LEFT`, tone: 'choosing' };
    }
    case 'sold': {
      // A grouped lot's hammer is the whole of it, not its first lot's part.
      const result = room.results.find((entry) => entry.lot_id === lot.lot_id);
      const price = lot.together?.hammer ?? result?.hammer_price ?? lot.high_bid?.amount;
      return {
        label: price === undefined || price === null ? 'SOLD' : `SOLD ${formatPrice(price)}`,
        tone: 'sold',
      };
    }
    case 'passed':
      return { label: 'PASSED', tone: 'passed' };
    default:
      return { label: 'OPEN', tone: 'open' };
  }
}

type LotOnBlock = NonNullable<LiveSnapshot['current_lot']>;

/** The lot numbers of a choice lot, in sale order: all of them ("12, 13, 14"); null for a lot alone. */
export function choiceLotNumbers(lot: LotOnBlock): string | null {
  const lots = lot.choice_lots ?? [];
  return lots.length > 1 ? lots.map((entry) => entry.lot_number).join(', ') : null;
}

/** The lot numbers of a grouped lot, sold together for one bid ("12, 13, 14"); null for a lot alone. */
export function groupedLotNumbers(lot: Pick<LotOnBlock, 'grouped_lots'>): string | null {
  const lots = lot.grouped_lots ?? [];
  return lots.length > 1 ? lots.map((entry) => entry.lot_number).join(', ') : null;
}

export interface GroupedShare {
  lot_id: string;
  lot_number: string;
  title: string;
  share: number | null;
}

/**
 * The lots of the grouped lot on the block, each with its part of the hammer once it has fallen
 * (null before, and after a reopen); empty for a lot sold alone.
 */
export function groupedShares(room: LiveSnapshot): GroupedShare[] {
  const lot = room.current_lot;
  const lots = lot?.grouped_lots ?? [];
  if (!lot || lots.length < 2) return [];
  const sold = lot.status === 'sold';
  return lots.map((entry) => {
    const result = room.results.find((candidate) => candidate.lot_id === entry.lot_id);
    return { ...entry, share: sold && result?.outcome === 'sold' ? result.hammer_price : null };
  });
}

/** The lot a lot to come is sold with, when it is a grouped lot's but not its first: "12"; else null. */
export function soldWithLot(lot: Pick<LotOnBlock, 'lot_id' | 'grouped_lots'>): string | null {
  const lead = lot.grouped_lots?.[0];
  return lead && lead.lot_id !== lot.lot_id ? lead.lot_number : null;
}

/** The lots of the choice on the block no one has taken yet, by number, while its buyer chooses. */
export function choiceLotsLeft(lot: LotOnBlock): string[] {
  if (lot.status !== 'choosing' || !lot.choice) return [];
  const left = lot.choice.remaining_lot_ids;
  return (lot.choice_lots ?? [])
    .filter((entry) => left.includes(entry.lot_id))
    .map((entry) => entry.lot_number);
}

/** Whole dollars without cents ("$1,250"), cents only when there are some ("$12.50"). */
export function formatPrice(dollars: number): string {
  const text = formatDollars(dollars);
  return text.endsWith('.00') ? text.slice(0, -3) : text;
}

const sourceWords = Object.fromEntries(
  Object.entries(liveBidSourceLabels).map(([source, label]) => [source, label.toUpperCase()]),
) as Record<LiveBid['source'], string>;

/** Where the high bid is, as the auctioneer calls it: "INTERNET 7012", "FLOOR 42", "FLOOR". */
export function bidWhere(bid: Pick<LiveBid, 'source' | 'paddle'>): string {
  const where = sourceWords[bid.source];
  return bid.paddle === null ? where : `${where} ${bid.paddle}`;
}

/**
 * The internet bid that just landed, when the step from `before` to `after` brought one on the
 * lot that was already on the block: the newest internet bid with a `seq` `before` had not seen,
 * even when an absentee maximum answered it at once. A first snapshot, a new lot, an undo or a
 * floor bid bring none.
 */
export function newInternetBid(before: LiveSnapshot | null, after: LiveSnapshot | null): LiveBid | null {
  const lot = after?.current_lot;
  const previous = before?.current_lot;
  if (!before || !lot || !previous || previous.lot_id !== lot.lot_id) return null;
  const fresh = lot.bids.filter((bid) => bid.source === 'internet' && bid.seq > before.last_seq);
  return fresh.at(-1) ?? null;
}

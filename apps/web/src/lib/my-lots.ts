import {
  type BidStanding,
  bidEventTypes,
  bidPlacedPayloadSchema,
  closingEventTypes,
  type EventEnvelope,
  lotClosedPayloadSchema,
  type MyBid,
} from '@auction/contracts';

/**
 * Where the bidder stands after an event on a lot they bid on. A new price names the high
 * bidder's paddle, so with their own paddle the page knows at once whether they still lead; a
 * personal `outbid` notice says they do not; a closed lot is won by the winning paddle (or,
 * without paddles, by whoever led when it closed). Other events change nothing.
 */
export function standingAfter(item: Pick<MyBid, 'standing' | 'paddle'>, event: EventEnvelope): BidStanding {
  const isOpen = item.standing === 'winning' || item.standing === 'outbid';
  if (!isOpen) return item.standing;
  if (event.type === bidEventTypes.outbid) return 'outbid';
  if (event.type === bidEventTypes.placed) {
    const placed = bidPlacedPayloadSchema.safeParse(event.payload);
    const high = placed.success ? placed.data.high_bidder_paddle : null;
    if (high === null || item.paddle === null) return item.standing;
    return high === item.paddle ? 'winning' : 'outbid';
  }
  if (event.type === closingEventTypes.lotClosed) {
    const closed = lotClosedPayloadSchema.safeParse(event.payload);
    if (!closed.success) return item.standing;
    if (closed.data.status === 'passed') return 'lost';
    if (closed.data.winner_paddle !== null && item.paddle !== null)
      return closed.data.winner_paddle === item.paddle ? 'won' : 'lost';
    return item.standing === 'winning' ? 'won' : 'lost';
  }
  return item.standing;
}

/** The bidder's active bids with the standing on the event's lot brought up to date. */
export function applyStandingEvent(items: MyBid[], event: EventEnvelope): MyBid[] {
  let changed = false;
  const next = items.map((item) => {
    if (item.lot.id !== event.lot_id) return item;
    const standing = standingAfter(item, event);
    if (standing === item.standing) return item;
    changed = true;
    return { ...item, standing };
  });
  return changed ? next : items;
}

/**
 * A new price that cannot say who leads (no paddle on the event or no paddle of the bidder's
 * own) means the standing must be read again from the server.
 */
export function needsStandingRefetch(items: MyBid[], event: EventEnvelope): boolean {
  if (event.type !== bidEventTypes.placed) return false;
  const item = items.find((candidate) => candidate.lot.id === event.lot_id);
  if (!item) return false;
  const placed = bidPlacedPayloadSchema.safeParse(event.payload);
  return !placed.success || placed.data.high_bidder_paddle === null || item.paddle === null;
}

/**
 * The bidder's active bids as the dashboard lists them: lots still open or (absentee maxima)
 * still to be offered, not closed ones (they move to "Lots won" or drop off), outbid first so
 * they can bid again, then the soonest to close.
 */
export function activeBidsInOrder(items: MyBid[]): MyBid[] {
  const endOf = (item: MyBid) => (item.lot.endDate ? Date.parse(item.lot.endDate) : Number.POSITIVE_INFINITY);
  return items
    .filter(
      (item) => item.standing === 'winning' || item.standing === 'outbid' || item.standing === 'absentee',
    )
    .toSorted(
      (a, b) =>
        Number(b.standing === 'outbid') - Number(a.standing === 'outbid') ||
        endOf(a) - endOf(b) ||
        a.lot.sale_order - b.lot.sale_order,
    );
}

/** Watched lots still open that close within `withinMs` of `now`, soonest first. */
export function closingSoon<T extends { status: string; endDate: string | null }>(
  lots: T[],
  now: number,
  withinMs = 24 * 60 * 60 * 1000,
): T[] {
  return lots
    .filter((lot) => {
      if (lot.status !== 'open' || !lot.endDate) return false;
      const end = Date.parse(lot.endDate);
      return end > now && end <= now + withinMs;
    })
    .toSorted((a, b) => Date.parse(a.endDate ?? '') - Date.parse(b.endDate ?? ''));
}

/** The watchlist as a bidder reads it: lots still open, the soonest to close first; then the rest. */
export function watchlistInOrder<T extends { status: string; endDate: string | null }>(lots: T[]): T[] {
  const rank = (lot: T) => (lot.status === 'open' || lot.status === 'upcoming' ? 0 : 1);
  const endOf = (lot: T) => (lot.endDate ? Date.parse(lot.endDate) : Number.POSITIVE_INFINITY);
  return lots.toSorted((a, b) => rank(a) - rank(b) || endOf(a) - endOf(b));
}

/** Items grouped by their auction, in the order each auction first appears. */
export function groupByAuction<T extends { auction: { id: string } }>(
  items: T[],
): { auction: T['auction']; items: T[] }[] {
  const groups = new Map<string, { auction: T['auction']; items: T[] }>();
  for (const item of items) {
    const group = groups.get(item.auction.id) ?? { auction: item.auction, items: [] as T[] };
    group.items.push(item);
    groups.set(item.auction.id, group);
  }
  return [...groups.values()];
}

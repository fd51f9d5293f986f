import type { AuctionDashboard, LotStatsRow, RecentBid, TopLot } from '@auction/contracts';
import { reserveMet } from '../lots/lot-json';
import type { AuctionCounts, LotFigures, RecentBidRow } from './auction-stats.repository';

export const TOP_LOTS = 10;
export const RECENT_BIDS = 25;

const isoOf = (ms: number | null) => (ms === null ? null : new Date(ms).toISOString());

export function toLotStatsRow(lot: LotFigures): LotStatsRow {
  return {
    id: lot.id,
    lot_number: lot.lot_number,
    title: lot.title,
    status: lot.status,
    sale_order: lot.sale_order,
    starting_bid_cents: lot.starting_bid_cents,
    reserve_cents: lot.reserve_cents,
    current_bid_cents: lot.current_price_cents,
    extended_bid_cents: lot.extended_price_cents === null ? null : Number(lot.extended_price_cents),
    bid_count: lot.bid_count,
    bidders: lot.bidders,
    watchers: lot.watchers,
    has_reserve: lot.reserve_cents !== null,
    reserve_met: reserveMet(lot),
    end_date: isoOf(lot.end_ms),
    extended: lot.extended,
    high_bidder_paddle: lot.high_bidder_paddle,
    sold_by: lot.sold_by,
  };
}

function topLot(lot: LotStatsRow): TopLot {
  const { id, lot_number, title, status, current_bid_cents, bid_count, bidders, watchers } = lot;
  return { id, lot_number, title, status, current_bid_cents, bid_count, bidders, watchers };
}

/** Lots that drew bids, best first by `key`; ties keep the natural lot order they arrive in. */
function topBy(lots: LotStatsRow[], key: (lot: LotStatsRow) => number): TopLot[] {
  return lots
    .filter((lot) => lot.bid_count > 0 && lot.status !== 'withdrawn')
    .map((lot, index) => ({ lot, index }))
    .sort((a, b) => key(b.lot) - key(a.lot) || a.index - b.index)
    .slice(0, TOP_LOTS)
    .map(({ lot }) => topLot(lot));
}

function toRecentBid(row: RecentBidRow): RecentBid {
  return {
    id: row.id,
    lot_id: row.lot_id,
    lot_number: row.lot_number,
    lot_title: row.lot_title,
    amount_cents: row.amount_cents,
    kind: row.kind,
    paddle_number: row.paddle_number,
    bidder_name: row.bidder_name,
    created_at: new Date(row.created_ms).toISOString(),
  };
}

const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);

/** The dashboard's figures from the lot rows, the auction's counts and its latest bids. */
export function dashboardFigures(
  lots: LotStatsRow[],
  counts: AuctionCounts,
  recent: RecentBidRow[],
): Omit<AuctionDashboard, 'auction' | 'generated_at'> {
  const withStatus = (status: LotStatsRow['status']) => lots.filter((lot) => lot.status === status);
  const timeline = lots
    .filter((lot) => lot.end_date !== null && lot.status !== 'withdrawn')
    .map((lot, index) => ({ lot, index, endMs: Date.parse(lot.end_date ?? '') }))
    .sort((a, b) => a.endMs - b.endMs || a.index - b.index)
    .map(({ lot }) => ({
      id: lot.id,
      lot_number: lot.lot_number,
      title: lot.title,
      status: lot.status,
      current_bid_cents: lot.current_bid_cents,
      bid_count: lot.bid_count,
      end_date: lot.end_date,
      extended: lot.extended,
      reserve_met: lot.reserve_met,
    }));
  return {
    totals: {
      bids: counts.bids,
      bidders: counts.bidders,
      watchers: counts.watchers,
      registrations: {
        total: counts.pending + counts.approved + counts.rejected,
        pending: counts.pending,
        approved: counts.approved,
        rejected: counts.rejected,
      },
      lots: {
        total: lots.length,
        upcoming: withStatus('upcoming').length,
        open: withStatus('open').length,
        sold: withStatus('sold').length,
        passed: withStatus('passed').length,
        withdrawn: withStatus('withdrawn').length,
      },
      current_total_cents: sum(
        withStatus('open')
          .filter((lot) => lot.bid_count > 0)
          .map((lot) => lot.extended_bid_cents ?? 0),
      ),
      hammer_total_cents: sum(withStatus('sold').map((lot) => lot.extended_bid_cents ?? 0)),
      reserve_not_met: lots.filter(
        (lot) => (lot.status === 'open' || lot.status === 'upcoming') && !lot.reserve_met,
      ).length,
    },
    top_lots_by_bids: topBy(lots, (lot) => lot.bid_count),
    top_lots_by_price: topBy(lots, (lot) => lot.extended_bid_cents ?? 0),
    recent_bids: recent.map(toRecentBid),
    closing_timeline: timeline,
  };
}

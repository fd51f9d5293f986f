import { centsToDollars, type LivePresence, type LiveSnapshot } from '@auction/contracts';
import type { LiveSaleState } from '@auction/domain';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { rowsOf } from '../../db/queries';
import { AppError } from '../../errors';
import { eligibilityRefusal } from '../bids/bidder-eligibility';
import type { MediaStore } from '../media/media-store';
import { bidJson, lotSummaryJson, standingJson } from './live-event-json';
import { type LiveLotRow, liveQueries } from './live-sale.repository';

/** How many of the next lots a snapshot lists. */
const upcomingShown = 20;

export interface SnapshotViewer {
  userId: string | null;
  isStaff: boolean;
}

interface RefusedRow {
  seq: number;
  lot_id: string;
  payload: { paddle: number | null; amountCents: number };
  server_ms: number;
}

/**
 * The whole live room at one sequence number: the answer to `join_auction` and to
 * `GET /api/auctions/:id/live`. Staff also get names of who is online and the absentee maxima.
 */
export async function buildLiveSnapshot(deps: {
  db: Database;
  media: MediaStore;
  auctionId: string;
  state: (auctionId: string) => Promise<LiveSaleState>;
  /** The auction's lots as of the sale's sequence number (the room may reuse them). */
  lots: (auctionId: string, seq: number) => Promise<LiveLotRow[]>;
  viewer: SnapshotViewer;
  presence: LivePresence & { userIds: string[] };
  now: Date;
}): Promise<LiveSnapshot> {
  const { db, auctionId, viewer } = deps;
  const auction = await liveQueries.auction(db, auctionId, false);
  if (!auction || auction.status === 'draft') throw new AppError('NOT_FOUND', 'This auction does not exist.');
  if (auction.type !== 'live') throw new AppError('NOT_FOUND', 'This auction is not a live sale.');
  const state = await deps.state(auctionId);
  const lots = await deps.lots(auctionId, state.lastSeq);
  const byId = new Map(lots.map((lot) => [lot.id, lot]));
  const current = state.currentLot;
  const currentRow = current ? byId.get(current.lotId) : undefined;
  const standing = standingJson(current);
  const groupOf = (row: LiveLotRow) => row.choice_group_id ?? row.grouped_id;
  const choiceLotsOf = (row: LiveLotRow) =>
    groupOf(row)
      ? lots
          .filter((lot) => groupOf(lot) === groupOf(row))
          .map((lot) => ({ lot_id: lot.id, lot_number: lot.lot_number, title: lot.title }))
      : undefined;

  const currentIndex = currentRow ? lots.indexOf(currentRow) : -1;
  const upcoming = [...lots.slice(currentIndex + 1), ...lots.slice(0, Math.max(currentIndex, 0))]
    .filter((lot) => (lot.status === 'upcoming' || lot.status === 'open') && !state.results[lot.id])
    .filter((lot) => lot.id !== current?.lotId)
    .slice(0, upcomingShown);
  const results = Object.values(state.results)
    .sort((a, b) => a.seq - b.seq)
    .map((result) => ({
      lot_id: result.lotId,
      lot_number: byId.get(result.lotId)?.lot_number ?? '',
      title: byId.get(result.lotId)?.title ?? '',
      outcome: result.outcome,
      hammer_price: result.amountCents === null ? null : centsToDollars(result.amountCents),
      source: result.buyer?.source ?? null,
      paddle: result.buyer?.paddle ?? null,
    }));

  const bidder = viewer.userId ? await liveQueries.bidder(db, auctionId, viewer.userId) : null;
  const canBid =
    !!bidder &&
    !!viewer.userId &&
    !viewer.isStaff &&
    eligibilityRefusal(
      viewer.userId,
      bidder,
      auction,
      { consignor_user_id: currentRow?.consignor_user_id ?? null },
      1,
    ) === null;
  const high = current?.bids.at(-1);

  return {
    auction_id: auction.id,
    title: auction.title,
    auction_status: auction.status,
    video_url: auction.video_url,
    sale_status: state.status,
    last_seq: Math.max(state.lastSeq, auction.last_seq),
    server_time: deps.now.getTime(),
    current_lot:
      current && currentRow && standing
        ? {
            ...lotSummaryJson(currentRow, deps.media, choiceLotsOf(currentRow)),
            status: standing.status,
            choice: standing.choice,
            ...(standing.together ? { together: standing.together } : {}),
            asking_price: standing.asking_price,
            high_bid: standing.high_bid,
            bid_count: standing.bid_count,
            bids: current.bids.map(bidJson),
          }
        : null,
    upcoming_lots: upcoming.map((lot) => lotSummaryJson(lot, deps.media, choiceLotsOf(lot))),
    results,
    messages: state.messages.map((m) => ({ seq: m.seq, text: m.text, server_time: m.serverTimeMs })),
    presence: { online_bidders: deps.presence.online_bidders, paddles: deps.presence.paddles },
    viewer: {
      signed_in: viewer.userId !== null,
      is_clerk: viewer.isStaff,
      registration_status: bidder?.registration_status ?? null,
      email_verified: bidder?.is_verified ?? false,
      paddle: bidder?.paddle_number ?? null,
      can_bid: canBid,
      is_high_bidder: !!viewer.userId && high?.bidderId === viewer.userId,
    },
    clerk: viewer.isStaff ? await clerkView(db, auctionId, deps.presence.userIds, lots, state) : null,
  };
}

async function clerkView(
  db: Database,
  auctionId: string,
  userIds: string[],
  lots: LiveLotRow[],
  state: LiveSaleState,
): Promise<NonNullable<LiveSnapshot['clerk']>> {
  const [online, absentees, refusedRows] = await Promise.all([
    liveQueries.paddles(db, auctionId, userIds),
    liveQueries.absentees(db, auctionId),
    rowsOf<RefusedRow>(
      db,
      sql`select seq::float8 as seq, lot_id, payload, (extract(epoch from server_time) * 1000)::float8 as server_ms
      from live_events where auction_id = ${auctionId} and type = 'bid_refused_after_hammer' order by seq`,
    ),
  ]);
  const waiting = new Set(
    lots.filter((lot) => lot.status === 'upcoming' && !state.results[lot.id]).map((lot) => lot.id),
  );
  const numberOf = new Map(lots.map((lot) => [lot.id, lot.lot_number]));
  return {
    online_bidders: online
      .map((row) => ({ paddle: row.paddle, name: row.name }))
      .sort((a, b) => (a.paddle ?? 0) - (b.paddle ?? 0)),
    absentee_bids: absentees
      .filter((row) => waiting.has(row.lot_id))
      .map((row) => ({
        lot_id: row.lot_id,
        lot_number: numberOf.get(row.lot_id) ?? '',
        paddle: row.paddle,
        max_bid: centsToDollars(row.max_cents),
      })),
    refused_after_hammer: refusedRows.map((row) => ({
      seq: row.seq,
      lot_id: row.lot_id,
      paddle: row.payload.paddle,
      amount: centsToDollars(row.payload.amountCents),
      server_time: row.server_ms,
    })),
  };
}

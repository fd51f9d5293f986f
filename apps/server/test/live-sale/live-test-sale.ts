import type { AuctionRow, LotRow } from '../../src/db/schema';
import { maxBids } from '../../src/db/schema';
import { buildBidder, type TestBidder } from '../bids/bid-test-sale';
import { buildAuction, buildLot, buildUser, tokenFor } from '../factories';
import type { TestApp } from '../test-app';
import { openSocket, type TestSocket } from '../ws-client';

export interface LiveTestSale {
  auction: AuctionRow;
  lots: LotRow[];
  clerkToken: string;
}

/** A scheduled live sale with lots of $100, $200, ... starting bids, and a clerk (Staff) to run it. */
export async function buildLiveSale(t: TestApp, lotCount = 3): Promise<LiveTestSale> {
  const auction = await buildAuction(t, { type: 'live', status: 'scheduled', slug: `live-${Date.now()}` });
  const lots: LotRow[] = [];
  for (let i = 0; i < lotCount; i += 1) {
    lots.push(
      await buildLot(t, auction, {
        lot_number: String(i + 1),
        sale_order: i,
        status: 'upcoming',
        starting_bid_cents: (i + 1) * 10_000,
        title: `Live lot ${i + 1}`,
      }),
    );
  }
  const clerk = await buildUser(t, { roles: ['Staff'] });
  return { auction, lots, clerkToken: await tokenFor(t, clerk) };
}

/** An absentee maximum left on a lot before the sale. */
export async function leaveAbsenteeBid(
  t: TestApp,
  lot: LotRow,
  bidder: TestBidder,
  maxDollars: number,
  seq: number,
) {
  await t.db
    .insert(maxBids)
    .values({ lot_id: lot.id, bidder_id: bidder.id, max_cents: maxDollars * 100, seq });
}

export { buildBidder };

/** A socket signed in (or a guest) that has joined the live room and read its snapshot. */
export async function joinRoom(url: string, auctionId: string, token?: string) {
  const socket = await openSocket(token ? `${url}?token=${encodeURIComponent(token)}` : url);
  await socket.nextOf('authenticated');
  socket.send({ type: 'join_auction', auctionId });
  await socket.nextOf('subscribed');
  const state = (await socket.nextOf('live_state')) as { payload: Record<string, unknown>; seq: number };
  return { socket, state };
}

type LiveMessage = {
  type: string;
  seq?: number;
  payload?: { event?: { type: string } } & Record<string, unknown>;
} & Record<string, unknown>;

/** The next live event (presence and pings skipped). */
export async function nextLiveEvent(socket: TestSocket): Promise<LiveMessage> {
  for (;;) {
    const message = (await socket.nextEvent()) as LiveMessage;
    if (message.type === 'live_event') return message;
  }
}

/** The answer to what the socket just sent: `live_ack` or `error` (events and presence skipped). */
export async function answerOf(socket: TestSocket): Promise<LiveMessage> {
  for (;;) {
    const message = (await socket.nextEvent()) as LiveMessage;
    if (message.type === 'live_ack' || message.type === 'error') return message;
  }
}

/** Sends a clerk action and returns its answer. */
export async function clerk(socket: TestSocket, auctionId: string, action: unknown) {
  socket.send({ type: 'clerk_action', auction_id: auctionId, action });
  return answerOf(socket);
}

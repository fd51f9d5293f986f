import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  answerOf,
  buildBidder,
  buildLiveSale,
  clerk,
  joinRoom,
} from '../../../test/live-sale/live-test-sale';
import { redisAnswers, redisUrlForTests, serviceAvailable } from '../../../test/services';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { createTestDatabase } from '../../../test/test-database';
import { listenForSockets, type TestSocket } from '../../../test/ws-client';
import type { DatabaseHandle } from '../../db/database';

const redisUrl = redisUrlForTests();
const hasRedis = await serviceAvailable('REDIS', await redisAnswers(redisUrl), redisUrl);

/** The live messages a socket receives, until it has heard `count` events (presence counted apart). */
async function heard(socket: TestSocket, count: number) {
  const events: { seq: number; type: string }[] = [];
  let presence: { online_bidders: number } | null = null;
  while (events.length < count) {
    const message = (await socket.nextEvent()) as {
      type: string;
      seq: number;
      payload: Record<string, unknown>;
    };
    if (message.type === 'live_event') {
      events.push({ seq: message.seq, type: (message.payload.event as { type: string }).type });
    } else if (message.type === 'live_presence') presence = message.payload as { online_bidders: number };
  }
  return { events, presence };
}

/**
 * Two app instances on one database and one Redis: the clerk on one, a bidder on the other. Both
 * see every event of the sale, in the same order, numbered without a gap.
 */
describe.skipIf(!hasRedis)('a live sale with two instances sharing Redis', () => {
  let database: DatabaseHandle;
  let a: TestApp;
  let b: TestApp;
  const url: Record<'a' | 'b', string> = { a: '', b: '' };
  beforeAll(async () => {
    database = await createTestDatabase();
    const deps = { rateLimitNamespace: `test-rate-limit-${randomUUID()}:` };
    a = await createTestApp({ env: { REDIS_URL: redisUrl }, database, deps });
    b = await createTestApp({ env: { REDIS_URL: redisUrl }, database, deps });
    url.a = await listenForSockets(a.app);
    url.b = await listenForSockets(b.app);
  });
  afterAll(async () => {
    await a?.close();
    await b?.close();
    await database?.close();
  });

  it('shows the clerk on A and the bidder on B the same sequence', async () => {
    const sale = await buildLiveSale(a, 2);
    const anne = await buildBidder(a, sale.auction);
    const desk = await joinRoom(url.a, sale.auction.id, sale.clerkToken);
    const bidder = await joinRoom(url.b, sale.auction.id, anne.token);
    const watcher = await joinRoom(url.a, sale.auction.id);
    const lotId = sale.lots[0]?.id;

    await clerk(desk.socket, sale.auction.id, 'next_lot');
    // The bidder bids through B as soon as B has told it the lot is open.
    const opened = await heard(bidder.socket, 2);
    expect(opened.events.map((event) => event.seq)).toEqual([1, 2]);
    bidder.socket.send({ type: 'place_bid', lot_id: lotId, amount: 100 });
    expect(await answerOf(bidder.socket)).toMatchObject({ type: 'live_ack', seqs: [3] });
    await clerk(desk.socket, sale.auction.id, { type: 'floor_bid', amount: 110, paddle: 3 });
    await clerk(desk.socket, sale.auction.id, 'fair_warning');
    await clerk(desk.socket, sale.auction.id, 'sold');

    const expected = [
      { seq: 1, type: 'sale_started' },
      { seq: 2, type: 'lot_opened' },
      { seq: 3, type: 'bid_accepted' },
      { seq: 4, type: 'bid_accepted' },
      { seq: 5, type: 'fair_warning' },
      { seq: 6, type: 'lot_sold' },
    ];
    // The bidder's own bid (seq 3) came before its acknowledgement; the clerk's steps follow.
    expect((await heard(bidder.socket, 3)).events).toEqual(expected.slice(3));
    expect((await heard(watcher.socket, 6)).events).toEqual(expected);
    // Presence is shared: the room on A counts the bidder connected to B.
    const room = await a.request<{ presence: { online_bidders: number; paddles: number[] } }>({
      method: 'GET',
      url: `/api/auctions/${sale.auction.id}/live`,
    });
    expect(room.body.presence).toEqual({ online_bidders: 1, paddles: [anne.paddle] });
    for (const ws of [desk, bidder, watcher]) ws.socket.close();
  });
});

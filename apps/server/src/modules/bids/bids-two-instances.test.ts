import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bid, buildBidder, buildSale } from '../../../test/bids/bid-test-sale';
import { redisAnswers, redisUrlForTests, serviceAvailable } from '../../../test/services';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { createTestDatabase } from '../../../test/test-database';
import { listenForSockets, openSocket, type TestSocket } from '../../../test/ws-client';
import type { DatabaseHandle } from '../../db/database';

const redisUrl = redisUrlForTests();
const hasRedis = await serviceAvailable('REDIS', await redisAnswers(redisUrl), redisUrl);

type Event = {
  type: string;
  seq?: number;
  lot_id?: string;
  user_id?: string;
  payload?: Record<string, unknown>;
};

/** The next `count` events of a socket (pings skipped), ordered by seq then type. */
async function eventsOf(ws: TestSocket, count: number): Promise<Event[]> {
  const events: Event[] = [];
  while (events.length < count) events.push((await ws.nextEvent()) as Event);
  return events.sort((x, y) => (x.seq ?? 0) - (y.seq ?? 0) || x.type.localeCompare(y.type));
}

/**
 * Two app instances on one database and one Redis, as behind a load balancer: a bid placed
 * through either instance reaches the lot's watchers and the outbid bidder on the other.
 */
describe.skipIf(!hasRedis)('bidding with two instances sharing Redis', () => {
  let database: DatabaseHandle;
  let a: TestApp;
  let b: TestApp;
  const ws: Record<'a' | 'b', string> = { a: '', b: '' };
  beforeAll(async () => {
    database = await createTestDatabase();
    const deps = { rateLimitNamespace: `test-rate-limit-${randomUUID()}:` };
    a = await createTestApp({ env: { REDIS_URL: redisUrl }, database, deps });
    b = await createTestApp({ env: { REDIS_URL: redisUrl }, database, deps });
    for (const [name, t] of [
      ['a', a],
      ['b', b],
    ] as const) {
      ws[name] = await listenForSockets(t.app);
    }
  });
  afterAll(async () => {
    await a?.close();
    await b?.close();
    await database?.close();
  });

  async function subscribed(url: string, lotId: string, token?: string): Promise<TestSocket> {
    const socket = await openSocket(token ? `${url}?token=${encodeURIComponent(token)}` : url);
    await socket.nextOf('authenticated');
    socket.send({ type: 'subscribe', lot_id: lotId });
    await socket.nextOf('subscribed');
    return socket;
  }

  it('delivers bid_placed and the personal outbid across instances, once each', async () => {
    const { auction, lot } = await buildSale(a);
    const anne = await buildBidder(a, auction);
    const ben = await buildBidder(a, auction);
    const anneOnA = await subscribed(ws.a, lot.id, anne.token);
    const benOnB = await subscribed(ws.b, lot.id, ben.token);
    const guestOnB = await subscribed(ws.b, lot.id);

    // Anne opens through A; Ben takes the lead through B: Anne's socket on A hears both.
    expect((await bid(a, anne, lot, 50)).status).toBe(201);
    expect((await bid(b, ben, lot, 80)).body).toMatchObject({ is_high_bidder: true, current_bid: 51 });
    expect(await eventsOf(anneOnA, 3)).toMatchObject([
      { type: 'bid_placed', seq: 1, lot_id: lot.id, payload: { current_bid: 20, bid_count: 1 } },
      {
        type: 'bid_placed',
        seq: 3,
        payload: { current_bid: 51, bid_count: 3, high_bidder_paddle: ben.paddle },
      },
      { type: 'outbid', seq: 3, user_id: anne.id, payload: { current_bid: 51, minimum_next_bid: 52 } },
    ]);

    // And the other way round: Anne takes the lead back through A; Ben's socket on B hears it.
    expect((await bid(a, anne, lot, 120)).body).toMatchObject({ is_high_bidder: true, current_bid: 81 });
    expect(await eventsOf(benOnB, 4)).toMatchObject([
      { type: 'bid_placed', seq: 1 },
      { type: 'bid_placed', seq: 3 },
      { type: 'bid_placed', seq: 5, payload: { current_bid: 81, high_bidder_paddle: anne.paddle } },
      { type: 'outbid', seq: 5, user_id: ben.id, payload: { current_bid: 81, minimum_next_bid: 82 } },
    ]);
    expect(await eventsOf(anneOnA, 1)).toMatchObject([{ type: 'bid_placed', seq: 5 }]);
    expect((await eventsOf(guestOnB, 3)).map((event) => [event.type, event.seq])).toEqual([
      ['bid_placed', 1],
      ['bid_placed', 3],
      ['bid_placed', 5],
    ]);

    // Nothing was delivered twice: the next thing each socket hears is the answer to a ping of its own.
    for (const socket of [anneOnA, benOnB, guestOnB]) {
      socket.send({ type: 'subscribe', lot_id: lot.id });
      expect((await socket.nextEvent()).type).toBe('subscribed');
      socket.close();
    }
  });

  it('answers a WebSocket place_bid on B and tells the outbid bidder on A', async () => {
    const { auction, lot } = await buildSale(a);
    const anne = await buildBidder(a, auction);
    const ben = await buildBidder(a, auction);
    const anneOnA = await subscribed(ws.a, lot.id, anne.token);
    const benOnB = await subscribed(ws.b, lot.id, ben.token);
    expect((await bid(a, anne, lot, 40)).status).toBe(201);
    benOnB.send({ type: 'place_bid', lot_id: lot.id, amount: 60, request_id: 'two-instances-0001' });
    expect(await benOnB.nextOf('bid_result')).toMatchObject({
      request_id: 'two-instances-0001',
      is_high_bidder: true,
      current_bid: 41,
    });
    expect(await eventsOf(anneOnA, 3)).toMatchObject([
      { type: 'bid_placed', seq: 1 },
      { type: 'bid_placed', seq: 3, payload: { current_bid: 41 } },
      { type: 'outbid', seq: 3, user_id: anne.id },
    ]);
    anneOnA.close();
    benOnB.close();
  });
});

import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../db/database';
import { buildUser } from '../test/factories';
import { redisAnswers, redisUrlForTests, serviceAvailable } from '../test/services';
import { createTestApp, type TestApp } from '../test/test-app';
import { createTestDatabase } from '../test/test-database';
import { openSocket, type TestSocket } from '../test/ws-client';

const redisUrl = redisUrlForTests();
const hasRedis = await serviceAvailable('REDIS', await redisAnswers(redisUrl), redisUrl);

describe.skipIf(!hasRedis)('two instances sharing Redis', () => {
  let database: DatabaseHandle;
  let a: TestApp;
  let b: TestApp;
  beforeAll(async () => {
    database = await createTestDatabase();
    const namespace = `test-rate-limit-${randomUUID()}:`;
    const deps = {
      rateLimitNamespace: namespace,
      rateLimits: { login: { ip: { max: 100, windowMs: 60_000 }, account: { max: 3, windowMs: 60_000 } } },
    };
    a = await createTestApp({ env: { REDIS_URL: redisUrl }, database, deps });
    b = await createTestApp({ env: { REDIS_URL: redisUrl }, database, deps });
  });
  afterAll(async () => {
    await a?.close();
    await b?.close();
    await database?.close();
  });

  it('delivers an event published on instance A to sockets on B and on A, once each', async () => {
    const auctionId = randomUUID();
    const sockets: TestSocket[] = [];
    for (const t of [b, a]) {
      const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
      const ws = await openSocket(`${address.replace('http', 'ws')}/api/ws`);
      await ws.nextOf('authenticated');
      ws.send({ type: 'subscribe_auction', auction_id: auctionId });
      await ws.nextOf('subscribed');
      sockets.push(ws);
    }

    await a.app.hub.publish({
      type: 'bid_placed',
      auction_id: auctionId,
      lot_id: null,
      payload: { amount: 120 },
    });
    await a.app.hub.publish({
      type: 'bid_placed',
      auction_id: auctionId,
      lot_id: null,
      payload: { amount: 130 },
    });
    for (const ws of sockets) {
      expect(await ws.nextEvent()).toMatchObject({
        type: 'bid_placed',
        auction_id: auctionId,
        payload: { amount: 120 },
        seq: 1,
      });
      expect(await ws.nextEvent()).toMatchObject({ payload: { amount: 130 }, seq: 2 });
      ws.close();
    }
  });

  it('shares rate-limit counts, so spreading guesses over instances does not help', async () => {
    const user = await buildUser(a);
    const attempt = (t: TestApp) =>
      t.request({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email: user.email, password: 'guess' },
      });
    expect((await attempt(a)).status).toBe(401);
    expect((await attempt(b)).status).toBe(401);
    expect((await attempt(a)).status).toBe(401);
    expect((await attempt(b)).status).toBe(429);
  });
});

import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildUser, tokenFor } from '../../test/factories';
import { redisAnswers, redisUrlForTests, serviceAvailable } from '../../test/services';
import { createTestApp, type TestApp } from '../../test/test-app';
import { createTestDatabase } from '../../test/test-database';
import { openSocket, type TestSocket } from '../../test/ws-client';
import type { DatabaseHandle } from '../db/database';
import { userRoom } from './hub';

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

  it('ends a socket on B at once when its token is logged out on A; its personal notices stop', async () => {
    const user = await buildUser(a);
    const token = await tokenFor(a, user);
    const bound = b.app.server.address();
    const address =
      bound && typeof bound === 'object'
        ? `http://127.0.0.1:${bound.port}`
        : await b.app.listen({ port: 0, host: '127.0.0.1' });
    const ws = await openSocket(`${address.replace('http', 'ws')}/api/ws?token=${encodeURIComponent(token)}`);
    await ws.nextOf('authenticated');
    expect(b.app.hub.roomSize(userRoom(user.id))).toBe(1);
    // B hears A without a break since it started, so B may trust its sockets' last session reads.
    expect(b.app.hub.hearingSince()).toEqual(expect.any(Number));

    expect((await a.request({ method: 'POST', url: '/api/auth/logout', token })).status).toBe(200);
    expect(await ws.nextOf('session_expired')).toMatchObject({
      message: 'Your session has expired. Please log in again.',
    });
    expect(b.app.hub.roomSize(userRoom(user.id))).toBe(0);
    expect(ws.socket.readyState).toBe(ws.socket.OPEN);
    ws.send({ type: 'place_bid', lot_id: randomUUID(), amount: 100, request_id: 'after-logout' });
    expect(await ws.nextOf('error')).toMatchObject({
      code: 'UNAUTHENTICATED',
      in_reply_to: 'place_bid',
      request_id: 'after-logout',
    });
    ws.close();
  });

  it('shares failed sign-ins, so spreading guesses over instances does not help, yet the owner gets in', async () => {
    const user = await buildUser(a);
    const attempt = (t: TestApp, password: string, from = '198.51.100.7') =>
      t.request({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email: user.email, password },
        remoteAddress: from,
      });
    for (const t of [a, b, a, b, a]) expect((await attempt(t, 'guess')).status).toBe(401);
    expect((await attempt(b, user.password)).status).toBe(429);
    expect((await attempt(a, user.password)).status).toBe(429);
    expect((await attempt(b, user.password, '203.0.113.20')).status).toBe(200);
  });
});

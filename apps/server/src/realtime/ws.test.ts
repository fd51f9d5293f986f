import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildUser, tokenFor } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/test-app';
import { openSocket } from '../../test/ws-client';

let t: TestApp;
let base: string;
let bidderToken: string;
let staffToken: string;
let adminToken: string;
let bidderId: string;
beforeAll(async () => {
  t = await createTestApp({ deps: { pingIntervalMs: 200 } });
  const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
  base = `${address.replace('http', 'ws')}/api/ws`;
  const bidder = await buildUser(t, { name: 'Marie Doucet' });
  bidderId = bidder.id;
  bidderToken = await tokenFor(t, bidder);
  staffToken = await tokenFor(t, await buildUser(t, { roles: ['Staff', 'Bidder'] }));
  adminToken = await tokenFor(t, await buildUser(t, { roles: ['Admin'] }));
});
afterAll(() => t.close());

const connect = (token?: string, headers: Record<string, string> = {}) =>
  openSocket(token ? `${base}?token=${encodeURIComponent(token)}` : base, headers);

describe('GET /api/ws', () => {
  it('greets a guest as read-only', async () => {
    const ws = await connect();
    const hello = await ws.next();
    expect(hello).toMatchObject({ type: 'authenticated', user: null });
    expect(typeof hello.timestamp).toBe('number');
    ws.close();
  });

  it('greets a signed-in user with id, name and roles', async () => {
    const ws = await connect(bidderToken);
    expect(await ws.next()).toMatchObject({
      type: 'authenticated',
      user: { id: bidderId, name: 'Marie Doucet', roles: ['Bidder'] },
    });
    ws.close();
  });

  it('subscribes and unsubscribes to auctions and lots, and delivers events of those rooms only', async () => {
    const auctionId = randomUUID();
    const lotId = randomUUID();
    const ws = await connect();
    await ws.nextOf('authenticated');
    ws.send({ type: 'subscribe_auction', auction_id: auctionId });
    expect(await ws.nextOf('subscribed')).toEqual({
      type: 'subscribed',
      subscription_type: 'auction',
      auction_id: auctionId,
      lot_id: null,
    });
    ws.send({ type: 'subscribe', lot_id: lotId });
    expect(await ws.nextOf('subscribed')).toMatchObject({
      subscription_type: 'lot',
      lot_id: lotId,
      auction_id: null,
    });

    await t.app.hub.publish({ type: 'other_auction', auction_id: randomUUID(), lot_id: null, payload: {} });
    await t.app.hub.publish({
      type: 'lot_updated',
      auction_id: auctionId,
      lot_id: lotId,
      payload: { bid_count: 3 },
    });
    const event = await ws.nextEvent();
    expect(event.type).toBe('lot_updated');
    expect(event).toMatchObject({ auction_id: auctionId, lot_id: lotId, payload: { bid_count: 3 }, seq: 1 });
    expect(typeof event.timestamp).toBe('number');

    ws.send({ type: 'unsubscribe_auction', auction_id: auctionId });
    expect(await ws.nextOf('unsubscribed')).toMatchObject({
      subscription_type: 'auction',
      auction_id: auctionId,
    });
    ws.send({ type: 'unsubscribe', lot_id: lotId });
    await ws.nextOf('unsubscribed');
    await t.app.hub.publish({ type: 'after_leaving', auction_id: auctionId, lot_id: lotId, payload: {} });
    // Nothing of the room arrives after leaving it: the next message is the answer to join_auction
    // (no such auction, which a guest hears as for a draft).
    ws.send({ type: 'join_auction', auctionId });
    const next = await ws.nextEvent();
    expect(next).toMatchObject({ type: 'error', code: 'NOT_FOUND', in_reply_to: 'join_auction' });
    ws.close();
  });

  it('answers VALIDATION_FAILED for malformed messages and keeps the connection', async () => {
    const ws = await connect();
    await ws.nextOf('authenticated');
    ws.send({ type: 'subscribe_auction', auction_id: 'not-a-uuid' });
    expect(await ws.nextOf('error')).toMatchObject({ code: 'VALIDATION_FAILED', message: 'Not a valid id.' });
    ws.send('this is not json');
    expect(await ws.nextOf('error')).toMatchObject({ code: 'VALIDATION_FAILED' });
    ws.send({ type: 'shout' });
    expect(await ws.nextOf('error')).toMatchObject({ code: 'VALIDATION_FAILED' });
    ws.send({ type: 'subscribe', lot_id: randomUUID() });
    expect((await ws.nextOf('subscribed')).type).toBe('subscribed');
    ws.close();
  });

  it('refuses bids from guests and answers a bidder through the bid service', async () => {
    const bid = { type: 'place_bid', lot_id: randomUUID(), amount: 125.5, request_id: 'req-12345678' };
    const guest = await connect();
    await guest.nextOf('authenticated');
    guest.send(bid);
    expect(await guest.nextOf('error')).toEqual({
      type: 'error',
      code: 'UNAUTHENTICATED',
      message: 'Sign in to bid.',
      in_reply_to: 'place_bid',
      request_id: 'req-12345678',
    });
    guest.close();

    const bidder = await connect(bidderToken);
    await bidder.nextOf('authenticated');
    bidder.send(bid);
    expect(await bidder.nextOf('error')).toMatchObject({
      code: 'NOT_FOUND',
      message: 'This lot does not exist.',
      in_reply_to: 'place_bid',
      request_id: 'req-12345678',
    });
    bidder.close();
  });

  it('keeps the clerk console to Staff and Admins', async () => {
    const auction_id = randomUUID();
    const bidder = await connect(bidderToken);
    await bidder.nextOf('authenticated');
    bidder.send({ type: 'clerk_action', auction_id, action: 'fair_warning' });
    expect(await bidder.nextOf('error')).toMatchObject({ code: 'FORBIDDEN', in_reply_to: 'clerk_action' });
    bidder.send({ type: 'send_message', auction_id, message: 'Sold!', is_clerk: true });
    expect(await bidder.nextOf('error')).toMatchObject({ code: 'FORBIDDEN', in_reply_to: 'send_message' });
    bidder.close();

    const staff = await connect(staffToken);
    await staff.nextOf('authenticated');
    staff.send({ type: 'update_asking_price', lot_id: randomUUID(), asking_price: 250 });
    expect(await staff.nextOf('error')).toMatchObject({
      code: 'NOT_FOUND',
      in_reply_to: 'update_asking_price',
    });
    staff.close();
  });

  it('pings every interval and accepts pongs', async () => {
    const ws = await connect();
    await ws.nextOf('authenticated');
    const ping = await ws.nextOf('ping');
    ws.send({ type: 'pong', timestamp: ping.timestamp });
    await ws.nextOf('ping');
    expect(ws.socket.readyState).toBe(ws.socket.OPEN);
    ws.close();
  });

  it('rejects the handshake from a foreign origin and accepts its own', async () => {
    await expect(connect(undefined, { origin: 'https://evil.example' })).rejects.toThrow(/403/);
    const ws = await connect(undefined, { origin: 'http://localhost:3000' });
    expect((await ws.next()).type).toBe('authenticated');
    ws.close();
  });

  it('refuses a revoked or invalid token with UNAUTHENTICATED and close code 4401', async () => {
    const user = await buildUser(t);
    const token = await tokenFor(t, user);
    await t.request({ method: 'POST', url: '/api/auth/logout', token });
    for (const bad of [token, 'garbage']) {
      const ws = await connect(bad);
      expect(await ws.next()).toMatchObject({ type: 'error', code: 'UNAUTHENTICATED' });
      expect((await ws.closed).code).toBe(4401);
    }
  });

  it('in maintenance mode, closes non-admin sockets (also open ones) with 4503 and lets Admins in', async () => {
    const before = await connect(bidderToken);
    await before.nextOf('authenticated');
    await t.request({
      method: 'PUT',
      url: '/api/admin/settings',
      token: adminToken,
      payload: { maintenance_mode: true },
    });
    try {
      expect(await before.nextOf('error')).toMatchObject({ code: 'MAINTENANCE' });
      expect((await before.closed).code).toBe(4503);
      const guest = await connect();
      expect(await guest.next()).toMatchObject({ type: 'error', code: 'MAINTENANCE' });
      expect((await guest.closed).code).toBe(4503);
      const admin = await connect(adminToken);
      expect(await admin.next()).toMatchObject({ type: 'authenticated' });
      admin.close();
    } finally {
      await t.request({
        method: 'PUT',
        url: '/api/admin/settings',
        token: adminToken,
        payload: { maintenance_mode: false },
      });
    }
  });

  it('answers a plain HTTP request with 426', async () => {
    const answer = await t.request({ method: 'GET', url: '/api/ws' });
    expect(answer.status).toBe(426);
  });
});

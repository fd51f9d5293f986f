import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildAuction, buildRegistration, buildUser, tokenFor } from '../../test/factories';
import { openStreamSocket } from '../../test/live-stream/stream-test-client';
import { createTestApp, type TestApp } from '../../test/test-app';
import { listenForSockets, openSocket, type TestSocket } from '../../test/ws-client';

/** Small, so the test of the limit stays fast; the real default is 500. */
const guestsPerAddress = 20;
let t: TestApp;
let base: string;
beforeAll(async () => {
  t = await createTestApp({ env: { GUEST_SOCKETS_PER_ADDRESS: String(guestsPerAddress) } });
  base = await listenForSockets(t.app);
});
afterAll(() => t.close());

async function connect(token?: string): Promise<TestSocket> {
  const ws = await openSocket(token ? `${base}?token=${encodeURIComponent(token)}` : base);
  await ws.nextOf('authenticated');
  return ws;
}

/** Closes the sockets and waits until the server has counted them out. */
async function closeAll(open: TestSocket[]) {
  for (const ws of open) ws.close();
  await Promise.all(open.map((ws) => ws.closed));
  await new Promise((resolve) => setTimeout(resolve, 50));
}

/** The next message that is not a ping or a presence count. */
async function nextAnswer(ws: TestSocket) {
  for (;;) {
    const message = await ws.nextEvent();
    if (message.type !== 'live_presence') return message;
  }
}

describe("a draft auction's live room", () => {
  it('refuses guests and bidders with an error and no snapshot; staff still join to prepare the sale', async () => {
    const draft = await buildAuction(t, { type: 'live', status: 'draft', slug: `draft-${randomUUID()}` });
    const bidder = await buildUser(t);
    await buildRegistration(t, draft, bidder);
    const staffToken = await tokenFor(t, await buildUser(t, { roles: ['Staff'] }));

    for (const token of [undefined, await tokenFor(t, bidder)]) {
      const ws = await connect(token);
      ws.send({ type: 'join_auction', auctionId: draft.id });
      expect(await nextAnswer(ws)).toEqual({
        type: 'error',
        code: 'NOT_FOUND',
        message: 'This auction does not exist.',
        in_reply_to: 'join_auction',
        auction_id: draft.id,
      });
      // Not in the room: an event of the draft does not reach it.
      await t.app.hub.publish({ type: 'live_event', auction_id: draft.id, lot_id: null, payload: {} });
      ws.send({ type: 'subscribe', lot_id: randomUUID() });
      expect(await nextAnswer(ws)).toMatchObject({ type: 'subscribed', subscription_type: 'lot' });
      ws.close();
    }

    const staff = await connect(staffToken);
    staff.send({ type: 'join_auction', auctionId: draft.id });
    expect(await nextAnswer(staff)).toMatchObject({ type: 'subscribed', auction_id: draft.id });
    staff.close();
  });

  it('also answers a guest NOT_FOUND for an auction that does not exist, exactly as for a draft', async () => {
    const ws = await connect();
    const missing = randomUUID();
    ws.send({ type: 'join_auction', auctionId: missing });
    expect(await nextAnswer(ws)).toMatchObject({
      type: 'error',
      code: 'NOT_FOUND',
      message: 'This auction does not exist.',
      auction_id: missing,
    });
    ws.close();
  });
});

describe('limits of one socket and one address', () => {
  it('lets a socket follow 500 auctions and lots, then answers a clear error until it lets one go', async () => {
    const ws = await connect();
    const lots = Array.from({ length: 500 }, () => randomUUID());
    for (const lotId of lots) ws.send({ type: 'subscribe', lot_id: lotId });
    for (const _ of lots) expect((await ws.nextEvent()).type).toBe('subscribed');

    const oneTooMany = randomUUID();
    ws.send({ type: 'subscribe_auction', auction_id: oneTooMany });
    expect(await ws.nextEvent()).toEqual({
      type: 'error',
      code: 'TOO_MANY_SUBSCRIPTIONS',
      message: 'One connection may follow at most 500 auctions and lots. Unsubscribe from some first.',
      in_reply_to: 'subscribe_auction',
      auction_id: oneTooMany,
    });
    // Following one it already follows is not one more.
    ws.send({ type: 'subscribe', lot_id: lots[0] });
    expect(await ws.nextEvent()).toMatchObject({ type: 'subscribed', lot_id: lots[0] });

    ws.send({ type: 'unsubscribe', lot_id: lots[1] });
    expect(await ws.nextEvent()).toMatchObject({ type: 'unsubscribed' });
    ws.send({ type: 'subscribe_auction', auction_id: oneTooMany });
    expect(await ws.nextEvent()).toMatchObject({ type: 'subscribed', auction_id: oneTooMany });
    ws.close();
  });

  it('lets one address hold as many guests as the setting says, and tells the next one why it is closed', async () => {
    // The sockets of the tests before are counted out.
    await new Promise((resolve) => setTimeout(resolve, 50));
    const open: TestSocket[] = [];
    for (let i = 0; i < guestsPerAddress; i += 1) open.push(await connect());
    const extra = await openSocket(base);
    expect(await extra.next()).toEqual({
      type: 'error',
      code: 'TOO_MANY_CONNECTIONS',
      message: `Too many connections from your address (at most ${guestsPerAddress}). Close some tabs or windows and try again.`,
    });
    expect((await extra.closed).code).toBe(4429);

    const first = open.shift();
    first?.close();
    await first?.closed;
    // The server counts the closed one out when it hears the close.
    await new Promise((resolve) => setTimeout(resolve, 50));
    open.push(await connect());
    await closeAll(open);
  });

  it("counts the room camera's sockets with the channel's", async () => {
    const sale = await buildAuction(t, { type: 'live', status: 'live', slug: `camera-${randomUUID()}` });
    const watch = base.replace('/api/ws', `/api/live-stream/${sale.id}/watch`);
    const open: TestSocket[] = [];
    for (let i = 0; i < guestsPerAddress - 1; i += 1) open.push(await connect());
    const viewer = await openStreamSocket(watch);
    expect(await viewer.nextText()).toMatchObject({ type: 'stream_status' });
    const extra = await openStreamSocket(watch);
    expect(await extra.nextText()).toEqual({
      type: 'error',
      code: 'TOO_MANY_CONNECTIONS',
      message: `Too many connections from your address (at most ${guestsPerAddress}). Close some tabs or windows and try again.`,
    });
    expect((await extra.closed).code).toBe(4429);
    viewer.close();
    await viewer.closed;
    await closeAll(open);
  });

  it('lets 300 signed-in bidders share one address far beyond the guest limit: they count per user', async () => {
    const tokens = await Promise.all(
      Array.from({ length: 300 }, async () => tokenFor(t, await buildUser(t))),
    );
    const open: TestSocket[] = [];
    // A few at a time: a socket counts for the address only while its token is read.
    for (let i = 0; i < tokens.length; i += 10) {
      open.push(...(await Promise.all(tokens.slice(i, i + 10).map((token) => connect(token)))));
    }
    expect(open).toHaveLength(300);
    // The address is still free for its guests.
    open.push(await connect());
    await closeAll(open);
  });

  it("refuses a user's eleventh socket with the per-user message", async () => {
    const token = await tokenFor(t, await buildUser(t));
    const open: TestSocket[] = [];
    for (let i = 0; i < 10; i += 1) open.push(await connect(token));
    const extra = await openSocket(`${base}?token=${encodeURIComponent(token)}`);
    expect(await extra.next()).toEqual({
      type: 'error',
      code: 'TOO_MANY_CONNECTIONS',
      message: 'You have too many screens open (at most 10). Close one and try again.',
    });
    expect((await extra.closed).code).toBe(4429);
    await closeAll(open);
  });

  it("lets the house's own addresses hold more guests than the limit", async () => {
    const admin = await tokenFor(t, await buildUser(t, { roles: ['Admin', 'Bidder'] }));
    const saleroom = (addresses: string[]) =>
      t.request({
        method: 'PUT',
        url: '/api/admin/settings',
        token: admin,
        payload: { saleroom_addresses: addresses },
      });
    expect((await saleroom(['198.51.100.0/24', '127.0.0.0/8', '::1'])).status).toBe(200);
    const open: TestSocket[] = [];
    for (let i = 0; i < guestsPerAddress + 5; i += 1) open.push(await connect());
    await closeAll(open);
    expect((await saleroom([])).status).toBe(200);
  });
});

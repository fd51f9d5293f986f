import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildRegistration, buildUser, signIn } from '../../test/factories';
import { answerOf, buildLiveSale, clerk, joinRoom } from '../../test/live-sale/live-test-sale';
import { useSocketTestApp } from '../../test/socket-test-app';
import { createTestApp, type TestApp, testClock } from '../../test/test-app';
import { openSocket } from '../../test/ws-client';
import { createTokenService } from '../modules/auth/tokens';
import { userRoom } from './hub';

const ttlSeconds = 3600;
const clock = testClock();
const served = useSocketTestApp({ env: { TOKEN_TTL_SECONDS: String(ttlSeconds) }, deps: { clock } });

/** A live sale with its first lot open, a signed-in clerk and a signed-in bidder in the room. */
async function saleInProgress() {
  const sale = await buildLiveSale(served.t, 2);
  const clerkUser = await buildUser(served.t, { roles: ['Staff'] });
  const bidderUser = await buildUser(served.t);
  await buildRegistration(served.t, sale.auction, bidderUser);
  const clerkToken = await signIn(served.t, clerkUser);
  const bidderToken = await signIn(served.t, bidderUser);
  const desk = await joinRoom(served.url, sale.auction.id, clerkToken);
  const bidder = await joinRoom(served.url, sale.auction.id, bidderToken);
  expect(await clerk(desk.socket, sale.auction.id, 'next_lot')).toMatchObject({ type: 'live_ack' });
  const lotId = sale.lots[0]?.id ?? '';
  return { sale, lotId, desk, bidder, clerkUser, bidderUser, clerkToken, bidderToken };
}
type Sale = Awaited<ReturnType<typeof saleInProgress>>;

/** After the tokens died: the bid and the clerk's action are refused, each socket was told, nothing was stored. */
async function expectRefused({ sale, lotId, desk, bidder }: Sale) {
  bidder.socket.send({ type: 'place_bid', lot_id: lotId, amount: 100, request_id: 'after-death' });
  expect(await bidder.socket.nextOf('session_expired')).toMatchObject({
    message: 'Your session has expired. Please log in again.',
  });
  expect(await answerOf(bidder.socket)).toMatchObject({
    type: 'error',
    code: 'UNAUTHENTICATED',
    in_reply_to: 'place_bid',
    request_id: 'after-death',
  });

  desk.socket.send({ type: 'clerk_action', auction_id: sale.auction.id, action: 'fair_warning' });
  expect(await desk.socket.nextOf('session_expired')).toMatchObject({ type: 'session_expired' });
  expect(await answerOf(desk.socket)).toMatchObject({
    type: 'error',
    code: 'UNAUTHENTICATED',
    in_reply_to: 'clerk_action',
  });

  const room = await served.t.request<{ current_lot: { high_bid: unknown; status: string } }>({
    method: 'GET',
    url: `/api/auctions/${sale.auction.id}/live`,
  });
  expect(room.body.current_lot).toMatchObject({ high_bid: null, status: 'open' });
  // Still in the room as guests: the sale goes on for them.
  expect(desk.socket.socket.readyState).toBe(desk.socket.socket.OPEN);
  expect(bidder.socket.socket.readyState).toBe(bidder.socket.socket.OPEN);
}

describe('an open WebSocket does not outlive its token', () => {
  it('after logout: the socket is told at once, and its bid and clerk action are refused', async () => {
    const sale = await saleInProgress();
    // A bid before: the socket's session was read from the database a moment ago and still stands.
    sale.bidder.socket.send({ type: 'place_bid', lot_id: sale.lotId, amount: 100 });
    expect(await answerOf(sale.bidder.socket)).toMatchObject({ type: 'live_ack' });
    for (const token of [sale.bidderToken, sale.clerkToken]) {
      expect((await served.t.request({ method: 'POST', url: '/api/auth/logout', token })).status).toBe(200);
    }
    // Told without having to act: the logout reaches the open socket.
    expect(await sale.bidder.socket.nextOf('session_expired')).toMatchObject({ type: 'session_expired' });
    sale.bidder.socket.send({ type: 'place_bid', lot_id: sale.lotId, amount: 110 });
    expect(await answerOf(sale.bidder.socket)).toMatchObject({ code: 'UNAUTHENTICATED' });
    sale.desk.socket.send({ type: 'clerk_action', auction_id: sale.sale.auction.id, action: 'fair_warning' });
    expect(await sale.desk.socket.nextOf('session_expired')).toMatchObject({ type: 'session_expired' });
    expect(await answerOf(sale.desk.socket)).toMatchObject({ code: 'UNAUTHENTICATED' });
    for (const ws of [sale.bidder, sale.desk]) ws.socket.close();
  });

  it('after a password change: the other sockets are told, refused, and the new token works', async () => {
    const sale = await saleInProgress();
    const changed: Record<string, string> = {};
    for (const [user, token] of [
      [sale.bidderUser, sale.bidderToken],
      [sale.clerkUser, sale.clerkToken],
    ] as const) {
      const answer = await served.t.request<{ token: string }>({
        method: 'POST',
        url: '/api/users/password',
        token,
        payload: { current_password: user.password, password: 'a brand new passphrase 42' },
      });
      expect(answer.status).toBe(200);
      changed[user.id] = answer.body.token;
    }
    await expectRefused(sale);
    const fresh = await joinRoom(served.url, sale.sale.auction.id, changed[sale.bidderUser.id]);
    expect(fresh.state.payload).toMatchObject({ viewer: { can_bid: true } });
    for (const ws of [sale.bidder, sale.desk, fresh]) ws.socket.close();
  });

  it('after the token expires (no event at all): the next bid and clerk action are refused', async () => {
    const sale = await saleInProgress();
    clock.advance(ttlSeconds * 1000 + 1000);
    await expectRefused(sale);
    for (const ws of [sale.bidder, sale.desk]) ws.socket.close();
  });
});

describe('a socket left alone when its token expires', () => {
  let idle: TestApp;
  beforeAll(async () => {
    // The app's clock trails the wall clock a little, as a timer may fire a little early by it.
    idle = await createTestApp({ deps: { clock: () => new Date(Date.now() - 50) } });
  });
  afterAll(() => idle.close());

  it('is told at the expiry itself, not at the next ping, and hears no more personal notices', async () => {
    const user = await buildUser(idle);
    const shortLived = createTokenService({
      secret: idle.config.jwtSecret,
      ttlSeconds: 2,
      clock: () => new Date(),
    });
    const { token } = await shortLived.issue(user.row);
    const address = await idle.app.listen({ port: 0, host: '127.0.0.1' });
    const ws = await openSocket(`${address.replace('http', 'ws')}/api/ws?token=${encodeURIComponent(token)}`);
    await ws.nextOf('authenticated');
    expect(idle.app.hub.roomSize(userRoom(user.id))).toBe(1);
    expect(await ws.next()).toMatchObject({ type: 'session_expired' });
    expect(idle.app.hub.roomSize(userRoom(user.id))).toBe(0);
    ws.close();
  });
});

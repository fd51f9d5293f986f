import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildUser, tokenFor } from '../../../test/factories';
import { buildBidder, buildLiveSale, clerk, joinRoom } from '../../../test/live-sale/live-test-sale';
import { newDeviceKeys } from '../../../test/push/local-push-service';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { listenForSockets } from '../../../test/ws-client';
import { pushOutbox, pushSubscriptions, watchlist } from '../../db/schema';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

async function deviceOf(token: string, name: string) {
  await t.request({
    method: 'POST',
    url: '/api/users/me/push-subscriptions',
    token,
    payload: { endpoint: `https://push.example.test/send/${name}`, keys: newDeviceKeys().keys },
  });
}

describe('the live-starting push', () => {
  it('tells the registered and the watchers once, when the clerk starts the sale', async () => {
    const sale = await buildLiveSale(t, 2);
    const registered = await buildBidder(t, sale.auction);
    const watcher = await buildUser(t);
    const stranger = await buildUser(t);
    await t.db.insert(watchlist).values({ user_id: watcher.id, lot_id: sale.lots[1]?.id ?? '' });
    await deviceOf(registered.token, 'registered');
    await deviceOf(await tokenFor(t, watcher), 'watcher');
    await deviceOf(await tokenFor(t, stranger), 'stranger');
    const pushesTo = async (userIds: string[]) => {
      const devices = await t.db
        .select()
        .from(pushSubscriptions)
        .where(inArray(pushSubscriptions.user_id, userIds));
      return t.db
        .select()
        .from(pushOutbox)
        .where(
          inArray(
            pushOutbox.subscription_id,
            devices.map((device) => device.id),
          ),
        );
    };

    const desk = await joinRoom(await listenForSockets(t.app), sale.auction.id, sale.clerkToken);
    await clerk(desk.socket, sale.auction.id, 'next_lot');
    await clerk(desk.socket, sale.auction.id, 'next_lot');
    desk.socket.close();

    const told = await pushesTo([registered.id, watcher.id]);
    expect(told).toHaveLength(2);
    expect(told[0]).toMatchObject({ kind: 'live_starting', dedupe_key: `live-starting:${sale.auction.id}` });
    expect(told[0]?.payload).toMatchObject({
      title: `${sale.auction.title} is starting`,
      url: `/auctions/${sale.auction.id}/live`,
    });
    expect(await pushesTo([stranger.id])).toEqual([]);
    expect(await t.db.select().from(pushOutbox).where(eq(pushOutbox.kind, 'live_starting'))).toHaveLength(2);
  });
});

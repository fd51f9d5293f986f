import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildAuction, buildLot, buildUser, tokenFor } from '../../../test/factories';
import { newDeviceKeys } from '../../../test/push/local-push-service';
import { createTestApp, type TestApp, testClock } from '../../../test/test-app';
import { lots, pushOutbox, pushSubscriptions } from '../../db/schema';

const clock = testClock();
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ deps: { clock } });
});
afterAll(() => t?.close());

describe('the won push', () => {
  it('is queued once, with the lot’s close, for the winner only', async () => {
    const auction = await buildAuction(t);
    const lot = await buildLot(t, auction, {
      lot_number: '31',
      title: 'Pine Blanket Box',
      end_at: new Date(clock().getTime() + 10_000),
    });
    const winner = await buildUser(t);
    const passed = await buildLot(t, auction, { end_at: new Date(clock().getTime() + 10_000) });
    await t.db
      .update(lots)
      .set({ high_bidder_id: winner.id, current_price_cents: 12_500, high_max_cents: 12_500, bid_count: 1 })
      .where(eq(lots.id, lot.id));
    await t.request({
      method: 'POST',
      url: '/api/users/me/push-subscriptions',
      token: await tokenFor(t, winner),
      payload: { endpoint: 'https://push.example.test/send/winner', keys: newDeviceKeys().keys },
    });
    const [device] = await t.db
      .select()
      .from(pushSubscriptions)
      .where(eq(pushSubscriptions.user_id, winner.id));
    const queued = () =>
      t.db
        .select()
        .from(pushOutbox)
        .where(eq(pushOutbox.subscription_id, device?.id ?? ''));

    await t.app.closing.tick();
    expect(await queued()).toEqual([]);
    clock.advance(11_000);
    await t.app.closing.tick();
    await t.app.closing.tick();
    const pushes = await queued();
    expect(pushes).toHaveLength(1);
    expect(pushes[0]).toMatchObject({ kind: 'won', dedupe_key: `won:${lot.id}` });
    expect(pushes[0]?.payload).toEqual({
      title: 'You won lot 31',
      body: 'Pine Blanket Box for $125.00. Your invoice follows.',
      url: `/lots/${lot.id}-${lot.slug}`,
      tag: `lot:${lot.id}`,
    });
    expect(pushes.some((row) => row.dedupe_key === `won:${passed.id}`)).toBe(false);
  });
});

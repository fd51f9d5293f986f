import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildAuction, buildLot, buildUser, tokenFor } from '../../../test/factories';
import { mailsTo } from '../../../test/outbox';
import { newDeviceKeys } from '../../../test/push/local-push-service';
import { createTestApp, type TestApp, testClock } from '../../../test/test-app';
import { pushOutbox, pushSubscriptions, watchlist } from '../../db/schema';

// 3:00 p.m. in Halifax on a December afternoon (Atlantic Standard Time).
const clock = testClock(new Date('2026-12-02T19:00:00Z'));
const minutes = (n: number) => new Date(clock().getTime() + n * 60_000);

let t: TestApp;
beforeAll(async () => {
  // The clock jumps between passes run by hand: no jump here is an outage (decision 0093).
  t = await createTestApp({ env: { OUTAGE_GAP_SECONDS: '86400' }, deps: { clock } });
});
afterAll(() => t?.close());

describe('the closing-soon message', () => {
  it('is one mail and one push per bidder listing every watched lot, with the real minutes and the zone', async () => {
    const auction = await buildAuction(t, { time_zone: 'America/Halifax' });
    const stove = await buildLot(t, auction, { title: 'Cast Iron Stove', end_at: minutes(17) });
    const mantelClock = await buildLot(t, auction, { title: 'Mantel Clock', end_at: minutes(22) });
    const quilt = await buildLot(t, auction, { title: 'Log Cabin Quilt', end_at: minutes(29) });
    const later = await buildLot(t, auction, { title: 'Oak Desk', end_at: minutes(90) });
    const bidder = await buildUser(t, { name: 'Anne Doucet' });
    const token = await tokenFor(t, bidder);
    await t.request({
      method: 'POST',
      url: '/api/users/me/push-subscriptions',
      token,
      payload: { endpoint: 'https://push.example.test/send/anne', keys: newDeviceKeys().keys },
    });
    await t.db
      .insert(watchlist)
      .values([stove, mantelClock, quilt, later].map((lot) => ({ user_id: bidder.id, lot_id: lot.id })));

    await t.app.closing.tick();
    const [mail, ...more] = await mailsTo(t, bidder.email);
    expect(more).toHaveLength(0);
    expect(mail?.subject).toBe('Closing soon: 3 lots on your watchlist');
    expect(mail?.text).toContain(
      `Lot ${stove.lot_number}: Cast Iron Stove closes in 17 minutes (3:17 p.m. AST).`,
    );
    expect(mail?.text).toContain(
      `Lot ${mantelClock.lot_number}: Mantel Clock closes in 22 minutes (3:22 p.m. AST).`,
    );
    expect(mail?.text).toContain(
      `Lot ${quilt.lot_number}: Log Cabin Quilt closes in 29 minutes (3:29 p.m. AST).`,
    );
    expect(mail?.text).toContain(`http://localhost:3000/lots/${stove.id}-${stove.slug}`);
    expect(mail?.text).not.toContain('Oak Desk');

    const [device] = await t.db
      .select()
      .from(pushSubscriptions)
      .where(eq(pushSubscriptions.user_id, bidder.id));
    const pushes = await t.db
      .select()
      .from(pushOutbox)
      .where(eq(pushOutbox.subscription_id, device?.id ?? ''));
    expect(pushes).toHaveLength(1);
    expect(pushes[0]?.payload).toMatchObject({ title: '3 watched lots close soon', url: '/watchlist' });
    expect(pushes[0]?.payload.body).toContain(`Lot ${stove.lot_number} closes in 17 minutes (3:17 p.m. AST)`);

    // Every listed lot is marked reminded: the next passes add nothing until the desk's lot comes inside the window.
    clock.advance(60_000);
    await t.app.closing.tick();
    expect(await mailsTo(t, bidder.email)).toHaveLength(1);
    clock.advance(61 * 60_000);
    await t.app.closing.tick();
    const mails = await mailsTo(t, bidder.email);
    expect(mails.map((row) => row.subject)).toContain(`Closing soon: lot ${later.lot_number}, Oak Desk`);
    expect(mails).toHaveLength(2);
  });
});

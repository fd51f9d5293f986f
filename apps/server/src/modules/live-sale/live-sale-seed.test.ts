import { join } from 'node:path';
import type { LiveSnapshot, PhoneBidders } from '@auction/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildUser, tokenFor } from '../../../test/factories';
import { clerk, joinRoom } from '../../../test/live-sale/live-test-sale';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { listenForSockets } from '../../../test/ws-client';
import { auctions } from '../../db/schema';
import { seedDatabase } from '../../seed/seed';
import { seedCatalogue } from '../../seed/seed-catalogue';
import { localMediaStore } from '../media/media-store';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await seedDatabase(t.db, t.dataDir);
  await seedCatalogue(t.db, { media: localMediaStore(join(t.dataDir, 'uploads')) });
}, 60_000);
afterAll(() => t.close());

describe('the demo live sale', () => {
  it('has lots, a video and absentee bids waiting, and a clerk can start it', async () => {
    const [live] = await t.db.select().from(auctions).where(eq(auctions.type, 'live'));
    if (!live) throw new Error('no live sale seeded');
    const staff = await tokenFor(t, await buildUser(t, { roles: ['Staff'] }));
    const url = await listenForSockets(t.app);
    const desk = await joinRoom(url, live.id, staff);
    const room = desk.state.payload as unknown as LiveSnapshot;
    expect(room).toMatchObject({ sale_status: 'not_started', auction_status: 'scheduled' });
    expect(room.video_url).toMatch(/^https:\/\//);
    expect(room.upcoming_lots.length).toBeGreaterThan(3);
    expect(room.clerk?.absentee_bids.length).toBeGreaterThanOrEqual(5);
    const phones = await t.request<PhoneBidders>({
      method: 'GET',
      url: `/api/admin/auctions/${live.id}/phone-bidders`,
      token: staff,
    });
    expect(phones.body.data).toEqual([
      expect.objectContaining({ paddle: 7001, lot_numbers: ['3', '4'], line_staff: 'Dana' }),
    ]);

    expect(await clerk(desk.socket, live.id, 'next_lot')).toMatchObject({ type: 'live_ack' });
    const started = await t.request<LiveSnapshot>({ method: 'GET', url: `/api/auctions/${live.id}/live` });
    expect(started.body).toMatchObject({
      auction_status: 'live',
      sale_status: 'running',
      current_lot: { lot_number: '1', high_bid: { source: 'absentee', paddle: 7001 } },
    });
    desk.socket.close();
  });
});

import { bidEventTypes, lotExtendedPayloadSchema, type SaleClosings } from '@auction/contracts';
import { and, asc, eq, inArray, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildAuction, buildLot, buildUser, tokenFor } from '../../../test/factories';
import { createTestApp, type TestApp, testClock } from '../../../test/test-app';
import { auctions, auditLog, closingOutages, lots, outbox, watchlist } from '../../db/schema';
import type { HubEvent } from '../../realtime/hub';

const second = 1_000;
const minute = 60 * second;
const clock = testClock();
let t: TestApp;
let staff: string;
beforeAll(async () => {
  t = await createTestApp({ deps: { clock } });
  staff = await tokenFor(t, await buildUser(t, { roles: ['Staff', 'Bidder'] }));
});
afterAll(() => t?.close());

const closings = (auctionId: string, action: '' | '/pause' | '/resume', token = staff) =>
  t.request<SaleClosings>({
    method: action ? 'POST' : 'GET',
    url: `/api/admin/auctions/${auctionId}/closings${action}`,
    token,
  });
const saleLots = (auctionId: string) =>
  t.db.select().from(lots).where(eq(lots.auction_id, auctionId)).orderBy(asc(lots.sale_order));

/** Passes every 30 s, as the job runs (no gap), until `ms` from now. */
async function passFor(ms: number) {
  const until = clock().getTime() + ms;
  while (clock().getTime() < until) {
    clock.advance(Math.min(30 * second, until - clock().getTime()));
    await t.app.closing.tick();
  }
}

describe('pausing a sale’s closings by hand', () => {
  it('closes none of its lots while paused, and re-times the lots the pause caught on resume', async () => {
    const start = clock();
    const auction = await buildAuction(t, { title: 'Mahone Bay Collection', stagger_seconds: 20 });
    const other = await buildAuction(t, { title: 'Truro Tools' });
    const sale = [];
    for (let k = 0; k < 6; k += 1) {
      sale.push(
        await buildLot(t, auction, {
          sale_order: k,
          lot_number: String(k + 1),
          end_at: new Date(start.getTime() + (k + 1) * minute),
        }),
      );
    }
    const elsewhere = await buildLot(t, other, { end_at: new Date(start.getTime() + 2 * minute) });
    const watcher = await buildUser(t);
    await t.db.insert(watchlist).values(sale.map((lot) => ({ user_id: watcher.id, lot_id: lot.id })));
    await t.app.closing.tick();
    await passFor(minute); // lot 1 closes at its end
    const pausedAt = clock();

    const paused = await closings(auction.id, '/pause');
    expect(paused.status).toBe(200);
    expect(paused.body).toEqual({
      auction_id: auction.id,
      paused: true,
      paused_at: pausedAt.toISOString(),
      last_resumed: null,
    });
    expect((await closings(auction.id, '/pause')).status).toBe(409);

    // Three minutes paused: lots 2 to 4 end meanwhile and stay open; the other sale closes as usual.
    await passFor(3 * minute);
    let rows = await saleLots(auction.id);
    expect(rows.map((row) => row.status)).toEqual(['passed', 'open', 'open', 'open', 'open', 'open']);
    expect((await t.db.select().from(lots).where(eq(lots.id, elsewhere.id)))[0]?.status).toBe('passed');
    const figures = await t.request({ method: 'GET', url: '/api/admin/dashboard/figures', token: staff });
    expect(figures.body.closings).toEqual({
      last_outage: null,
      paused_sales: [
        { auction_id: auction.id, title: 'Mahone Bay Collection', paused_at: pausedAt.toISOString() },
      ],
    });

    const published: HubEvent[] = [];
    const original = t.app.hub.publish;
    const spy = vi.spyOn(t.app.hub, 'publish').mockImplementation((event) => {
      published.push(event);
      return original(event);
    });
    const resumedAt = clock();
    const resumed = await closings(auction.id, '/resume');
    spy.mockRestore();
    expect(resumed.status).toBe(200);
    // Lots 2 to 4 ended in the pause, lots 5 and 6 end within the two-minute window after it.
    expect(resumed.body).toEqual({
      auction_id: auction.id,
      paused: false,
      paused_at: null,
      last_resumed: {
        paused_at: pausedAt.toISOString(),
        resumed_at: resumedAt.toISOString(),
        lots_retimed: 5,
      },
    });
    rows = await saleLots(auction.id);
    const newEnds = rows.slice(1).map((row) => row.end_at?.getTime());
    expect(newEnds).toEqual([0, 1, 2, 3, 4].map((k) => resumedAt.getTime() + 10 * minute + k * 20 * second));
    expect(rows[0]?.end_at?.getTime()).toBe(start.getTime() + minute);
    expect(
      published
        .filter((event) => event.type === bidEventTypes.extended)
        .map((event) => lotExtendedPayloadSchema.parse(event.payload).lot_id),
    ).toEqual(rows.slice(1).map((row) => row.id));

    const audits = await t.db
      .select()
      .from(auditLog)
      .where(inArray(auditLog.entity_id, [auction.id, ...rows.map((row) => row.id)]))
      .orderBy(asc(auditLog.created_at));
    expect(audits.map((entry) => entry.action).sort()).toEqual(
      [
        'auction.closings_paused',
        'auction.closings_resumed',
        ...Array.from({ length: 5 }, () => 'lot.retimed_after_pause'),
      ].sort(),
    );
    for (const entry of audits.filter((row) => row.action === 'lot.retimed_after_pause')) {
      expect(entry.after).toMatchObject({
        gap_started_at: pausedAt.toISOString(),
        gap_ended_at: resumedAt.toISOString(),
      });
      expect(entry.actor_id).not.toBeNull();
    }
    const mails = await t.db
      .select()
      .from(outbox)
      .where(and(eq(outbox.to, watcher.email), like(outbox.subject, 'New closing times%')));
    expect(mails).toHaveLength(1);
    expect(mails[0]?.subject).toBe('New closing times: 5 of your lots');
    expect(mails[0]?.text).toContain('The auction house paused the closing of this sale');
    // A pause is no outage of the closing job.
    expect(await t.db.select().from(closingOutages)).toEqual([]);
    expect((await closings(auction.id, '/resume')).status).toBe(409);

    await passFor(10 * minute + 4 * 20 * second);
    rows = await saleLots(auction.id);
    expect(rows.every((row) => row.status === 'passed')).toBe(true);
    expect((await t.db.select().from(auctions).where(eq(auctions.id, auction.id)))[0]?.status).toBe('closed');
  });

  it('refuses a live sale, a closed sale and an unknown one, and Bidders', async () => {
    const live = await buildAuction(t, { type: 'live', status: 'live' });
    const closed = await buildAuction(t, { status: 'closed' });
    const pause = await closings(live.id, '/pause');
    expect(pause.status).toBe(409);
    expect(pause.body.message).toBe(
      'Only the closings of a timed sale taking bids or closing can be paused.',
    );
    expect((await closings(closed.id, '/pause')).status).toBe(409);
    expect((await closings('7c1f4f0e-5b7a-4c39-9d55-0f5b7f1a2b3c', '/pause')).status).toBe(404);
    expect((await closings('7c1f4f0e-5b7a-4c39-9d55-0f5b7f1a2b3c', '')).status).toBe(404);
    const bidder = await tokenFor(t, await buildUser(t));
    const open = await buildAuction(t);
    expect((await closings(open.id, '/pause', bidder)).status).toBe(403);
    expect((await closings(open.id, '')).body).toEqual({
      auction_id: open.id,
      paused: false,
      paused_at: null,
      last_resumed: null,
    });
    const audits = await t.db
      .select()
      .from(auditLog)
      .where(inArray(auditLog.entity_id, [live.id, closed.id, open.id]));
    expect(audits).toEqual([]);
  });
});

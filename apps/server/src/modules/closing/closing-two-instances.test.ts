import { closingEventTypes, lotClosedPayloadSchema } from '@auction/contracts';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildAuction, buildLot, buildUser } from '../../../test/factories';
import { createTestApp, type TestApp, testClock } from '../../../test/test-app';
import { createTestDatabase } from '../../../test/test-database';
import type { DatabaseHandle } from '../../db/database';
import { auctions, lots, outbox, watchlist } from '../../db/schema';
import type { HubEvent } from '../../realtime/hub';

/**
 * Two app instances on one database (PGlite shares one handle; on PostgreSQL both work through
 * concurrent connections), ticking at the same moments: every lot closes once.
 */
describe('closing with two instances on one database', () => {
  const clock = testClock();
  let database: DatabaseHandle;
  let a: TestApp;
  let b: TestApp;
  beforeAll(async () => {
    database = await createTestDatabase();
    a = await createTestApp({ database, deps: { clock } });
    b = await createTestApp({ database, deps: { clock } });
  });
  afterAll(async () => {
    await a?.close();
    await b?.close();
    await database?.close();
  });

  it('closes each lot once, with one lot_closed event and one winner mail per sold lot, and reminds once', async () => {
    const published: HubEvent[] = [];
    for (const t of [a, b]) {
      const original = t.app.hub.publish;
      vi.spyOn(t.app.hub, 'publish').mockImplementation((event) => {
        published.push(event);
        return original(event);
      });
    }
    const auction = await buildAuction(a, { start_at: new Date(clock().getTime() - 60_000) });
    const bidders = await Promise.all(Array.from({ length: 4 }, () => buildUser(a)));
    const built = [];
    for (let i = 0; i < 20; i += 1) {
      const lot = await buildLot(a, auction, { end_at: new Date(clock().getTime() + (i % 5) * 1000) });
      const bidder = bidders[i % bidders.length];
      if (i % 3 !== 0 && bidder) {
        await a.db
          .update(lots)
          .set({ high_bidder_id: bidder.id, current_price_cents: 5_000 + i * 100, bid_count: 1 })
          .where(eq(lots.id, lot.id));
      }
      built.push(lot);
    }
    const watcher = await buildUser(a);
    await a.db.insert(watchlist).values(built.map((lot) => ({ user_id: watcher.id, lot_id: lot.id })));

    let closedByA = 0;
    let closedByB = 0;
    for (let second = 0; second < 6; second += 1) {
      const [fromA, fromB, againA, againB] = await Promise.all([
        a.app.closing.tick(),
        b.app.closing.tick(),
        a.app.closing.tick(),
        b.app.closing.tick(),
      ]);
      closedByA += (fromA ?? 0) + (againA ?? 0);
      closedByB += (fromB ?? 0) + (againB ?? 0);
      clock.advance(1_000);
    }

    const ids = built.map((lot) => lot.id);
    const rows = await a.db.select().from(lots).where(inArray(lots.id, ids));
    const sold = rows.filter((row) => row.status === 'sold');
    expect(rows.every((row) => row.status === 'sold' || row.status === 'passed')).toBe(true);
    expect(sold).toHaveLength(13);
    expect(closedByA + closedByB).toBe(20);

    const closedEvents = published.filter((event) => event.type === closingEventTypes.lotClosed);
    expect(closedEvents.map((event) => event.lot_id).sort()).toEqual([...ids].sort());
    for (const event of closedEvents) lotClosedPayloadSchema.parse(event.payload);
    const seqs = published.filter((event) => event.auction_id === auction.id).map((event) => event.seq);
    expect(new Set(seqs).size).toBe(seqs.length);

    const statusEvents = published.filter(
      (event) => event.type === closingEventTypes.auctionStatus && event.auction_id === auction.id,
    );
    expect(statusEvents.map((event) => (event.payload as { status: string }).status)).toEqual([
      'closing',
      'closed',
    ]);
    const [row] = await a.db.select().from(auctions).where(eq(auctions.id, auction.id));
    expect(row?.status).toBe('closed');

    const mails = await a.db
      .select()
      .from(outbox)
      .where(
        inArray(
          outbox.to,
          bidders.map((bidder) => bidder.email),
        ),
      );
    expect(mails.filter((mail) => mail.subject.startsWith('You won lot'))).toHaveLength(sold.length);
    const subjects = mails.map((mail) => mail.subject);
    expect(new Set(subjects).size).toBe(subjects.length);

    // Lots still open at the first pass (all but the four ending at once) remind their watcher
    // once, in one mail listing them all: neither instance mails a lot the other listed.
    const reminders = await a.db.select().from(outbox).where(eq(outbox.to, watcher.email));
    const listed = reminders.flatMap((mail) => mail.text.match(/^Lot \S+: .+ closes in /gm) ?? []);
    expect(listed).toHaveLength(16);
    expect(new Set(listed).size).toBe(16);
    expect(reminders.length).toBeLessThanOrEqual(2);
  });
});

import { bidEventTypes, lotExtendedPayloadSchema } from '@auction/contracts';
import { and, asc, eq, inArray, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildAuction, buildLot, buildUser, tokenFor } from '../../../test/factories';
import { newDeviceKeys } from '../../../test/push/local-push-service';
import { createTestApp, type TestApp, testClock } from '../../../test/test-app';
import { createTestDatabase } from '../../../test/test-database';
import type { DatabaseHandle } from '../../db/database';
import {
  auctions,
  auditLog,
  closingOutages,
  type LotRow,
  lots,
  maxBids,
  outbox,
  pushOutbox,
  pushSubscriptions,
  watchlist,
} from '../../db/schema';
import type { HubEvent } from '../../realtime/hub';

const second = 1_000;
const minute = 60 * second;

/**
 * A staggered close of 20 lots, 30 s apart from 30 s after `start`: lot k ends at start + 30 s x
 * (k + 1). Lot 2 has a bidder's maximum, lot 13 a watcher, lot 17 both, so each kind is told.
 */
async function staggeredSale(t: TestApp, start: Date) {
  const auction = await buildAuction(t, {
    title: 'Lunenburg Harbour Estate',
    start_at: new Date(start.getTime() - 60 * minute),
    stagger_seconds: 30,
    soft_close_window_seconds: 120,
  });
  const sale: LotRow[] = [];
  for (let k = 0; k < 20; k += 1) {
    sale.push(
      await buildLot(t, auction, {
        lot_number: String(k + 1),
        sale_order: k,
        title: `Harbour lot ${k + 1}`,
        end_at: new Date(start.getTime() + (k + 1) * 30 * second),
      }),
    );
  }
  const bidder = await buildUser(t, { name: 'Marie Comeau' });
  const watcher = await buildUser(t, { name: 'Luc Boudreau' });
  for (const k of [2, 17]) {
    const lot = sale[k];
    if (!lot) continue;
    await t.db
      .update(lots)
      .set({ high_bidder_id: bidder.id, current_price_cents: 4_000, high_max_cents: 6_000, bid_count: 1 })
      .where(eq(lots.id, lot.id));
    await t.db.insert(maxBids).values({ lot_id: lot.id, bidder_id: bidder.id, max_cents: 6_000, seq: 1 });
  }
  await t.db.insert(watchlist).values(
    [13, 17].flatMap((k) => {
      const lot = sale[k];
      return lot ? [{ user_id: watcher.id, lot_id: lot.id }] : [];
    }),
  );
  await t.request({
    method: 'POST',
    url: '/api/users/me/push-subscriptions',
    token: await tokenFor(t, bidder),
    payload: { endpoint: 'https://push.example.test/send/marie', keys: newDeviceKeys().keys },
  });
  return { auction, sale, bidder, watcher };
}

type Sale = Awaited<ReturnType<typeof staggeredSale>>;

async function rowsOf(t: TestApp, sale: Sale) {
  return t.db.select().from(lots).where(eq(lots.auction_id, sale.auction.id)).orderBy(asc(lots.sale_order));
}

function recorder(...apps: TestApp[]) {
  const published: HubEvent[] = [];
  for (const t of apps) {
    const original = t.app.hub.publish;
    vi.spyOn(t.app.hub, 'publish').mockImplementation((event) => {
      published.push(event);
      return original(event);
    });
  }
  return published;
}

/**
 * What every test here checks once the gap [gapStart, recovery] is over: lots 0 and 1 (ended before
 * it) closed as they were; lots 2 to 11 (ended in it) and 12 to 15 (ending within the two-minute
 * window after it) end 10 minutes after recovery, 30 s apart in sale order; lots 16 to 19 keep
 * their ends. Each re-timing is audited with the gap, told to the room, and the bidder and the
 * watcher each get one mail (and the bidder one push) listing their lots.
 */
async function expectRetimed(
  t: TestApp,
  sale: Sale,
  gap: { start: Date; recovery: Date },
  published: HubEvent[],
  before: LotRow[],
) {
  const rows = await rowsOf(t, sale);
  const recoveryMs = gap.recovery.getTime();
  for (const [k, row] of rows.entries()) {
    const was = before[k];
    if (!was) throw new Error('lot missing');
    if (k < 2) {
      expect(row.status === 'sold' || row.status === 'passed').toBe(true);
      expect(row.end_at).toEqual(was.end_at);
      expect(row.closed_at?.getTime()).toBeLessThanOrEqual(gap.start.getTime());
    } else if (k < 16) {
      expect([k, row.status]).toEqual([k, 'open']);
      expect([k, row.end_at?.getTime()]).toEqual([k, recoveryMs + 10 * minute + (k - 2) * 30 * second]);
    } else {
      expect([k, row.status]).toEqual([k, 'open']);
      expect(row.end_at).toEqual(was.end_at);
    }
  }

  const retimedIds = rows.slice(2, 16).map((row) => row.id);
  const audits = await t.db
    .select()
    .from(auditLog)
    .where(
      and(
        eq(auditLog.entity, 'lot'),
        inArray(
          auditLog.entity_id,
          rows.map((row) => row.id),
        ),
      ),
    );
  expect(audits.map((entry) => entry.entity_id).sort()).toEqual([...retimedIds].sort());
  for (const entry of audits) {
    expect(entry.action).toBe('lot.retimed_after_outage');
    const was = before.find((row) => row.id === entry.entity_id);
    expect(entry.before).toEqual({ end_at: was?.end_at?.toISOString() });
    expect(entry.after).toMatchObject({
      gap_started_at: gap.start.toISOString(),
      gap_ended_at: gap.recovery.toISOString(),
    });
  }

  const extended = published.filter((event) => event.type === bidEventTypes.extended);
  expect(extended.map((event) => event.lot_id)).toEqual(retimedIds);
  const seqs = extended.map((event) => event.seq ?? 0);
  expect(seqs).toEqual(seqs.toSorted((a, b) => a - b));
  expect(new Set(seqs).size).toBe(seqs.length);
  for (const [k, event] of extended.entries()) {
    expect(lotExtendedPayloadSchema.parse(event.payload)).toEqual({
      lot_id: retimedIds[k],
      end_date: new Date(recoveryMs + 10 * minute + k * 30 * second).toISOString(),
      previous_end_date: before[k + 2]?.end_at?.toISOString(),
    });
  }

  const toBidder = await t.db
    .select()
    .from(outbox)
    .where(and(eq(outbox.to, sale.bidder.email), like(outbox.subject, 'New closing time%')));
  expect(toBidder.map((mail) => mail.subject)).toEqual(['New closing time: lot 3, Harbour lot 3']);
  expect(toBidder[0]?.text).toContain('Our site could not close lots for a while');
  expect(toBidder[0]?.text).toContain('has a new end: it closes in 10 minutes');
  const toWatcher = await t.db
    .select()
    .from(outbox)
    .where(and(eq(outbox.to, sale.watcher.email), like(outbox.subject, 'New closing time%')));
  // Lot 17 (index 17) kept its end: only lot 14 (index 13) is the watcher's news.
  expect(toWatcher.map((mail) => mail.subject)).toEqual(['New closing time: lot 14, Harbour lot 14']);
  const pushes = await t.db
    .select({ payload: pushOutbox.payload })
    .from(pushOutbox)
    .innerJoin(pushSubscriptions, eq(pushSubscriptions.id, pushOutbox.subscription_id))
    .where(and(eq(pushSubscriptions.user_id, sale.bidder.id), like(pushOutbox.dedupe_key, 'retimed:%')));
  expect(pushes.map((row) => row.payload.title)).toEqual(['New closing time: lot 3']);

  const outages = await t.db.select().from(closingOutages);
  expect(
    outages.map((row) => [row.started_at.toISOString(), row.ended_at.toISOString(), row.lots_retimed]),
  ).toEqual([[gap.start.toISOString(), gap.recovery.toISOString(), 14]]);
}

/** Passes every 30 s (as the job runs, so no gap) until the clock reads `until`. */
async function runUntil(t: TestApp, clock: ReturnType<typeof testClock>, until: number) {
  while (clock().getTime() < until) {
    clock.advance(Math.min(30 * second, until - clock().getTime()));
    await t.app.closing.tick();
  }
}

/** After recovery the re-timed lots close at their new ends, once, and the untouched ones at theirs. */
async function expectClosesAfter(
  t: TestApp,
  sale: Sale,
  clock: ReturnType<typeof testClock>,
  recovery: Date,
) {
  const recoveryMs = recovery.getTime();
  await runUntil(t, clock, recoveryMs + 150 * second); // lot 16 (start + 8:30) ends as it always would
  let rows = await rowsOf(t, sale);
  expect(rows[16]?.status).toBe('passed');
  expect(rows[16]?.closed_at?.getTime()).toBe(recoveryMs + 150 * second);
  expect(rows.slice(2, 16).every((row) => row.status === 'open')).toBe(true);

  await runUntil(t, clock, recoveryMs + 10 * minute);
  rows = await rowsOf(t, sale);
  expect(rows[2]?.status).toBe('sold');
  expect(rows[2]?.closed_at?.getTime()).toBe(recoveryMs + 10 * minute);
  expect(rows[3]?.status).toBe('open');

  await runUntil(t, clock, recoveryMs + 10 * minute + 13 * 30 * second);
  rows = await rowsOf(t, sale);
  expect(rows.every((row) => row.status === 'sold' || row.status === 'passed')).toBe(true);
  const [auction] = await t.db.select().from(auctions).where(eq(auctions.id, sale.auction.id));
  expect(auction?.status).toBe('closed');
  const outages = await t.db.select().from(closingOutages);
  expect(outages).toHaveLength(1);
}

describe('closings after the database was unreachable', () => {
  const clock = testClock();
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ deps: { clock } });
  });
  afterAll(() => t?.close());

  it('keeps closed lots closed, re-times the lots the gap caught, audits and tells their bidders', async () => {
    const start = clock();
    const sale = await staggeredSale(t, start);
    const before = await rowsOf(t, sale);
    const published = recorder(t);

    await t.app.closing.tick();
    clock.advance(60 * second); // exactly the gap setting after the last pass: not an outage
    expect(await t.app.closing.tick()).toBe(2);
    const gapStart = clock();

    // The database goes away: every pass fails at its first query, for five minutes.
    const down = () => {
      throw new Error('connect ECONNREFUSED 127.0.0.1:5432');
    };
    const spies = (['select', 'insert', 'update', 'execute', 'transaction'] as const).map((method) =>
      vi.spyOn(t.db, method).mockImplementation(down),
    );
    for (let i = 0; i < 5; i += 1) {
      clock.advance(minute);
      await expect(t.app.closing.tick()).rejects.toThrow('ECONNREFUSED');
    }
    for (const spy of spies) spy.mockRestore();

    const recovery = clock();
    expect(await t.app.closing.tick()).toBe(0);
    await expectRetimed(t, sale, { start: gapStart, recovery }, published, before);

    // The next passes are no recovery: nothing is re-timed twice.
    clock.advance(second);
    await t.app.closing.tick();
    expect(published.filter((event) => event.type === bidEventTypes.extended)).toHaveLength(14);

    const figures = await t.request({
      method: 'GET',
      url: '/api/admin/dashboard/figures',
      token: await tokenFor(t, await buildUser(t, { roles: ['Staff', 'Bidder'] })),
    });
    expect(figures.body.closings).toEqual({
      last_outage: { started_at: gapStart.toISOString(), ended_at: recovery.toISOString(), lots_retimed: 14 },
      paused_sales: [],
    });

    await expectClosesAfter(t, sale, clock, recovery);
  });
});

describe('closings after the server was killed', () => {
  const clock = testClock();
  let database: DatabaseHandle;
  let first: TestApp;
  let next: TestApp[] = [];
  beforeAll(async () => {
    database = await createTestDatabase();
    first = await createTestApp({ database, deps: { clock } });
  });
  afterAll(async () => {
    await first?.close();
    for (const t of next) await t.close();
    await database?.close();
  });

  it('re-times once when two new instances come up on the same database after the gap', async () => {
    const start = clock();
    const sale = await staggeredSale(first, start);
    const before = await rowsOf(first, sale);
    await first.app.closing.tick();
    clock.advance(30 * second);
    await first.app.closing.tick();
    clock.advance(30 * second);
    expect(await first.app.closing.tick()).toBe(1);
    const gapStart = clock();
    // Killed: it never runs another pass. Five minutes later two instances start on the database.
    clock.advance(5 * minute);
    next = [
      await createTestApp({ database, deps: { clock } }),
      await createTestApp({ database, deps: { clock } }),
    ];
    const [a, b] = next;
    if (!a || !b) throw new Error('instances missing');
    const published = recorder(a, b);
    const recovery = clock();
    await Promise.all([
      a.app.closing.tick(),
      b.app.closing.tick(),
      a.app.closing.tick(),
      b.app.closing.tick(),
    ]);
    await expectRetimed(a, sale, { start: gapStart, recovery }, published, before);
    await expectClosesAfter(a, sale, clock, recovery);
  });
});

describe('a gap on a fresh database', () => {
  it('is no outage: the first pass ever has no heartbeat to measure from', async () => {
    const clock = testClock();
    const t = await createTestApp({ deps: { clock } });
    try {
      const auction = await buildAuction(t);
      const lot = await buildLot(t, auction, { end_at: new Date(clock().getTime() - 10 * minute) });
      expect(await t.app.closing.tick()).toBe(1);
      const [row] = await t.db.select().from(lots).where(eq(lots.id, lot.id));
      expect(row?.status).toBe('passed');
      expect(await t.db.select().from(closingOutages)).toEqual([]);
    } finally {
      await t.close();
    }
  });
});

import { closingEventTypes, lotClosedPayloadSchema } from '@auction/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it, type MockInstance, vi } from 'vitest';
import { buildAuction, buildLot, buildUser } from '../../../test/factories';
import { mailsTo } from '../../../test/outbox';
import { createTestApp, type TestApp, testClock } from '../../../test/test-app';
import { auctionRegistrations, auctions, type LotRow, lots, watchlist } from '../../db/schema';
import type { HubEvent } from '../../realtime/hub';

const clock = testClock();
const seconds = (n: number) => new Date(clock().getTime() + n * 1000);

let t: TestApp;
let publish: MockInstance<TestApp['app']['hub']['publish']>;
beforeAll(async () => {
  // The clock jumps between passes run by hand: no jump here is an outage (decision 0093).
  t = await createTestApp({ env: { OUTAGE_GAP_SECONDS: '86400' }, deps: { clock } });
});
afterAll(() => t?.close());
beforeEach(() => {
  publish = vi.spyOn(t.app.hub, 'publish');
  return () => publish.mockRestore();
});

const events = (type: string) =>
  publish.mock.calls.map(([event]) => event).filter((event: HubEvent) => event.type === type);
const lotRow = async (id: string): Promise<LotRow> => {
  const [row] = await t.db.select().from(lots).where(eq(lots.id, id));
  if (!row) throw new Error('lot gone');
  return row;
};
const auctionStatus = async (id: string) =>
  (await t.db.select({ status: auctions.status }).from(auctions).where(eq(auctions.id, id)))[0]?.status;

async function highBid(lot: LotRow, bidder: { id: string }, priceCents: number) {
  await t.db
    .update(lots)
    .set({
      high_bidder_id: bidder.id,
      current_price_cents: priceCents,
      high_max_cents: priceCents,
      bid_count: 1,
    })
    .where(eq(lots.id, lot.id));
}

describe('the closing pass', () => {
  it('sells a lot to the high bidder at its end, not before, and mails the winner once', async () => {
    const auction = await buildAuction(t, { title: 'Bedford Estate' });
    const lot = await buildLot(t, auction, {
      title: 'Pine Blanket Box',
      end_at: seconds(10),
      reserve_cents: 10_000,
    });
    const bidder = await buildUser(t, { name: 'Marie Comeau' });
    await t.db.insert(auctionRegistrations).values({
      auction_id: auction.id,
      user_id: bidder.id,
      paddle_number: 7012,
      status: 'approved',
      terms_accepted_at: clock(),
    });
    await highBid(lot, bidder, 12_500);

    await t.app.closing.tick();
    expect((await lotRow(lot.id)).status).toBe('open');
    expect(events(closingEventTypes.lotClosed)).toHaveLength(0);

    clock.advance(10_000);
    expect(await t.app.closing.tick()).toBe(1);
    const closed = await lotRow(lot.id);
    expect(closed).toMatchObject({ status: 'sold', high_bidder_id: bidder.id, current_price_cents: 12_500 });
    expect(closed.closed_at?.getTime()).toBe(clock().getTime());

    const [event] = events(closingEventTypes.lotClosed);
    expect(event).toMatchObject({ auction_id: auction.id, lot_id: lot.id });
    expect(lotClosedPayloadSchema.parse(event?.payload)).toEqual({
      lot_id: lot.id,
      lot_number: lot.lot_number,
      status: 'sold',
      hammer_price: 125,
      winner_paddle: 7012,
      closed_at: clock().toISOString(),
    });

    clock.advance(60_000);
    await t.app.closing.tick();
    const mails = await mailsTo(t, bidder.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]?.subject).toBe(`You won lot ${lot.lot_number}: Pine Blanket Box`);
    expect(mails[0]?.text).toContain('for $125.00 in Bedford Estate');
    // No invoice exists when the lot closes: the mail promises one, it does not claim it was sent.
    expect(mails[0]?.text).toContain('The auction house will send you an invoice');
    expect(mails[0]?.text).not.toContain('invoice follows');
    expect(events(closingEventTypes.lotClosed)).toHaveLength(1);
  });

  it('keeps the winner’s mail when the instance is lost right after the close commits', async () => {
    const auction = await buildAuction(t, { title: 'Cole Harbour Liquidation' });
    const lot = await buildLot(t, auction, { title: 'Drill Press', end_at: seconds(5) });
    const bidder = await buildUser(t, { name: 'Rémi Doucet' });
    await highBid(lot, bidder, 4_000);
    clock.advance(5_000);
    // Everything after the commit fails, as when the process dies before it announces the close.
    publish.mockRestore();
    const realPublish = t.app.hub.publish;
    publish = vi.spyOn(t.app.hub, 'publish').mockImplementation(async (event) => {
      if (event.type === closingEventTypes.lotClosed) throw new Error('the instance is gone');
      return realPublish.call(t.app.hub, event);
    });
    await t.app.closing.tick().catch(() => {});
    expect((await lotRow(lot.id)).status).toBe('sold');
    const mails = await mailsTo(t, bidder.email);
    expect(mails.map((mail) => mail.subject)).toEqual([`You won lot ${lot.lot_number}: Drill Press`]);
  });

  it('passes a lot without bids and a lot whose reserve is not met, and mails nobody', async () => {
    const auction = await buildAuction(t);
    const noBids = await buildLot(t, auction, { end_at: seconds(1) });
    const underReserve = await buildLot(t, auction, { end_at: seconds(1), reserve_cents: 50_000 });
    const bidder = await buildUser(t);
    await highBid(underReserve, bidder, 30_000);

    clock.advance(1_000);
    expect(await t.app.closing.tick()).toBe(2);
    expect((await lotRow(noBids.id)).status).toBe('passed');
    expect((await lotRow(underReserve.id)).status).toBe('passed');
    const payloads = events(closingEventTypes.lotClosed).map((event) =>
      lotClosedPayloadSchema.parse(event.payload),
    );
    expect(payloads).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          lot_id: underReserve.id,
          status: 'passed',
          hammer_price: null,
          winner_paddle: null,
        }),
        expect.objectContaining({ lot_id: noBids.id, status: 'passed', hammer_price: null }),
      ]),
    );
    expect(await mailsTo(t, bidder.email)).toHaveLength(0);
  });

  it('respects an end moved by a late bid, and never changes a closed lot again', async () => {
    const auction = await buildAuction(t);
    const lot = await buildLot(t, auction, { end_at: seconds(5) });
    const bidder = await buildUser(t);
    await highBid(lot, bidder, 4_000);
    // A bid in the soft-close window moved the end two minutes on.
    await t.db
      .update(lots)
      .set({ end_at: seconds(125) })
      .where(eq(lots.id, lot.id));

    clock.advance(5_000);
    await t.app.closing.tick();
    expect((await lotRow(lot.id)).status).toBe('open');

    clock.advance(120_000);
    await t.app.closing.tick();
    const closed = await lotRow(lot.id);
    expect(closed.status).toBe('sold');

    // Even a stray change of the end after the close does not bring it back into play.
    await t.db
      .update(lots)
      .set({ end_at: seconds(-1) })
      .where(eq(lots.id, lot.id));
    for (let i = 0; i < 3; i += 1) {
      clock.advance(1_000);
      await t.app.closing.tick();
    }
    expect(await lotRow(lot.id)).toMatchObject({ status: 'sold', closed_at: closed.closed_at });
    expect(events(closingEventTypes.lotClosed)).toHaveLength(1);
    expect(await mailsTo(t, bidder.email)).toHaveLength(1);
  });

  it('publishes only after the commit, with the auction seq the database handed out', async () => {
    const auction = await buildAuction(t);
    const lot = await buildLot(t, auction, { end_at: seconds(0) });
    const seenStatus: Promise<string>[] = [];
    publish.mockImplementation(async (event) => {
      if (event.type === closingEventTypes.lotClosed)
        seenStatus.push(lotRow(lot.id).then((row) => row.status));
      return { ...event, payload: event.payload, timestamp: 0, seq: event.seq ?? 0 };
    });
    await t.app.closing.tick();
    expect(await Promise.all(seenStatus)).toEqual(['passed']);
    const [row] = await t.db
      .select({ last_seq: auctions.last_seq })
      .from(auctions)
      .where(eq(auctions.id, auction.id));
    const seqs = publish.mock.calls.map(([event]) => event.seq);
    expect(seqs).toHaveLength(3); // closing, lot closed, closed
    expect(seqs).toEqual([1, 2, 3]);
    expect(row?.last_seq).toBe(3);
  });
});

describe('auction statuses', () => {
  it('opens a scheduled timed auction and its upcoming lots once its start has passed', async () => {
    const auction = await buildAuction(t, {
      status: 'scheduled',
      start_at: seconds(30),
      end_at: seconds(3600),
    });
    const lot = await buildLot(t, auction, { status: 'upcoming', end_at: seconds(3600) });
    const live = await buildAuction(t, { type: 'live', status: 'scheduled', start_at: seconds(-60) });

    await t.app.closing.tick();
    expect(await auctionStatus(auction.id)).toBe('scheduled');
    expect((await lotRow(lot.id)).status).toBe('upcoming');

    clock.advance(30_000);
    await t.app.closing.tick();
    expect(await auctionStatus(auction.id)).toBe('open');
    expect((await lotRow(lot.id)).status).toBe('open');
    expect(await auctionStatus(live.id)).toBe('scheduled');
    expect(events(closingEventTypes.auctionStatus).map((event) => event.payload)).toEqual([
      { auction_id: auction.id, status: 'open' },
    ]);
  });

  it('moves an open auction to closing at its first lot end and to closed when no lot is left open', async () => {
    const auction = await buildAuction(t, { start_at: seconds(-60), end_at: seconds(10) });
    const first = await buildLot(t, auction, { end_at: seconds(10) });
    const second = await buildLot(t, auction, { end_at: seconds(40) });

    await t.app.closing.tick();
    expect(await auctionStatus(auction.id)).toBe('open');

    clock.advance(10_000);
    await t.app.closing.tick();
    expect(await auctionStatus(auction.id)).toBe('closing');
    expect((await lotRow(first.id)).status).toBe('passed');
    expect((await lotRow(second.id)).status).toBe('open');

    clock.advance(30_000);
    await t.app.closing.tick();
    expect(await auctionStatus(auction.id)).toBe('closed');
    clock.advance(1_000);
    await t.app.closing.tick();

    const statusEvents = events(closingEventTypes.auctionStatus).filter(
      (event) => event.auction_id === auction.id,
    );
    expect(statusEvents.map((event) => (event.payload as { status: string }).status)).toEqual([
      'closing',
      'closed',
    ]);
  });

  it('leaves an open auction alone while none of its lots in the sale has ended', async () => {
    const auction = await buildAuction(t);
    await buildLot(t, auction, { end_at: seconds(3600) });
    await buildLot(t, auction, { status: 'withdrawn', end_at: seconds(-10) });
    await t.app.closing.tick();
    expect(await auctionStatus(auction.id)).toBe('open');
  });
});

describe('closing reminders', () => {
  it('mails each watcher once, 30 minutes before the lot ends', async () => {
    const auction = await buildAuction(t, { time_zone: 'America/Halifax' });
    const lot = await buildLot(t, auction, { title: 'Cast Iron Stove', end_at: seconds(45 * 60) });
    const early = await buildUser(t);
    const late = await buildUser(t);
    const otherLot = await buildLot(t, auction, { end_at: seconds(3 * 3600) });
    await t.db.insert(watchlist).values([
      { user_id: early.id, lot_id: lot.id },
      { user_id: early.id, lot_id: otherLot.id },
    ]);

    await t.app.closing.tick();
    expect(await mailsTo(t, early.email)).toHaveLength(0);

    clock.advance(15 * 60_000);
    await t.app.closing.tick();
    const [reminder, ...more] = await mailsTo(t, early.email);
    expect(more).toHaveLength(0);
    expect(reminder?.subject).toBe(`Closing soon: lot ${lot.lot_number}, Cast Iron Stove`);
    expect(reminder?.text).toMatch(/closes in 30 minutes \(\d{1,2}:\d\d [ap]\.m\. A[DS]T/);
    expect(reminder?.text).toContain(`/lots/${lot.id}-${lot.slug}`);

    // Someone who starts watching inside the 30 minutes is reminded once too.
    await t.db.insert(watchlist).values({ user_id: late.id, lot_id: lot.id });
    for (let i = 0; i < 3; i += 1) {
      clock.advance(60_000);
      await t.app.closing.tick();
    }
    expect(await mailsTo(t, early.email)).toHaveLength(1);
    expect(await mailsTo(t, late.email)).toHaveLength(1);
  });
});

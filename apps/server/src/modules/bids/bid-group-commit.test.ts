import type { PlaceBidResult } from '@auction/contracts';
import { asc, eq, inArray } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildBidder, buildSale } from '../../../test/bids/bid-test-sale';
import { buildLot } from '../../../test/factories';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { listenForSockets, openSocket } from '../../../test/ws-client';
import { systemClock } from '../../clock';
import type { Database } from '../../db/database';
import { bids, lots, maxBids } from '../../db/schema';
import { AppError } from '../../errors';
import { bidQueries } from './bids.repository';
import { createBidService, type PlaceBidInput } from './bids.service';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());
afterEach(() => {
  vi.restoreAllMocks();
});

/**
 * Holds the first bid transaction before its commit until released, so the bids sent meanwhile
 * queue behind it, and counts the transactions and their commits. `failAt` makes that transaction
 * fail after its last statement, as a lost connection at commit would.
 */
function holdFirstTransaction(db: Database, options: { failAt?: number } = {}) {
  const original = db.transaction.bind(db);
  let release = () => {};
  const gate = new Promise<void>((resolve) => {
    release = resolve;
  });
  const counts = { started: 0, holding: false, committed: 0 };
  vi.spyOn(db, 'transaction').mockImplementation((async (run: (tx: unknown) => Promise<unknown>) => {
    counts.started += 1;
    const number = counts.started;
    const result = await original(async (tx) => {
      const value = await run(tx);
      if (number === 1) {
        counts.holding = true;
        await gate;
      }
      if (number === options.failAt) throw new Error('the connection was lost');
      return value;
    });
    counts.committed += 1;
    return result;
  }) as never);
  return { release, counts };
}

/** The events the hub is asked to publish, with how many transactions had committed by then. */
function publishedEvents() {
  const events: { type: string; seq: number; lot_id: string; committed: number }[] = [];
  return {
    events,
    watch(counts: { committed: number }) {
      const publish = t.app.hub.publish.bind(t.app.hub);
      vi.spyOn(t.app.hub, 'publish').mockImplementation(async (event) => {
        const { type, seq, lot_id } = event as { type: string; seq: number; lot_id: string };
        events.push({ type, seq, lot_id, committed: counts.committed });
        return publish(event);
      });
    },
  };
}

async function settle(bidsPlaced: Promise<PlaceBidResult>[]) {
  const answers = await Promise.allSettled(bidsPlaced);
  return answers.map((answer) => {
    if (answer.status === 'fulfilled') return answer.value;
    const error = answer.reason as Error & { code?: string };
    return { error: error instanceof AppError ? error.code : 'ERROR', message: error.message };
  });
}

async function storedRows(auctionId: string) {
  return t.db
    .select({ seq: bids.seq, kind: bids.kind, lot: bids.lot_id, amount: bids.amount_cents })
    .from(bids)
    .where(eq(bids.auction_id, auctionId))
    .orderBy(asc(bids.seq));
}

async function saleWithBidders(count: number) {
  const { auction, lot } = await buildSale(t);
  const other = await buildLot(t, auction, { end_at: lot.end_at });
  const bidders = await Promise.all(Array.from({ length: count }, () => buildBidder(t, auction)));
  const service = createBidService({ db: t.db, hub: t.app.hub, clock: systemClock });
  const input = (bidder: number, amount: number, key?: string, lotId = lot.id): PlaceBidInput => ({
    bidderId: bidders[bidder]?.id ?? '',
    lotId,
    amountCents: amount * 100,
    idempotencyKey: key ?? null,
  });
  return { auction, lot, other, bidders, service, input };
}

describe('group commit of an auction’s bids', () => {
  it('takes the bids that queued behind a transaction into the next one, each with its own answer', async () => {
    const { auction, lot, other, service, input } = await saleWithBidders(4);
    const [carl, ben, dave, anne] = [0, 1, 2, 3];
    // Dave's first bid on the second lot teaches the service that lot's auction.
    await service.placeBid(input(dave, 20, 'dave-1', other.id));
    const held = holdFirstTransaction(t.db);
    const published = publishedEvents();
    published.watch(held.counts);

    const first = service.placeBid(input(carl, 20, 'carl-1'));
    await vi.waitFor(() => expect(held.counts.holding).toBe(true));
    const batch = [
      service.placeBid(input(ben, 30, 'ben-1')),
      service.placeBid(input(carl, 21, 'carl-2')),
      service.placeBid(input(ben, 30, 'ben-1')),
      service.placeBid(input(ben, 40, 'ben-1')),
      service.placeBid(input(carl, 25, 'carl-3', other.id)),
      service.placeBid(input(anne, 35, 'anne-1')),
    ];
    held.release();
    expect(await first).toMatchObject({ current_bid: 20, is_high_bidder: true });
    const answers = await settle(batch);

    expect(held.counts).toMatchObject({ started: 2, committed: 2 });
    expect(answers).toEqual([
      expect.objectContaining({ current_bid: 21, bid_count: 2, is_high_bidder: true, your_max: 30 }),
      { error: 'BELOW_MINIMUM', message: 'Your bid must be at least $22.00.' },
      answers[0],
      { error: 'IDEMPOTENCY_KEY_REUSED', message: expect.any(String) },
      expect.objectContaining({ lot_id: other.id, current_bid: 21, is_high_bidder: true }),
      expect.objectContaining({ current_bid: 31, bid_count: 4, is_high_bidder: true, your_max: 35 }),
    ]);
    expect(await storedRows(auction.id)).toEqual([
      { seq: 1, kind: 'max', lot: other.id, amount: 2_000 },
      { seq: 2, kind: 'max', lot: lot.id, amount: 2_000 },
      { seq: 3, kind: 'max', lot: lot.id, amount: 2_100 },
      { seq: 4, kind: 'max', lot: other.id, amount: 2_100 },
      { seq: 5, kind: 'proxy', lot: lot.id, amount: 3_000 },
      { seq: 6, kind: 'max', lot: lot.id, amount: 3_100 },
    ]);
    // In order, and only once the batch has committed.
    const placed = published.events.filter((event) => event.type === 'bid_placed');
    expect(placed.map(({ seq, committed }) => ({ seq, committed }))).toEqual([
      { seq: 2, committed: 1 },
      { seq: 3, committed: 2 },
      { seq: 4, committed: 2 },
      { seq: 6, committed: 2 },
    ]);
  });

  it('answers the same key sent twice within one batch once, with one stored bid', async () => {
    const { auction, bidders, service, input } = await saleWithBidders(2);
    const held = holdFirstTransaction(t.db);
    const first = service.placeBid(input(0, 20));
    await vi.waitFor(() => expect(held.counts.holding).toBe(true));
    const batch = [service.placeBid(input(1, 30, 'twice-1')), service.placeBid(input(1, 30, 'twice-1'))];
    held.release();
    await first;
    const [once, again] = await settle(batch);
    expect(held.counts.started).toBe(2);
    expect(again).toEqual(once);
    expect(once).toMatchObject({ current_bid: 21, bid_count: 2, is_high_bidder: true });
    const keyed = await t.db.select().from(bids).where(eq(bids.idempotency_key, 'twice-1'));
    expect(keyed.map((row) => row.bidder_id)).toEqual([bidders[1]?.id]);
    expect((await storedRows(auction.id)).map((row) => row.seq)).toEqual([1, 2]);
  });

  it('answers a bid sent again after its batch with its own first answer, not the next bid’s', async () => {
    const { service, input } = await saleWithBidders(3);
    const held = holdFirstTransaction(t.db);
    const first = service.placeBid(input(0, 20));
    await vi.waitFor(() => expect(held.counts.holding).toBe(true));
    // Anne leads at $21; Ben's bid then makes Anne's automatic bid go to her $50 first.
    const batch = [service.placeBid(input(1, 50, 'anne-1')), service.placeBid(input(2, 80, 'ben-1'))];
    held.release();
    await first;
    const [anne, ben] = await settle(batch);
    expect(anne).toMatchObject({ current_bid: 21, bid_count: 2, is_high_bidder: true });
    expect(ben).toMatchObject({ current_bid: 51, bid_count: 4, is_high_bidder: true });
    expect(held.counts.started).toBe(2);

    expect(await service.placeBid(input(1, 50, 'anne-1'))).toEqual(anne);
  });

  it('fails every bid of a batch whose transaction breaks, and stores and publishes none of them', async () => {
    const { auction, lot, service, input } = await saleWithBidders(3);
    const held = holdFirstTransaction(t.db, { failAt: 2 });
    const published = publishedEvents();
    published.watch(held.counts);
    const first = service.placeBid(input(0, 20));
    await vi.waitFor(() => expect(held.counts.holding).toBe(true));
    const batch = [
      service.placeBid(input(1, 30)),
      service.placeBid(input(2, 10)),
      service.placeBid(input(2, 40)),
    ];
    held.release();
    await first;
    const answers = await settle(batch);
    expect(answers).toEqual(Array(3).fill({ error: 'ERROR', message: 'the connection was lost' }));
    expect(await storedRows(auction.id)).toHaveLength(1);
    expect(published.events.map((event) => event.seq)).toEqual([1]);
    const [row] = await t.db.select().from(lots).where(eq(lots.id, lot.id));
    expect(row).toMatchObject({ bid_count: 1, current_price_cents: 2_000 });
  });

  it('runs a batch again a savepoint per bid when a bid fails at the database; the others commit', async () => {
    const { auction, lot, service, input } = await saleWithBidders(3);
    const held = holdFirstTransaction(t.db);
    const first = service.placeBid(input(0, 20));
    await vi.waitFor(() => expect(held.counts.holding).toBe(true));
    // Writing the $40 maximum fails, after its rows went in: alone or with the whole batch.
    const record = bidQueries.recordBids;
    const writes: number[] = [];
    vi.spyOn(bidQueries, 'recordBids').mockImplementation(async (...args) => {
      const firstSeq = await record(...args);
      writes.push(args[2].length);
      if (args[2].some((write) => write.maxBid.maxCents === 4_000)) throw new Error('the disk is full');
      return firstSeq;
    });
    const batch = [
      service.placeBid(input(1, 30)),
      service.placeBid(input(2, 40)),
      service.placeBid(input(2, 45)),
    ];
    held.release();
    await first;
    const answers = await settle(batch);
    expect(answers).toEqual([
      expect.objectContaining({ current_bid: 21, bid_count: 2 }),
      { error: 'ERROR', message: 'the disk is full' },
      expect.objectContaining({ current_bid: 31, bid_count: 4, is_high_bidder: true }),
    ]);
    // The batch's one write, then the three bids again one by one; one more transaction.
    expect(writes).toEqual([3, 1, 1, 1]);
    expect(held.counts).toMatchObject({ started: 3, committed: 2 });
    expect((await storedRows(auction.id)).map((row) => row.seq)).toEqual([1, 2, 3, 4]);
    const [row] = await t.db.select().from(lots).where(eq(lots.id, lot.id));
    expect(row).toMatchObject({ bid_count: 4, current_price_cents: 3_100, high_max_cents: 4_500 });
  });

  it('refuses a key that raced in from another instance with another body, by running the batch again', async () => {
    const { auction, lot, other, service, input } = await saleWithBidders(2);
    await service.placeBid(input(0, 20, 'raced-1', other.id));
    // A refused bid teaches the service the lot's auction, so the two bids below queue together.
    await expect(service.placeBid(input(1, 1))).rejects.toThrow('at least');
    // As if the batch had read the keys before the other instance committed this one: its write
    // then meets the stored key.
    const read = bidQueries.readForBatch;
    vi.spyOn(bidQueries, 'readForBatch').mockImplementationOnce(async (...args) => {
      const reads = await read(...args);
      reads.keysSeen.clear();
      return reads;
    });
    const record = vi.spyOn(bidQueries, 'recordBids');
    const answers = await settle([
      service.placeBid(input(0, 20, 'raced-1')),
      service.placeBid(input(1, 30, 'raced-2')),
    ]);
    expect(answers).toEqual([
      { error: 'IDEMPOTENCY_KEY_REUSED', message: expect.any(String) },
      expect.objectContaining({ current_bid: 20, bid_count: 1, is_high_bidder: true }),
    ]);
    // The batch's write of both failed; run again, the second bid wrote alone.
    expect(record.mock.calls.map((call) => call[2].length)).toEqual([2, 1]);
    expect(await storedRows(auction.id)).toEqual([
      { seq: 1, kind: 'max', lot: other.id, amount: 2_000 },
      { seq: 2, kind: 'max', lot: lot.id, amount: 2_000 },
    ]);
  });

  it('reads the last outbid mail only of those who may lose a lead in the batch', async () => {
    const { lot, other, bidders, service, input } = await saleWithBidders(4);
    const [anne, ben, carol, dave] = [0, 1, 2, 3];
    await service.placeBid(input(carol, 20));
    await service.placeBid(input(dave, 25));
    await service.placeBid(input(ben, 30));
    await service.placeBid(input(anne, 50));
    await service.placeBid(input(dave, 20, undefined, other.id));
    const mailedAt = new Date('2031-05-01T12:00:00Z');
    await t.db
      .update(maxBids)
      .set({ outbid_mailed_at: mailedAt })
      .where(inArray(maxBids.lot_id, [lot.id, other.id]));
    const id = (bidder: number) => bidders[bidder]?.id ?? '';

    // Ben bids on the lot Anne leads, Dave on the other lot he leads: Carol, and Dave on the first
    // lot, cannot lose a lead in this batch.
    const batch = [input(ben, 60), input(dave, 30, undefined, other.id)];
    const reads = await t.db.transaction(async (tx) => {
      const locked = await bidQueries.lockLots(tx, [lot.id, other.id]);
      const asked = batch.map((bid) => ({ ...bid, idempotencyKey: null }));
      return bidQueries.readForBatch(tx, locked[0]?.auction_id ?? '', asked, locked);
    });
    expect(Object.fromEntries(reads.mailedMs)).toEqual({
      [`${lot.id} ${id(anne)}`]: mailedAt.getTime(),
      [`${lot.id} ${id(ben)}`]: mailedAt.getTime(),
      [`${other.id} ${id(dave)}`]: mailedAt.getTime(),
    });
  });

  it('takes the bids that reached the sockets together into one transaction', async () => {
    const { auction, lot } = await buildSale(t);
    const bidders = await Promise.all(Array.from({ length: 8 }, () => buildBidder(t, auction)));
    const base = await listenForSockets(t.app);
    const sockets = await Promise.all(
      bidders.map(async (bidder) => {
        const socket = await openSocket(`${base}?token=${encodeURIComponent(bidder.token)}`);
        await socket.nextOf('authenticated');
        return socket;
      }),
    );
    const transactions = vi.spyOn(t.db, 'transaction');
    sockets.forEach((socket, i) => {
      socket.send({ type: 'place_bid', lot_id: lot.id, amount: 20 + 10 * i, request_id: `together-${i}` });
    });
    // Accepted, or refused where a higher bid came first: each answers its own request.
    const answers = await Promise.all(sockets.map((socket) => socket.nextEvent()));
    for (const socket of sockets) socket.close();
    expect(answers.map((answer) => answer.request_id)).toEqual(bidders.map((_, i) => `together-${i}`));
    expect(answers.some((answer) => answer.type === 'bid_result')).toBe(true);
    expect(transactions.mock.calls.length).toBeLessThan(sockets.length);
  });
});

import { type BidHistoryEntry, NORTH_AMERICAN_INCREMENT_PROFILE, replayBidHistory } from '@auction/domain';
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bid, buildBidder, buildSale, type TestBidder } from '../../../test/bids/bid-test-sale';
import { buildLot } from '../../../test/factories';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { systemClock } from '../../clock';
import type { LotRow } from '../../db/schema';
import { bids, lots } from '../../db/schema';
import { AppError } from '../../errors';
import { createBidService } from './bids.service';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** Amounts that collide often (ties, below-minimum refusals) so the rules are exercised. */
const amountFor = (bidder: number, round: number) => 20 + ((bidder * 7 + round * 13) % 60);

async function expectHistoryMatchesLot(lot: LotRow) {
  const [row] = await t.db.select().from(lots).where(eq(lots.id, lot.id));
  const rows = await t.db.select().from(bids).where(eq(bids.lot_id, lot.id)).orderBy(asc(bids.seq));
  expect(row?.bid_count).toBe(rows.length);
  const history = rows.map(
    (stored): BidHistoryEntry =>
      stored.kind === 'max'
        ? {
            kind: 'max',
            bidderId: stored.bidder_id,
            amountCents: stored.amount_cents,
            maxCents: stored.max_cents ?? 0,
            placedAtMs: 0,
          }
        : {
            kind: 'proxy',
            bidderId: stored.bidder_id,
            amountCents: stored.amount_cents,
            maxCents: null,
            placedAtMs: 0,
          },
  );
  const replayed = replayBidHistory(
    { startingBidCents: lot.starting_bid_cents, reserveCents: lot.reserve_cents },
    history,
    NORTH_AMERICAN_INCREMENT_PROFILE,
  );
  expect(
    replayed.entries.map(({ kind, bidderId, amountCents }) => ({ kind, bidderId, amountCents })),
  ).toEqual(history.map(({ kind, bidderId, amountCents }) => ({ kind, bidderId, amountCents })));
  expect({
    price: row?.current_price_cents ?? 0,
    high: row?.high_bidder_id ?? null,
    max: row?.high_max_cents ?? null,
  }).toEqual({
    price: replayed.standing.priceCents,
    high: replayed.standing.highBidderId,
    max: replayed.standing.highMaxCents,
  });
}

async function expectSeqWithoutGaps(auctionId: string) {
  const rows = await t.db
    .select({ seq: bids.seq })
    .from(bids)
    .where(eq(bids.auction_id, auctionId))
    .orderBy(asc(bids.seq));
  expect(rows.map((row) => row.seq)).toEqual(rows.map((_, index) => index + 1));
}

async function race(bidders: TestBidder[], targets: LotRow[], rounds: number) {
  const attempts = bidders.flatMap((bidder, b) =>
    targets.flatMap((lot, l) =>
      Array.from({ length: rounds }, (_, round) => ({
        bidder,
        lot,
        amount: amountFor(b + l, round),
        key: `race-${b}-${l}-${round}`,
      })),
    ),
  );
  const answers = await Promise.all(attempts.map((a) => bid(t, a.bidder, a.lot, a.amount, a.key)));
  for (const answer of answers) expect([201, 409]).toContain(answer.status);
  const acknowledged = attempts.filter((_, index) => answers[index]?.status === 201);
  expect(acknowledged.length).toBeGreaterThan(targets.length);
  const stored = await t.db.select({ key: bids.idempotency_key }).from(bids);
  const keys = new Set(stored.map((row) => row.key));
  for (const attempt of acknowledged) expect(keys).toContain(attempt.key);
}

describe('concurrent bidding', () => {
  it('32 bidders on one lot: nothing lost, nothing doubled, the history replays to the lot', async () => {
    const { auction, lot } = await buildSale(t, { lot: { reserve_cents: 6000 } });
    const bidders = await Promise.all(Array.from({ length: 32 }, () => buildBidder(t, auction)));
    await race(bidders, [lot], 2);
    await expectHistoryMatchesLot(lot);
    await expectSeqWithoutGaps(auction.id);
  });

  it('32 bidders over 20 lots of one auction', async () => {
    const { auction, lot } = await buildSale(t);
    const others = await Promise.all(
      Array.from({ length: 19 }, () => buildLot(t, auction, { end_at: lot.end_at })),
    );
    const targets = [lot, ...others];
    const bidders = await Promise.all(Array.from({ length: 32 }, () => buildBidder(t, auction)));
    await race(bidders, targets, 1);
    for (const target of targets) await expectHistoryMatchesLot(target);
    await expectSeqWithoutGaps(auction.id);
  });

  it('two instances batching bids over the same lots wait for each other: no deadlock, no gap', async () => {
    const { auction, lot } = await buildSale(t);
    const others = await Promise.all(
      Array.from({ length: 4 }, () => buildLot(t, auction, { end_at: lot.end_at })),
    );
    const targets = [lot, ...others];
    const bidders = await Promise.all(Array.from({ length: 16 }, () => buildBidder(t, auction)));
    // Each with its own queue, as two servers behind a load balancer; the lots in opposite orders.
    const instances = [0, 1].map(() => createBidService({ db: t.db, hub: t.app.hub, clock: systemClock }));
    const attempts = bidders.flatMap((bidder, b) =>
      Array.from({ length: 4 }, (_, round) => {
        const order = b % 2 === 0 ? targets : [...targets].reverse();
        return { bidder, b, lot: order[(b + round) % order.length] as LotRow, round };
      }),
    );
    const answers = await Promise.all(
      attempts.map(({ bidder, b, lot: target, round }) =>
        (instances[b % 2] ?? instances[0])
          ?.placeBid({
            bidderId: bidder.id,
            lotId: target.id,
            amountCents: amountFor(b, round) * 100,
            idempotencyKey: `two-${b}-${round}`,
          })
          .then(
            () => 'accepted',
            (error: unknown) => (error instanceof AppError ? 'refused' : String(error)),
          ),
      ),
    );
    expect(answers.filter((answer) => answer !== 'accepted' && answer !== 'refused')).toEqual([]);
    expect(answers.filter((answer) => answer === 'accepted').length).toBeGreaterThan(targets.length);
    for (const target of targets) await expectHistoryMatchesLot(target);
    await expectSeqWithoutGaps(auction.id);
  });
});

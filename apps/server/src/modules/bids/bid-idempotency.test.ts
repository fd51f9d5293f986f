import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bid, buildBidder, buildSale } from '../../../test/bids/bid-test-sale';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { listenForSockets, openSocket } from '../../../test/ws-client';
import { bids, lots } from '../../db/schema';

let t: TestApp;
let base: string;
beforeAll(async () => {
  t = await createTestApp();
  base = await listenForSockets(t.app);
});
afterAll(() => t.close());

const reused = {
  code: 'IDEMPOTENCY_KEY_REUSED',
  message: 'This key was already used for a different bid; send each new bid with a new key.',
};
const storedBids = (lotId: string) => t.db.select().from(bids).where(eq(bids.lot_id, lotId));

describe('an Idempotency-Key sent again', () => {
  it('with the same lot and amount answers the first answer', async () => {
    const { auction, lot } = await buildSale(t);
    const anne = await buildBidder(t, auction);
    const first = await bid(t, anne, lot, 50, 'same-body-0001');
    const again = await bid(t, anne, lot, 50, 'same-body-0001');
    expect([again.status, again.body]).toEqual([201, first.body]);
    expect(await storedBids(lot.id)).toHaveLength(1);
  });

  it('with a higher amount or another lot answers 422 IDEMPOTENCY_KEY_REUSED and places nothing', async () => {
    const { auction, lot } = await buildSale(t);
    const other = (await buildSale(t, { auction: { slug: 'second-sale' } })).lot;
    const anne = await buildBidder(t, auction);
    expect((await bid(t, anne, lot, 50, 'reused-key-0001')).status).toBe(201);

    const higher = await bid(t, anne, lot, 80, 'reused-key-0001');
    expect([higher.status, higher.body.code, higher.body.message]).toEqual([
      422,
      reused.code,
      reused.message,
    ]);
    const elsewhere = await bid(t, anne, other, 50, 'reused-key-0001');
    expect([elsewhere.status, elsewhere.body.code]).toEqual([422, reused.code]);

    expect(await storedBids(lot.id)).toMatchObject([{ max_cents: 5_000 }]);
    expect(await storedBids(other.id)).toEqual([]);
    const [row] = await t.db.select().from(lots).where(eq(lots.id, lot.id));
    expect(row).toMatchObject({ high_max_cents: 5_000, bid_count: 1 });
  });

  it('from another bidder is their own key, not a reuse', async () => {
    const { auction, lot } = await buildSale(t);
    const anne = await buildBidder(t, auction);
    const ben = await buildBidder(t, auction);
    expect((await bid(t, anne, lot, 50, 'shared-key-0001')).status).toBe(201);
    expect((await bid(t, ben, lot, 80, 'shared-key-0001')).status).toBe(201);
  });

  it('raced with a different body from two connections places one and refuses the other', async () => {
    const { auction, lot } = await buildSale(t);
    const anne = await buildBidder(t, auction);
    const answers = await Promise.all([
      bid(t, anne, lot, 60, 'raced-key-0001'),
      bid(t, anne, lot, 70, 'raced-key-0001'),
    ]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([201, 422]);
    expect(await storedBids(lot.id)).toHaveLength(1);
  });

  it('as a WebSocket request_id with a different amount is refused the same way', async () => {
    const { auction, lot } = await buildSale(t);
    const anne = await buildBidder(t, auction);
    const ws = await openSocket(`${base}?token=${encodeURIComponent(anne.token)}`);
    await ws.nextOf('authenticated');
    ws.send({ type: 'place_bid', lot_id: lot.id, amount: 40, request_id: 'ws-reused-0001' });
    expect(await ws.nextOf('bid_result')).toMatchObject({ your_max: 40, bid_count: 1 });
    ws.send({ type: 'place_bid', lot_id: lot.id, amount: 45, request_id: 'ws-reused-0001' });
    expect(await ws.nextOf('error')).toEqual({
      type: 'error',
      ...reused,
      request_id: 'ws-reused-0001',
      in_reply_to: 'place_bid',
      lot_id: lot.id,
    });
    ws.close();
    expect(await storedBids(lot.id)).toHaveLength(1);
  });
});

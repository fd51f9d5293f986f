import type { BidHistoryItem, MyLotBid } from '@auction/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bid, buildBidder, buildSale, type TestBidder } from '../../../test/bids/bid-test-sale';
import { createTestApp, type TestApp } from '../../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const myBid = (bidder: TestBidder, lotId: string) =>
  t.request<MyLotBid>({ method: 'GET', url: `/api/lots/${lotId}/my-bid`, token: bidder.token });

describe('a tie lost to an earlier equal maximum', () => {
  it('says why in the bid answer, again for the same key, and in the bidder own standing', async () => {
    const { auction, lot } = await buildSale(t);
    const anne = await buildBidder(t, auction);
    const ben = await buildBidder(t, auction);
    await bid(t, anne, lot, 120);
    const tie = await bid(t, ben, lot, 120, 'tie-key-0001');
    expect(tie.status).toBe(201);
    expect(tie.body).toMatchObject({
      is_high_bidder: false,
      current_bid: 120,
      outbid_reason: 'earlier_equal_max',
    });
    const again = await bid(t, ben, lot, 120, 'tie-key-0001');
    expect(again.body.outbid_reason).toBe('earlier_equal_max');
    expect((await myBid(ben, lot.id)).body).toMatchObject({
      is_high_bidder: false,
      outbid_reason: 'earlier_equal_max',
    });
    expect((await myBid(anne, lot.id)).body).toMatchObject({ is_high_bidder: true, outbid_reason: null });
  });

  it('gives no reason to a lower maximum, nor once a higher one passes the tie', async () => {
    const { auction, lot } = await buildSale(t);
    const anne = await buildBidder(t, auction);
    const ben = await buildBidder(t, auction);
    await bid(t, anne, lot, 120);
    expect((await bid(t, ben, lot, 100)).body).toMatchObject({ is_high_bidder: false, outbid_reason: null });
    await bid(t, ben, lot, 120);
    await bid(t, ben, lot, 150);
    expect((await myBid(ben, lot.id)).body).toMatchObject({ is_high_bidder: true, outbid_reason: null });
    expect((await myBid(anne, lot.id)).body).toMatchObject({ is_high_bidder: false, outbid_reason: null });
  });
});

describe('the bidder own rows of the history', () => {
  it('lists the ids of the caller rows only, so the history can say "You" beside them', async () => {
    const { auction, lot } = await buildSale(t);
    const anne = await buildBidder(t, auction);
    const ben = await buildBidder(t, auction);
    await bid(t, anne, lot, 50);
    await bid(t, ben, lot, 80);
    const history = await t.request<{ data: BidHistoryItem[] }>({
      method: 'GET',
      url: `/api/lots/${lot.id}/bids`,
    });
    const paddleOf = (paddle: number) =>
      history.body.data
        .filter((row) => row.bidder === `Paddle ${paddle}`)
        .map((row) => row.id)
        .sort();
    expect([...(await myBid(anne, lot.id)).body.bid_ids].sort()).toEqual(paddleOf(anne.paddle));
    expect([...(await myBid(ben, lot.id)).body.bid_ids].sort()).toEqual(paddleOf(ben.paddle));
    expect(paddleOf(anne.paddle).length).toBeGreaterThan(0);
  });
});

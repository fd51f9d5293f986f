import type { MyLotBid } from '@auction/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bid, buildBidder, buildSale, type TestBidder } from '../../../test/bids/bid-test-sale';
import { buildAuction, buildLot } from '../../../test/factories';
import { createTestApp, type TestApp } from '../../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const myBid = (bidder: Pick<TestBidder, 'token'> | null, lotId: string) =>
  t.request<MyLotBid>({
    method: 'GET',
    url: `/api/lots/${lotId}/my-bid`,
    ...(bidder ? { token: bidder.token } : {}),
  });

describe('GET /api/lots/:id/my-bid', () => {
  it('says the caller has not bid yet', async () => {
    const { auction, lot } = await buildSale(t);
    const anne = await buildBidder(t, auction);
    const answer = await myBid(anne, lot.id);
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({
      lot_id: lot.id,
      your_max: null,
      is_high_bidder: false,
      outbid_reason: null,
      bid_ids: [],
    });
  });

  it('gives each bidder only their own maximum and whether it leads', async () => {
    const { auction, lot } = await buildSale(t);
    const anne = await buildBidder(t, auction);
    const ben = await buildBidder(t, auction);
    await bid(t, anne, lot, 50);
    expect((await myBid(anne, lot.id)).body).toMatchObject({
      lot_id: lot.id,
      your_max: 50,
      is_high_bidder: true,
    });

    await bid(t, ben, lot, 80.5);
    expect((await myBid(anne, lot.id)).body).toMatchObject({
      lot_id: lot.id,
      your_max: 50,
      is_high_bidder: false,
    });
    expect((await myBid(ben, lot.id)).body).toMatchObject({
      lot_id: lot.id,
      your_max: 80.5,
      is_high_bidder: true,
    });
  });

  it('follows a raised maximum', async () => {
    const { auction, lot } = await buildSale(t);
    const anne = await buildBidder(t, auction);
    await bid(t, anne, lot, 50);
    await bid(t, anne, lot, 120);
    expect((await myBid(anne, lot.id)).body).toMatchObject({ your_max: 120, is_high_bidder: true });
  });

  it('needs a signed-in caller and a lot of a published auction', async () => {
    const { auction, lot } = await buildSale(t);
    const anne = await buildBidder(t, auction);
    expect((await myBid(null, lot.id)).status).toBe(401);
    expect((await myBid(anne, '00000000-0000-4000-8000-000000000000')).status).toBe(404);
    expect((await myBid(anne, 'not-a-uuid')).status).toBe(422);
    const draft = await buildAuction(t, { status: 'draft' });
    const hidden = await buildLot(t, draft);
    expect((await myBid(anne, hidden.id)).status).toBe(404);
  });
});

import type { ConsignorProjection, ProjectedSale } from '@auction/contracts';
import {
  type CommissionTerms,
  NOVA_SCOTIA_HST_RATES,
  statementLines,
  statementTotals,
} from '@auction/domain';
import { describe, expect, it } from 'vitest';
import {
  get,
  item,
  linkedConsignor,
  t,
  useConsignorPortalApp,
} from '../../../test/consignor-portal/consignor-portal.fixture';
import { buildAuction, buildLot, buildRegistration, buildUser, tokenFor } from '../../../test/factories';
import { commissionProfiles, consignorAdvances, inventoryImages } from '../../db/schema';

useConsignorPortalApp();

describe('the projected settlement', () => {
  const terms: CommissionTerms = {
    kind: 'sliding',
    tiers: [
      { fromCents: 0, rateBp: 2_500 },
      { fromCents: 50_000, rateBp: 2_000 },
    ],
    minimumPerLotCents: 1_000,
    lotFeeCents: 200,
    photoFeeCents: 100,
    unsoldFeeCents: 500,
  };

  it('equals the domain’s statement of the same lots, and moves with a new bid', async () => {
    const [profile] = await t.db
      .insert(commissionProfiles)
      .values({
        name: 'Standard estate (portal test)',
        kind: 'sliding',
        tiers: terms.tiers.map((tier) => ({ from_cents: tier.fromCents, rate_bp: tier.rateBp })),
        minimum_per_lot_cents: 1_000,
        lot_fee_cents: 200,
        photo_fee_cents: 100,
        unsold_fee_cents: 500,
      })
      .returning();
    const c = await linkedConsignor('Dorothy Pothier', {
      commission_profile_id: profile?.id,
      gst_hst_number: '123456789RT0001',
    });
    await t.db
      .insert(consignorAdvances)
      .values({ consignor_id: c.record.id, amount_cents: 5_000, paid_on: '2026-01-05' });
    const auction = await buildAuction(t, {
      title: 'Dartmouth timed sale',
      end_at: new Date('2026-06-13T22:00:00Z'),
    });
    const ends = new Date(Date.now() + 3_600_000);
    const photographed = await item(c.record.id, { title: 'Oil painting' });
    await t.db.insert(inventoryImages).values({
      item_id: photographed.id,
      position: 0,
      thumb_key: 'a',
      medium_key: 'b',
      large_key: 'c',
      width: 10,
      height: 10,
    });
    const ownRate = await item(c.record.id, { title: 'Silver tea set', commission_rate_bp: 1_000 });
    const painting = await buildLot(t, auction, {
      title: 'Oil painting',
      consignor_id: c.record.id,
      inventory_item_id: photographed.id,
      starting_bid_cents: 60_000,
      end_at: ends,
    });
    const teaSet = await buildLot(t, auction, {
      title: 'Silver tea set',
      consignor_id: c.record.id,
      inventory_item_id: ownRate.id,
      starting_bid_cents: 5_000,
      reserve_cents: 20_000,
      end_at: ends,
    });
    const unbid = await buildLot(t, auction, {
      title: 'Quilt',
      consignor_id: c.record.id,
      starting_bid_cents: 2_000,
      end_at: ends,
    });
    await buildLot(t, auction, { title: 'Withdrawn clock', consignor_id: c.record.id, status: 'withdrawn' });
    const bidder = await buildUser(t, { roles: ['Bidder'] });
    await buildRegistration(t, auction, bidder);
    const token = await tokenFor(t, bidder);
    const bid = (lotId: string, amount: number) =>
      t.request({ method: 'POST', url: `/api/lots/${lotId}/bids`, token, payload: { amount } });
    expect((await bid(painting.id, 600)).status).toBe(201);
    expect((await bid(teaSet.id, 50)).status).toBe(201);

    const before = await get<ConsignorProjection>('/api/consignor/projection', c.token);
    expect(before.status).toBe(200);
    expect(before.body).toMatchObject({
      consignor_is_registrant: true,
      commission_profile_name: 'Standard estate (portal test)',
      advances_outstanding_cents: 5_000,
    });
    const sale = before.body.sales[0] as ProjectedSale;
    expect(sale.sale_date).toBe('2026-06-13');
    expect(sale.lots.map((lot) => [lot.title, lot.outcome, lot.current_bid_cents, lot.reserve_met])).toEqual([
      ['Oil painting', 'sold', 60_000, true],
      ['Silver tea set', 'unsold', 5_000, false],
      ['Quilt', 'unsold', null, true],
    ]);
    expect(sale.lots[1]?.reserve_cents).toBe(20_000);
    expect(JSON.stringify(before.body)).not.toContain(bidder.id);

    const expected = (teaSetSold: boolean, teaSetCents: number) => {
      const lines = statementLines(terms, [
        { ref: painting.id, outcome: 'sold', hammerCents: 60_000, photographed: true },
        {
          ref: teaSet.id,
          outcome: teaSetSold ? 'sold' : 'unsold',
          hammerCents: teaSetCents,
          commissionRateBp: 1_000,
          photographed: false,
        },
        { ref: unbid.id, outcome: 'unsold', hammerCents: 0, photographed: false },
      ]);
      return statementTotals(lines, {
        advancesOutstandingCents: 5_000,
        saleDate: '2026-06-13',
        taxRates: NOVA_SCOTIA_HST_RATES,
        consignorIsRegistrant: true,
      });
    };
    const first = expected(false, 0);
    expect(sale.totals).toEqual({
      lots: 3,
      sold_lots: 1,
      hammer_cents: first.hammerCents,
      commission_cents: first.commissionCents,
      lot_fees_cents: first.lotFeesCents,
      photo_fees_cents: first.photoFeesCents,
      unsold_fees_cents: first.unsoldFeesCents,
      charges_cents: first.chargesCents,
      tax_rate_bp: 1_400,
      tax_on_charges_cents: first.taxOnChargesCents,
      hammer_tax_cents: first.hammerTaxCents,
      advances_recovered_cents: 5_000,
      net_payout_cents: first.netPayoutCents,
    });
    // $600 at 20%: $120 commission; lot fees 3 x $2, photo $1, unsold 2 x $5.
    expect(first.commissionCents).toBe(12_000);

    // A bid past the reserve sells the tea set in the projection, at its own 10% rate.
    expect((await bid(teaSet.id, 250)).status).toBe(201);
    const after = await get<ConsignorProjection>('/api/consignor/projection', c.token);
    const moved = after.body.sales[0] as ProjectedSale;
    const second = expected(true, 20_000);
    // The high bidder's maximum reaches the reserve, so the price stands at the reserve.
    expect(moved.lots[1]).toMatchObject({
      outcome: 'sold',
      current_bid_cents: 20_000,
      commission_cents: 2_000,
    });
    expect(moved.totals.hammer_cents).toBe(80_000);
    expect(moved.totals.net_payout_cents).toBe(second.netPayoutCents);
    expect(moved.totals.net_payout_cents).toBeGreaterThan(sale.totals.net_payout_cents);
  });

  it('leaves out closed auctions and takes advances back sale by sale', async () => {
    const c = await linkedConsignor('Edith Robichaud');
    await t.db
      .insert(consignorAdvances)
      .values({ consignor_id: c.record.id, amount_cents: 3_000, paid_on: '2026-02-01' });
    const soon = await buildAuction(t, { title: 'Ends first', end_at: new Date(Date.now() + 3_600_000) });
    const later = await buildAuction(t, { title: 'Ends later', end_at: new Date(Date.now() + 7_200_000) });
    const closed = await buildAuction(t, { title: 'Already closed', status: 'closed' });
    await buildLot(t, later, {
      consignor_id: c.record.id,
      status: 'sold',
      current_price_cents: 10_000,
      bid_count: 1,
    });
    await buildLot(t, soon, {
      consignor_id: c.record.id,
      status: 'sold',
      current_price_cents: 2_000,
      bid_count: 1,
    });
    await buildLot(t, closed, {
      consignor_id: c.record.id,
      status: 'sold',
      current_price_cents: 99_000,
      bid_count: 1,
    });
    const answer = await get<ConsignorProjection>('/api/consignor/projection', c.token);
    expect(answer.body.sales.map((sale) => sale.auction.title)).toEqual(['Ends first', 'Ends later']);
    // No profile and no default: nothing is charged, so the first sale recovers its whole $20.
    expect(answer.body.sales.map((sale) => sale.totals.advances_recovered_cents)).toEqual([2_000, 1_000]);
    expect(answer.body.sales.map((sale) => sale.totals.net_payout_cents)).toEqual([0, 9_000]);
  });
});

import type {
  ConsignorOverview,
  ConsignorProjection,
  ConsignorStatementList,
  ProjectedSale,
} from '@auction/contracts';
import {
  type CommissionTerms,
  NOVA_SCOTIA_HST_RATES,
  statementLines,
  statementTotals,
} from '@auction/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  commissionProfiles,
  consignorAdvances,
  consignorStatements,
  inventoryImages,
  inventoryItems,
} from '../../db/schema';
import {
  buildAuction,
  buildConsignor,
  buildLot,
  buildRegistration,
  buildUser,
  tokenFor,
} from '../../test/factories';
import { buildLocation } from '../../test/inventory-factories';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
let bidderToken: string;
const sku = () => `CP-${Math.random().toString(36).slice(2, 10).toUpperCase()}`;

/** A consignor record linked to a user holding the Consignor role, with that user's token. */
async function linkedConsignor(name: string, options: Parameters<typeof buildConsignor>[1] = {}) {
  const user = await buildUser(t, { roles: ['Bidder', 'Consignor'], name });
  const record = await buildConsignor(t, { name, user_id: user.id, ...options });
  return { record, user, token: await tokenFor(t, user) };
}

async function item(consignorId: string, values: Partial<typeof inventoryItems.$inferInsert> = {}) {
  const [row] = await t.db
    .insert(inventoryItems)
    .values({ sku: sku(), title: 'Pine blanket box', consignor_id: consignorId, ...values })
    .returning();
  if (!row) throw new Error('no item');
  return row;
}

const get = <T>(url: string, token?: string) =>
  t.request<T>({ method: 'GET', url, ...(token ? { token } : {}) });

beforeAll(async () => {
  t = await createTestApp();
  bidderToken = await tokenFor(t, await buildUser(t, { roles: ['Bidder'] }));
});
afterAll(() => t.close());

describe('who may see the consignor view', () => {
  it('answers 401 to a guest and 403 to a bidder, to staff and to a consignor not linked to a record', async () => {
    const staff = await tokenFor(t, await buildUser(t, { roles: ['Admin', 'Staff', 'Bidder'] }));
    const unlinked = await tokenFor(t, await buildUser(t, { roles: ['Bidder', 'Consignor'] }));
    for (const url of ['/api/consignor/overview', '/api/consignor/projection', '/api/consignor/statements']) {
      expect((await get(url)).status, url).toBe(401);
      expect((await get(url, bidderToken)).status, url).toBe(403);
      expect((await get(url, staff)).status, url).toBe(403);
      const answer = await get(url, unlinked);
      expect(answer.status, url).toBe(403);
      expect(answer.body.message).toMatch(/not linked to a consignor record/);
    }
  });

  it('refuses a bad page or status with 422', async () => {
    const { token } = await linkedConsignor('Ruth Boudreau');
    const answer = await get('/api/consignor/overview?status=lost&per_page=0', token);
    expect(answer.status).toBe(422);
    expect(Object.keys(answer.body.errors ?? {})).toEqual(expect.arrayContaining(['status', 'per_page']));
  });
});

describe('two consignors', () => {
  it('each sees only their own items, lots and statements', async () => {
    const a = await linkedConsignor('Agnes Comeau');
    const b = await linkedConsignor('Bernard LeBlanc');
    const shelf = await buildLocation(t);
    const auction = await buildAuction(t, { title: 'Cole Harbour estate' });
    const aItem = await item(a.record.id, {
      title: 'Maple dresser',
      location_id: shelf.id,
      status: 'in_auction',
    });
    await item(a.record.id, { title: 'Crock jug', status: 'in_stock' });
    const bItem = await item(b.record.id, { title: 'Brass lamp', status: 'in_auction' });
    await buildLot(t, auction, {
      title: 'Maple dresser',
      consignor_id: a.record.id,
      inventory_item_id: aItem.id,
    });
    // A lot typed by hand names no item; the lot's consignor is B.
    await buildLot(t, auction, {
      title: 'Brass lamp',
      consignor_id: b.record.id,
      inventory_item_id: bItem.id,
    });
    await t.db.insert(consignorStatements).values([
      {
        consignor_id: a.record.id,
        auction_id: auction.id,
        status: 'final',
        sale_date: '2026-05-01',
        net_payout_cents: 10_000,
      },
      {
        consignor_id: b.record.id,
        auction_id: auction.id,
        status: 'final',
        sale_date: '2026-05-01',
        net_payout_cents: 20_000,
      },
    ]);

    const overview = await get<ConsignorOverview>('/api/consignor/overview', a.token);
    expect(overview.status).toBe(200);
    expect(overview.body.consignor).toMatchObject({ id: a.record.id, name: 'Agnes Comeau' });
    expect(overview.body.counts.items_total).toBe(2);
    expect(overview.body.counts.items_by_status).toMatchObject({ in_auction: 1, in_stock: 1, sold: 0 });
    expect(overview.body.items.data.map((row) => row.title).sort()).toEqual(['Crock jug', 'Maple dresser']);
    const dresser = overview.body.items.data.find((row) => row.title === 'Maple dresser');
    expect(dresser?.location?.code).toBe(shelf.code);
    expect(dresser?.lot).toMatchObject({ auction_id: auction.id, auction_title: 'Cole Harbour estate' });

    const filtered = await get<ConsignorOverview>('/api/consignor/overview?status=in_stock', a.token);
    expect(filtered.body.items.data.map((row) => row.title)).toEqual(['Crock jug']);

    const projection = await get<ConsignorProjection>('/api/consignor/projection', a.token);
    const titles = projection.body.sales.flatMap((sale) => sale.lots.map((lot) => lot.title));
    expect(titles).toEqual(['Maple dresser']);
    const bProjection = await get<ConsignorProjection>('/api/consignor/projection', b.token);
    expect(bProjection.body.sales.flatMap((sale) => sale.lots.map((lot) => lot.title))).toEqual([
      'Brass lamp',
    ]);

    const statements = await get<ConsignorStatementList>('/api/consignor/statements', b.token);
    expect(statements.body.data.map((row) => row.net_payout_cents)).toEqual([20_000]);
  });

  it('gives a consignor the PDF of their own final statement, and 404 for another’s or a draft', async () => {
    const a = await linkedConsignor('Fiona Gillis');
    const b = await linkedConsignor('Gerald Muise');
    const [sold, drafted] = [
      await buildAuction(t, { status: 'closed', title: 'Bedford spring sale' }),
      await buildAuction(t, { status: 'closed', title: 'Bedford summer sale' }),
    ];
    const [own, others, draft] = await t.db
      .insert(consignorStatements)
      .values([
        {
          consignor_id: a.record.id,
          auction_id: sold?.id,
          status: 'final',
          sale_date: '2026-05-02',
          hammer_cents: 12_000,
          net_payout_cents: 9_000,
        },
        { consignor_id: b.record.id, auction_id: sold?.id, status: 'final', sale_date: '2026-05-02' },
        { consignor_id: a.record.id, auction_id: drafted?.id, status: 'draft', sale_date: '2026-08-02' },
      ])
      .returning();
    const pdf = await t.app.inject({
      method: 'GET',
      url: `/api/consignor/statements/${own?.id}/pdf`,
      headers: { authorization: `Bearer ${a.token}` },
    });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    expect((await get(`/api/consignor/statements/${others?.id}/pdf`, a.token)).status).toBe(404);
    expect((await get(`/api/consignor/statements/${draft?.id}/pdf`, a.token)).status).toBe(404);
    expect((await get('/api/consignor/statements/not-an-id/pdf', a.token)).status).toBe(422);
    expect((await get(`/api/consignor/statements/${own?.id}/pdf`, bidderToken)).status).toBe(403);
  });

  it('lists only final and paid statements, newest sale first', async () => {
    const a = await linkedConsignor('Claire Surette');
    const [first, second, third] = [
      await buildAuction(t, { status: 'closed', title: 'Spring sale' }),
      await buildAuction(t, { status: 'closed', title: 'Summer sale' }),
      await buildAuction(t, { status: 'closed', title: 'Autumn sale' }),
    ];
    await t.db.insert(consignorStatements).values([
      {
        consignor_id: a.record.id,
        auction_id: first?.id,
        status: 'paid',
        sale_date: '2026-04-01',
        net_payout_cents: 500,
        paid_cents: 500,
      },
      {
        consignor_id: a.record.id,
        auction_id: second?.id,
        status: 'final',
        sale_date: '2026-07-01',
        net_payout_cents: 700,
      },
      {
        consignor_id: a.record.id,
        auction_id: third?.id,
        status: 'draft',
        sale_date: '2026-10-01',
        net_payout_cents: 900,
      },
    ]);
    const answer = await get<ConsignorStatementList>('/api/consignor/statements', a.token);
    expect(answer.body.data.map((row) => [row.auction?.title, row.status, row.paid_cents])).toEqual([
      ['Summer sale', 'final', 0],
      ['Spring sale', 'paid', 500],
    ]);
  });
});

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

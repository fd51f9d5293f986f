import type { ConsignorOverview, ConsignorProjection, ConsignorStatementList } from '@auction/contracts';
import { describe, expect, it } from 'vitest';
import {
  bidderToken,
  get,
  item,
  linkedConsignor,
  t,
  useConsignorPortalApp,
} from '../../../test/consignor-portal/consignor-portal.fixture';
import { buildAuction, buildLot, buildUser, tokenFor } from '../../../test/factories';
import { buildLocation } from '../../../test/inventory-factories';
import { consignorStatements } from '../../db/schema';

useConsignorPortalApp();

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

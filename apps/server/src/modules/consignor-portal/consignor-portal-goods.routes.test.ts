import type { ConsignorGood, ConsignorOverview } from '@auction/contracts';
import { describe, expect, it } from 'vitest';
import {
  get,
  item,
  linkedConsignor,
  t,
  useConsignorPortalApp,
} from '../../../test/consignor-portal/consignor-portal.fixture';
import { buildAuction, buildLot, buildUser } from '../../../test/factories';
import { invoiceLines, invoices } from '../../db/schema';

useConsignorPortalApp();

/** Every row of the consignor's list, page after page, as the dashboard's pager walks it. */
async function everyRow(token: string, filter = ''): Promise<ConsignorGood[]> {
  const rows: ConsignorGood[] = [];
  for (let page = 1; ; page += 1) {
    const answer = await get<ConsignorOverview>(
      `/api/consignor/overview?per_page=2&page=${page}${filter}`,
      token,
    );
    expect(answer.status, answer.text).toBe(200);
    rows.push(...answer.body.items.data);
    if (rows.length >= answer.body.items.meta.total) return rows;
  }
}

describe("the consignor's tiles and list", () => {
  it('count and sum the very rows the list shows: items, lots of their own, auction and buy-now sales', async () => {
    const { record, token } = await linkedConsignor('Evangeline Robichaud');
    const other = await linkedConsignor('Someone Else');
    const sale = await buildAuction(t, { title: 'Lawrencetown estate', status: 'closed' });
    const running = await buildAuction(t, { title: 'Winter sale', status: 'open' });
    const lotOf = (auction: { id: string }, values: Parameters<typeof buildLot>[2]) =>
      buildLot(t, auction, { consignor_id: record.id, ...values });

    // Sold at auction for $150.00.
    const dresser = await item(record.id, { title: 'Maple dresser', status: 'sold' });
    await lotOf(sale, { status: 'sold', current_price_cents: 15_000, inventory_item_id: dresser.id });
    // Sold on buy-now for $40.00.
    const crock = await item(record.id, { title: 'Crock jug', status: 'sold' });
    const buyer = await buildUser(t);
    const [bought] = await t.db
      .insert(invoices)
      .values({
        kind: 'buy_now',
        buyer_user_id: buyer.id,
        status: 'paid',
        number: `BN-${crock.sku}`,
        sale_date: '2026-11-02',
        tax_rate_bps: 1_400,
      })
      .returning();
    await t.db.insert(invoiceLines).values({
      invoice_id: bought?.id as string,
      position: 1,
      kind: 'lot',
      inventory_item_id: crock.id,
      lot_number: crock.sku,
      description: 'Crock jug',
      amount_cents: 4_000,
    });
    await item(record.id, { title: 'Blanket box', status: 'in_stock' });
    // Passed once, now in a running sale.
    const clock = await item(record.id, { title: 'Mantel clock', status: 'in_auction' });
    await lotOf(sale, { status: 'passed', inventory_item_id: clock.id });
    await lotOf(running, {
      status: 'open',
      current_price_cents: 9_000,
      bid_count: 2,
      inventory_item_id: clock.id,
    });
    // Sold, then taken back by the consignor: no longer a sale of theirs.
    const lamp = await item(record.id, { title: 'Brass lamp', status: 'returned' });
    await lotOf(sale, { status: 'sold', current_price_cents: 7_000, inventory_item_id: lamp.id });
    // Two lots the office catalogued straight into the sale, with no inventory item.
    await lotOf(sale, { title: 'Box of tools', status: 'sold', current_price_cents: 12_900 });
    await lotOf(sale, { title: 'Garden urn', status: 'passed' });
    // Another consignor's sale counts for them, not here.
    const theirs = await item(other.record.id, { title: 'Quilt', status: 'sold' });
    await buildLot(t, sale, {
      consignor_id: other.record.id,
      status: 'sold',
      current_price_cents: 50_000,
      inventory_item_id: theirs.id,
    });

    const overview = await get<ConsignorOverview>('/api/consignor/overview', token);
    expect(overview.body.counts).toEqual({
      items_by_status: { in_stock: 1, in_auction: 1, sold: 3, unsold: 1, returned: 1, buy_now: 0 },
      items_total: 7,
      sold: 3,
      // $150.00 + $40.00 + $129.00.
      sold_cents: 31_900,
    });

    const rows = await everyRow(token);
    expect(rows).toHaveLength(overview.body.counts.items_total);
    for (const [status, count] of Object.entries(overview.body.counts.items_by_status)) {
      expect(rows.filter((row) => row.status === status).length, status).toBe(count);
    }
    const soldRows = rows.filter((row) => row.sold_cents !== null);
    expect(soldRows.length).toBe(overview.body.counts.sold);
    expect(soldRows.reduce((sum, row) => sum + (row.sold_cents ?? 0), 0)).toBe(
      overview.body.counts.sold_cents,
    );
    expect(soldRows.map((row) => [row.title, row.kind, row.sold_cents]).sort()).toEqual([
      ['Box of tools', 'lot', 12_900],
      ['Crock jug', 'item', 4_000],
      ['Maple dresser', 'item', 15_000],
    ]);

    const sold = await everyRow(token, '&status=sold');
    expect(sold.map((row) => row.title).sort()).toEqual(['Box of tools', 'Crock jug', 'Maple dresser']);
    const urn = rows.find((row) => row.title === 'Garden urn');
    expect(urn).toMatchObject({ kind: 'lot', status: 'unsold', sku: '', sold_cents: null });
    expect(urn?.lot).toMatchObject({ status: 'passed', auction_title: 'Lawrencetown estate' });
    expect(rows.find((row) => row.title === 'Mantel clock')?.lot).toMatchObject({
      status: 'open',
      hammer_cents: null,
    });
  });
});

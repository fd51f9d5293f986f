import { randomUUID } from 'node:crypto';
import type { StatementDetail, StatementGeneration } from '@auction/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { estateProfile, statementOf } from '../../../test/consignor-statements/statement-fixture';
import { buildConsignor, buildUser, tokenFor } from '../../../test/factories';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { inventoryItems, invoiceLines, invoices } from '../../db/schema';

let t: TestApp;
let staff: string;
beforeAll(async () => {
  t = await createTestApp();
  staff = await tokenFor(t, await buildUser(t, { roles: ['Staff', 'Bidder'] }));
});
afterAll(() => t.close());

async function boughtNow(consignorId: string, day: string, cents: number, status: 'paid' | 'void') {
  const buyer = await buildUser(t);
  const [item] = await t.db
    .insert(inventoryItems)
    .values({
      sku: `BN-${randomUUID().slice(0, 6)}`,
      title: `Brass lamp ${day}`,
      consignor_id: consignorId,
      status: 'sold',
    })
    .returning();
  const [invoice] = await t.db
    .insert(invoices)
    .values({
      kind: 'buy_now',
      buyer_user_id: buyer.id,
      status,
      number: `BN-${randomUUID().slice(0, 10)}`,
      sale_date: day,
      tax_rate_bps: 1_400,
      hammer_cents: cents,
      total_cents: cents,
      paid_cents: status === 'paid' ? cents : 0,
    })
    .returning();
  if (!item || !invoice) throw new Error('no buy-now sale');
  await t.db.insert(invoiceLines).values({
    invoice_id: invoice.id,
    position: 1,
    kind: 'lot',
    inventory_item_id: item.id,
    lot_number: item.sku,
    description: item.title,
    amount_cents: cents,
  });
  return item;
}

const generate = (period_start: string, period_end: string) =>
  t.request<StatementGeneration>({
    method: 'POST',
    url: '/api/admin/consignor-statements/generate-buy-now',
    payload: { period_start, period_end },
    token: staff,
  });

describe('statements for buy-now sales of a period', () => {
  it('settles the period’s sales by sale day, leaves void ones out, and never an item twice', async () => {
    const profile = await estateProfile(t);
    const consignor = await buildConsignor(t, { name: 'Wendell Oickle', commission_profile_id: profile.id });
    const june = await boughtNow(consignor.id, '2026-06-05', 10_000, 'paid');
    await boughtNow(consignor.id, '2026-06-20', 7_000, 'void');
    await boughtNow(consignor.id, '2026-07-02', 9_000, 'paid');

    const answer = await generate('2026-06-01', '2026-06-30');
    expect(answer.status, answer.text).toBe(200);
    const mine = answer.body.data.filter((row) => row.consignor.id === consignor.id);
    expect(mine).toHaveLength(1);
    expect(mine[0]).toMatchObject({
      kind: 'buy_now',
      period_start: '2026-06-01',
      period_end: '2026-06-30',
      auction: null,
    });
    const detail: StatementDetail = await statementOf(t, staff, consignor.id, mine[0]?.sale_key ?? '');
    expect(
      detail.lines.map((line) => [
        line.inventory_item_id,
        line.reference,
        line.hammer_cents,
        line.buyer_paid,
      ]),
    ).toEqual([[june.id, june.sku, 10_000, true]]);
    // 25% of $100 = $25 commission, $2 lot fee; HST 14% on $27.
    expect(detail.totals.commission_cents).toBe(2_500);
    expect(detail.net_payout_cents).toBe(10_000 - 2_700 - 378);

    const overlapping = await generate('2026-06-15', '2026-07-31');
    const july = overlapping.body.data.filter((row) => row.consignor.id === consignor.id);
    const julyDetail = await statementOf(t, staff, consignor.id, july[0]?.sale_key ?? '');
    expect(julyDetail.lines.map((line) => line.hammer_cents)).toEqual([9_000]);
  });
});

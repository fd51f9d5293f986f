import { randomUUID } from 'node:crypto';
import type { StatementDetail, StatementGeneration } from '@auction/contracts';
import { expect } from 'vitest';
import {
  commissionProfiles,
  consignorAdvances,
  inventoryImages,
  inventoryItems,
  invoiceLines,
  invoices,
} from '../../src/db/schema';
import { buildAuction, buildConsignor, buildLot, buildRegistration, buildUser } from '../factories';
import type { TestApp } from '../test-app';

/** Test data for statements: a closed sale, its consignors and lots, and the buyers' invoices. */

/** "Standard estate" of decision 0035: sliding 25% to $500, 20% from $500; $10 minimum; $2, $1, $5 fees. */
export async function estateProfile(t: Pick<TestApp, 'db'>) {
  const [row] = await t.db
    .insert(commissionProfiles)
    .values({
      name: `Standard estate ${randomUUID().slice(0, 6)}`,
      kind: 'sliding',
      tiers: [
        { from_cents: 0, rate_bp: 2_500 },
        { from_cents: 50_000, rate_bp: 2_000 },
      ],
      minimum_per_lot_cents: 1_000,
      lot_fee_cents: 200,
      photo_fee_cents: 100,
      unsold_fee_cents: 500,
    })
    .returning();
  if (!row) throw new Error('no profile');
  return row;
}

/** An invoice for some lots of the sale, paid in full or only issued. */
export async function invoiceFor(
  t: Pick<TestApp, 'db'>,
  auctionId: string,
  lots: { id: string; lot_number: string; hammer: number }[],
  paid: boolean,
) {
  const buyer = await buildUser(t);
  const registration = await buildRegistration(t, { id: auctionId }, buyer);
  const total = lots.reduce((sum, lot) => sum + lot.hammer, 0);
  const [invoice] = await t.db
    .insert(invoices)
    .values({
      auction_id: auctionId,
      registration_id: registration.id,
      buyer_user_id: buyer.id,
      status: paid ? 'paid' : 'issued',
      number: `T-${randomUUID().slice(0, 10)}`,
      sale_date: '2026-06-13',
      tax_rate_bps: 0,
      hammer_cents: total,
      total_cents: total,
      paid_cents: paid ? total : 0,
    })
    .returning();
  if (!invoice) throw new Error('no invoice');
  await t.db.insert(invoiceLines).values(
    lots.map((lot, index) => ({
      invoice_id: invoice.id,
      position: index + 1,
      kind: 'lot' as const,
      lot_id: lot.id,
      lot_number: lot.lot_number,
      description: 'Lot',
      amount_cents: lot.hammer,
    })),
  );
  return invoice;
}

/**
 * A sale closed on 2026-06-13 (HST 14%): Ellis (estate profile, a $500 advance) sold lot 1 at
 * $1,200 (photographed) and lot 2 at $20, lot 3 passed; Boudreau sold lot 4 at $300 at her own
 * 10% rate; lot 5 was withdrawn. Every buyer has paid but lot 2's.
 */
export async function closedSale(t: Pick<TestApp, 'db'>, options: { status?: 'closed' | 'open' } = {}) {
  const profile = await estateProfile(t);
  const ellis = await buildConsignor(t, { name: 'Margaret Ellis', commission_profile_id: profile.id });
  const boudreau = await buildConsignor(t, {
    name: 'Renée Boudreau',
    commission_profile_id: profile.id,
    gst_hst_number: '123456789 RT0001',
  });
  await t.db
    .insert(consignorAdvances)
    .values({ consignor_id: ellis.id, amount_cents: 50_000, paid_on: '2026-05-01' });
  const auction = await buildAuction(t, {
    slug: `sale-${randomUUID().slice(0, 8)}`,
    title: 'Harbour Estate Sale',
    status: options.status ?? 'closed',
    end_at: new Date('2026-06-13T22:00:00Z'),
  });
  const [chair] = await t.db
    .insert(inventoryItems)
    .values({ sku: `SKU-${randomUUID().slice(0, 8)}`, title: 'Chair', consignor_id: ellis.id })
    .returning();
  const [clock] = await t.db
    .insert(inventoryItems)
    .values({
      sku: `SKU-${randomUUID().slice(0, 8)}`,
      title: 'Clock',
      consignor_id: boudreau.id,
      commission_rate_bp: 1_000,
    })
    .returning();
  if (!chair || !clock) throw new Error('no items');
  await t.db.insert(inventoryImages).values({
    item_id: chair.id,
    position: 1,
    thumb_key: 'a',
    medium_key: 'b',
    large_key: 'c',
    width: 10,
    height: 10,
  });
  const lot = (number: string, values: Parameters<typeof buildLot>[2]) =>
    buildLot(t, auction, { lot_number: number, sale_order: Number(number), ...values });
  const lot1 = await lot('1', {
    title: 'Pine chair',
    status: 'sold',
    current_price_cents: 120_000,
    consignor_id: ellis.id,
    inventory_item_id: chair.id,
  });
  const lot2 = await lot('2', {
    title: 'Tin box',
    status: 'sold',
    current_price_cents: 2_000,
    consignor_id: ellis.id,
  });
  await lot('3', { title: 'Oil lamp', status: 'passed', consignor_id: ellis.id });
  const lot4 = await lot('4', {
    title: 'Mantel clock',
    status: 'sold',
    current_price_cents: 30_000,
    consignor_id: boudreau.id,
    inventory_item_id: clock.id,
  });
  await lot('5', { title: 'Withdrawn vase', status: 'withdrawn', consignor_id: boudreau.id });
  await invoiceFor(
    t,
    auction.id,
    [
      { id: lot1.id, lot_number: '1', hammer: 120_000 },
      { id: lot4.id, lot_number: '4', hammer: 30_000 },
    ],
    true,
  );
  const unpaid = await invoiceFor(t, auction.id, [{ id: lot2.id, lot_number: '2', hammer: 2_000 }], false);
  return { auction, ellis, boudreau, profile, lots: { lot1, lot2, lot4 }, unpaidInvoice: unpaid };
}

export async function generate(t: TestApp, token: string, auctionId: string) {
  const answer = await t.request<StatementGeneration>({
    method: 'POST',
    url: '/api/admin/consignor-statements/generate',
    payload: { auction_id: auctionId },
    token,
  });
  expect(answer.status, answer.text).toBe(200);
  return answer.body;
}

export async function statementOf(t: TestApp, token: string, consignorId: string, saleKey: string) {
  const answer = await t.request<StatementDetail>({
    method: 'GET',
    url: `/api/admin/consignor-statements/${consignorId}/${saleKey}`,
    token,
  });
  expect(answer.status, answer.text).toBe(200);
  return answer.body;
}

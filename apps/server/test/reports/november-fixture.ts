import { randomUUID } from 'node:crypto';
import { consignorPayouts, consignorStatements, invoiceLines, invoices, payments } from '../../src/db/schema';
import { settleInvoice } from '../../src/modules/invoices/invoice-ledger';
import {
  buildAuction,
  buildCategory,
  buildConsignor,
  buildLot,
  buildRegistration,
  buildUser,
} from '../factories';
import type { TestApp } from '../test-app';

/**
 * November 2026 at the house (America/Halifax), for the test that every screen counts money on
 * the same base. Worked by hand, 15% premium and 14% HST, one rounding per invoice:
 *
 * Cole Harbour Estate (ends 20 November): lots 1 $200.00 and 2 $50.50 to Alice, 3 $300.00 to Bob,
 * 4 $120.00 to Carol, 5 $80.00 to Dan, lot 6 passed, lot 7 withdrawn.
 *   Alice: premium 3,757.5 -> $37.58 (lines 30.00 + 7.58), tax (25,050 + 3,758) x 14% = $40.33,
 *          total $328.41; issued, $100.00 paid: owes $228.41, due 27 November (overdue on the 30th).
 *   Bob:   premium $45.00, tax $48.30, total $393.30; issued and paid in full.
 *   Carol: premium $18.00, tax $19.32, total $157.32; still a draft: it owes nothing yet.
 *   Dan:   premium $12.00, tax $12.88, total $104.88; issued, then void.
 * Bedford Tools (ends 25 November): lot 1 $45.00 sold, never invoiced; lot 2 passed.
 *
 * Consignors: Fraser's statement is a draft for $300.00, Doucette's final for $200.00 with
 * $50.00 paid, Pyke's $100.00 paid out in full.
 */
export async function novemberOfSales(t: Pick<TestApp, 'db'>) {
  const tag = randomUUID().slice(0, 6);
  const furniture = await buildCategory(t, { name: 'Furniture', slug: `furniture-${tag}` });
  const silver = await buildCategory(t, { name: 'Silver', slug: `silver-${tag}` });
  const tools = await buildCategory(t, { name: 'Tools', slug: `tools-${tag}` });
  const sale = (title: string, endAt: string) =>
    buildAuction(t, {
      title,
      slug: `${tag}-${randomUUID().slice(0, 6)}`,
      status: 'closed',
      end_at: new Date(endAt),
    });
  const estate = await sale('Cole Harbour Estate', '2026-11-20T20:00:00Z');
  const bedford = await sale('Bedford Tools', '2026-11-25T20:00:00Z');

  const sold = (auction: { id: string }, number: string, hammer: number, category: string | null) =>
    buildLot(t, auction, {
      lot_number: number,
      sale_order: Number(number),
      status: 'sold',
      current_price_cents: hammer,
      category_id: category,
    });
  const l1 = await sold(estate, '1', 20_000, furniture.id);
  const l2 = await sold(estate, '2', 5_050, silver.id);
  const l3 = await sold(estate, '3', 30_000, furniture.id);
  const l4 = await sold(estate, '4', 12_000, silver.id);
  const l5 = await sold(estate, '5', 8_000, null);
  await buildLot(t, estate, { lot_number: '6', sale_order: 6, status: 'passed', category_id: silver.id });
  await buildLot(t, estate, { lot_number: '7', sale_order: 7, status: 'withdrawn', category_id: silver.id });
  await sold(bedford, '1', 4_500, tools.id);
  await buildLot(t, bedford, { lot_number: '2', sale_order: 2, status: 'passed', category_id: tools.id });

  const buyer = async (name: string) => {
    const user = await buildUser(t, { name });
    return { user, registration: await buildRegistration(t, estate, user) };
  };
  const [alice, bob, carol, dan] = await Promise.all(
    ['Alice', 'Bob', 'Carol', 'Dan'].map((name) => buyer(name)),
  );
  if (!alice || !bob || !carol || !dan) throw new Error('no buyers');

  let seq = 0;
  const invoice = async (
    who: typeof alice,
    status: 'draft' | 'issued' | 'void',
    lots: { lot: { id: string; lot_number: string }; hammer: number; premium: number }[],
    money: { tax: number; total: number },
  ) => {
    seq += 1;
    const [row] = await t.db
      .insert(invoices)
      .values({
        auction_id: estate.id,
        registration_id: who.registration.id,
        buyer_user_id: who.user.id,
        status,
        number: status === 'draft' ? null : `N-${tag}-${seq}`,
        sale_date: '2026-11-20',
        issued_at: status === 'draft' ? null : new Date('2026-11-21T14:00:00Z'),
        due_on: status === 'draft' ? null : '2026-11-27',
        tax_rate_bps: 1_400,
        hammer_cents: lots.reduce((sum, line) => sum + line.hammer, 0),
        premium_cents: lots.reduce((sum, line) => sum + line.premium, 0),
        tax_cents: money.tax,
        total_cents: money.total,
      })
      .returning();
    if (!row) throw new Error('no invoice');
    await t.db.insert(invoiceLines).values(
      lots.map((line, index) => ({
        invoice_id: row.id,
        position: index + 1,
        kind: 'lot' as const,
        lot_id: line.lot.id,
        lot_number: line.lot.lot_number,
        description: `Lot ${line.lot.lot_number}`,
        amount_cents: line.hammer,
        premium_cents: line.premium,
      })),
    );
    return row;
  };
  const aliceInvoice = await invoice(
    alice,
    'issued',
    [
      { lot: l1, hammer: 20_000, premium: 3_000 },
      { lot: l2, hammer: 5_050, premium: 758 },
    ],
    { tax: 4_033, total: 32_841 },
  );
  const bobInvoice = await invoice(bob, 'issued', [{ lot: l3, hammer: 30_000, premium: 4_500 }], {
    tax: 4_830,
    total: 39_330,
  });
  const carolInvoice = await invoice(carol, 'draft', [{ lot: l4, hammer: 12_000, premium: 1_800 }], {
    tax: 1_932,
    total: 15_732,
  });
  const danInvoice = await invoice(dan, 'void', [{ lot: l5, hammer: 8_000, premium: 1_200 }], {
    tax: 1_288,
    total: 10_488,
  });
  await t.db.insert(payments).values([
    {
      invoice_id: aliceInvoice.id,
      kind: 'payment',
      method: 'cash',
      amount_cents: 10_000,
      received_on: '2026-11-22',
    },
    {
      invoice_id: bobInvoice.id,
      kind: 'payment',
      method: 'debit',
      amount_cents: 39_330,
      received_on: '2026-11-23',
    },
  ]);
  // The ledger works out each invoice's paid, balance and status from its entries, as it does live.
  for (const row of [aliceInvoice, bobInvoice, carolInvoice, danInvoice]) await settleInvoice(t.db, row.id);

  const statement = async (name: string, status: 'draft' | 'final' | 'paid', net: number, paid: number) => {
    const consignor = await buildConsignor(t, { name });
    const [row] = await t.db
      .insert(consignorStatements)
      .values({
        consignor_id: consignor.id,
        auction_id: estate.id,
        status,
        sale_date: '2026-11-20',
        net_payout_cents: net,
      })
      .returning();
    if (!row) throw new Error('no statement');
    if (paid > 0) {
      await t.db.insert(consignorPayouts).values({
        statement_id: row.id,
        consignor_id: consignor.id,
        method: 'cheque',
        amount_cents: paid,
        paid_on: '2026-11-28',
      });
    }
  };
  await statement('Hal Fraser', 'draft', 30_000, 0);
  await statement('Ivy Doucette', 'final', 20_000, 5_000);
  await statement('Jack Pyke', 'paid', 10_000, 10_000);

  return { alice: alice.user };
}

import { consignorPayouts, consignorStatements } from '../../src/db/schema';
import { buildConsignor } from '../factories';
import type { TestApp } from '../test-app';

type Sale = { id: string };

/**
 * The consignors' side of the reports test's March (`marchOfSales`): their statements on the
 * month's sales (one still a draft) and the payouts against them, one reversed, one paid only in
 * April, one paid out in full in March.
 */
export async function marchStatements(
  t: Pick<TestApp, 'db'>,
  { spring, harbour, april }: { spring: Sale; harbour: Sale; april: Sale },
) {
  // Ellis is owed on the spring sale and was paid part; Boudreau is paid only in April.
  const ellis = await buildConsignor(t, { name: 'Margaret Ellis' });
  const boudreau = await buildConsignor(t, { name: 'Renée Boudreau' });
  const comeau = await buildConsignor(t, { name: 'Joan Comeau' });
  const statement = async (
    values: Partial<typeof consignorStatements.$inferInsert> & { consignor_id: string },
  ) => {
    const [row] = await t.db
      .insert(consignorStatements)
      .values({ sale_date: '2026-03-14', ...values })
      .returning();
    if (!row) throw new Error('no statement');
    return row;
  };
  const s1 = await statement({
    consignor_id: ellis.id,
    auction_id: spring.id,
    status: 'final',
    net_payout_cents: 45_000,
  });
  const s2 = await statement({
    consignor_id: boudreau.id,
    auction_id: harbour.id,
    status: 'paid',
    sale_date: '2026-03-28',
    net_payout_cents: 40_000,
  });
  await statement({
    consignor_id: boudreau.id,
    auction_id: spring.id,
    status: 'draft',
    net_payout_cents: 9_999,
  });
  const s3 = await statement({
    consignor_id: comeau.id,
    auction_id: harbour.id,
    status: 'paid',
    sale_date: '2026-03-28',
    net_payout_cents: 12_000,
  });
  await statement({
    consignor_id: ellis.id,
    auction_id: april.id,
    status: 'final',
    sale_date: '2026-04-01',
    net_payout_cents: 7_777,
  });
  const payout = async (
    values: Omit<typeof consignorPayouts.$inferInsert, 'consignor_id'> & { consignor_id?: string },
  ) => {
    const [row] = await t.db
      .insert(consignorPayouts)
      .values({ consignor_id: ellis.id, ...values })
      .returning();
    if (!row) throw new Error('no payout');
    return row;
  };
  await payout({ statement_id: s1.id, method: 'cheque', amount_cents: 20_000, paid_on: '2026-03-20' });
  const wrong = await payout({
    statement_id: s1.id,
    method: 'e_transfer',
    amount_cents: 5_000,
    paid_on: '2026-03-22',
  });
  await payout({
    statement_id: s1.id,
    kind: 'reversal',
    method: 'e_transfer',
    amount_cents: 5_000,
    paid_on: '2026-03-23',
    reverses_id: wrong.id,
  });
  await payout({
    statement_id: s2.id,
    consignor_id: boudreau.id,
    method: 'direct_deposit',
    amount_cents: 40_000,
    paid_on: '2026-04-03',
  });
  await payout({
    statement_id: s3.id,
    consignor_id: comeau.id,
    method: 'cash',
    amount_cents: 12_000,
    paid_on: '2026-03-30',
  });

  return { ellis, boudreau };
}

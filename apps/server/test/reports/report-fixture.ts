import { randomUUID } from 'node:crypto';
import { bids, invoiceLines, invoices, liveEvents, payments } from '../../src/db/schema';
import { settleInvoice } from '../../src/modules/invoices/invoice-ledger';
import { buildAuction, buildCategory, buildLot, buildRegistration, buildUser } from '../factories';
import type { TestApp } from '../test-app';
import { marchStatements } from './report-fixture-statements';

/**
 * March 2026 at the house (America/Halifax), with every figure of the reports test worked out by
 * hand from it. In the range: a timed sale ending 14 March, a live sale on 28 March, and a sale
 * ending 31 March at 23:30 Halifax time (already 1 April in UTC). Out of it: a sale ending 1 April
 * at 00:30 Halifax time, and an invoice issued in January that is still unpaid.
 */
export async function marchOfSales(t: Pick<TestApp, 'db'>) {
  const tag = randomUUID().slice(0, 6);
  const furniture = await buildCategory(t, { name: 'Furniture' });
  const clocks = await buildCategory(t, { name: 'Clocks' });
  const alice = await buildUser(t, { name: 'Alice Cormier' });
  const bob = await buildUser(t, { name: 'Bob LeBlanc' });
  const carol = await buildUser(t, { name: 'Carol Murphy' });
  const eve = await buildUser(t, { name: 'Eve Pending' });

  const auction = (title: string, type: 'timed' | 'live', endAt: string) =>
    buildAuction(t, {
      title,
      slug: `${type}-${tag}-${randomUUID().slice(0, 6)}`,
      type,
      status: 'closed',
      end_at: new Date(endAt),
    });
  const spring = await auction('Spring Estate Sale', 'timed', '2026-03-14T22:00:00Z');
  const harbour = await auction('Harbour Live Sale', 'live', '2026-03-28T23:30:00Z');
  const monthEnd = await auction('=SUM(A1) Month-end Sale', 'timed', '2026-04-01T02:30:00Z');
  const april = await auction('April Fools Sale', 'timed', '2026-04-01T03:30:00Z');
  const winter = await auction('Winter Sale', 'timed', '2026-01-09T22:00:00Z');

  const lot = (a: { id: string }, number: string, values: Parameters<typeof buildLot>[2]) =>
    buildLot(t, a, { lot_number: number, sale_order: Number(number), ...values });
  const a1 = await lot(spring, '1', {
    status: 'sold',
    current_price_cents: 10_000,
    category_id: furniture.id,
  });
  const a2 = await lot(spring, '2', {
    status: 'sold',
    current_price_cents: 30_000,
    category_id: furniture.id,
  });
  await lot(spring, '3', { status: 'passed', category_id: clocks.id });
  await lot(spring, '4', { status: 'withdrawn', category_id: clocks.id });
  const a5 = await lot(spring, '5', {
    status: 'sold',
    current_price_cents: 20_000,
    category_id: clocks.id,
    scheduled_end_at: new Date('2026-03-14T22:02:00Z'),
    end_at: new Date('2026-03-14T22:06:00Z'),
  });
  const b1 = await lot(harbour, '1', { status: 'sold', current_price_cents: 50_000, category_id: clocks.id });
  const b2 = await lot(harbour, '2', { status: 'passed', category_id: furniture.id });
  const c1 = await lot(monthEnd, '1', { status: 'sold', current_price_cents: 5_000 });
  const d1 = await lot(april, '1', {
    status: 'sold',
    current_price_cents: 99_900,
    category_id: furniture.id,
  });

  const regAliceA = await buildRegistration(t, spring, alice);
  const regBob = await buildRegistration(t, spring, bob);
  const regCarol = await buildRegistration(t, spring, carol);
  await buildRegistration(t, spring, eve, { status: 'pending' });
  const regDan = await buildRegistration(
    t,
    harbour,
    { id: '' },
    {
      user_id: null,
      kind: 'floor',
      paddle_number: 12,
      name: 'Dan Floor',
    },
  );
  await buildRegistration(t, harbour, alice);
  const regAliceC = await buildRegistration(t, monthEnd, alice);
  const regAliceD = await buildRegistration(t, april, alice);
  const regAliceW = await buildRegistration(t, winter, alice);

  // Timed bids in the spring sale: seven steps by three bidders.
  const bidRows: [string, string][] = [
    [a1.id, alice.id],
    [a1.id, bob.id],
    [a1.id, alice.id],
    [a2.id, alice.id],
    [a5.id, bob.id],
    [a5.id, carol.id],
    [a5.id, bob.id],
  ];
  await t.db.insert(bids).values(
    bidRows.map(([lotId, bidderId], index) => ({
      lot_id: lotId,
      auction_id: spring.id,
      bidder_id: bidderId,
      amount_cents: 1_000 * (index + 1),
      kind: 'max' as const,
      seq: index + 1,
    })),
  );

  // The live sale: B1 to floor paddle 12 after Bob's internet bid was undone; B2 passed.
  const live = (seq: number, type: string, lotId: string | null, payload: Record<string, unknown>) => ({
    auction_id: harbour.id,
    seq,
    type,
    lot_id: lotId,
    payload: lotId ? { lotId, ...payload } : payload,
    server_time: new Date('2026-03-28T23:00:00Z'),
  });
  await t.db.insert(liveEvents).values([
    live(1, 'lot_opened', b1.id, { startingBidCents: 20_000, askingCents: 20_000 }),
    live(2, 'bid_accepted', b1.id, {
      source: 'absentee',
      bidderId: alice.id,
      paddle: 7001,
      amountCents: 40_000,
      askingCents: 45_000,
    }),
    live(3, 'bid_accepted', b1.id, {
      source: 'phone',
      bidderId: null,
      paddle: 12,
      amountCents: 45_000,
      askingCents: 47_500,
    }),
    live(4, 'bid_accepted', b1.id, {
      source: 'internet',
      bidderId: bob.id,
      paddle: 7002,
      amountCents: 47_500,
      askingCents: 50_000,
    }),
    live(5, 'bids_undone', b1.id, { seqs: [4], askingCents: 47_500 }),
    live(6, 'bid_accepted', b1.id, {
      source: 'floor',
      bidderId: null,
      paddle: 12,
      amountCents: 50_000,
      askingCents: 52_500,
    }),
    live(7, 'lot_sold', b1.id, { source: 'floor', bidderId: null, paddle: 12, amountCents: 50_000 }),
    live(8, 'lot_opened', b2.id, { startingBidCents: 1_000, askingCents: 1_000 }),
    live(9, 'bid_accepted', b2.id, {
      source: 'internet',
      bidderId: alice.id,
      paddle: 7001,
      amountCents: 1_000,
      askingCents: 1_100,
    }),
    live(10, 'lot_passed', b2.id, {}),
  ]);

  let numberSeq = 0;
  const invoiceIds: string[] = [];
  const invoice = async (
    values: Partial<typeof invoices.$inferInsert> & { auction_id: string; registration_id: string },
    lines: Omit<typeof invoiceLines.$inferInsert, 'invoice_id' | 'position'>[],
  ) => {
    numberSeq += 1;
    const [row] = await t.db
      .insert(invoices)
      .values({
        number: `R-${tag}-${numberSeq}`,
        status: 'issued',
        sale_date: '2026-03-14',
        tax_rate_bps: 1_400,
        ...values,
      })
      .returning();
    if (!row) throw new Error('no invoice');
    invoiceIds.push(row.id);
    await t.db
      .insert(invoiceLines)
      .values(lines.map((line, index) => ({ ...line, invoice_id: row.id, position: index + 1 })));
    return row;
  };
  const lotLine = (l: { id: string; lot_number: string }, hammer: number, premium: number) => ({
    kind: 'lot' as const,
    lot_id: l.id,
    lot_number: l.lot_number,
    description: 'Lot',
    amount_cents: hammer,
    premium_cents: premium,
  });
  const inv1 = await invoice(
    {
      auction_id: spring.id,
      registration_id: regAliceA.id,
      buyer_user_id: alice.id,
      status: 'partially_paid',
      issued_at: new Date('2026-03-16T14:00:00Z'),
      hammer_cents: 40_000,
      premium_cents: 6_000,
      charges_cents: 2_000,
      tax_cents: 6_720,
      total_cents: 54_720,
    },
    [
      lotLine(a1, 10_000, 1_500),
      lotLine(a2, 30_000, 4_500),
      {
        kind: 'charge',
        description: 'Shipping',
        amount_cents: 2_000,
        taxable: true,
        charge_type: 'shipping',
      },
    ],
  );
  const inv2 = await invoice(
    {
      auction_id: spring.id,
      registration_id: regBob.id,
      buyer_user_id: bob.id,
      place_of_supply: 'ON',
      tax_rate_bps: 1_300,
      fulfilment: 'shipping',
      issued_at: new Date('2026-03-30T12:00:00Z'),
      hammer_cents: 20_000,
      premium_cents: 3_000,
      credits_cents: 1_500,
      tax_cents: 2_860,
      total_cents: 24_360,
    },
    [
      lotLine(a5, 20_000, 3_000),
      { kind: 'credit', description: 'Goodwill', amount_cents: 1_000, charge_type: 'discount' },
      { kind: 'credit', description: 'Deposit', amount_cents: 500, charge_type: 'deposit' },
    ],
  );
  await invoice(
    {
      auction_id: spring.id,
      registration_id: regCarol.id,
      buyer_user_id: carol.id,
      status: 'void',
      issued_at: new Date('2026-03-15T12:00:00Z'),
      hammer_cents: 99_999,
      total_cents: 99_999,
    },
    [lotLine(a2, 99_999, 0)],
  );
  const inv4 = await invoice(
    {
      auction_id: harbour.id,
      registration_id: regDan.id,
      place_of_supply: 'XX',
      tax_rate_bps: 0,
      fulfilment: 'shipping',
      sale_date: '2026-03-28',
      issued_at: new Date('2026-03-29T15:00:00Z'),
      hammer_cents: 50_000,
      premium_cents: 7_500,
      total_cents: 57_500,
      status: 'paid',
    },
    [lotLine(b1, 50_000, 7_500)],
  );
  const inv5 = await invoice(
    {
      auction_id: monthEnd.id,
      registration_id: regAliceC.id,
      buyer_user_id: alice.id,
      status: 'paid',
      tax_exemption_id: randomUUID(),
      sale_date: '2026-03-31',
      issued_at: new Date('2026-04-01T02:45:00Z'),
      hammer_cents: 5_000,
      premium_cents: 750,
      total_cents: 5_750,
    },
    [lotLine(c1, 5_000, 750)],
  );
  await invoice(
    {
      auction_id: april.id,
      registration_id: regAliceD.id,
      buyer_user_id: alice.id,
      sale_date: '2026-04-01',
      issued_at: new Date('2026-04-02T12:00:00Z'),
      hammer_cents: 99_900,
      tax_cents: 13_986,
      total_cents: 113_886,
    },
    [lotLine(d1, 99_900, 0)],
  );
  await invoice(
    {
      auction_id: winter.id,
      registration_id: regAliceW.id,
      buyer_user_id: alice.id,
      tax_rate_bps: 0,
      sale_date: '2026-01-09',
      issued_at: new Date('2026-01-10T15:00:00Z'),
      charges_cents: 10_000,
      total_cents: 10_000,
    },
    [{ kind: 'charge', description: 'Storage', amount_cents: 10_000, taxable: false, charge_type: 'other' }],
  );

  // A draft bills nobody yet: no report counts it as bought or owed.
  await invoice(
    {
      auction_id: spring.id,
      registration_id: regCarol.id,
      buyer_user_id: carol.id,
      status: 'draft',
      number: null,
      hammer_cents: 88_888,
      total_cents: 88_888,
    },
    [lotLine(a2, 88_888, 0)],
  );

  const pay = async (values: typeof payments.$inferInsert) => {
    const [row] = await t.db.insert(payments).values(values).returning();
    if (!row) throw new Error('no payment');
    return row;
  };
  await pay({
    invoice_id: inv1.id,
    kind: 'payment',
    method: 'cash',
    amount_cents: 20_000,
    received_on: '2026-03-16',
  });
  await pay({
    invoice_id: inv1.id,
    kind: 'payment',
    method: 'stripe',
    amount_cents: 34_720,
    received_on: '2026-03-20',
  });
  await pay({
    invoice_id: inv1.id,
    kind: 'refund',
    method: 'stripe',
    amount_cents: -5_000,
    received_on: '2026-03-25',
  });
  const cheque = await pay({
    invoice_id: inv4.id,
    kind: 'payment',
    method: 'cheque',
    amount_cents: 57_500,
    received_on: '2026-03-29',
  });
  await pay({
    invoice_id: inv4.id,
    kind: 'reversal',
    method: 'cheque',
    amount_cents: -57_500,
    received_on: '2026-03-30',
    reverses_payment_id: cheque.id,
  });
  await pay({
    invoice_id: inv4.id,
    kind: 'payment',
    method: 'etransfer',
    amount_cents: 57_500,
    received_on: '2026-04-02',
  });
  await pay({
    invoice_id: inv5.id,
    kind: 'payment',
    method: 'debit',
    amount_cents: 5_750,
    received_on: '2026-03-31',
  });
  void inv2;
  // The payments went in straight: the ledger works each invoice's money out from them.
  for (const id of invoiceIds) await settleInvoice(t.db, id);

  const { ellis, boudreau } = await marchStatements(t, { spring, harbour, april });

  return { ellis, boudreau, alice, bob };
}

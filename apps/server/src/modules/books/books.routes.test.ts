import type { Journal } from '@auction/contracts';
import { parse } from 'csv-parse/sync';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  buildAuction,
  buildConsignor,
  buildRegistration,
  buildUser,
  tokenFor,
} from '../../../test/factories';
import { createTestApp, type TestApp } from '../../../test/test-app';
import {
  consignorPayouts,
  consignorStatements,
  creditNotes,
  invoiceFees,
  invoiceLines,
  invoices,
  payments,
  registrationDeposits,
} from '../../db/schema';

let t: TestApp;
let staff: string;
let admin: string;
const numbers = { a: '2026-000101', b: '2026-000102', c: '2026-000090', d: '2026-000140' };

/**
 * A hand-worked October in Halifax: two invoices issued (one late on the 31st, which is already
 * 1 November in UTC), one issued in September and voided in October, a credit note, payments,
 * a refund and a reversal, a late fee, deposits paid, applied and refunded, a final consignor
 * statement and its payouts. A November invoice and a draft statement stay out.
 */
async function buildOctober() {
  const buyer = await buildUser(t, { name: 'Marguerite Comeau' });
  const auction = await buildAuction(t, {
    title: 'October Estate Sale',
    slug: 'october-estate-sale',
    status: 'closed',
  });
  const registration = await buildRegistration(t, auction, buyer, { paddle_number: 7012 });
  const invoice = (number: string, values: Partial<typeof invoices.$inferInsert>) => ({
    auction_id: auction.id,
    registration_id: registration.id,
    buyer_user_id: buyer.id,
    status: 'issued' as const,
    number,
    number_year: 2026,
    number_seq: Number(number.slice(5)),
    sale_date: '2026-10-04',
    tax_rate_bps: 1_400,
    ...values,
  });
  // Other buyers' registrations, so each invoice is the only live one of its registration.
  const others = await Promise.all(
    ['Paul Doucet', 'Yvette LeBlanc', 'Alma Boudreau'].map(async (name, index) => {
      const user = await buildUser(t, { name });
      return { ...(await buildRegistration(t, auction, user, { paddle_number: 7020 + index })), user };
    }),
  );
  const [a, , c] = await t.db
    .insert(invoices)
    .values([
      // 1,000.00 hammer + 150.00 premium + 50.00 shipping − 10.00 discount, HST 14% 166.60, less a 50.00 deposit.
      invoice(numbers.a, {
        issued_at: new Date('2026-10-05T15:00:00Z'),
        hammer_cents: 100_000,
        premium_cents: 15_000,
        charges_cents: 5_000,
        credits_cents: 6_000,
        tax_cents: 16_660,
        total_cents: 130_660,
      }),
      // Shipped to Ontario, HST 13%: issued at 23:30 in Halifax on 31 October.
      invoice(numbers.b, {
        registration_id: others[0]?.id,
        buyer_user_id: others[0]?.user.id,
        issued_at: new Date('2026-11-01T02:30:00Z'),
        place_of_supply: 'ON',
        fulfilment: 'shipping',
        tax_rate_bps: 1_300,
        hammer_cents: 20_000,
        premium_cents: 3_000,
        tax_cents: 2_990,
        total_cents: 25_990,
      }),
      invoice(numbers.c, {
        registration_id: others[1]?.id,
        buyer_user_id: others[1]?.user.id,
        status: 'void',
        issued_at: new Date('2026-09-20T15:00:00Z'),
        voided_at: new Date('2026-10-10T15:00:00Z'),
        void_reason: 'Entered twice',
        hammer_cents: 10_000,
        premium_cents: 1_500,
        tax_cents: 1_610,
        total_cents: 13_110,
      }),
      invoice(numbers.d, {
        registration_id: others[2]?.id,
        buyer_user_id: others[2]?.user.id,
        issued_at: new Date('2026-11-05T15:00:00Z'),
        hammer_cents: 50_000,
        tax_cents: 7_000,
        total_cents: 57_000,
      }),
    ])
    .returning();
  if (!a || !c) throw new Error('no invoices');
  await t.db.insert(invoiceLines).values([
    {
      invoice_id: a.id,
      position: 1,
      kind: 'lot',
      description: 'Walnut sideboard',
      amount_cents: 100_000,
      premium_cents: 15_000,
    },
    {
      invoice_id: a.id,
      position: 2,
      kind: 'charge',
      charge_type: 'shipping',
      description: 'Shipping',
      amount_cents: 5_000,
    },
    {
      invoice_id: a.id,
      position: 3,
      kind: 'credit',
      charge_type: 'discount',
      description: 'Scratch',
      amount_cents: 1_000,
    },
    {
      invoice_id: a.id,
      position: 4,
      kind: 'credit',
      charge_type: 'deposit',
      description: 'Deposit',
      amount_cents: 5_000,
    },
  ]);
  await t.db.insert(creditNotes).values({
    invoice_id: a.id,
    number: 'CN-2026-000007',
    number_year: 2026,
    number_seq: 7,
    issued_on: '2026-10-20',
    reason: 'A leg was chipped',
    place_of_supply: 'NS',
    tax_rate_bps: 1_400,
    hammer_cents: 10_000,
    premium_cents: 1_500,
    tax_cents: 1_610,
    total_cents: 13_110,
  });
  const payment = (
    method: (typeof payments.$inferInsert)['method'],
    cents: number,
    day: string,
    kind: 'payment' | 'refund' | 'reversal' = 'payment',
  ) => ({
    invoice_id: a.id,
    kind,
    method,
    amount_cents: cents,
    received_on: day,
    idempotency_key: `books-${method}-${cents}-${day}`,
  });
  await t.db.insert(payments).values([
    payment('cash', 50_000, '2026-10-06'),
    payment('stripe', 67_550, '2026-10-07'),
    payment('cheque', 1_000, '2026-10-08'),
    payment('cheque', -1_000, '2026-10-09', 'reversal'),
    // The deposit applied below became this payment in the ledger.
    payment('stripe', 3_000, '2026-10-12'),
    payment('stripe', -13_110, '2026-10-21', 'refund'),
    payment('cash', 9_999, '2026-11-02'),
  ]);
  await t.db.insert(invoiceFees).values({
    invoice_id: a.id,
    kind: 'late_fee',
    description: 'Late fee',
    charged_on: '2026-10-15',
    amount_cents: 2_500,
    taxable: true,
    tax_rate_bps: 1_400,
    tax_cents: 350,
    total_cents: 2_850,
  });
  const [refunded, applied] = [others[1], others[2]];
  if (!refunded || !applied) throw new Error('no registrations');
  await t.db.insert(registrationDeposits).values([
    {
      registration_id: refunded.id,
      kind: 'payment',
      method: 'card_counter',
      amount_cents: 2_000,
      received_on: '2026-10-02',
    },
    {
      registration_id: refunded.id,
      kind: 'refund',
      method: 'card_counter',
      amount_cents: 2_000,
      received_on: '2026-10-25',
    },
    {
      registration_id: applied.id,
      kind: 'payment',
      method: 'stripe',
      amount_cents: 3_000,
      received_on: '2026-10-03',
    },
    {
      registration_id: applied.id,
      kind: 'applied',
      method: 'stripe',
      amount_cents: 3_000,
      received_on: '2026-10-12',
      invoice_id: a.id,
    },
  ]);
  const consignor = await buildConsignor(t, { name: 'Hector Gallant' });
  const [statement] = await t.db
    .insert(consignorStatements)
    .values([
      {
        consignor_id: consignor.id,
        auction_id: auction.id,
        status: 'final',
        sale_date: '2026-10-04',
        hammer_cents: 100_000,
        commission_cents: 20_000,
        lot_fees_cents: 1_000,
        photo_fees_cents: 500,
        charges_cents: 21_500,
        tax_rate_bp: 1_400,
        tax_on_charges_cents: 3_010,
        advances_recovered_cents: 5_000,
        net_payout_cents: 70_490,
        finalised_at: new Date('2026-10-25T14:00:00Z'),
      },
      {
        consignor_id: (await buildConsignor(t, { name: 'Still Draft' })).id,
        auction_id: auction.id,
        status: 'draft',
        sale_date: '2026-10-04',
        hammer_cents: 40_000,
        net_payout_cents: 40_000,
      },
    ])
    .returning();
  if (!statement) throw new Error('no statement');
  const payout = (method: (typeof consignorPayouts.$inferInsert)['method'], cents: number, day: string) => ({
    statement_id: statement.id,
    consignor_id: consignor.id,
    method,
    amount_cents: cents,
    paid_on: day,
  });
  const [, , mistaken] = await t.db
    .insert(consignorPayouts)
    .values([
      payout('cheque', 50_000, '2026-10-28'),
      payout('cash', 20_490, '2026-10-29'),
      payout('e_transfer', 1_000, '2026-10-30'),
    ])
    .returning();
  await t.db
    .insert(consignorPayouts)
    .values({ ...payout('e_transfer', 1_000, '2026-10-30'), kind: 'reversal', reverses_id: mistaken?.id });
}

beforeAll(async () => {
  t = await createTestApp();
  staff = await tokenFor(t, await buildUser(t, { roles: ['Staff'] }));
  admin = await tokenFor(t, await buildUser(t, { roles: ['Admin'] }));
  await buildOctober();
});
afterAll(() => t.close());

const october = '/api/admin/books/journal?from=2026-10-01&to=2026-10-31';

/** What an account was left with over the period: debits less credits, by its name. */
const netByName = (journal: Journal) =>
  Object.fromEntries(journal.accounts.map((row) => [row.account.name, row.debit_cents - row.credit_cents]));

describe('the accounting export', () => {
  it('books the hand-worked October, every entry balanced and the whole $5,098.70 on each side', async () => {
    const answer = await t.request<Journal>({ method: 'GET', url: october, token: staff });
    expect(answer.status).toBe(200);
    const journal = answer.body;
    expect(journal.entries).toHaveLength(20);
    for (const entry of journal.entries) expect(entry.debit_cents).toBe(entry.credit_cents);
    expect(journal.debit_cents).toBe(509_870);
    expect(journal.credit_cents).toBe(509_870);
    expect(journal.balanced).toBe(true);
    expect(netByName(journal)).toEqual({
      // What the two October invoices still owe (12,960 + 25,990) less the September one voided.
      'Buyer receivables': 25_840,
      'Hammer due to consignors (clearing)': 0,
      "Buyer's premium income": -16_500,
      'Buyer charges income': -7_500,
      'Sales returns and allowances': 2_500,
      'Bidder deposits held': 5_000,
      'HST payable NS 14%': -16_800,
      'HST payable ON 13%': -2_990,
      'Cash on hand': 29_510,
      'Stripe clearing': 57_440,
      'Cheques to deposit': 0,
      'Card terminal clearing': 0,
      'Commission income': -20_000,
      'Consignor fees income': -1_500,
      'Consignor advances': -5_000,
      'Consignor payables': 0,
      'Consignor trust bank account': -50_000,
    });
  });

  it('books an invoice on the house day it was issued, the buyer owing its total', async () => {
    const { body } = await t.request<Journal>({ method: 'GET', url: october, token: staff });
    const a = body.entries.find((entry) => entry.number === `INV-${numbers.a}`);
    expect(a?.date).toBe('2026-10-05');
    expect(a?.lines.find((line) => line.account.name === 'Buyer receivables')?.debit_cents).toBe(130_660);
    const b = body.entries.find((entry) => entry.number === `INV-${numbers.b}`);
    expect(b?.date).toBe('2026-10-31');
    expect(body.entries.find((entry) => entry.number === `VOID-${numbers.c}`)?.date).toBe('2026-10-10');
    expect(
      body.entries.some(
        (entry) => entry.number === `INV-${numbers.c}` || entry.number === `INV-${numbers.d}`,
      ),
    ).toBe(false);
    const statement = body.entries.find((entry) => entry.kind === 'statement');
    expect(statement?.lines.find((line) => line.account.name === 'Consignor payables')?.credit_cents).toBe(
      70_490,
    );
  });

  it('downloads the QuickBooks Online file: each line with its journal number, US date, account name and one side', async () => {
    const answer = await t.request({ method: 'GET', url: `${october}&format=quickbooks`, token: staff });
    expect(answer.status).toBe(200);
    expect(answer.headers['content-type']).toContain('text/csv');
    expect(String(answer.headers['content-disposition'])).toContain(
      'journal-quickbooks-2026-10-01-to-2026-10-31.csv',
    );
    const rows = answer.text.trim().split('\n');
    const cells: string[][] = parse(answer.text);
    expect(rows[0]).toBe('Journal No,Journal Date,Account Name,Debits,Credits,Description,Name');
    expect(rows).toContain(
      `INV-${numbers.a},10/05/2026,Buyer receivables,1306.60,,Invoice ${numbers.a}: total - Marguerite Comeau (paddle 7012),`,
    );
    expect(rows).toContain(
      `INV-${numbers.b},10/31/2026,HST payable ON 13%,,29.90,Invoice ${numbers.b}: HST - Paul Doucet (paddle 7020),`,
    );
    const side = (index: number) =>
      cells.slice(1).reduce((total, cell) => total + Math.round(Number(cell[index] || 0) * 100), 0);
    expect(side(3)).toBe(509_870);
    expect(side(4)).toBe(509_870);
  });

  it("downloads Xero's manual journal file: narration, day-first date, account code, tax rate, amounts that sum to nothing", async () => {
    const answer = await t.request({ method: 'GET', url: `${october}&format=xero`, token: staff });
    expect(answer.status).toBe(200);
    const rows = answer.text.trim().split('\n');
    expect(rows[0]).toBe(
      '*Narration,*Date,Description,*AccountCode,*TaxRate,*Amount,TrackingName1,TrackingOption1',
    );
    expect(rows).toContain(
      `INV-${numbers.a} Invoice ${numbers.a} issued,05/10/2026,Invoice ${numbers.a}: total - Marguerite Comeau (paddle 7012),1100,Tax Exempt,1306.60,,`,
    );
    const amounts = (parse(answer.text) as string[][])
      .slice(1)
      .map((row) => Math.round(Number(row[5]) * 100));
    expect(amounts.reduce((total, amount) => total + amount, 0)).toBe(0);
    expect(amounts.filter((amount) => amount > 0).reduce((total, amount) => total + amount, 0)).toBe(509_870);
  });

  it('names the accounts as an Admin sets them, HST by its province and rate', async () => {
    const settings = await t.request<{ accounting_accounts: Journal['accounts'][number] }>({
      method: 'GET',
      url: '/api/admin/settings',
      token: admin,
    });
    const current = settings.body.accounting_accounts as unknown as {
      accounts: Record<string, { name: string; code: string }>;
      xero_tax_rate: string;
    };
    const saved = await t.request({
      method: 'PUT',
      url: '/api/admin/settings',
      token: admin,
      payload: {
        accounting_accounts: {
          ...current,
          accounts: {
            ...current.accounts,
            hst_payable: { name: 'GST/HST {province} {rate}', code: '22{province}' },
          },
          xero_tax_rate: 'No Tax',
        },
      },
    });
    expect(saved.status).toBe(200);
    const { body } = await t.request<Journal>({ method: 'GET', url: october, token: staff });
    expect(netByName(body)['GST/HST NS 14']).toBe(-16_800);
    const xero = await t.request({ method: 'GET', url: `${october}&format=xero`, token: staff });
    expect(xero.text).toContain(`Invoice ${numbers.b}: HST - Paul Doucet (paddle 7020),22ON,No Tax,-29.90`);

    const refused = await t.request({
      method: 'PUT',
      url: '/api/admin/settings',
      token: admin,
      payload: {
        accounting_accounts: {
          ...current,
          accounts: { ...current.accounts, cash: { name: ' ', code: '1000' } },
        },
      },
    });
    expect(refused.status).toBe(422);
    expect(Object.keys(refused.body.errors ?? {})).toContain('accounting_accounts.accounts.cash.name');
  });

  it('refuses a period that is not real days, ends before it starts or runs past a year, naming the field', async () => {
    const cases: [string, string][] = [
      ['from=2026-02-30&to=2026-03-01', 'from'],
      ['from=2026-10-01&to=2026-09-30', 'to'],
      ['from=2026-01-01&to=2027-01-01', 'to'],
      ['from=2026-01-01&to=2026-12-31&format=sage', 'format'],
      ['to=2026-12-31', 'from'],
    ];
    for (const [query, field] of cases) {
      const answer = await t.request({
        method: 'GET',
        url: `/api/admin/books/journal?${query}`,
        token: staff,
      });
      expect(answer.status, query).toBe(422);
      expect(answer.body.code).toBe('VALIDATION_FAILED');
      expect(Object.keys(answer.body.errors ?? {}), query).toContain(field);
    }
    const year = await t.request({
      method: 'GET',
      url: '/api/admin/books/journal?from=2026-01-01&to=2026-12-31',
      token: staff,
    });
    expect(year.status).toBe(200);
  });

  it('answers an empty, balanced journal for a period with nothing in it', async () => {
    const { status, body } = await t.request<Journal>({
      method: 'GET',
      url: '/api/admin/books/journal?from=2025-01-01&to=2025-01-31&format=json',
      token: staff,
    });
    expect(status).toBe(200);
    expect(body).toMatchObject({ entries: [], debit_cents: 0, credit_cents: 0, balanced: true });
  });
});

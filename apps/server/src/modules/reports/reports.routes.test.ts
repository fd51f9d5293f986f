import type { Report } from '@auction/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildConsignor, buildUser, tokenFor } from '../../../test/factories';
import { marchOfSales } from '../../../test/reports/report-fixture';
import { createTestApp, type TestApp } from '../../../test/test-app';

let t: TestApp;
let staff: string;
beforeAll(async () => {
  t = await createTestApp();
  staff = await tokenFor(t, await buildUser(t, { roles: ['Staff', 'Bidder'] }));
  await marchOfSales(t);
});
afterAll(() => t.close());

const read = async (name: string, query = 'from=2026-03-01&to=2026-03-31', token = staff) =>
  t.request<Report>({ method: 'GET', url: `/api/admin/reports/${name}?${query}`, token });
const section = (report: Report, id: string) => {
  const found = report.sections.find((candidate) => candidate.id === id);
  if (!found) throw new Error(`no section ${id}`);
  return found;
};

const salesRow = (
  label: string,
  lots: [offered: number, sold: number, passed: number, sellThrough: number],
  hammer: [hammer: number, average: number | null, median: number | null],
  invoiced: [
    lots: number,
    hammer: number,
    premium: number,
    charges: number,
    discounts: number,
    total: number,
  ],
) => ({
  label,
  offered: lots[0],
  sold: lots[1],
  passed: lots[2],
  sell_through: lots[3],
  hammer_cents: hammer[0],
  average_hammer_cents: hammer[1],
  median_hammer_cents: hammer[2],
  invoiced_lots: invoiced[0],
  invoiced_hammer_cents: invoiced[1],
  premium_cents: invoiced[2],
  charges_cents: invoiced[3],
  discounts_cents: invoiced[4],
  invoiced_total_cents: invoiced[5],
});

describe('sales report', () => {
  it('counts March by auction from the lots sold, and what issued invoices bill of them', async () => {
    const answer = await read('sales', 'from=2026-03-01&to=2026-03-31&group=auction');
    expect(answer.status, answer.text).toBe(200);
    expect(answer.body.time_zone).toBe('America/Halifax');
    const sales = section(answer.body, 'sales');
    expect(sales.rows).toEqual([
      // Lot 4 was withdrawn: never offered. Lot 2's void invoice bills nothing.
      salesRow(
        'Spring Estate Sale',
        [4, 3, 1, 0.75],
        [60_000, 20_000, 20_000],
        [3, 60_000, 9_000, 2_000, 1_000, 70_000],
      ),
      salesRow(
        'Harbour Live Sale',
        [2, 1, 1, 0.5],
        [50_000, 50_000, 50_000],
        [1, 50_000, 7_500, 0, 0, 57_500],
      ),
      salesRow('=SUM(A1) Month-end Sale', [1, 1, 0, 1], [5_000, 5_000, 5_000], [1, 5_000, 750, 0, 0, 5_750]),
    ]);
    expect(sales.totals).toEqual({
      ...salesRow(
        'Total',
        [7, 5, 2, 0.7143],
        [115_000, 23_000, 20_000],
        [5, 115_000, 17_250, 2_000, 1_000, 133_250],
      ),
    });
    expect(sales.highlights).toEqual([
      'sold',
      'hammer_cents',
      'average_hammer_cents',
      'invoiced_lots',
      'invoiced_hammer_cents',
    ]);
  });

  it('groups by month and by day of the sale in Halifax, not in UTC', async () => {
    const month = section((await read('sales', 'from=2026-03-01&to=2026-03-31&group=month')).body, 'sales');
    expect(month.rows.map((row) => [row.label, row.sold, row.hammer_cents])).toEqual([
      ['March 2026', 5, 115_000],
    ]);
    const days = section((await read('sales', 'from=2026-03-01&to=2026-04-01&group=day')).body, 'sales');
    expect(days.rows.map((row) => [row.label, row.sold])).toEqual([
      ['2026-03-14', 3],
      ['2026-03-28', 1],
      ['2026-03-31', 1],
      ['2026-04-01', 1],
    ]);
    const week = section((await read('sales', 'from=2026-03-09&to=2026-03-15&group=week')).body, 'sales');
    expect(week.rows.map((row) => [row.label, row.offered])).toEqual([['Week of 2026-03-09', 4]]);
  });
});

describe('tax report', () => {
  it('lays out the tax of the invoices issued in March by province and rate, and the return lines', async () => {
    const answer = await read('tax');
    expect(answer.status, answer.text).toBe(200);
    const byRate = section(answer.body, 'tax-by-rate');
    expect(byRate.rows.map(({ label: _label, ...row }) => row)).toEqual([
      {
        region: 'NS',
        tax_rate_bps: 1_400,
        treatment: 'Taxable',
        invoices: 1,
        credit_notes: 0,
        taxable_cents: 48_000,
        tax_cents: 6_720,
      },
      {
        region: 'NS',
        tax_rate_bps: 1_400,
        treatment: 'Exempt buyer',
        invoices: 1,
        credit_notes: 0,
        taxable_cents: 5_750,
        tax_cents: 0,
      },
      {
        region: 'ON',
        tax_rate_bps: 1_300,
        treatment: 'Taxable',
        invoices: 1,
        credit_notes: 0,
        taxable_cents: 22_000,
        tax_cents: 2_860,
      },
      {
        region: 'Outside Canada',
        tax_rate_bps: 0,
        treatment: 'Zero-rated',
        invoices: 1,
        credit_notes: 0,
        taxable_cents: 57_500,
        tax_cents: 0,
      },
    ]);
    expect(byRate.totals).toMatchObject({ invoices: 4, taxable_cents: 133_250, tax_cents: 9_580 });
    const lines = section(answer.body, 'gst-hst-return').rows.map((row) => [row.line, row.amount_cents]);
    expect(lines).toEqual([
      ['101', 133_250],
      ['', 57_500],
      ['', 5_750],
      ['', 0],
      ['103', 9_580],
    ]);
  });
});

describe('receivables report', () => {
  it('ages what was owed at the end of 31 March and nets refunds and reversals by method', async () => {
    const answer = await read('receivables');
    expect(answer.status, answer.text).toBe(200);
    const ages = section(answer.body, 'receivables-by-age');
    expect(ages.rows).toEqual([
      { label: '0–7 days', invoices: 2, balance_cents: 81_860 },
      { label: '8–30 days', invoices: 1, balance_cents: 5_000 },
      { label: '31–60 days', invoices: 0, balance_cents: 0 },
      { label: 'Over 60 days', invoices: 1, balance_cents: 10_000 },
    ]);
    expect(ages.totals).toEqual({ label: 'Total', invoices: 4, balance_cents: 96_860 });
    const methods = section(answer.body, 'payments-by-method');
    expect(methods.rows).toEqual([
      {
        method: 'Cash',
        entries: 1,
        received_cents: 20_000,
        refunded_cents: 0,
        reversed_cents: 0,
        net_cents: 20_000,
      },
      {
        method: 'Cheque',
        entries: 2,
        received_cents: 57_500,
        refunded_cents: 0,
        reversed_cents: -57_500,
        net_cents: 0,
      },
      {
        method: 'Debit',
        entries: 1,
        received_cents: 5_750,
        refunded_cents: 0,
        reversed_cents: 0,
        net_cents: 5_750,
      },
      {
        method: 'Card online',
        entries: 2,
        received_cents: 34_720,
        refunded_cents: -5_000,
        reversed_cents: 0,
        net_cents: 29_720,
      },
    ]);
    expect(methods.totals).toMatchObject({ entries: 6, received_cents: 117_970, net_cents: 55_470 });
  });
});

describe('payables report', () => {
  it('shows what each statement of March still owes at the end of 31 March, drafts marked and owed', async () => {
    const answer = await read('payables');
    expect(answer.status, answer.text).toBe(200);
    const owed = section(answer.body, 'payables-by-statement');
    // Comeau's statement was paid out in full on 30 March: it owes nothing and is left out.
    expect(owed.rows.map(({ consignor, ...row }) => [String(consignor).replace(/^C-\d+ /, ''), row])).toEqual(
      [
        [
          'Margaret Ellis',
          {
            statement: 'Spring Estate Sale',
            sale_day: '2026-03-14',
            status: 'Final',
            net_payout_cents: 45_000,
            paid_cents: 20_000,
            owed_cents: 25_000,
          },
        ],
        [
          'Renée Boudreau',
          {
            statement: 'Spring Estate Sale',
            sale_day: '2026-03-14',
            status: 'Draft',
            net_payout_cents: 9_999,
            paid_cents: 0,
            owed_cents: 9_999,
          },
        ],
        [
          'Renée Boudreau',
          {
            statement: 'Harbour Live Sale',
            sale_day: '2026-03-28',
            status: 'Paid after 2026-03-31',
            net_payout_cents: 40_000,
            paid_cents: 0,
            owed_cents: 40_000,
          },
        ],
      ],
    );
    expect(owed.totals).toMatchObject({ net_payout_cents: 94_999, paid_cents: 20_000, owed_cents: 74_999 });
    const sum = (key: string) => owed.rows.reduce((total, row) => total + Number(row[key]), 0);
    expect(owed.totals?.owed_cents).toBe(sum('owed_cents'));
    const out = section(answer.body, 'payouts-by-method');
    expect(out.rows).toEqual([
      { method: 'Cash', payouts: 1, paid_cents: 12_000, reversed_cents: 0, net_cents: 12_000 },
      { method: 'Cheque', payouts: 1, paid_cents: 20_000, reversed_cents: 0, net_cents: 20_000 },
      { method: 'e-Transfer', payouts: 1, paid_cents: 5_000, reversed_cents: -5_000, net_cents: 0 },
    ]);
  });
});

describe('bidding report', () => {
  it('counts registrations, bidders, bids, extensions, top buyers and live channels', async () => {
    const answer = await read('bidding');
    expect(answer.status, answer.text).toBe(200);
    const byAuction = section(answer.body, 'bidding-by-auction');
    expect(
      byAuction.rows.map((row) => [
        row.auction,
        row.registrations,
        row.bidders,
        row.bids,
        row.offered,
        row.bids_per_lot,
        row.extended,
      ]),
    ).toEqual([
      ['Spring Estate Sale', 3, 3, 7, 4, 1.75, 1],
      ['Harbour Live Sale', 2, 2, 4, 2, 2, 0],
      ['=SUM(A1) Month-end Sale', 1, 0, 0, 1, 0, 0],
    ]);
    expect(byAuction.totals).toMatchObject({
      registrations: 6,
      bidders: 4,
      bids: 11,
      offered: 7,
      bids_per_lot: 1.57,
      extended: 1,
    });
    expect(section(answer.body, 'top-buyers').rows).toEqual([
      { buyer: 'Dan Floor', auctions: 1, lots: 1, hammer_cents: 50_000 },
      { buyer: 'Alice Cormier', auctions: 2, lots: 3, hammer_cents: 45_000 },
      { buyer: 'Bob LeBlanc', auctions: 1, lots: 1, hammer_cents: 20_000 },
    ]);
    expect(section(answer.body, 'live-channels').rows).toEqual([
      {
        channel: 'Online',
        lots: 0,
        lot_share: 0,
        hammer_cents: 0,
        hammer_share: 0,
        bids: 1,
        bid_share: 0.25,
      },
      {
        channel: 'Floor',
        lots: 1,
        lot_share: 1,
        hammer_cents: 50_000,
        hammer_share: 1,
        bids: 1,
        bid_share: 0.25,
      },
      {
        channel: 'Phone',
        lots: 0,
        lot_share: 0,
        hammer_cents: 0,
        hammer_share: 0,
        bids: 1,
        bid_share: 0.25,
      },
      {
        channel: 'Absentee',
        lots: 0,
        lot_share: 0,
        hammer_cents: 0,
        hammer_share: 0,
        bids: 1,
        bid_share: 0.25,
      },
    ]);
  });
});

describe('categories report', () => {
  it('gives each category its sell-through, hammer and average over its sold lots', async () => {
    const answer = await read('categories');
    expect(answer.status, answer.text).toBe(200);
    const categories = section(answer.body, 'categories');
    const row = (category: string, offered: number, sold: number, sellThrough: number, hammer: number) => ({
      category,
      offered,
      sold,
      sell_through: sellThrough,
      hammer_cents: hammer,
      average_hammer_cents: hammer / sold,
      invoiced_lots: sold,
      invoiced_hammer_cents: hammer,
    });
    expect(categories.rows).toEqual([
      row('Clocks', 3, 2, 0.6667, 70_000),
      row('Furniture', 3, 2, 0.6667, 40_000),
      row('No category', 1, 1, 1, 5_000),
    ]);
    expect(categories.totals).toEqual(row('Total', 7, 5, 0.7143, 115_000));
  });
});

describe('CSV', () => {
  it('downloads a report as CSV in dollars, with formulas neutralised, by ?format=csv or Accept', async () => {
    const answer = await read('sales', 'from=2026-03-01&to=2026-03-31&group=auction&format=csv');
    expect(answer.status).toBe(200);
    expect(answer.headers['content-type']).toContain('text/csv');
    expect(answer.headers['content-disposition']).toBe(
      'attachment; filename="sales-2026-03-01-to-2026-03-31.csv"',
    );
    const lines = answer.text.trim().split('\n');
    expect(lines[0]).toBe(
      'Auction,Lots offered,Sold lots,Passed,Sell-through (%),Hammer,Average hammer,Median hammer,Invoiced lots,Invoiced hammer,Premium,Charges,Discounts,Invoiced before tax',
    );
    expect(lines[1]).toBe(
      'Spring Estate Sale,4,3,1,75.00,600.00,200.00,200.00,3,600.00,90.00,20.00,10.00,700.00',
    );
    expect(lines[3]).toBe(
      "'=SUM(A1) Month-end Sale,1,1,0,100.00,50.00,50.00,50.00,1,50.00,7.50,0.00,0.00,57.50",
    );
    expect(lines[4]).toBe('Total,7,5,2,71.43,1150.00,230.00,200.00,5,1150.00,172.50,20.00,10.00,1332.50');
    const accepted = await t.request({
      method: 'GET',
      url: '/api/admin/reports/receivables?from=2026-03-01&to=2026-03-31',
      headers: { accept: 'text/csv' },
      token: staff,
    });
    expect(accepted.headers['content-type']).toContain('text/csv');
    expect(accepted.text).toContain('Unpaid invoices by age on 2026-03-31\n');
    expect(accepted.text).toContain('Card online,2,347.20,-50.00,0.00,297.20\n');
  });
});

describe('refusals', () => {
  it('refuses bad dates, a range ending before it starts or over five years, and unknown names with 422', async () => {
    const bad = await read('sales', 'from=2026-02-30&to=tomorrow&group=year');
    expect(bad.status).toBe(422);
    expect(Object.keys(bad.body.errors ?? {}).sort()).toEqual(['from', 'group', 'to']);
    const backwards = await read('sales', 'from=2026-03-31&to=2026-03-01');
    expect(backwards.status).toBe(422);
    expect(backwards.body.errors?.to).toEqual(['The range must end on or after its first day.']);
    expect((await read('tax', 'from=2021-01-01&to=2025-12-31')).status).toBe(200);
    const long = await read('tax', 'from=2021-01-01&to=2026-01-01');
    expect(long.status).toBe(422);
    expect(long.body.errors?.to).toEqual(['A report covers at most five years.']);
    expect((await read('profits')).status).toBe(422);
    expect((await read('sales', '')).status).toBe(422);
  });

  it('lets only Staff and Admin read a report', async () => {
    const bidder = await tokenFor(t, await buildUser(t));
    const consignorUser = await buildUser(t, { roles: ['Bidder', 'Consignor'] });
    await buildConsignor(t, { user_id: consignorUser.id });
    const admin = await tokenFor(t, await buildUser(t, { roles: ['Admin'] }));
    const url = '/api/admin/reports/sales?from=2026-03-01&to=2026-03-31';
    expect((await t.request({ method: 'GET', url })).status).toBe(401);
    expect((await t.request({ method: 'GET', url, token: bidder })).status).toBe(403);
    expect((await t.request({ method: 'GET', url, token: await tokenFor(t, consignorUser) })).status).toBe(
      403,
    );
    expect((await t.request({ method: 'GET', url, token: admin })).status).toBe(200);
  });
});

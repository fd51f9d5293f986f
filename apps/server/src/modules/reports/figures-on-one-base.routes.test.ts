import type { AdminDashboardFigures, BuyerOwing, Report, StaffInvoicePage } from '@auction/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildUser, tokenFor } from '../../../test/factories';
import { novemberOfSales } from '../../../test/reports/november-fixture';
import { createTestApp, type TestApp, testClock } from '../../../test/test-app';

/*
 * Every screen that counts a sale's lots or what is owed reads one base (decision 0062): the
 * figures below are worked by hand in `novemberOfSales`.
 */
let t: TestApp;
let staff: string;
let alice: string;
beforeAll(async () => {
  t = await createTestApp({ deps: { clock: testClock(new Date('2026-11-30T15:00:00Z')) } });
  staff = await tokenFor(t, await buildUser(t, { roles: ['Staff', 'Bidder'] }));
  alice = await tokenFor(t, (await novemberOfSales(t)).alice);
});
afterAll(() => t.close());

const get = async <T>(url: string, token = staff) => {
  const answer = await t.request<T>({ method: 'GET', url, token });
  expect(answer.status, answer.text).toBe(200);
  return answer.body;
};
const report = async (name: string, group = 'auction') =>
  get<Report>(`/api/admin/reports/${name}?from=2026-11-01&to=2026-11-30&group=${group}`);
const only = (answer: Report) => {
  const [section] = answer.sections;
  if (!section) throw new Error('no section');
  return section;
};
const pick = (row: Record<string, unknown> | null | undefined, keys: readonly string[]) =>
  Object.fromEntries(keys.map((key) => [key, row?.[key]]));
const lotFigures = [
  'offered',
  'sold',
  'passed',
  'hammer_cents',
  'average_hammer_cents',
  'median_hammer_cents',
];
const invoicedFigures = ['invoiced_lots', 'invoiced_hammer_cents', 'premium_cents', 'invoiced_total_cents'];

describe('the sales report', () => {
  it('counts every sold lot at its hammer, and beside it what issued invoices bill', async () => {
    const sales = only(await report('sales'));
    const [estate, bedford] = sales.rows;
    // Five of six offered sold: $200.00 + $50.50 + $300.00 + $120.00 + $80.00, whatever their invoices.
    expect(pick(estate, ['label', ...lotFigures])).toEqual({
      label: 'Cole Harbour Estate',
      offered: 6,
      sold: 5,
      passed: 1,
      hammer_cents: 75_050,
      average_hammer_cents: 15_010,
      median_hammer_cents: 12_000,
    });
    // Alice's and Bob's issued invoices bill lots 1 to 3; Carol's draft and Dan's void bill nothing.
    expect(pick(estate, invoicedFigures)).toEqual({
      invoiced_lots: 3,
      invoiced_hammer_cents: 55_050,
      premium_cents: 8_258,
      invoiced_total_cents: 63_308,
    });
    expect(pick(bedford, ['label', ...lotFigures, 'invoiced_lots'])).toEqual({
      label: 'Bedford Tools',
      offered: 2,
      sold: 1,
      passed: 1,
      hammer_cents: 4_500,
      average_hammer_cents: 4_500,
      median_hammer_cents: 4_500,
      invoiced_lots: 0,
    });
    // $795.50 over six sold lots is $132.583...; the middle two of six are $80.00 and $120.00.
    expect(pick(sales.totals, [...lotFigures, ...invoicedFigures])).toEqual({
      offered: 8,
      sold: 6,
      passed: 2,
      hammer_cents: 79_550,
      average_hammer_cents: 13_258,
      median_hammer_cents: 10_000,
      invoiced_lots: 3,
      invoiced_hammer_cents: 55_050,
      premium_cents: 8_258,
      invoiced_total_cents: 63_308,
    });
  });

  it('gives rows by auction, by day and by week that add up to the same total', async () => {
    const additive = ['offered', 'sold', 'passed', 'hammer_cents', 'invoiced_lots', 'invoiced_hammer_cents'];
    const byAuction = only(await report('sales'));
    for (const group of ['auction', 'day', 'week', 'month']) {
      const sales = only(await report('sales', group));
      for (const key of additive) {
        expect(
          sales.rows.reduce((sum, row) => sum + Number(row[key]), 0),
          `${group} ${key}`,
        ).toBe(sales.totals?.[key]);
      }
      expect(pick(sales.totals, lotFigures)).toEqual(pick(byAuction.totals, lotFigures));
    }
  });

  it('writes the same figures in its CSV', async () => {
    const csv = await t.request({
      method: 'GET',
      url: '/api/admin/reports/sales?from=2026-11-01&to=2026-11-30&group=auction&format=csv',
      token: staff,
    });
    expect(csv.text.trim().split('\n').at(-1)).toBe(
      'Total,8,6,2,75.00,795.50,132.58,100.00,3,550.50,82.58,0.00,0.00,633.08',
    );
  });
});

describe('the categories report', () => {
  it('counts the same sold lots by category, and their total is the sales report’s', async () => {
    const categories = only(await report('categories'));
    expect(
      categories.rows.map((row) => [
        row.category,
        row.offered,
        row.sold,
        row.hammer_cents,
        row.average_hammer_cents,
        row.invoiced_lots,
        row.invoiced_hammer_cents,
      ]),
    ).toEqual([
      ['Furniture', 2, 2, 50_000, 25_000, 2, 50_000],
      ['Silver', 3, 2, 17_050, 8_525, 1, 5_050],
      ['No category', 1, 1, 8_000, 8_000, 0, 0],
      ['Tools', 2, 1, 4_500, 4_500, 0, 0],
    ]);
    const sales = only(await report('sales'));
    const shared = [
      'offered',
      'sold',
      'hammer_cents',
      'average_hammer_cents',
      'invoiced_lots',
      'invoiced_hammer_cents',
    ];
    expect(pick(categories.totals, shared)).toEqual(pick(sales.totals, shared));
  });
});

describe('what buyers owe', () => {
  it('is the issued invoices’ balances on the invoice list, the dashboard, the receivables and the buyer’s own', async () => {
    const list = await get<StaffInvoicePage>('/api/admin/invoices');
    // Alice's $328.41 and Bob's $393.30; Carol's draft apart; Dan's void invoice nowhere.
    expect(list.totals).toEqual({
      count: 2,
      total_cents: 72_171,
      paid_cents: 49_330,
      balance_cents: 22_841,
      drafts: { count: 1, total_cents: 15_732 },
    });
    const dashboard = await get<AdminDashboardFigures>('/api/admin/dashboard/figures');
    expect(dashboard.unpaid).toEqual({ balance_cents: 22_841, invoices: 1, overdue: 1 });
    const receivables = (await report('receivables')).sections.find(
      (each) => each.id === 'receivables-by-age',
    );
    expect(receivables?.totals).toMatchObject({ invoices: 1, balance_cents: 22_841 });
    expect(await get<BuyerOwing>('/api/invoices/owing', alice)).toEqual({
      invoices: 1,
      balance_cents: 22_841,
    });
    const drafts = await get<StaffInvoicePage>('/api/admin/invoices?status=draft');
    expect(drafts.totals).toMatchObject({
      count: 0,
      balance_cents: 0,
      drafts: { count: 1, total_cents: 15_732 },
    });
  });
});

describe('the payables report', () => {
  it('owes the draft and the final statement, not the one paid out, and totals its rows', async () => {
    const owed = (await report('payables')).sections.find((each) => each.id === 'payables-by-statement');
    expect(
      owed?.rows.map((row) => [String(row.consignor).replace(/^C-\d+ /, ''), row.status, row.owed_cents]),
    ).toEqual([
      ['Hal Fraser', 'Draft', 30_000],
      ['Ivy Doucette', 'Final', 15_000],
    ]);
    expect(owed?.totals).toMatchObject({ net_payout_cents: 50_000, paid_cents: 5_000, owed_cents: 45_000 });
  });
});

import type { StaffInvoiceDetail, StatementDetail } from '@auction/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { closedSale, generate } from '../test/consignor-statements/statement-fixture';
import { buildConsignor, buildUser, tokenFor } from '../test/factories';
import { buildIssuedInvoice, invoiceRow, paymentsOf } from '../test/payments/issued-invoice';
import { createTestApp, type TestApp, testClock } from '../test/test-app';
import { oneOf } from './db/queries';

/**
 * Dates a client sends, on every route that takes one: a day that is not on the calendar or is
 * outside 2000-2100 is a 422 naming the field (never a 500 from the database) and writes nothing;
 * money is never dated after the house's today.
 */

// 02:30 UTC on 22 June is still 23:30 on 21 June in Halifax: the house's today is the 21st.
const clock = testClock(new Date('2026-06-22T02:30:00Z'));
const houseToday = '2026-06-21';

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await createTestApp({ deps: { clock } });
  admin = await tokenFor(t, await buildUser(t, { roles: ['Admin', 'Bidder'] }));
});
afterAll(() => t.close());

const notOnTheCalendar = ['2026-02-30', '2026-13-01', '2026-00-10', '2026-04-31'];
const outOfRange = ['0000-01-01', '1900-01-01', '2999-01-01'];
const badDates = [...notOnTheCalendar, ...outOfRange, '24/11/2026', ''];

function problemWith(day: string): string {
  if (notOnTheCalendar.includes(day)) return `${day} is not a day on the calendar.`;
  if (outOfRange.includes(day)) return 'Use a date from 2000-01-01 to 2100-12-31.';
  return 'Use a date written YYYY-MM-DD.';
}

/** What a refused date must leave as it was: the rows of every table those routes write. */
async function writtenRows() {
  return oneOf<Record<string, number>>(
    t.db,
    sql`select
      (select count(*)::int from payments) as payments,
      (select count(*)::int from consignor_advances) as advances,
      (select count(*)::int from consignor_payouts) as payouts,
      (select count(*)::int from consignor_statements) as statements,
      (select count(*)::int from tax_rates) as tax_rates,
      (select count(*)::int from tax_exemptions) as exemptions,
      (select count(*)::int from marketing_campaigns) as campaigns,
      (select count(*)::int from audit_log) as audits,
      (select count(*)::int from invoices where shipped_on is not null) as shipped`,
  );
}

/** A final statement for Boudreau, owed $300 less commission: payouts may be recorded on it. */
async function finalStatement(): Promise<string> {
  const sale = await closedSale(t);
  const generated = await generate(t, admin, sale.auction.id);
  const id = generated.data.find((row) => row.consignor.id === sale.boudreau.id)?.id ?? '';
  const finalised = await t.request<StatementDetail>({
    method: 'POST',
    url: `/api/admin/consignor-statements/${id}/finalise`,
    payload: {},
    token: admin,
  });
  expect(finalised.status, finalised.text).toBe(200);
  return id;
}

interface DatedRoute {
  name: string;
  field: string;
  send(day: string): Promise<{ status: number; body: { errors?: Record<string, string[]> } }>;
}

describe('a date that is not a day', () => {
  let routes: DatedRoute[];
  beforeAll(async () => {
    const { invoice, buyer } = await buildIssuedInvoice(t);
    const consignor = await buildConsignor(t);
    const statementId = await finalStatement();
    let keys = 0;
    const key = () => {
      keys += 1;
      return `bad-date-${keys}`;
    };
    const post = (url: string, payload: Record<string, unknown>) =>
      t.request({ method: 'POST', url, payload, token: admin });
    const get = (url: string) => t.request({ method: 'GET', url, token: admin });
    const query = (day: string) => encodeURIComponent(day);
    routes = [
      {
        name: 'a counter payment',
        field: 'received_on',
        send: (day) =>
          post(`/api/admin/invoices/${invoice.id}/payments`, {
            method: 'cash',
            amount_cents: 1_000,
            received_on: day,
            idempotency_key: key(),
          }),
      },
      {
        name: 'the shipping of an invoice',
        field: 'shipped_on',
        send: (day) =>
          t.request({
            method: 'PUT',
            url: `/api/admin/invoices/${invoice.id}/shipping`,
            payload: { shipped_on: day },
            token: admin,
          }),
      },
      {
        name: 'a consignor advance',
        field: 'paid_on',
        send: (day) =>
          post(`/api/admin/consignors/${consignor.id}/advances`, { amount_cents: 5_000, paid_on: day }),
      },
      {
        name: 'a payout',
        field: 'paid_on',
        send: (day) =>
          post(`/api/admin/consignor-statements/${statementId}/payouts`, {
            method: 'cheque',
            amount_cents: 1_000,
            paid_on: day,
          }),
      },
      {
        name: "a buy-now statement's first day",
        field: 'period_start',
        send: (day) =>
          post('/api/admin/consignor-statements/generate-buy-now', {
            period_start: day,
            period_end: '2026-06-30',
          }),
      },
      {
        name: "a buy-now statement's last day",
        field: 'period_end',
        send: (day) =>
          post('/api/admin/consignor-statements/generate-buy-now', {
            period_start: '2026-06-01',
            period_end: day,
          }),
      },
      {
        name: "the payouts CSV's first day",
        field: 'from',
        send: (day) => get(`/api/admin/consignor-payouts.csv?from=${query(day)}`),
      },
      {
        name: "the payouts CSV's last day",
        field: 'to',
        send: (day) => get(`/api/admin/consignor-payouts.csv?to=${query(day)}`),
      },
      {
        name: "a report's first day",
        field: 'from',
        send: (day) => get(`/api/admin/reports/sales?from=${query(day)}&to=2026-06-30`),
      },
      {
        name: "a report's last day",
        field: 'to',
        send: (day) => get(`/api/admin/reports/tax?from=2026-01-01&to=${query(day)}&format=csv`),
      },
      {
        name: 'the audience preview',
        field: 'since',
        send: (day) => post('/api/admin/marketing/audience-preview', { kind: 'past_buyers', since: day }),
      },
      {
        name: "a campaign's audience",
        field: 'audience.since',
        send: (day) =>
          post('/api/admin/marketing/campaigns', {
            name: 'Spring sale',
            subject: 'Our spring sale',
            body_markdown: 'Come and see.',
            audience: { kind: 'past_buyers', since: day },
          }),
      },
      {
        name: 'a tax rate',
        field: 'effective_from',
        send: (day) =>
          post('/api/admin/tax-rates', { region: 'NS', label: 'HST', effective_from: day, rate_bps: 1_300 }),
      },
      {
        name: "a tax exemption's expiry",
        field: 'expires_on',
        send: (day) =>
          post(`/api/admin/users/${buyer.id}/tax-exemptions`, { number: 'EX-1', expires_on: day }),
      },
      { name: 'the pick list', field: 'date', send: (day) => get(`/api/admin/pick-list?date=${query(day)}`) },
    ];
  });

  it('is refused with 422 naming the field, and nothing is written', async () => {
    const before = await writtenRows();
    for (const route of routes) {
      for (const day of badDates) {
        // An empty exemption expiry means "does not expire", so it is not a bad date there.
        if (day === '' && route.field === 'expires_on') continue;
        const answer = await route.send(day);
        const what = `${route.name}: ${JSON.stringify(day)}`;
        expect(answer.status, what).toBe(422);
        expect(answer.body.errors?.[route.field], what).toEqual([problemWith(day)]);
      }
    }
    expect(await writtenRows()).toEqual(before);
  }, 60_000);

  it('is taken when it is a real day in range, leap days included', async () => {
    const leapDay = await routes.find((route) => route.name === 'the pick list')?.send('2024-02-29');
    expect(leapDay?.status).toBe(200);
    const csv = await routes.find((route) => route.name === "the payouts CSV's last day")?.send('2100-12-31');
    expect(csv?.status).toBe(200);
  });
});

describe('money dated after the house’s today', () => {
  it('is refused on a counter payment, and the day follows the company time zone', async () => {
    const { invoice } = await buildIssuedInvoice(t, { totalCents: 5_000 });
    const pay = (receivedOn: string, key: string) =>
      t.request<StaffInvoiceDetail>({
        method: 'POST',
        url: `/api/admin/invoices/${invoice.id}/payments`,
        token: admin,
        payload: { method: 'cash', amount_cents: 2_000, received_on: receivedOn, idempotency_key: key },
      });
    // The 22nd is already the day in UTC, but not yet at the house.
    for (const day of ['2026-06-22', '2027-01-01', '2100-12-31']) {
      const refused = await pay(day, `future-${day}`);
      expect(refused.status, day).toBe(422);
      expect(refused.body.errors).toEqual({
        received_on: [`The date cannot be later than today, ${houseToday}.`],
      });
    }
    expect(await paymentsOf(t, invoice.id)).toEqual([]);
    expect((await invoiceRow(t, invoice.id)).paid_cents).toBe(0);

    const today = await pay(houseToday, 'paid-today');
    expect(today.status, today.text).toBe(200);
    const late = await pay('2026-01-15', 'paid-in-january');
    expect(late.status, late.text).toBe(200);
    expect((await paymentsOf(t, invoice.id)).map((row) => row.received_on).sort()).toEqual([
      '2026-01-15',
      houseToday,
    ]);
  });

  it('is refused on a consignor advance', async () => {
    const consignor = await buildConsignor(t);
    const advance = (paidOn: string) =>
      t.request({
        method: 'POST',
        url: `/api/admin/consignors/${consignor.id}/advances`,
        token: admin,
        payload: { amount_cents: 10_000, paid_on: paidOn },
      });
    const refused = await advance('2026-06-22');
    expect(refused.status).toBe(422);
    expect(refused.body.errors).toEqual({ paid_on: [`The date cannot be later than today, ${houseToday}.`] });
    const rows = () =>
      oneOf<{ n: number }>(
        t.db,
        sql`select count(*)::int as n from consignor_advances where consignor_id = ${consignor.id}`,
      );
    expect((await rows())?.n).toBe(0);
    expect((await advance(houseToday)).status).toBe(201);
    expect((await rows())?.n).toBe(1);
  });

  it('is refused on a payout', async () => {
    const id = await finalStatement();
    const pay = (paidOn: string) =>
      t.request<StatementDetail>({
        method: 'POST',
        url: `/api/admin/consignor-statements/${id}/payouts`,
        token: admin,
        payload: { method: 'cheque', amount_cents: 1_000, paid_on: paidOn },
      });
    const refused = await pay('2026-06-22');
    expect(refused.status).toBe(422);
    expect(refused.body.errors).toEqual({ paid_on: [`The date cannot be later than today, ${houseToday}.`] });
    const paid = await pay(houseToday);
    expect(paid.status, paid.text).toBe(201);
    expect(paid.body.payouts.map((payout) => payout.paid_on)).toEqual([houseToday]);
  });

  it('cannot come in by a refund: the server dates a refund today, whatever the client sends', async () => {
    const { invoice } = await buildIssuedInvoice(t, { totalCents: 4_000 });
    const paid = await t.request<StaffInvoiceDetail>({
      method: 'POST',
      url: `/api/admin/invoices/${invoice.id}/payments`,
      token: admin,
      payload: { method: 'cash', amount_cents: 4_000, received_on: houseToday, idempotency_key: 'to-refund' },
    });
    const paymentId = paid.body.payments[0]?.id;
    const refund = await t.request<StaffInvoiceDetail>({
      method: 'POST',
      url: `/api/admin/invoices/${invoice.id}/refunds`,
      token: admin,
      payload: {
        payment_id: paymentId,
        amount_cents: 1_000,
        reason: 'Chipped',
        idempotency_key: 'refund-dated',
        received_on: '2999-01-01',
      },
    });
    expect(refund.status, refund.text).toBe(200);
    const refunds = (await paymentsOf(t, invoice.id)).filter((row) => row.kind === 'refund');
    expect(refunds.map((row) => [row.amount_cents, row.received_on])).toEqual([[-1_000, houseToday]]);
  });
});

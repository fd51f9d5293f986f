import type { StatementDetail, StatementPage } from '@auction/contracts';
import { NOVA_SCOTIA_HST_RATES, statementLines, statementTotals } from '@auction/domain';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { closedSale, generate, statementOf } from '../../../test/consignor-statements/statement-fixture';
import { buildUser, tokenFor } from '../../../test/factories';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { oneOf, rowsOf } from '../../db/queries';
import { lots as lotsTable } from '../../db/schema';
import { toCommissionTerms } from '../commission-profiles/commission-terms';

let t: TestApp;
let staff: string;
let admin: string;
beforeAll(async () => {
  t = await createTestApp();
  staff = await tokenFor(t, await buildUser(t, { roles: ['Staff', 'Bidder'] }));
  admin = await tokenFor(t, await buildUser(t, { roles: ['Admin', 'Bidder'] }));
});
afterAll(() => t.close());

describe('generating the statements of a closed sale', () => {
  it('makes one draft per consignor whose figures are the domain rules, recovering advances', async () => {
    const sale = await closedSale(t);
    const generated = await generate(t, staff, sale.auction.id);
    expect(generated).toMatchObject({ created: 2, updated: 0, kept: 0 });
    expect(generated.data.map((row) => row.consignor.name).sort()).toEqual([
      'Margaret Ellis',
      'Renée Boudreau',
    ]);

    const ellis = await statementOf(t, staff, sale.ellis.id, sale.auction.id);
    const terms = toCommissionTerms(sale.profile);
    const lines = statementLines(terms, [
      { ref: '1', outcome: 'sold', hammerCents: 120_000, photographed: true },
      { ref: '2', outcome: 'sold', hammerCents: 2_000, photographed: false },
      { ref: '3', outcome: 'unsold', hammerCents: 0, photographed: false },
    ]);
    const totals = statementTotals(lines, {
      advancesOutstandingCents: 50_000,
      saleDate: '2026-06-13',
      taxRates: NOVA_SCOTIA_HST_RATES,
      consignorIsRegistrant: false,
    });
    expect(ellis.status).toBe('draft');
    expect(ellis.sale_key).toBe(sale.auction.id);
    expect(ellis.lines.map((line) => [line.reference, line.outcome, line.commission_cents])).toEqual(
      lines.map((line, i) => [String(i + 1), line.outcome, line.commissionCents]),
    );
    expect(ellis.lines.map((line) => line.photo_fee_cents)).toEqual([100, 0, 0]);
    expect(ellis).toMatchObject({
      lots: 3,
      sold_lots: 2,
      hammer_cents: totals.hammerCents,
      charges_cents: totals.chargesCents,
      net_payout_cents: totals.netPayoutCents,
      buyers_paid: false,
      unpaid_lots: ['2'],
    });
    expect(ellis.totals).toMatchObject({
      tax_rate_bp: 1_400,
      tax_on_charges_cents: totals.taxOnChargesCents,
      advances_recovered_cents: 50_000,
      outstanding_cents: totals.netPayoutCents,
    });
    // Decision 0035's worked example with lot 3 not photographed: $921.32 due, less the $500.00 advance.
    expect(ellis.net_payout_cents).toBe(42_132);
    expect(ellis.advance_recoveries).toEqual([
      expect.objectContaining({ paid_on: '2026-05-01', amount_cents: 50_000 }),
    ]);
    // The consignor's record no longer counts the advance the statement took back as owed.
    const advances = await t.request({
      method: 'GET',
      url: `/api/admin/consignors/${sale.ellis.id}/advances`,
      token: staff,
    });
    expect(advances.body.totals).toMatchObject({ advanced_cents: 50_000, outstanding_cents: 0 });

    const boudreau = await statementOf(t, staff, sale.boudreau.id, sale.auction.id);
    // Her own 10% rate, no withdrawn lot, and the HST on her hammer as a registrant.
    expect(boudreau.lines.map((line) => [line.reference, line.commission_cents, line.buyer_paid])).toEqual([
      ['4', 3_000, true],
    ]);
    expect(boudreau.totals.hammer_tax_cents).toBe(4_200);
    expect(boudreau.net_payout_cents).toBe(30_000 + 4_200 - 3_200 - 448);
    expect(boudreau.buyers_paid).toBe(true);
  });

  it('rewrites drafts under the same id, keeps final ones, and never recovers an advance twice', async () => {
    const sale = await closedSale(t);
    const first = await generate(t, staff, sale.auction.id);
    await t.db
      .update(lotsTable)
      .set({ current_price_cents: 2_500 })
      .where(eq(lotsTable.id, sale.lots.lot2.id));
    await t.db.execute(sql`update invoice_lines set amount_cents = 2500 where lot_id = ${sale.lots.lot2.id}`);
    const boudreau = first.data.find((row) => row.consignor.id === sale.boudreau.id);
    const finalised = await t.request({
      method: 'POST',
      url: `/api/admin/consignor-statements/${boudreau?.id}/finalise`,
      payload: {},
      token: staff,
    });
    expect(finalised.status, finalised.text).toBe(200);

    const again = await generate(t, staff, sale.auction.id);
    expect(again).toMatchObject({ created: 0, updated: 1, kept: 1 });
    expect(again.data.map((row) => row.id).sort()).toEqual(first.data.map((row) => row.id).sort());
    const ellis = await statementOf(t, staff, sale.ellis.id, sale.auction.id);
    expect(ellis.hammer_cents).toBe(122_500);
    expect(ellis.advance_recoveries).toHaveLength(1);
    const recovered = await oneOf<{ n: number }>(
      t.db,
      sql`select count(*)::int as n from consignor_advance_recoveries x join consignor_advances a on a.id = x.advance_id
        where a.consignor_id = ${sale.ellis.id}`,
    );
    expect(recovered?.n).toBe(1);

    const one = await t.request<StatementDetail>({
      method: 'POST',
      url: `/api/admin/consignor-statements/${ellis.id}/regenerate`,
      token: staff,
    });
    expect(one.status).toBe(200);
    expect(one.body.id).toBe(ellis.id);
    const kept = await t.request({
      method: 'POST',
      url: `/api/admin/consignor-statements/${boudreau?.id}/regenerate`,
      token: staff,
    });
    expect(kept.status).toBe(409);
  });

  it('refuses a sale that has not closed, in words, and a missing or malformed auction', async () => {
    const sale = await closedSale(t, { status: 'open' });
    const refused = await t.request({
      method: 'POST',
      url: '/api/admin/consignor-statements/generate',
      payload: { auction_id: sale.auction.id },
      token: staff,
    });
    expect(refused.status).toBe(409);
    expect(refused.body.message).toMatch(/closed/);
    const bad = await t.request({
      method: 'POST',
      url: '/api/admin/consignor-statements/generate',
      payload: { auction_id: 'nope' },
      token: staff,
    });
    expect(bad.status).toBe(422);
    expect(bad.body.errors?.auction_id).toBeDefined();
    const period = await t.request({
      method: 'POST',
      url: '/api/admin/consignor-statements/generate-buy-now',
      payload: { period_start: '2026-06-30', period_end: '2026-06-01' },
      token: staff,
    });
    expect(period.status).toBe(422);
    expect(period.body.errors?.period_end).toBeDefined();
  });
});

describe('finalising a statement', () => {
  it('is refused while a buyer has not paid, naming the lot, then allowed with a reason', async () => {
    const sale = await closedSale(t);
    const generated = await generate(t, staff, sale.auction.id);
    const ellis = generated.data.find((row) => row.consignor.id === sale.ellis.id);
    const url = `/api/admin/consignor-statements/${ellis?.id}/finalise`;
    const refused = await t.request({ method: 'POST', url, payload: {}, token: staff });
    expect(refused.status).toBe(409);
    expect(refused.body.code).toBe('STATEMENT_BUYERS_UNPAID');
    expect(refused.body.message).toContain('lot 2');
    const tooLong = await t.request({
      method: 'POST',
      url,
      payload: { override_reason: 'x'.repeat(501) },
      token: staff,
    });
    expect(tooLong.status).toBe(422);
    const overridden = await t.request<StatementDetail>({
      method: 'POST',
      url,
      payload: { override_reason: 'The buyer of lot 2 pays at pickup; the consignor is moving.' },
      token: admin,
    });
    expect(overridden.status, overridden.text).toBe(200);
    expect(overridden.body).toMatchObject({
      status: 'final',
      override_reason: expect.stringContaining('pickup'),
    });
    expect(overridden.body.finalised_by_name).toBeTruthy();
    expect(overridden.body.lines.find((line) => line.reference === '2')?.buyer_paid).toBe(false);
    const twice = await t.request({ method: 'POST', url, payload: {}, token: staff });
    expect(twice.status).toBe(409);
    const audit = await rowsOf<{ action: string }>(
      t.db,
      sql`select action from audit_log where entity = 'consignor_statement' and entity_id = ${ellis?.id ?? ''}`,
    );
    expect(audit.map((r) => r.action)).toContain('consignor_statement.finalised');
  });

  it('is allowed once the last buyer pays, checked at that moment', async () => {
    const sale = await closedSale(t);
    const generated = await generate(t, staff, sale.auction.id);
    const ellis = generated.data.find((row) => row.consignor.id === sale.ellis.id);
    await t.db.execute(
      sql`update invoices set status = 'paid', paid_cents = total_cents where id = ${sale.unpaidInvoice.id}`,
    );
    const answer = await t.request<StatementDetail>({
      method: 'POST',
      url: `/api/admin/consignor-statements/${ellis?.id}/finalise`,
      payload: {},
      token: staff,
    });
    expect(answer.status, answer.text).toBe(200);
    expect(answer.body).toMatchObject({
      status: 'final',
      override_reason: null,
      buyers_paid: true,
      unpaid_lots: [],
    });
  });
});

describe('the list of statements', () => {
  it('filters by sale, consignor, status and search, sorts and pages', async () => {
    const sale = await closedSale(t);
    await generate(t, staff, sale.auction.id);
    const page = await t.request<StatementPage>({
      method: 'GET',
      url: `/api/admin/consignor-statements?auction_id=${sale.auction.id}&sort=net_payout&order=desc&per_page=1`,
      token: staff,
    });
    expect(page.status).toBe(200);
    expect(page.body.meta).toMatchObject({ total: 2, per_page: 1 });
    expect(page.body.data[0]?.consignor.name).toBe('Margaret Ellis');
    const searched = await t.request<StatementPage>({
      method: 'GET',
      url: `/api/admin/consignor-statements?auction_id=${sale.auction.id}&q=boudreau&status=draft&kind=auction`,
      token: staff,
    });
    expect(searched.body.data.map((row) => row.consignor.id)).toEqual([sale.boudreau.id]);
    const bad = await t.request({
      method: 'GET',
      url: '/api/admin/consignor-statements?sort=colour',
      token: staff,
    });
    expect(bad.status).toBe(422);
    const missing = await t.request({
      method: 'GET',
      url: `/api/admin/consignor-statements/${sale.ellis.id}/${sale.boudreau.id}`,
      token: staff,
    });
    expect(missing.status).toBe(404);
  });
});

describe('who may see statements', () => {
  it('is staff only: a consignor or bidder is refused and a guest must sign in', async () => {
    const consignor = await tokenFor(t, await buildUser(t, { roles: ['Consignor', 'Bidder'] }));
    const bidder = await tokenFor(t, await buildUser(t, { roles: ['Bidder'] }));
    for (const url of ['/api/admin/consignor-statements', '/api/admin/consignor-payouts.csv']) {
      expect((await t.request({ method: 'GET', url, token: consignor })).status).toBe(403);
      expect((await t.request({ method: 'GET', url, token: bidder })).status).toBe(403);
      expect((await t.request({ method: 'GET', url })).status).toBe(401);
    }
  });
});

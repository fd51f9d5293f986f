import { feeSettingsDefaults } from '@auction/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildLot, buildUser, tokenFor } from '../../../test/factories';
import { mailsTo } from '../../../test/outbox';
import { buildIssuedInvoice, invoiceRow } from '../../../test/payments/issued-invoice';
import { createTestApp, type TestApp, testClock } from '../../../test/test-app';
import { type BuyerTermsColumn, invoiceFees, invoiceLines, lotReleases } from '../../db/schema';
import { createMailService } from '../../mail/mail.service';
import { createOutboxRepository } from '../../mail/outbox.repository';
import { createAuditRepository } from '../../platform/audit.repository';
import { createInvoiceLedger } from '../invoices/invoice-ledger';
import { createSettingsRepository } from '../settings/settings.repository';
import { createSettingsService } from '../settings/settings.service';
import { createInvoiceFeesService, type InvoiceFeesService } from './invoice-fees.service';

const dayMs = 86_400_000;
let t: TestApp;
/** 11:00 in Halifax on December 5, 2026. */
const clock = testClock(new Date('2026-12-05T15:00:00Z'));
let fees: InvoiceFeesService;
let ledger: ReturnType<typeof createInvoiceLedger>;
let staff: string;
let staffId: string;

function terms(dueOn: string, pickup: BuyerTermsColumn['pickup'] = null): BuyerTermsColumn {
  return {
    due_at: `${dueOn}T23:59:59-04:00`,
    due_on: dueOn,
    payment_due: { kind: 'days', days: 7 },
    pickup,
    pickup_info: '',
    shipping_offered: false,
    terms_text: '',
  };
}

/** Runs the pass on each day from the clock's day, one a day; returns what each day did. */
async function runDays(days: number) {
  const done = [];
  for (let n = 0; n < days; n++) {
    done.push(await fees.pass());
    clock.advance(dayMs);
  }
  return done;
}

const feesOf = (invoiceId: string) =>
  t.db.select().from(invoiceFees).where(eq(invoiceFees.invoice_id, invoiceId));

beforeAll(async () => {
  t = await createTestApp({ deps: { clock } });
  const staffUser = await buildUser(t, { roles: ['Staff'] });
  staffId = staffUser.id;
  staff = await tokenFor(t, staffUser);
  const settings = createSettingsService({
    settings: createSettingsRepository(t.db),
    audit: createAuditRepository(t.db),
  });
  await settings.update(
    {
      invoice_fees: {
        notice_days: 2,
        late_fee: { ...feeSettingsDefaults.late_fee, enabled: true, after_days: 7, amount_cents: 2_500 },
        storage_fee: {
          ...feeSettingsDefaults.storage_fee,
          enabled: true,
          per: 'lot',
          daily_cents: 1_000,
          taxable: true,
        },
      },
    },
    { id: staffId, ip: '127.0.0.1' },
  );
  const mail = createMailService({
    outbox: createOutboxRepository(t.db),
    sender: null,
    links: { fill: async (m) => m },
    log: t.app.log,
    clock,
  });
  ledger = createInvoiceLedger({ db: t.db });
  fees = createInvoiceFeesService({
    db: t.db,
    settings,
    ledger,
    mail,
    clock,
    publicUrl: 'http://localhost:3000',
    log: t.app.log,
  });
});
afterAll(() => t.close());

describe('late fees', () => {
  it('tell the buyer two days before, then charge once, and the balance and the invoice page show it', async () => {
    clock.advance(new Date('2026-12-05T15:00:00Z').getTime() - clock().getTime());
    const { invoice, buyer } = await buildIssuedInvoice(t, {
      totalCents: 91_895,
      buyerTerms: terms('2026-12-02'),
    });

    await runDays(2); // December 5 and 6: too early to say anything.
    expect(await mailsTo(t, buyer.email)).toHaveLength(0);
    await runDays(1); // December 7: the notice.
    const [notice] = await mailsTo(t, buyer.email);
    expect(notice?.text).toContain(
      `From December 9, a late fee of $25.00 will be added to invoice ${invoice.number}`,
    );
    await runDays(1); // December 8: told, not yet charged.
    expect(await feesOf(invoice.id)).toHaveLength(0);

    // December 9: charged; a second pass on the same day charges nothing more.
    await fees.pass();
    await fees.pass();
    const charged = await feesOf(invoice.id);
    expect(charged).toMatchObject([
      { kind: 'late_fee', charged_on: '2026-12-09', amount_cents: 2_500, tax_cents: 0, total_cents: 2_500 },
    ]);
    const row = await invoiceRow(t, invoice.id);
    expect(row).toMatchObject({ fees_cents: 2_500, balance_cents: 91_895 + 2_500, status: 'issued' });
    await runDays(3); // A late fee is charged once.
    expect(await feesOf(invoice.id)).toHaveLength(1);
    expect(await mailsTo(t, buyer.email)).toHaveLength(1);

    const page = await t.request<{
      fees_cents: number;
      balance_cents: number;
      fees: { description: string }[];
    }>({
      method: 'GET',
      url: `/api/invoices/${invoice.id}`,
      token: await tokenFor(t, buyer),
    });
    expect(page.status).toBe(200);
    expect(page.body).toMatchObject({ fees_cents: 2_500, balance_cents: 94_395 });
    expect(page.body.fees).toMatchObject([{ description: 'Late payment fee' }]);

    // Receivables as of a day count the fees charged by then, never those charged later.
    const on8 = await ledger.balancesOn({ day: '2026-12-08', timeZone: 'America/Halifax' });
    const on9 = await ledger.balancesOn({ day: '2026-12-09', timeZone: 'America/Halifax' });
    expect(on8.find((b) => b.invoice_id === invoice.id)?.balance_cents).toBe(91_895);
    expect(on9.find((b) => b.invoice_id === invoice.id)?.balance_cents).toBe(94_395);
  });

  it('are not charged when the invoice is paid after the notice', async () => {
    clock.advance(new Date('2026-12-07T15:00:00Z').getTime() - clock().getTime());
    const { invoice } = await buildIssuedInvoice(t, { totalCents: 20_000, buyerTerms: terms('2026-12-02') });
    await runDays(1); // December 7: the notice.
    await t.db.transaction(async (tx) => {
      const locked = await ledger.lockOpenInvoice(tx, invoice.id);
      await ledger.recordPayment(tx, locked, {
        method: 'cash',
        amountCents: 20_000,
        reference: '',
        receivedOn: '2026-12-08',
        recordedBy: staffId,
      });
    });
    await runDays(4);
    expect(await feesOf(invoice.id)).toHaveLength(0);
    expect(await invoiceRow(t, invoice.id)).toMatchObject({
      status: 'paid',
      balance_cents: 0,
      fees_cents: 0,
    });
  });

  it('are paid with the invoice: the balance with its late fee settles it, and no more is taken', async () => {
    clock.advance(new Date('2026-12-07T15:00:00Z').getTime() - clock().getTime());
    const { invoice } = await buildIssuedInvoice(t, { totalCents: 10_000, buyerTerms: terms('2026-12-02') });
    await runDays(3);
    expect(await invoiceRow(t, invoice.id)).toMatchObject({ fees_cents: 2_500, balance_cents: 12_500 });
    const paid = await t.request({
      method: 'POST',
      url: `/api/admin/invoices/${invoice.id}/payments`,
      token: staff,
      payload: {
        method: 'cash',
        amount_cents: 12_500,
        received_on: '2026-12-09',
        idempotency_key: 'late-fee-pay-1',
      },
    });
    expect(paid.status).toBe(200);
    expect(await invoiceRow(t, invoice.id)).toMatchObject({
      status: 'paid',
      paid_cents: 12_500,
      balance_cents: 0,
    });
    const more = await t.request({
      method: 'POST',
      url: `/api/admin/invoices/${invoice.id}/payments`,
      token: staff,
      payload: {
        method: 'cash',
        amount_cents: 1,
        received_on: '2026-12-09',
        idempotency_key: 'late-fee-pay-2',
      },
    });
    expect(more.status).toBe(422);
  });
});

describe('storage', () => {
  it('is charged each day after the pickup window per lot waiting, taxed, and stops once the lots are collected', async () => {
    clock.advance(new Date('2026-12-05T15:00:00Z').getTime() - clock().getTime());
    const window = {
      kind: 'window' as const,
      from: '2026-12-03',
      until: '2026-12-07',
      opens: '10:00',
      closes: '16:00',
    };
    const { invoice, auction, buyer } = await buildIssuedInvoice(t, {
      totalCents: 50_000,
      buyerTerms: terms('2099-12-31', window),
    });
    const lots = [await buildLot(t, auction), await buildLot(t, auction)];
    await t.db.insert(invoiceLines).values(
      lots.map((lot, position) => ({
        invoice_id: invoice.id,
        position,
        kind: 'lot' as const,
        lot_id: lot.id,
        description: `Lot ${position + 1}`,
        amount_cents: 20_000,
      })),
    );
    await runDays(1); // December 5: too early.
    await runDays(1); // December 6: the notice (storage from December 8).
    const [notice] = await mailsTo(t, buyer.email);
    expect(notice?.text).toContain('From December 8, storage of $20.00 plus tax a day will be added');
    await runDays(1); // December 7: the last day of the window.
    expect(await feesOf(invoice.id)).toHaveLength(0);

    await runDays(1); // December 8: both lots.
    await t.db.insert(lotReleases).values({
      invoice_id: invoice.id,
      lot_id: lots[0]?.id,
      released_to: 'The buyer',
      released_by: staffId,
    });
    await runDays(1); // December 9: one lot left.
    await t.db.insert(lotReleases).values({
      invoice_id: invoice.id,
      lot_id: lots[1]?.id,
      released_to: 'The buyer',
      released_by: staffId,
    });
    await runDays(2); // December 10 and 11: nothing left in the warehouse.

    const charged = (await feesOf(invoice.id)).sort((a, b) => a.charged_on.localeCompare(b.charged_on));
    expect(charged).toMatchObject([
      {
        kind: 'storage_fee',
        charged_on: '2026-12-08',
        amount_cents: 2_000,
        tax_cents: 280,
        total_cents: 2_280,
      },
      {
        kind: 'storage_fee',
        charged_on: '2026-12-09',
        amount_cents: 1_000,
        tax_cents: 140,
        total_cents: 1_140,
      },
    ]);
    expect(await invoiceRow(t, invoice.id)).toMatchObject({ fees_cents: 3_420, balance_cents: 53_420 });

    // The tax report counts the storage on the day it was charged, at the invoice's rate.
    const admin = await tokenFor(t, await buildUser(t, { roles: ['Admin'] }));
    const report = await t.request<{ sections: { id: string; rows: Record<string, unknown>[] }[] }>({
      method: 'GET',
      url: '/api/admin/reports/tax?from=2026-12-08&to=2026-12-08',
      token: admin,
    });
    expect(report.status).toBe(200);
    const byRate = report.body.sections.find((section) => section.id === 'tax-by-rate');
    expect(byRate?.rows).toEqual([
      expect.objectContaining({
        region: 'NS',
        tax_rate_bps: 1_400,
        invoices: 0,
        taxable_cents: 2_000,
        tax_cents: 280,
      }),
    ]);

    // Staff waive the first day's storage: a credit note of the fee with its own HST.
    const first = charged[0];
    if (!first) throw new Error('no storage fee');
    const waive = (amount: number, key: string) =>
      t.request<{
        credit_note: {
          number: string;
          fees_cents: number;
          tax_cents: number;
          total_cents: number;
          lines: { kind: string; invoice_fee_id: string | null; description: string }[];
        };
        invoice: { balance_cents: number };
      }>({
        method: 'POST',
        url: `/api/admin/invoices/${invoice.id}/credit-notes`,
        token: staff,
        payload: {
          lines: [{ kind: 'fee', invoice_fee_id: first.id, amount_cents: amount }],
          reason: 'The warehouse was closed that day',
          idempotency_key: key,
        },
      });
    const waived = await waive(2_000, 'waive-storage-1');
    expect(waived.status).toBe(200);
    expect(waived.body.credit_note).toMatchObject({
      fees_cents: 2_000,
      tax_cents: 280,
      total_cents: 2_280,
      lines: [{ kind: 'fee', invoice_fee_id: first.id, description: expect.stringContaining('waived') }],
    });
    expect(waived.body.invoice.balance_cents).toBe(53_420 - 2_280);
    const again = await waive(1, 'waive-storage-2');
    expect(again.status).toBe(422);
    expect(again.body).toMatchObject({
      errors: { 'lines.0.amount_cents': ['This fee is waived in full already.'] },
    });
    const otherFee = await t.request({
      method: 'POST',
      url: `/api/admin/invoices/${invoice.id}/credit-notes/preview`,
      token: staff,
      payload: { lines: [{ kind: 'fee', invoice_fee_id: crypto.randomUUID(), amount_cents: 100 }] },
    });
    expect(otherFee.status).toBe(422);
    // The return of the day it was issued takes the waived storage and its HST back.
    const issuedOn = clock().toISOString().slice(0, 10);
    const net = await t.request<{ sections: { id: string; rows: Record<string, unknown>[] }[] }>({
      method: 'GET',
      url: `/api/admin/reports/tax?from=${issuedOn}&to=${issuedOn}`,
      token: admin,
    });
    expect(net.body.sections.find((section) => section.id === 'tax-by-rate')?.rows).toEqual([
      expect.objectContaining({ credit_notes: 1, taxable_cents: -2_000, tax_cents: -280 }),
    ]);
  });
});

describe('fees turned off for one invoice', () => {
  it('send no notice and charge nothing; only staff may turn them off', async () => {
    clock.advance(new Date('2026-12-05T15:00:00Z').getTime() - clock().getTime());
    const { invoice, buyer } = await buildIssuedInvoice(t, {
      totalCents: 30_000,
      buyerTerms: terms('2026-12-02'),
    });
    const bidder = await tokenFor(t, buyer);
    const refused = await t.request({
      method: 'PUT',
      url: `/api/admin/invoices/${invoice.id}/fees`,
      token: bidder,
      payload: { fees_off: true },
    });
    expect(refused.status).toBe(403);
    const bad = await t.request({
      method: 'PUT',
      url: `/api/admin/invoices/${invoice.id}/fees`,
      token: staff,
      payload: { fees_off: 'yes' },
    });
    expect(bad.status).toBe(422);
    const off = await t.request({
      method: 'PUT',
      url: `/api/admin/invoices/${invoice.id}/fees`,
      token: staff,
      payload: { fees_off: true },
    });
    expect(off.status).toBe(200);
    expect(off.body).toMatchObject({ fees_off: true, fees: [] });
    await runDays(6);
    expect(await feesOf(invoice.id)).toHaveLength(0);
    expect(await mailsTo(t, buyer.email)).toHaveLength(0);
    const read = await t.request({
      method: 'GET',
      url: `/api/admin/invoices/${invoice.id}/fees`,
      token: staff,
    });
    expect(read.body).toMatchObject({ fees_off: true });
  });
});

describe('fee settings', () => {
  it('refuse a late fee of nothing and a notice of no days, naming the field', async () => {
    const admin = await tokenFor(t, await buildUser(t, { roles: ['Admin'] }));
    const answer = await t.request({
      method: 'PUT',
      url: '/api/admin/settings',
      token: admin,
      payload: {
        invoice_fees: {
          ...feeSettingsDefaults,
          notice_days: 0,
          late_fee: { ...feeSettingsDefaults.late_fee, enabled: true, amount_cents: 0 },
        },
      },
    });
    expect(answer.status).toBe(422);
    expect(Object.keys(answer.body.errors ?? {})).toEqual(
      expect.arrayContaining(['invoice_fees.notice_days', 'invoice_fees.late_fee.amount_cents']),
    );
  });
});

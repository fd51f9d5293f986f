import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type {
  CreditNote,
  CreditNoteFigures,
  InvoiceDetail,
  Report,
  StaffInvoiceDetail,
} from '@auction/contracts';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { buildUser, tokenFor } from '../../../test/factories';
import {
  closedTimedSale,
  generate,
  invoicesOf,
  staff,
  t,
  useInvoiceApp,
} from '../../../test/invoices/invoice-routes.fixture';
import { mailsTo } from '../../../test/outbox';
import { testClock } from '../../../test/test-app';

// The house's day is June 15, 2026: the sale closed on June 10 at 14% HST.
useInvoiceApp({ clock: testClock(new Date('2026-06-15T15:00:00Z')) });
const today = '2026-06-15';

type Issued = { credit_note: CreditNote; invoice: StaffInvoiceDetail };
const post = <T>(url: string, payload: Record<string, unknown>, token = staff) =>
  t.request<T>({ method: 'POST', url, token, payload });
const get = <T>(url: string, token = staff) => t.request<T>({ method: 'GET', url, token });
let keys = 0;
const key = () => `credit-note-test-${++keys}-${Math.random().toString(36).slice(2)}`;

/** Alice's issued invoice: lots of $100 and $50.50, shipping of $45, 14% HST; paid in full when asked. */
async function aliceInvoice(options: { paid?: boolean } = {}) {
  const sale = await closedTimedSale();
  await generate(sale.auction.id);
  const draft = (await invoicesOf(sale.auction.id)).data.find((row) => row.buyer_name === 'Alice Boudreau');
  if (!draft) throw new Error('no invoice for Alice');
  const charged = await post<StaffInvoiceDetail>(`/api/admin/invoices/${draft.id}/lines`, {
    kind: 'charge',
    charge_type: 'shipping',
    description: 'Shipping to Halifax',
    amount_cents: 4_500,
    taxable: true,
  });
  expect(charged.status).toBe(200);
  const issued = await post<StaffInvoiceDetail>(`/api/admin/invoices/${draft.id}/issue`, {});
  expect(issued.status).toBe(200);
  let invoice = issued.body;
  if (options.paid) {
    const paid = await post<StaffInvoiceDetail>(`/api/admin/invoices/${draft.id}/payments`, {
      method: 'cash',
      amount_cents: invoice.total_cents,
      received_on: today,
      reference: '',
      idempotency_key: key(),
    });
    expect(paid.body).toMatchObject({ status: 'paid', balance_cents: 0 });
    invoice = paid.body;
  }
  const line = (kind: 'lot' | 'charge', index = 0) => {
    const found = invoice.lines.filter((candidate) => candidate.kind === kind)[index];
    if (!found) throw new Error(`no ${kind} line ${index}`);
    return found;
  };
  return { sale, invoice, line };
}

describe('credit notes', () => {
  it('take back a cancelled shipping charge with its HST, and the refund settles a paid invoice', async () => {
    const { invoice, line, sale } = await aliceInvoice({ paid: true });
    // $150.50 of lots, $22.58 of premium, $45 shipping: 14% of $218.08 is $30.53; $248.61 in all.
    expect(invoice).toMatchObject({
      hammer_cents: 15_050,
      premium_cents: 2_258,
      tax_cents: 3_053,
      total_cents: 24_861,
    });
    const request = {
      lines: [{ kind: 'charge', invoice_line_id: line('charge').id, amount_cents: 4_500 }],
      reason: 'Picked up at the office instead of shipped',
    };
    const preview = await post<CreditNoteFigures>(
      `/api/admin/invoices/${invoice.id}/credit-notes/preview`,
      request,
    );
    expect(preview.status).toBe(200);
    expect(preview.body).toMatchObject({
      charges_cents: 4_500,
      tax_cents: 630,
      total_cents: 5_130,
      tax_rate_bps: 1_400,
    });

    const issued = await post<Issued>(`/api/admin/invoices/${invoice.id}/credit-notes`, {
      ...request,
      idempotency_key: key(),
    });
    expect(issued.status).toBe(200);
    expect(issued.body.credit_note.number).toMatch(/^CN-2026-\d{6}$/);
    expect(issued.body.credit_note).toMatchObject({
      invoice_number: invoice.number,
      issued_on: today,
      total_cents: 5_130,
      tax_cents: 630,
      place_of_supply: 'NS',
      reason: 'Picked up at the office instead of shipped',
    });
    // Paid $248.61, owes $197.31 after the credit: the house owes Alice $51.30 back.
    expect(issued.body.invoice).toMatchObject({
      credited_cents: 5_130,
      balance_cents: -5_130,
      status: 'paid',
    });
    expect(issued.body.invoice.credit_notes).toEqual([
      expect.objectContaining({ number: issued.body.credit_note.number, total_cents: 5_130 }),
    ]);

    const refunded = await post<StaffInvoiceDetail>(`/api/admin/invoices/${invoice.id}/refunds`, {
      payment_id: issued.body.invoice.payments[0]?.id,
      amount_cents: 5_130,
      reason: 'Shipping credited',
      idempotency_key: key(),
    });
    expect(refunded.status).toBe(200);
    expect(refunded.body).toMatchObject({
      status: 'paid',
      balance_cents: 0,
      paid_cents: 19_731,
      refunded_cents: 5_130,
    });

    // The buyer got the credit note by e-mail, with its PDF.
    const mails = await mailsTo(t, sale.alice.email);
    const mail = mails.find((row) => row.subject.startsWith('Credit note'));
    expect(mail?.subject).toBe(`Credit note ${issued.body.credit_note.number} for invoice ${invoice.number}`);
    expect(mail?.text).toContain('$51.30');
    expect(mail?.attachments).toEqual([
      { kind: 'credit_note_pdf', credit_note_id: issued.body.credit_note.id },
    ]);
  });

  it('credit part of a lot with its share of the premium, and never more than is left', async () => {
    const { invoice, line } = await aliceInvoice();
    const lot = line('lot');
    expect(lot).toMatchObject({ amount_cents: 10_000, premium_cents: 1_500 });
    const first = await post<Issued>(`/api/admin/invoices/${invoice.id}/credit-notes`, {
      lines: [{ kind: 'lot', invoice_line_id: lot.id, amount_cents: 4_000 }],
      reason: 'A chipped corner',
      idempotency_key: key(),
    });
    expect(first.status).toBe(200);
    // $40 of the hammer with $6 of the premium; 14% tax of the remainder's change: $6.44.
    expect(first.body.credit_note).toMatchObject({
      hammer_cents: 4_000,
      premium_cents: 600,
      tax_cents: 644,
      total_cents: 5_244,
    });
    expect(first.body.invoice.balance_cents).toBe(invoice.total_cents - 5_244);

    const tooMuch = await post(`/api/admin/invoices/${invoice.id}/credit-notes`, {
      lines: [{ kind: 'lot', invoice_line_id: lot.id, amount_cents: 6_001 }],
      reason: 'Again',
      idempotency_key: key(),
    });
    expect(tooMuch.status).toBe(422);
    expect(JSON.stringify(tooMuch.body)).toContain('At most $60.00 of this line is left to credit.');

    const rest = await post<Issued>(`/api/admin/invoices/${invoice.id}/credit-notes`, {
      whole_invoice: true,
      reason: 'The sale of these lots is cancelled',
      idempotency_key: key(),
    });
    expect(rest.status).toBe(200);
    // Everything credited: the two notes give back the invoice's total to the cent, tax included.
    expect(first.body.credit_note.total_cents + rest.body.credit_note.total_cents).toBe(invoice.total_cents);
    expect(first.body.credit_note.tax_cents + rest.body.credit_note.tax_cents).toBe(invoice.tax_cents);
    expect(rest.body.invoice).toMatchObject({ balance_cents: 0, credited_cents: invoice.total_cents });

    const nothingLeft = await post(`/api/admin/invoices/${invoice.id}/credit-notes`, {
      lines: [{ kind: 'goodwill', amount_cents: 100 }],
      reason: 'More',
      idempotency_key: key(),
    });
    expect(nothingLeft.status).toBe(422);
    expect(JSON.stringify(nothingLeft.body)).toContain('credited in full already');
  });

  it('number in one gapless series, answer a repeated key with the same note, and are kept as issued', async () => {
    const { invoice } = await aliceInvoice();
    const body = {
      lines: [{ kind: 'goodwill', amount_cents: 1_000 }],
      reason: 'Late pickup slot',
      idempotency_key: key(),
    };
    const a = await post<Issued>(`/api/admin/invoices/${invoice.id}/credit-notes`, body);
    const again = await post<Issued>(`/api/admin/invoices/${invoice.id}/credit-notes`, body);
    expect(again.body.credit_note.id).toBe(a.body.credit_note.id);
    const b = await post<Issued>(`/api/admin/invoices/${invoice.id}/credit-notes`, {
      ...body,
      idempotency_key: key(),
    });
    const seq = (number: string) => Number(number.slice(-6));
    expect(seq(b.body.credit_note.number)).toBe(seq(a.body.credit_note.number) + 1);
    // Goodwill of $10 on a taxed invoice lowers the price, so the tax with it: $1.40.
    expect(a.body.credit_note).toMatchObject({ goodwill_cents: 1_000, tax_cents: 140, total_cents: 1_140 });
    const refused = await t.db
      .execute(sql`update credit_notes set total_cents = 1 where id = ${a.body.credit_note.id}::uuid`)
      .then(
        () => null,
        (error: Error & { cause?: unknown }) => String(error.cause ?? error),
      );
    expect(refused).toMatch(/append-only/);
  });

  it('refuse drafts, void invoices, bad lines and bad bodies with 4xx, and change nothing', async () => {
    const sale = await closedTimedSale();
    await generate(sale.auction.id);
    const draft = (await invoicesOf(sale.auction.id)).data[0];
    const onDraft = await post(`/api/admin/invoices/${draft?.id}/credit-notes`, {
      lines: [{ kind: 'goodwill', amount_cents: 100 }],
      reason: 'x',
      idempotency_key: key(),
    });
    expect(onDraft.status).toBe(422);
    const { invoice } = await aliceInvoice();
    const bad = [
      { reason: 'No lines', idempotency_key: key() },
      {
        lines: [{ kind: 'lot', invoice_line_id: 'nope', amount_cents: 1 }],
        reason: 'x',
        idempotency_key: key(),
      },
      { lines: [{ kind: 'goodwill', amount_cents: 0 }], reason: 'x', idempotency_key: key() },
      { lines: [{ kind: 'goodwill', amount_cents: 1.5 }], reason: 'x', idempotency_key: key() },
      { lines: [{ kind: 'goodwill', amount_cents: 100 }], reason: '', idempotency_key: key() },
      { lines: [{ kind: 'gift', amount_cents: 100 }], reason: 'x', idempotency_key: key() },
      {
        lines: [{ kind: 'lot', invoice_line_id: '00000000-0000-4000-8000-000000000000', amount_cents: 1 }],
        reason: 'x',
        idempotency_key: key(),
      },
    ];
    for (const body of bad) {
      const answer = await post(`/api/admin/invoices/${invoice.id}/credit-notes`, body);
      expect(answer.status, JSON.stringify(body)).toBe(422);
    }
    const unknown = await post(`/api/admin/invoices/00000000-0000-4000-8000-000000000000/credit-notes`, {
      lines: [{ kind: 'goodwill', amount_cents: 100 }],
      reason: 'x',
      idempotency_key: key(),
    });
    expect(unknown.status).toBe(404);
    const after = await get<StaffInvoiceDetail>(`/api/admin/invoices/${invoice.id}`);
    expect(after.body).toMatchObject({
      credited_cents: 0,
      balance_cents: invoice.total_cents,
      credit_notes: [],
    });
  });

  it('keep a paid invoice from being voided, and an invoice with credit notes too', async () => {
    const { invoice } = await aliceInvoice({ paid: true });
    const voided = await post<{ message: string }>(`/api/admin/invoices/${invoice.id}/void`, {
      reason: 'Wrong buyer',
    });
    expect(voided.status).toBe(409);
    expect(voided.body.message).toContain('issue a credit note for it in full');
    const credited = await post<Issued>(`/api/admin/invoices/${invoice.id}/credit-notes`, {
      whole_invoice: true,
      reason: 'Wrong buyer',
      idempotency_key: key(),
    });
    expect(credited.body.invoice).toMatchObject({
      balance_cents: -invoice.total_cents,
      credited_cents: invoice.total_cents,
    });
    const refund = await post<StaffInvoiceDetail>(`/api/admin/invoices/${invoice.id}/refunds`, {
      payment_id: credited.body.invoice.payments[0]?.id,
      amount_cents: invoice.total_cents,
      reason: 'Wrong buyer',
      idempotency_key: key(),
    });
    expect(refund.body).toMatchObject({ balance_cents: 0, paid_cents: 0 });
    const voidAfter = await post(`/api/admin/invoices/${invoice.id}/void`, { reason: 'Wrong buyer' });
    expect(voidAfter.status).toBe(409);
  });

  it('print as a PDF for staff and for their buyer only', async () => {
    const { invoice, line, sale } = await aliceInvoice();
    const issued = await post<Issued>(`/api/admin/invoices/${invoice.id}/credit-notes`, {
      lines: [{ kind: 'charge', invoice_line_id: line('charge').id, amount_cents: 4_500 }],
      reason: 'Shipping cancelled',
      idempotency_key: key(),
    });
    const id = issued.body.credit_note.id;
    const staffPdf = await t.app.inject({
      method: 'GET',
      url: `/api/admin/credit-notes/${id}/pdf`,
      headers: { authorization: `Bearer ${staff}` },
    });
    expect(staffPdf.statusCode).toBe(200);
    expect(staffPdf.headers['content-type']).toBe('application/pdf');
    expect(staffPdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const alice = await tokenFor(t, sale.alice);
    const mine = await t.app.inject({
      method: 'GET',
      url: `/api/credit-notes/${id}/pdf`,
      headers: { authorization: `Bearer ${alice}` },
    });
    expect(mine.statusCode).toBe(200);
    const stranger = await tokenFor(t, await buildUser(t, { name: 'Someone Else' }));
    const theirs = await t.app.inject({
      method: 'GET',
      url: `/api/credit-notes/${id}/pdf`,
      headers: { authorization: `Bearer ${stranger}` },
    });
    expect(theirs.statusCode).toBe(404);
    const buyerView = await get<InvoiceDetail>(`/api/invoices/${invoice.id}`, alice);
    expect(buyerView.body).toMatchObject({
      credited_cents: 5_130,
      balance_cents: invoice.total_cents - 5_130,
    });
    if (hasPdfToText()) {
      const dir = mkdtempSync(join(tmpdir(), 'credit-note-'));
      const file = join(dir, 'note.pdf');
      writeFileSync(file, staffPdf.rawPayload);
      const text = execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' });
      expect(text).toContain('CREDIT NOTE');
      expect(text).toContain(issued.body.credit_note.number);
      expect(text).toContain(`${invoice.number}`);
      expect(text).toContain('Shipping cancelled');
      expect(text).toMatch(/Total credited\s+\$51\.30/);
    }
  });
});

/** The tax report's total row and the GST/HST return's lines 101 and 103 for the house's day. */
async function taxFigures() {
  const report = await get<Report>(`/api/admin/reports/tax?from=${today}&to=${today}`);
  expect(report.status).toBe(200);
  const [byRate, ret] = report.body.sections;
  const line = (number: string) => ret?.rows.find((row) => row.line === number)?.amount_cents as number;
  return { totals: byRate?.totals, line101: line('101'), line103: line('103') };
}

describe('the tax report', () => {
  it('counts a credit note in the period it is issued, net under its rate and province', async () => {
    const before = await taxFigures();
    const { invoice, line } = await aliceInvoice({ paid: true });
    const withInvoice = await taxFigures();
    expect(withInvoice.line103 - before.line103).toBe(invoice.tax_cents);
    await post<Issued>(`/api/admin/invoices/${invoice.id}/credit-notes`, {
      lines: [{ kind: 'charge', invoice_line_id: line('charge').id, amount_cents: 4_500 }],
      reason: 'Shipping cancelled',
      idempotency_key: key(),
    });
    const after = await taxFigures();
    // The $45 shipping and its $6.30 of HST come off: the return is net of the credit note.
    expect(withInvoice.line103 - after.line103).toBe(630);
    expect(withInvoice.line101 - after.line101).toBe(4_500);
    expect(after.totals).toMatchObject({
      credit_notes: (withInvoice.totals?.credit_notes as number) + 1,
      invoices: withInvoice.totals?.invoices,
      tax_cents: after.line103,
    });
    // The sales report lists it in its own section, negative, in the period it was issued.
    const sales = await get<Report>(`/api/admin/reports/sales?from=${today}&to=${today}&group=day`);
    const credited = sales.body.sections.find((section) => section.id === 'credit-notes');
    expect(credited?.rows).toEqual([
      expect.objectContaining({
        label: today,
        charges_cents: expect.any(Number),
        total_cents: expect.any(Number),
      }),
    ]);
    expect(credited?.totals).toMatchObject({ charges_cents: expect.any(Number) });
    expect((credited?.totals?.charges_cents as number) <= -4_500).toBe(true);
  });
});

function hasPdfToText(): boolean {
  try {
    execFileSync('pdftotext', ['-v'], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
}

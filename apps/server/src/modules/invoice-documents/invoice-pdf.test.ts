import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { companyFixture, invoiceFixture } from '../../../test/invoice-documents/invoice-fixture';
import { houseLogoPng } from './house-logo';
import { invoiceFileName, renderInvoicePdf } from './invoice-pdf';
import { pdfText } from './pdf-text';

function hasTool(name: string): boolean {
  try {
    execFileSync(name, ['-v'], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
}
const poppler = hasTool('pdftotext');
const requirePoppler = process.env.CI === 'true' || process.env.REQUIRE_BROWSER === '1';

/** The PDF's text as poppler reads it, its lines joined by single spaces. */
function textOf(pdf: Buffer): string {
  const dir = mkdtempSync(join(tmpdir(), 'invoice-pdf-'));
  const file = join(dir, 'invoice.pdf');
  writeFileSync(file, pdf);
  return execFileSync('pdftotext', ['-raw', file, '-'], { encoding: 'utf8' }).replace(/\s+/g, ' ');
}

function pageCount(pdf: Buffer): number {
  return pdf.toString('latin1').match(/\/Type \/Page\b/g)?.length ?? 0;
}

describe('the invoice PDF', () => {
  it('is a Letter-size PDF of one or two pages for a short invoice', async () => {
    const pdf = await renderInvoicePdf(invoiceFixture(), companyFixture);
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    expect(pdf.toString('latin1')).toContain('/MediaBox [0 0 612 792]');
    expect(pageCount(pdf)).toBeLessThanOrEqual(2);
  });

  it('flows a long invoice onto more pages', async () => {
    const pdf = await renderInvoicePdf(invoiceFixture({}, 120), companyFixture);
    expect(pageCount(pdf)).toBeGreaterThanOrEqual(4);
  });

  it('needs poppler on CI to read the text back', () => {
    if (requirePoppler) expect(poppler, 'install poppler-utils (pdftotext)').toBe(true);
  });

  describe.skipIf(!poppler)('read back as text', () => {
    it('prints the house, the buyer, every line, the tax, payments, balance, pay and pickup', async () => {
      const logo = await houseLogoPng();
      const detail = invoiceFixture();
      const text = textOf(await renderInvoicePdf(detail, { ...companyFixture, logo }));
      for (const expected of [
        'INVOICE',
        '2026-000123',
        'Harbourside Auctions',
        '61 Wright Avenue',
        '(902) 555-0142',
        'info@harbourside.example',
        'GST/HST registration 812345678 RT0001',
        'Zoë Lukasiewicz-Dang',
        'Paddle 7012',
        'Victorian walnut writing desk with brass handles',
        '$250.00',
        '$45.00',
        'Handling of the large furniture',
        'Discount - Scratch on the desk top',
        '-$10.00',
        'HST 14% (place of supply: NS)',
        'Total',
        'Interac e-Transfer - ref. CA1234XYZ',
        'Balance due',
        'Interac e-Transfer to payments@harbourside.example, with 2026-000123 as the message.',
        'Online by card: sign in at https://harbourside.example/invoices and open invoice 2026-000123.',
        'Bill to Zoë Lukasiewicz-Dang 12 Portland Street Dartmouth, NS B2Y 1H1 Paddle 7012',
        "Please pay by Friday, November 27, 2026. The sale's payment terms: within 7 days of the close.",
        'Address: 61 Wright Avenue, Dartmouth, NS B3B 1H2',
        'Hours: Mon, Tue, Fri 10:00-18:00',
        'Your pickup time: Monday, November 23, 2026 at 10:30 a.m.',
        'Page 1 of',
      ]) {
        expect(text).toContain(expected);
      }
      // The buyer's name keeps the letters Windows-1252 holds (ë).
      expect(text).toContain('Zoë');
      expect(text).toContain('$130.96');
      expect(text).toContain('$1,066.36');
      expect(text).toContain('$966.36');
    });

    it('reads a refund as money going back: Total, Paid, Refunded and Balance due add up', async () => {
      const base = invoiceFixture();
      const payment = base.payments[0] as (typeof base.payments)[number];
      const text = textOf(
        await renderInvoicePdf(
          invoiceFixture({
            status: 'partially_paid',
            received_cents: base.total_cents,
            refunded_cents: 5_130,
            paid_cents: base.total_cents - 5_130,
            balance_cents: 5_130,
            payments: [
              { ...payment, amount_cents: base.total_cents },
              {
                ...payment,
                id: '00000000-0000-4000-b000-000000000002',
                kind: 'refund',
                amount_cents: -5_130,
                reference: `refund of ${payment.id}`,
                reason: 'Chipped leg',
              },
            ],
          }),
          companyFixture,
        ),
      );
      expect(text).toContain('Total $1,066.36 Paid $1,066.36 Refunded $51.30 Balance due $51.30');
      expect(text).toContain('Refund, Interac e-Transfer - Chipped leg $51.30');
      expect(text).not.toContain('-$51.30');
      expect(text).not.toContain('-$1,066.36');
      expect(text).not.toContain('refund of');
    });

    it('lists its credit notes under the total, and says what comes back once more was paid than is owed', async () => {
      const base = invoiceFixture();
      const credited = (balance: number, refunded: number) =>
        invoiceFixture({
          status: 'paid',
          received_cents: base.total_cents,
          refunded_cents: refunded,
          paid_cents: base.total_cents - refunded,
          credited_cents: 5_130,
          balance_cents: balance,
          credit_notes: [
            {
              id: '00000000-0000-4000-c000-000000000001',
              number: 'CN-2026-000012',
              issued_on: '2026-11-28',
              total_cents: 5_130,
              tax_cents: 630,
              reason: 'Shipping cancelled',
            },
          ],
        });
      const before = textOf(await renderInvoicePdf(credited(-5_130, 0), companyFixture));
      expect(before).toContain(
        'Total $1,066.36 Credit note CN-2026-000012 (November 28, 2026) -$51.30 Paid $1,066.36 To be refunded to you $51.30',
      );
      const after = textOf(await renderInvoicePdf(credited(0, 5_130), companyFixture));
      expect(after).toContain('Paid $1,066.36 Refunded $51.30');
      expect(after).toContain('Balance due $0.00');
      expect(after).not.toContain('To be refunded');
    });

    it('lists the late and storage fees charged after issue, each with its day and its tax', async () => {
      const base = invoiceFixture();
      const text = textOf(
        await renderInvoicePdf(
          invoiceFixture({
            fees_cents: 2_850,
            balance_cents: base.balance_cents + 2_850,
            fees: [
              {
                id: '00000000-0000-4000-d000-000000000001',
                kind: 'late_fee',
                description: 'Late fee',
                charged_on: '2026-12-09',
                amount_cents: 2_500,
                taxable: true,
                tax_rate_bps: 1_400,
                tax_cents: 350,
                total_cents: 2_850,
              },
            ],
          }),
          companyFixture,
        ),
      );
      expect(text).toContain('Total $1,066.36 Late fee (December 9, 2026) - includes $3.50 tax $28.50 Paid');
    });

    it('prints nothing as -$0.00: an unpaid invoice was paid $0.00', async () => {
      const base = invoiceFixture();
      const text = textOf(
        await renderInvoicePdf(
          invoiceFixture({
            status: 'issued',
            display_status: 'issued',
            received_cents: 0,
            paid_cents: 0,
            balance_cents: base.total_cents,
            payments: [],
            lines: base.lines.map((line) => (line.kind === 'credit' ? { ...line, amount_cents: 0 } : line)),
          }),
          companyFixture,
        ),
      );
      expect(text).toContain('Paid $0.00 Balance due $1,066.36');
      expect(text).not.toContain('Refunded');
      expect(text).not.toContain('-$0.00');
    });

    it('repeats the lot table header on every page of a long invoice', async () => {
      const text = textOf(await renderInvoicePdf(invoiceFixture({}, 120), companyFixture));
      const headers = text.match(/Lot Description Hammer Buyer's premium/g) ?? [];
      expect(headers.length).toBeGreaterThanOrEqual(3);
      expect(text).toContain('Lot 220 of the sale');
    });

    it('marks a draft DRAFT and a void invoice VOID on the page, and an issued one neither', async () => {
      const draft = textOf(
        await renderInvoicePdf(
          invoiceFixture({ status: 'draft', display_status: 'draft', number: null }),
          companyFixture,
        ),
      );
      expect(draft).toContain('DRAFT');
      expect(draft).toContain('Draft (not issued)');
      const voided = textOf(
        await renderInvoicePdf(invoiceFixture({ status: 'void', display_status: 'void' }), companyFixture),
      );
      expect(voided).toContain('VOID');
      expect(voided).not.toContain('How to pay');
      const issued = textOf(await renderInvoicePdf(invoiceFixture(), companyFixture));
      expect(issued).not.toContain('DRAFT');
      expect(issued).not.toMatch(/\bVOID\b/);
    });

    it('gives shipping details instead of pickup when the buyer asked for shipping', async () => {
      const text = textOf(
        await renderInvoicePdf(
          invoiceFixture({
            fulfilment: 'shipping',
            shipping_requested: true,
            ship_to: {
              name: 'Zoë Dang',
              street: '12 Rue Principale',
              city: 'Moncton',
              province: 'NB',
              postal_code: 'E1C 1A1',
              country: 'CA',
            },
            shipping_carrier: 'Canada Post',
            shipping_quote_cents: 4_250,
            tracking_number: 'CP123456789CA',
            tax_label: 'HST',
            tax_rate_bps: 1_500,
            place_of_supply: 'NB',
          }),
          companyFixture,
        ),
      );
      expect(text).toContain('Shipping');
      expect(text).toContain('12 Rue Principale');
      expect(text).toContain('Moncton NB E1C 1A1');
      expect(text).toContain('Carrier: Canada Post');
      expect(text).toContain('Shipping quote: $42.50');
      expect(text).toContain('Tracking number: CP123456789CA');
      expect(text).toContain('HST 15% (place of supply: NB)');
      expect(text).not.toContain('Your pickup time');
    });
  });

  describe.skipIf(!poppler)('the terms and ways to pay it prints', () => {
    const uuid = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/i;
    const saleTerms = {
      due_at: '2026-12-03T22:00:00.000Z',
      due_on: '2026-12-03',
      payment_due: { kind: 'hours', hours: 48 },
      pickup: { kind: 'window', from: '2026-12-05', until: '2026-12-07', opens: '10:00', closes: '16:00' },
      pickup_info: 'Bring a helper for the furniture.',
      shipping_offered: false,
      terms_text: 'Everything is sold as is, where is.',
    } as const;

    it("prints the sale's frozen terms: due 48 hours after the close, its pickup window, no shipping, its terms", async () => {
      const text = textOf(
        await renderInvoicePdf(
          invoiceFixture({ due_on: '2026-12-03', buyer_terms: saleTerms }),
          companyFixture,
        ),
      );
      expect(text).toContain('Due Thursday, December 3, 2026 at 6:00 p.m.');
      expect(text).toContain(
        "Please pay by Thursday, December 3, 2026 at 6:00 p.m. The sale's payment terms: within 48 hours of the close.",
      );
      expect(text).toContain(
        'Pickup window: Saturday, December 5, 2026 to Monday, December 7, 2026, 10 a.m. – 4 p.m. each day',
      );
      expect(text).toContain('Bring a helper for the furniture.');
      expect(text).toContain('This sale does not ship: lots are collected at pickup.');
      expect(text).toContain('Terms of sale Everything is sold as is, where is.');
      expect(text).not.toContain('Hours: Mon, Tue, Fri');
    });

    it('says to call or write for a pickup by appointment, and offers no booking online', async () => {
      const text = textOf(
        await renderInvoicePdf(
          invoiceFixture({
            pickup_slot_start: null,
            buyer_terms: { ...saleTerms, pickup: { kind: 'appointment' } },
          }),
          companyFixture,
        ),
      );
      expect(text).toContain('Pickup by appointment: call or write to the office to arrange a time.');
      expect(text).not.toContain('Book a pickup time');
    });

    it('offers card payment only when it is configured, and e-Transfer only with an address', async () => {
      const without = textOf(
        await renderInvoicePdf(invoiceFixture(), {
          ...companyFixture,
          cardPayments: false,
          etransferEmail: null,
        }),
      );
      expect(without).not.toContain('by card');
      expect(without).not.toContain('/pay');
      expect(without).not.toContain('e-Transfer to');
      expect(without).toContain('In person at the office by cash, debit, credit card or cheque.');
      const card = textOf(
        await renderInvoicePdf(invoiceFixture(), { ...companyFixture, etransferEmail: null }),
      );
      expect(card).toContain('Online by card');
      expect(card).not.toContain('e-Transfer to');
    });

    it('prints no raw id and no reason a mistaken payment was reversed', async () => {
      const base = invoiceFixture();
      const payment = base.payments[0] as (typeof base.payments)[number];
      const text = textOf(
        await renderInvoicePdf(
          invoiceFixture({
            payments: [
              payment,
              {
                ...payment,
                id: '00000000-0000-4000-b000-000000000003',
                kind: 'reversal',
                amount_cents: -payment.amount_cents,
                reason: 'Keyed against the wrong invoice by the desk',
                reverses_payment_id: payment.id,
              },
            ],
          }),
          companyFixture,
        ),
      );
      expect(text).toContain('Reversal of a payment');
      expect(text).not.toContain('Keyed against the wrong invoice');
      expect(text).not.toMatch(uuid);
    });
  });

  it('names the file after the invoice number', () => {
    expect(invoiceFileName({ number: '2026-000123', id: 'x' })).toBe('invoice-2026-000123.pdf');
    expect(invoiceFileName({ number: null, id: '6f1c2d3e-4b5a' })).toBe('invoice-draft-6f1c2d3e.pdf');
  });
});

describe('pdfText', () => {
  it('keeps what the PDF font holds and writes other letters without their accents', () => {
    expect(pdfText('Zoë Łukasiewicz-Đặng')).toBe('Zoë Lukasiewicz-Dang');
    expect(pdfText('Crème brûlée – “fine” €5')).toBe('Crème brûlée – “fine” €5');
    expect(pdfText('王小明 ✓')).toBe('??? ?');
    expect(pdfText('a\u0000b')).toBe('a?b');
  });
});

import { describe, expect, it } from 'vitest';
import { companyFixture, invoiceFixture } from '../../../test/invoice-documents/invoice-fixture';
import { invoiceMail } from './invoice-mail';

const link = 'https://harbourside.example/invoices/6f1c2d3e-4b5a-4c7d-8e9f-0a1b2c3d4e5f';
const saleTerms = {
  due_at: '2026-12-03T22:00:00.000Z',
  due_on: '2026-12-03',
  payment_due: { kind: 'hours', hours: 48 },
  pickup: { kind: 'window', from: '2026-12-05', until: '2026-12-07', opens: '10:00', closes: '16:00' },
  pickup_info: 'Bring a helper for the furniture.',
  shipping_offered: false,
  terms_text: 'Sold as is.',
} as const;

describe('the invoice e-mail', () => {
  it("says when payment is due and when to collect, by the sale's frozen terms", () => {
    const mail = invoiceMail({
      siteName: 'Harbourside Auctions',
      detail: invoiceFixture({ buyer_terms: saleTerms }),
      link,
      house: companyFixture,
    });
    expect(mail.text).toContain('$966.36 still to pay by Thursday, December 3, 2026 at 6:00 p.m.');
    expect(mail.text).toContain(
      'Pickup window: Saturday, December 5, 2026 to Monday, December 7, 2026, 10 a.m. – 4 p.m. each day',
    );
    expect(mail.text).toContain('This sale does not ship: lots are collected at pickup.');
    expect(mail.html).toContain('Bring a helper for the furniture.');
  });

  it('lists card payment only when it is configured, and e-Transfer only with an address', () => {
    const ways = (house: Partial<typeof companyFixture>) =>
      invoiceMail({
        siteName: 'Harbourside Auctions',
        detail: invoiceFixture(),
        link,
        house: { ...companyFixture, ...house },
      }).text;
    expect(ways({})).toContain('- Online by card');
    expect(ways({})).toContain('- Interac e-Transfer to payments@harbourside.example');
    const off = ways({ cardPayments: false, etransferEmail: null });
    expect(off).not.toContain('by card');
    expect(off).not.toContain('e-Transfer');
    expect(off).toContain('- In person at the office by cash, debit, credit card or cheque.');
  });

  it('asks nothing of a buyer who has paid', () => {
    const mail = invoiceMail({
      siteName: 'Harbourside Auctions',
      detail: invoiceFixture({ status: 'paid', display_status: 'paid', balance_cents: 0 }),
      link,
      house: companyFixture,
    });
    expect(mail.text).not.toContain('How to pay');
    expect(mail.text).not.toContain('still to pay by');
  });
});

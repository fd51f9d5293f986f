import type { InvoiceDetail, InvoiceLine } from '@auction/contracts';
import type { InvoiceCompany } from '../../src/modules/invoice-documents/invoice-pdf';

/** A made-up invoice for the document's tests and benchmark: `lots` lots, a charge, a credit, a payment. */
export function invoiceFixture(overrides: Partial<InvoiceDetail> = {}, lots = 3): InvoiceDetail {
  const lotLines: InvoiceLine[] = Array.from({ length: lots }, (_, index) => ({
    id: `00000000-0000-4000-8000-${String(index + 1).padStart(12, '0')}`,
    kind: 'lot',
    lot_id: `00000000-0000-4000-9000-${String(index + 1).padStart(12, '0')}`,
    lot_number: String(index + 101),
    description:
      index === 0 ? 'Victorian walnut writing desk with brass handles' : `Lot ${index + 101} of the sale`,
    amount_cents: 25_000 + index * 1_000,
    premium_cents: 4_500 + index * 180,
    taxable: true,
    charge_type: null,
    reason: null,
    released_at: null,
  }));
  const hammer = lotLines.reduce((sum, line) => sum + line.amount_cents, 0);
  const premium = lotLines.reduce((sum, line) => sum + line.premium_cents, 0);
  const charges = 2_500;
  const credits = 1_000;
  const tax = Math.round(((hammer + premium + charges - credits) * 1_400) / 10_000);
  const total = hammer + premium + charges - credits + tax;
  const paid = 10_000;
  return {
    id: '6f1c2d3e-4b5a-4c7d-8e9f-0a1b2c3d4e5f',
    number: '2026-000123',
    kind: 'auction',
    auction_id: '1a2b3c4d-5e6f-4a7b-8c9d-0e1f2a3b4c5d',
    auction_title: 'Fall Estate Sale',
    status: 'partially_paid',
    display_status: 'partially_paid',
    issued_at: '2026-11-20T15:00:00.000Z',
    due_on: '2026-11-27',
    due_at: '2026-11-28T03:59:59.000Z',
    paddle_number: 7012,
    buyer_name: 'Zoë Łukasiewicz-Đặng',
    fulfilment: 'pickup',
    shipping_requested: false,
    sale_date: '2026-11-19',
    buyer_email: 'zoe@example.com',
    buyer_address: ['12 Portland Street', 'Dartmouth, NS B2Y 1H1'],
    buyer_terms: {
      due_at: '2026-11-28T03:59:59.000Z',
      due_on: '2026-11-27',
      payment_due: { kind: 'days', days: 7 },
      pickup: null,
      pickup_info: '',
      shipping_offered: true,
      terms_text: '',
    },
    lines: [
      ...lotLines,
      {
        id: '00000000-0000-4000-a000-000000000001',
        kind: 'charge',
        lot_id: null,
        lot_number: null,
        description: 'Handling of the large furniture',
        amount_cents: charges,
        premium_cents: 0,
        taxable: true,
        charge_type: 'handling',
        reason: null,
        released_at: null,
      },
      {
        id: '00000000-0000-4000-a000-000000000002',
        kind: 'credit',
        lot_id: null,
        lot_number: null,
        description: 'Discount',
        amount_cents: credits,
        premium_cents: 0,
        taxable: true,
        charge_type: 'discount',
        reason: 'Scratch on the desk top',
        released_at: null,
      },
    ],
    payments: [
      {
        id: '00000000-0000-4000-b000-000000000001',
        kind: 'payment',
        method: 'etransfer',
        amount_cents: paid,
        received_on: '2026-11-21',
        reference: 'CA1234XYZ',
        reason: null,
        reverses_payment_id: null,
        created_at: '2026-11-21T14:00:00.000Z',
      },
    ],
    tax_label: 'HST',
    tax_rate_bps: 1_400,
    place_of_supply: 'NS',
    tax_exemption_number: null,
    gst_hst_number: '812345678 RT0001',
    ship_to: null,
    shipping_carrier: null,
    shipping_quote_cents: null,
    tracking_number: null,
    shipped_on: null,
    pickup_slot_start: '2026-11-23T14:30:00.000Z',
    pickup_address: '61 Wright Avenue, Dartmouth, NS B3B 1H2',
    pickup_hours: 'Mon, Tue, Fri 10:00-18:00',
    qr_text: 'harbourside-invoice:6f1c2d3e-4b5a-4c7d-8e9f-0a1b2c3d4e5f',
    hammer_cents: hammer,
    premium_cents: premium,
    charges_cents: charges,
    credits_cents: credits,
    subtotal_cents: hammer + premium + charges - credits,
    tax_cents: tax,
    total_cents: total,
    received_cents: paid,
    refunded_cents: 0,
    paid_cents: paid,
    balance_cents: total - paid,
    credited_cents: 0,
    credit_notes: [],
    fees_cents: 0,
    fees: [],
    ...overrides,
  };
}

export const companyFixture: InvoiceCompany = {
  name: 'Harbourside Auctions',
  addressLines: ['61 Wright Avenue', 'Dartmouth, NS B3B 1H2'],
  phone: '(902) 555-0142',
  email: 'info@harbourside.example',
  etransferEmail: 'payments@harbourside.example',
  cardPayments: true,
  publicUrl: 'https://harbourside.example',
  timeZone: 'America/Halifax',
  logo: null,
};

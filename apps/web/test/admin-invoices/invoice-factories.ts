import type { InvoiceSummary, StaffInvoiceDetail } from '@auction/contracts';

let counter = 0;
/** A fresh UUID-shaped id for test rows. */
export const testId = () => {
  counter += 1;
  return `00000000-0000-4000-8000-${String(counter).padStart(12, '0')}`;
};

export function buildInvoiceSummary(overrides: Partial<InvoiceSummary> = {}): InvoiceSummary {
  const refunded = overrides.refunded_cents ?? 0;
  return {
    id: testId(),
    number: '2026-000123',
    kind: 'auction',
    auction_id: '11111111-1111-4111-8111-111111111111',
    auction_title: 'Dartmouth Estate Sale',
    status: 'issued',
    display_status: 'issued',
    issued_at: '2026-11-20T15:00:00.000Z',
    due_on: '2026-11-27',
    due_at: '2026-11-28T03:59:59.000Z',
    paddle_number: 7001,
    buyer_name: 'Mary Kelly',
    fulfilment: 'pickup',
    shipping_requested: false,
    hammer_cents: 10_000,
    premium_cents: 1_500,
    charges_cents: 0,
    credits_cents: 0,
    subtotal_cents: 11_500,
    tax_cents: 1_610,
    total_cents: 13_110,
    received_cents: (overrides.paid_cents ?? 0) + refunded,
    refunded_cents: refunded,
    paid_cents: 0,
    balance_cents: 13_110,
    credited_cents: 0,
    fees_cents: 0,
    ...overrides,
  };
}

export function buildStaffInvoice(overrides: Partial<StaffInvoiceDetail> = {}): StaffInvoiceDetail {
  const summary = buildInvoiceSummary(overrides);
  return {
    ...summary,
    sale_date: '2026-11-19',
    buyer_email: 'mary@example.com',
    buyer_address: ['12 Portland Street', 'Dartmouth, NS B2Y 1H1'],
    buyer_terms: {
      due_at: summary.due_at ?? '2026-11-28T03:59:59.000Z',
      due_on: summary.due_on ?? '2026-11-27',
      payment_due: { kind: 'days', days: 7 },
      pickup: null,
      pickup_info: '',
      shipping_offered: true,
      terms_text: '',
    },
    lines: [
      {
        id: testId(),
        kind: 'lot',
        lot_id: testId(),
        lot_number: '12',
        description: 'Nova Scotia pine blanket box',
        amount_cents: 10_000,
        premium_cents: 1_500,
        taxable: true,
        charge_type: null,
        reason: null,
        released_at: null,
      },
    ],
    payments: [],
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
    pickup_slot_start: null,
    pickup_address: '12 Harbour Road, Dartmouth NS',
    pickup_hours: 'Weekdays 9–5',
    qr_text: summary.id,
    credit_notes: [],
    fees: [],
    replaces_invoice_number: null,
    void_reason: null,
    replaces_invoice_id: null,
    replaced_by_invoice_id: null,
    registration_id: testId(),
    buyer_user_id: testId(),
    buyer_flagged: false,
    history: [
      { action: 'invoice.issued', actor_name: 'Sam Staff', at: '2026-11-20T15:00:00.000Z', detail: 'Issued' },
    ],
    ...overrides,
  };
}

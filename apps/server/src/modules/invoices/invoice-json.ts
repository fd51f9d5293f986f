import type { InvoiceDetail, InvoiceSummary } from '@auction/contracts';
import { invoiceDisplayStatus, invoiceSubtotalCents, mailingAddressLines } from '@auction/domain';
import type {
  CreditNoteRecord,
  FeeRecord,
  InvoiceLineRecord,
  InvoiceRecord,
  PaymentRecord,
} from './invoice-queries';
import { isoOrNull } from './invoice-queries';

/** What the release desk scans: the invoice's id, in its QR code. */
export const qrTextOf = (invoiceId: string) => invoiceId;

/** The house's clock as an invoice is shown: the moment, and the house's day. */
export interface HouseNow {
  now: Date;
  today: string;
}

/** An invoice in a list: its figures as its ledger wrote them (`invoice-ledger.ts`). */
export function summaryOf(row: InvoiceRecord, at: HouseNow): InvoiceSummary {
  const dueAt = isoOrNull(row.due_at);
  const amounts = {
    hammer_cents: Number(row.hammer_cents),
    premium_cents: Number(row.premium_cents),
    charges_cents: Number(row.charges_cents),
    credits_cents: Number(row.credits_cents),
  };
  return {
    id: row.id,
    number: row.number,
    kind: row.kind,
    auction_id: row.auction_id,
    auction_title: row.auction_title,
    status: row.status,
    display_status: invoiceDisplayStatus(row.status, { due_at: dueAt, due_on: row.due_on }, at.now, at.today),
    issued_at: isoOrNull(row.issued_at),
    due_on: row.due_on,
    due_at: dueAt,
    paddle_number: row.paddle_number === null ? null : Number(row.paddle_number),
    buyer_name: row.buyer_name,
    fulfilment: row.fulfilment,
    shipping_requested: row.shipping_requested_at !== null && row.shipping_requested_at !== undefined,
    ...amounts,
    subtotal_cents: invoiceSubtotalCents(amounts),
    tax_cents: Number(row.tax_cents),
    total_cents: Number(row.total_cents),
    received_cents: Number(row.received_cents),
    refunded_cents: Number(row.refunded_cents),
    paid_cents: Number(row.paid_cents),
    balance_cents: Number(row.balance_cents),
    credited_cents: Number(row.credited_cents),
    fees_cents: Number(row.fees_cents ?? 0),
  };
}

export interface HouseDetails {
  gstHstNumber: string;
  pickupAddress: string;
  pickupHours: string;
  taxLabel: string;
}

export function detailOf(
  row: InvoiceRecord,
  lines: InvoiceLineRecord[],
  payments: PaymentRecord[],
  house: HouseDetails,
  at: HouseNow,
  creditNotes: CreditNoteRecord[] = [],
  fees: FeeRecord[] = [],
): InvoiceDetail {
  return {
    ...summaryOf(row, at),
    sale_date: row.sale_date,
    buyer_email: row.buyer_email,
    buyer_address: mailingAddressLines(row.buyer_address),
    buyer_terms: row.buyer_terms,
    lines: lines.map((line) => ({
      id: line.id,
      kind: line.kind,
      lot_id: line.lot_id,
      lot_number: line.lot_number,
      inventory_item_id: line.inventory_item_id,
      description: line.description,
      amount_cents: Number(line.amount_cents),
      premium_cents: Number(line.premium_cents),
      taxable: line.taxable,
      charge_type: line.charge_type,
      reason: line.reason,
      released_at: isoOrNull(line.released_at),
    })),
    payments: payments.map((payment) => ({
      id: payment.id,
      kind: payment.kind,
      method: payment.method,
      amount_cents: Number(payment.amount_cents),
      received_on: payment.received_on,
      reference: payment.reference,
      reason: payment.reason,
      reverses_payment_id: payment.reverses_payment_id,
      created_at: isoOrNull(payment.created_at) as string,
    })),
    tax_label: row.tax_exemption_id ? 'Exempt' : house.taxLabel,
    tax_rate_bps: row.tax_exemption_id ? 0 : Number(row.tax_rate_bps),
    place_of_supply: row.place_of_supply,
    tax_exemption_number: row.tax_exemption_number,
    gst_hst_number: house.gstHstNumber,
    ship_to: row.ship_to,
    shipping_carrier: row.shipping_carrier,
    shipping_quote_cents: row.shipping_quote_cents === null ? null : Number(row.shipping_quote_cents),
    tracking_number: row.tracking_number,
    shipped_on: row.shipped_on,
    pickup_slot_start: isoOrNull(row.pickup_slot_start),
    pickup_address: house.pickupAddress,
    pickup_hours: house.pickupHours,
    qr_text: qrTextOf(row.id),
    credit_notes: creditNotes,
    replaces_invoice_number: row.replaces_invoice_number,
    fees,
  };
}

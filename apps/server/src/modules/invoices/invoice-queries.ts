import { sql } from 'drizzle-orm';
import { oneOf, type Queryable, rowsOf } from '../../db/queries';
import type { BuyerTermsColumn, UserAddressColumn } from '../../db/schema';

export { oneOf, type Queryable, rowsOf };

/**
 * An invoice (`i`) that bills its buyer: issued, partly paid or paid. A draft bills nothing yet
 * and a void one nothing (decision 0062).
 */
export const issuedInvoice = sql`i.status in ('issued', 'partially_paid', 'paid')`;

/**
 * An invoice (`i`) that owes its balance (the ledger's `balance_cents`): issued and not paid in
 * full. Every sum of what buyers owe (the staff list's summary, the dashboard, a buyer's own
 * owing) counts these and no others.
 */
export const owedInvoice = sql`i.status in ('issued', 'partially_paid')`;

/** A timestamp as the API writes it (ISO 8601, UTC), whatever the driver returned. */
export function isoOrNull(value: unknown): string | null {
  if (value === null || value === undefined) return null;
  return new Date(value as string | Date).toISOString();
}

/** An invoice with what every answer about it shows: the sale, the buyer, pickup and shipping. */
export interface InvoiceRecord {
  id: string;
  kind: 'auction' | 'buy_now';
  /** Null, like `registration_id` and `paddle_number`, for a buy-now purchase. */
  auction_id: string | null;
  /** The sale's title, or "Buy now". */
  auction_title: string;
  registration_id: string | null;
  buyer_user_id: string | null;
  status: 'draft' | 'issued' | 'partially_paid' | 'paid' | 'void';
  number: string | null;
  sale_date: string;
  issued_at: unknown;
  due_on: string | null;
  /** The due moment and the buyer terms frozen at issue (null on drafts and older invoices). */
  due_at: unknown;
  buyer_terms: BuyerTermsColumn | null;
  /** The floor buyer's address from the desk, else the account's. */
  buyer_address: UserAddressColumn | null;
  fulfilment: 'pickup' | 'shipping';
  ship_to: {
    name: string;
    street: string;
    city: string;
    province: string;
    postal_code: string;
    country: string;
  } | null;
  shipping_requested_at: unknown;
  shipping_carrier: string | null;
  shipping_quote_cents: number | null;
  tracking_number: string | null;
  shipped_on: string | null;
  place_of_supply: string;
  tax_rate_bps: number;
  tax_exemption_id: string | null;
  tax_exemption_number: string | null;
  hammer_cents: number;
  premium_cents: number;
  charges_cents: number;
  credits_cents: number;
  tax_cents: number;
  total_cents: number;
  received_cents: number;
  refunded_cents: number;
  paid_cents: number;
  balance_cents: number;
  credited_cents: number;
  fees_cents: number;
  void_reason: string | null;
  replaces_invoice_id: string | null;
  replaces_invoice_number: string | null;
  replaced_by_invoice_id: string | null;
  paddle_number: number | null;
  buyer_name: string;
  buyer_email: string | null;
  pickup_slot_start: unknown;
}

/** The columns of `InvoiceRecord`, from `invoices i` joined to its sale and buyer. */
export const invoiceRecordColumns = sql`i.id, i.kind, i.auction_id, coalesce(a.title, 'Buy now') as auction_title, i.registration_id,
  i.buyer_user_id, i.status, i.number, i.sale_date::text as sale_date, i.issued_at, i.due_on::text as due_on,
  i.due_at, i.buyer_terms,
  i.fulfilment, i.ship_to, i.shipping_requested_at, i.shipping_carrier, i.shipping_quote_cents::int8 as shipping_quote_cents,
  i.tracking_number, i.shipped_on::text as shipped_on, i.place_of_supply, i.tax_rate_bps, i.tax_exemption_id,
  x.exemption_number as tax_exemption_number,
  i.hammer_cents::int8 as hammer_cents, i.premium_cents::int8 as premium_cents, i.charges_cents::int8 as charges_cents,
  i.credits_cents::int8 as credits_cents, i.tax_cents::int8 as tax_cents, i.total_cents::int8 as total_cents,
  i.received_cents::int8 as received_cents, i.refunded_cents::int8 as refunded_cents,
  i.paid_cents::int8 as paid_cents, i.balance_cents::int8 as balance_cents, i.credited_cents::int8 as credited_cents,
  i.fees_cents::int8 as fees_cents, i.void_reason, i.replaces_invoice_id,
  (select n.id from invoices n where n.replaces_invoice_id = i.id order by n.created_at desc limit 1) as replaced_by_invoice_id,
  (select p.number from invoices p where p.id = i.replaces_invoice_id) as replaces_invoice_number,
  r.paddle_number, coalesce(r.name, u.name, '') as buyer_name, coalesce(nullif(r.email, ''), u.email) as buyer_email,
  coalesce(r.address, u.address) as buyer_address,
  (select b.slot_start from pickup_bookings b where b.invoice_id = i.id) as pickup_slot_start`;

/** A buy-now invoice has no auction and no registration: its buyer is `buyer_user_id`. */
export const invoiceRecordFrom = sql`invoices i
  left join auctions a on a.id = i.auction_id
  left join auction_registrations r on r.id = i.registration_id
  left join users u on u.id = coalesce(r.user_id, i.buyer_user_id)
  left join tax_exemptions x on x.id = i.tax_exemption_id`;

export function loadInvoice(db: Queryable, invoiceId: string): Promise<InvoiceRecord | null> {
  return oneOf<InvoiceRecord>(
    db,
    sql`select ${invoiceRecordColumns} from ${invoiceRecordFrom} where i.id = ${invoiceId}::uuid`,
  );
}

export interface InvoiceLineRecord {
  id: string;
  kind: 'lot' | 'charge' | 'credit';
  lot_id: string | null;
  lot_number: string | null;
  inventory_item_id: string | null;
  description: string;
  amount_cents: number;
  premium_cents: number;
  taxable: boolean;
  charge_type: string | null;
  reason: string | null;
  released_at: unknown;
}

export function loadLines(db: Queryable, invoiceId: string): Promise<InvoiceLineRecord[]> {
  return rowsOf<InvoiceLineRecord>(
    db,
    sql`select l.id, l.kind, l.lot_id, l.lot_number, l.inventory_item_id, l.description, l.amount_cents::int8 as amount_cents,
      l.premium_cents::int8 as premium_cents, l.taxable, l.charge_type, l.reason, rel.released_at
    from invoice_lines l left join lot_releases rel on rel.invoice_id = l.invoice_id
      and (rel.lot_id = l.lot_id or rel.inventory_item_id = l.inventory_item_id)
    where l.invoice_id = ${invoiceId}::uuid order by l.position, l.created_at`,
  );
}

export interface PaymentRecord {
  id: string;
  kind: 'payment' | 'refund' | 'reversal';
  method: 'cash' | 'debit' | 'card_counter' | 'cheque' | 'etransfer' | 'stripe';
  amount_cents: number;
  received_on: string;
  reference: string;
  reason: string | null;
  reverses_payment_id: string | null;
  created_at: unknown;
}

export function loadPayments(db: Queryable, invoiceId: string): Promise<PaymentRecord[]> {
  return rowsOf<PaymentRecord>(
    db,
    sql`select id, kind, method, amount_cents::int8 as amount_cents, received_on::text as received_on, reference,
      reason, reverses_payment_id, created_at
    from payments where invoice_id = ${invoiceId}::uuid order by created_at, id`,
  );
}

/** A late or storage fee charged on the invoice, as the invoice lists it. */
export interface FeeRecord {
  id: string;
  kind: 'late_fee' | 'storage_fee';
  description: string;
  charged_on: string;
  amount_cents: number;
  taxable: boolean;
  tax_rate_bps: number;
  tax_cents: number;
  total_cents: number;
}

/** The invoice's fees, by the day charged: part of its money, so they come with it. */
export async function loadFees(db: Queryable, invoiceId: string): Promise<FeeRecord[]> {
  const rows = await rowsOf<FeeRecord>(
    db,
    sql`select id, kind, description, charged_on::text as charged_on, amount_cents::int8 as amount_cents,
      taxable, tax_rate_bps, tax_cents::int8 as tax_cents, total_cents::int8 as total_cents
    from invoice_fees where invoice_id = ${invoiceId}::uuid order by charged_on, kind, created_at`,
  );
  return rows.map((row) => ({
    ...row,
    amount_cents: Number(row.amount_cents),
    tax_rate_bps: Number(row.tax_rate_bps),
    tax_cents: Number(row.tax_cents),
    total_cents: Number(row.total_cents),
  }));
}

/** A credit note against the invoice, as the invoice lists it. */
export interface CreditNoteRecord {
  id: string;
  number: string;
  issued_on: string;
  total_cents: number;
  tax_cents: number;
  reason: string;
}

/** The invoice's credit notes, oldest first: part of its money, so they come with it. */
export async function loadCreditNotes(db: Queryable, invoiceId: string): Promise<CreditNoteRecord[]> {
  const rows = await rowsOf<CreditNoteRecord>(
    db,
    sql`select id, number, issued_on::text as issued_on, total_cents::int8 as total_cents,
      tax_cents::int8 as tax_cents, reason
    from credit_notes where invoice_id = ${invoiceId}::uuid order by number_year, number_seq`,
  );
  return rows.map((row) => ({
    ...row,
    total_cents: Number(row.total_cents),
    tax_cents: Number(row.tax_cents),
  }));
}

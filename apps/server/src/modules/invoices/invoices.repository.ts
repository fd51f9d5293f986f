import type { InvoiceLineBody } from '@auction/contracts';
import type { SaleBuyerTerms } from '@auction/domain';
import { sql } from 'drizzle-orm';
import type { BuyerTermsColumn } from '../../db/schema';
import {
  type InvoiceLineRecord,
  type InvoiceRecord,
  invoiceRecordColumns,
  invoiceRecordFrom,
  oneOf,
  owedInvoice,
  type Queryable,
  rowsOf,
} from './invoice-queries';

export interface HistoryRow {
  action: string;
  actor_name: string | null;
  at: unknown;
  after: unknown;
  before: unknown;
}

/** The queries of the invoices service; its rules are in `invoices.service.ts`. */
export const invoicesRepository = {
  /** The invoice's audit rows and those of changes that name it (payments, releases), oldest first. */
  historyOf(db: Queryable, invoiceId: string): Promise<HistoryRow[]> {
    return rowsOf<HistoryRow>(
      db,
      sql`select l.action, u.name as actor_name, l.created_at as at, l.after, l.before from audit_log l
      left join users u on u.id = l.actor_id
      where (l.entity = 'invoice' and l.entity_id = ${invoiceId})
        or (l.entity <> 'invoice' and (l.after ->> 'invoice_id') = ${invoiceId})
      order by l.created_at, l.id`,
    );
  },

  async isFlagged(db: Queryable, userId: string): Promise<boolean> {
    const flag = await oneOf<{ id: string }>(
      db,
      sql`select id from bidder_payment_flags where user_id = ${userId}::uuid and cleared_at is null limit 1`,
    );
    return flag !== null;
  },

  /** A buyer's invoices but drafts, unpaid first, then the newest. */
  buyerInvoices(db: Queryable, userId: string): Promise<InvoiceRecord[]> {
    return rowsOf<InvoiceRecord>(
      db,
      sql`select ${invoiceRecordColumns} from ${invoiceRecordFrom}
      where i.buyer_user_id = ${userId}::uuid and i.status <> 'draft'
      order by (i.status in ('issued', 'partially_paid')) desc, (i.status = 'void') asc, i.issued_at desc nulls last, i.id`,
    );
  },

  /** The buyer's issued invoices that still owe something, and what they owe in all (the ledger's balances). */
  async buyerOwing(db: Queryable, userId: string): Promise<{ invoices: number; balance_cents: number }> {
    const row = await oneOf<{ invoices: number; balance_cents: number | string }>(
      db,
      sql`select count(*)::int as invoices, coalesce(sum(i.balance_cents), 0)::int8 as balance_cents from invoices i
      where i.buyer_user_id = ${userId}::uuid and ${owedInvoice}`,
    );
    return { invoices: Number(row?.invoices ?? 0), balance_cents: Number(row?.balance_cents ?? 0) };
  },

  /** The tax facts a new credit is checked against. */
  taxFactsOf(tx: Queryable, invoiceId: string) {
    return oneOf<{ tax_exemption_id: string | null; tax_rate_bps: number }>(
      tx,
      sql`select tax_exemption_id, tax_rate_bps from invoices where id = ${invoiceId}::uuid`,
    );
  },

  async insertLine(tx: Queryable, invoiceId: string, body: InvoiceLineBody, actorId: string): Promise<void> {
    await tx.execute(
      sql`insert into invoice_lines (invoice_id, position, kind, description, amount_cents, taxable, charge_type, reason, created_by)
      values (${invoiceId}::uuid, (select coalesce(max(position), -1) + 1 from invoice_lines where invoice_id = ${invoiceId}::uuid),
        ${body.kind}, ${body.description}, ${body.amount_cents}::int8, ${body.kind === 'charge' ? body.taxable : false},
        ${body.charge_type}, ${body.kind === 'credit' ? body.reason : null}, ${actorId}::uuid)`,
    );
  },

  lineOf(tx: Queryable, invoiceId: string, lineId: string) {
    return oneOf<Pick<InvoiceLineRecord, 'kind' | 'description' | 'amount_cents'>>(
      tx,
      sql`select kind, description, amount_cents::int8 as amount_cents from invoice_lines
      where id = ${lineId}::uuid and invoice_id = ${invoiceId}::uuid`,
    );
  },

  async deleteLine(tx: Queryable, lineId: string): Promise<void> {
    await tx.execute(sql`delete from invoice_lines where id = ${lineId}::uuid`);
  },

  async lotLineCount(tx: Queryable, invoiceId: string): Promise<number> {
    const row = await oneOf<{ n: number }>(
      tx,
      sql`select count(*)::int as n from invoice_lines where invoice_id = ${invoiceId}::uuid and kind = 'lot'`,
    );
    return Number(row?.n ?? 0);
  },

  /** The year's next invoice number: its counter row stays locked until the transaction ends. */
  async nextSequence(tx: Queryable, year: number): Promise<number> {
    const counter = await oneOf<{ last_seq: number }>(
      tx,
      sql`insert into invoice_number_counters (year, last_seq) values (${year}, 1)
      on conflict (year) do update set last_seq = invoice_number_counters.last_seq + 1
      returning last_seq`,
    );
    return Number(counter?.last_seq);
  },

  /**
   * The buyer terms of the invoice's sale and when the sale closed (its last lot's close, else its
   * planned end); null for a buy-now invoice, which has no sale.
   */
  async saleTermsOf(
    tx: Queryable,
    invoiceId: string,
  ): Promise<{ terms: SaleBuyerTerms; closed_at: string | Date | null } | null> {
    const row = await oneOf<SaleBuyerTerms & { closed_at: string | Date | null }>(
      tx,
      sql`select a.payment_due_hours, a.pickup_window, a.shipping_offered, a.terms, a.pickup_info,
        coalesce((select max(l.closed_at) from lots l where l.auction_id = a.id), a.end_at) as closed_at
      from invoices i join auctions a on a.id = i.auction_id where i.id = ${invoiceId}::uuid`,
    );
    if (!row) return null;
    const { closed_at, ...terms } = row;
    return { terms, closed_at };
  },

  /** Issues the invoice: its number, and the buyer terms frozen with their due moment and day. */
  async markIssued(
    tx: Queryable,
    invoiceId: string,
    issue: { number: string; year: number; seq: number; at: Date; by: string; terms: BuyerTermsColumn },
  ): Promise<void> {
    await tx.execute(
      sql`update invoices set status = 'issued', number = ${issue.number}, number_year = ${issue.year},
        number_seq = ${issue.seq}, issued_at = ${issue.at.toISOString()}::timestamptz, issued_by = ${issue.by}::uuid,
        due_on = ${issue.terms.due_on}::date, due_at = ${issue.terms.due_at}::timestamptz,
        buyer_terms = ${JSON.stringify(issue.terms)}::jsonb, updated_at = now()
      where id = ${invoiceId}::uuid`,
    );
  },

  async hasReleases(tx: Queryable, invoiceId: string): Promise<boolean> {
    const row = await oneOf<{ id: string }>(
      tx,
      sql`select id from lot_releases where invoice_id = ${invoiceId}::uuid limit 1`,
    );
    return row !== null;
  },

  async draftIds(db: Queryable, auctionId: string): Promise<string[]> {
    const rows = await rowsOf<{ id: string }>(
      db,
      sql`select id from invoices where auction_id = ${auctionId}::uuid and status = 'draft' order by created_at, id`,
    );
    return rows.map((row) => row.id);
  },
};

import type { CreditedLine } from '@auction/domain';
import { sql } from 'drizzle-orm';
import { oneOf, type Queryable, rowsOf } from '../../db/queries';

type Numeric = number | string;

/** An invoice line a credit note can take back, or a credit line (a discount) it reads for the tax. */
export interface InvoiceLineForCredit {
  id: string;
  kind: 'lot' | 'charge' | 'credit';
  lot_number: string | null;
  description: string;
  amount_cents: number;
  premium_cents: number;
  taxable: boolean;
  charge_type: string | null;
}

/** A late or storage fee on the invoice, as a credit note reads it. */
export interface InvoiceFeeForCredit {
  id: string;
  description: string;
  charged_on: string;
  amount_cents: number;
  tax_cents: number;
  taxable: boolean;
}

/** What the invoice charged, as a credit note reads it. */
export interface InvoiceForCredit {
  id: string;
  number: string | null;
  place_of_supply: string;
  tax_rate_bps: number;
  tax_cents: number;
  total_cents: number;
}

/** A credit note as stored, with the invoice and the buyer its paper names. */
export interface CreditNoteRecord {
  id: string;
  number: string;
  invoice_id: string;
  invoice_number: string;
  auction_title: string;
  buyer_user_id: string | null;
  buyer_name: string;
  buyer_email: string | null;
  issued_on: string;
  issued_at: Date | string;
  reason: string;
  place_of_supply: string;
  tax_rate_bps: number;
  hammer_cents: number;
  premium_cents: number;
  charges_cents: number;
  fees_cents: number;
  goodwill_cents: number;
  tax_cents: number;
  total_cents: number;
}

export interface CreditNoteLineRecord extends CreditedLine {
  lot_number: string | null;
  description: string;
}

export interface NewCreditNote {
  invoice_id: string;
  year: number;
  seq: number;
  number: string;
  issued_on: string;
  issued_at: Date;
  issued_by: string;
  reason: string;
  place_of_supply: string;
  tax_rate_bps: number;
  hammer_cents: number;
  premium_cents: number;
  charges_cents: number;
  fees_cents: number;
  goodwill_cents: number;
  tax_cents: number;
  total_cents: number;
  idempotency_key: string | null;
  lines: readonly CreditNoteLineRecord[];
}

const noteColumns = sql`c.id, c.number, c.invoice_id, i.number as invoice_number,
  coalesce(a.title, 'Buy now') as auction_title, i.buyer_user_id, coalesce(r.name, u.name, '') as buyer_name,
  coalesce(nullif(r.email, ''), u.email) as buyer_email, c.issued_on::text as issued_on, c.issued_at, c.reason,
  c.place_of_supply, c.tax_rate_bps, c.hammer_cents::int8 as hammer_cents, c.premium_cents::int8 as premium_cents,
  c.charges_cents::int8 as charges_cents, c.fees_cents::int8 as fees_cents, c.goodwill_cents::int8 as goodwill_cents, c.tax_cents::int8 as tax_cents,
  c.total_cents::int8 as total_cents`;
const noteFrom = sql`credit_notes c
  join invoices i on i.id = c.invoice_id
  left join auctions a on a.id = i.auction_id
  left join auction_registrations r on r.id = i.registration_id
  left join users u on u.id = i.buyer_user_id`;

function noteOf(row: CreditNoteRecord | null): CreditNoteRecord | null {
  if (!row) return null;
  const cents = (value: unknown) => Number(value as Numeric);
  return {
    ...row,
    tax_rate_bps: cents(row.tax_rate_bps),
    hammer_cents: cents(row.hammer_cents),
    premium_cents: cents(row.premium_cents),
    charges_cents: cents(row.charges_cents),
    fees_cents: cents(row.fees_cents),
    goodwill_cents: cents(row.goodwill_cents),
    tax_cents: cents(row.tax_cents),
    total_cents: cents(row.total_cents),
  };
}

const lineOf = (row: Record<string, unknown>): CreditNoteLineRecord => ({
  kind: row.kind as CreditNoteLineRecord['kind'],
  invoiceLineId: (row.invoice_line_id as string | null) ?? null,
  invoiceFeeId: (row.invoice_fee_id as string | null) ?? null,
  lot_number: (row.lot_number as string | null) ?? null,
  description: row.description as string,
  amountCents: Number(row.amount_cents),
  premiumCents: Number(row.premium_cents),
  taxable: row.taxable as boolean,
});

/** The queries of credit notes; the rules are the domain's `creditNoteFigures`. */
export const creditNotesRepository = {
  async invoice(q: Queryable, invoiceId: string): Promise<InvoiceForCredit | null> {
    const row = await oneOf<InvoiceForCredit>(
      q,
      sql`select id, number, place_of_supply, tax_rate_bps, tax_cents::int8 as tax_cents, total_cents::int8 as total_cents
      from invoices where id = ${invoiceId}::uuid`,
    );
    return row
      ? {
          ...row,
          tax_rate_bps: Number(row.tax_rate_bps),
          tax_cents: Number(row.tax_cents),
          total_cents: Number(row.total_cents),
        }
      : null;
  },

  async invoiceLines(q: Queryable, invoiceId: string): Promise<InvoiceLineForCredit[]> {
    const rows = await rowsOf<InvoiceLineForCredit>(
      q,
      sql`select id, kind, lot_number, description, amount_cents::int8 as amount_cents,
        premium_cents::int8 as premium_cents, taxable, charge_type
      from invoice_lines where invoice_id = ${invoiceId}::uuid order by position, id`,
    );
    return rows.map((row) => ({
      ...row,
      amount_cents: Number(row.amount_cents),
      premium_cents: Number(row.premium_cents),
    }));
  },

  /** The late and storage fees charged on the invoice, as a credit note can waive them. */
  async invoiceFees(q: Queryable, invoiceId: string): Promise<InvoiceFeeForCredit[]> {
    const rows = await rowsOf<InvoiceFeeForCredit>(
      q,
      sql`select id, description, charged_on::text as charged_on, amount_cents::int8 as amount_cents,
        tax_cents::int8 as tax_cents, taxable
      from invoice_fees where invoice_id = ${invoiceId}::uuid order by charged_on, created_at, id`,
    );
    return rows.map((row) => ({
      ...row,
      amount_cents: Number(row.amount_cents),
      tax_cents: Number(row.tax_cents),
    }));
  },

  /** Every line of the credit notes issued against the invoice so far, with their tax and totals. */
  async creditedSoFar(q: Queryable, invoiceId: string) {
    const lines = await rowsOf<Record<string, unknown>>(
      q,
      sql`select l.kind, l.invoice_line_id, l.invoice_fee_id, l.lot_number, l.description, l.amount_cents::int8 as amount_cents,
        l.premium_cents::int8 as premium_cents, l.taxable
      from credit_note_lines l join credit_notes c on c.id = l.credit_note_id
      where c.invoice_id = ${invoiceId}::uuid order by c.number_year, c.number_seq, l.position`,
    );
    const sums = await oneOf<{ tax: Numeric; total: Numeric }>(
      q,
      sql`select coalesce(sum(tax_cents), 0)::int8 as tax, coalesce(sum(total_cents), 0)::int8 as total
      from credit_notes where invoice_id = ${invoiceId}::uuid`,
    );
    return {
      lines: lines.map(lineOf),
      taxCents: Number(sums?.tax ?? 0),
      totalCents: Number(sums?.total ?? 0),
    };
  },

  /** The year's next credit note number: its counter row stays locked until the transaction ends. */
  async nextSeq(tx: Queryable, year: number): Promise<number> {
    const row = await oneOf<{ last_seq: number }>(
      tx,
      sql`insert into credit_note_number_counters (year, last_seq) values (${year}, 1)
      on conflict (year) do update set last_seq = credit_note_number_counters.last_seq + 1
      returning last_seq`,
    );
    return Number(row?.last_seq);
  },

  async insert(tx: Queryable, note: NewCreditNote): Promise<string> {
    const row = await oneOf<{ id: string }>(
      tx,
      sql`insert into credit_notes (invoice_id, number, number_year, number_seq, issued_on, issued_at, issued_by,
        reason, place_of_supply, tax_rate_bps, hammer_cents, premium_cents, charges_cents, fees_cents, goodwill_cents,
        tax_cents, total_cents, idempotency_key)
      values (${note.invoice_id}::uuid, ${note.number}, ${note.year}, ${note.seq}, ${note.issued_on}::date,
        ${note.issued_at.toISOString()}::timestamptz, ${note.issued_by}::uuid, ${note.reason}, ${note.place_of_supply},
        ${note.tax_rate_bps}, ${note.hammer_cents}::int8, ${note.premium_cents}::int8, ${note.charges_cents}::int8,
        ${note.fees_cents}::int8, ${note.goodwill_cents}::int8, ${note.tax_cents}::int8, ${note.total_cents}::int8, ${note.idempotency_key})
      returning id`,
    );
    if (!row) throw new Error('the credit note was not stored');
    for (const [position, line] of note.lines.entries()) {
      await tx.execute(
        sql`insert into credit_note_lines (credit_note_id, position, kind, invoice_line_id, invoice_fee_id, lot_number,
          description, amount_cents, premium_cents, taxable)
        values (${row.id}::uuid, ${position}, ${line.kind}, ${line.invoiceLineId}::uuid,
          ${line.invoiceFeeId ?? null}::uuid, ${line.lot_number},
          ${line.description}, ${line.amountCents}::int8, ${line.premiumCents}::int8, ${line.taxable})`,
      );
    }
    return row.id;
  },

  async read(q: Queryable, noteId: string): Promise<CreditNoteRecord | null> {
    return noteOf(
      await oneOf<CreditNoteRecord>(
        q,
        sql`select ${noteColumns} from ${noteFrom} where c.id = ${noteId}::uuid`,
      ),
    );
  },

  async byIdempotencyKey(q: Queryable, key: string): Promise<CreditNoteRecord | null> {
    return noteOf(
      await oneOf<CreditNoteRecord>(
        q,
        sql`select ${noteColumns} from ${noteFrom} where c.idempotency_key = ${key}`,
      ),
    );
  },

  async linesOf(q: Queryable, noteId: string): Promise<CreditNoteLineRecord[]> {
    const rows = await rowsOf<Record<string, unknown>>(
      q,
      sql`select kind, invoice_line_id, invoice_fee_id, lot_number, description, amount_cents::int8 as amount_cents,
        premium_cents::int8 as premium_cents, taxable
      from credit_note_lines where credit_note_id = ${noteId}::uuid order by position`,
    );
    return rows.map(lineOf);
  },

  /** The credit notes issued in a period of house days, oldest first (the books and the reports). */
  async issuedBetween(q: Queryable, from: string, to: string): Promise<CreditNoteRecord[]> {
    const rows = await rowsOf<CreditNoteRecord>(
      q,
      sql`select ${noteColumns} from ${noteFrom}
      where c.issued_on between ${from}::date and ${to}::date order by c.number_year, c.number_seq`,
    );
    return rows.map((row) => noteOf(row) as CreditNoteRecord);
  },
};

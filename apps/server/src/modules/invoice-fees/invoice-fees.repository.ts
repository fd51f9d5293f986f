import type { FrozenBuyerTerms } from '@auction/domain';
import { sql } from 'drizzle-orm';
import { oneOf, type Queryable, rowsOf } from '../../db/queries';

type Numeric = number | string;

/** An issued invoice the fee job looks at, with what it needs to decide. */
export interface FeeCandidate {
  id: string;
  status: 'issued' | 'partially_paid' | 'paid';
  number: string | null;
  due_on: string | null;
  buyer_terms: FrozenBuyerTerms | null;
  fulfilment: 'pickup' | 'shipping';
  balance_cents: number;
  tax_rate_bps: number;
  /** Lots (or buy-now items) on the invoice not handed over at the release desk yet. */
  lots_waiting: number;
}

/** A fee as the invoice lists it. */
export interface FeeRow {
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

/** Who the notice goes to: the registration's user, the registration, or the buy-now buyer. */
export interface FeeBuyer {
  name: string | null;
  email: string | null;
  auction_title: string;
}

const feeOf = (row: Record<keyof FeeRow, unknown>): FeeRow => ({
  ...(row as FeeRow),
  amount_cents: Number(row.amount_cents as Numeric),
  tax_cents: Number(row.tax_cents as Numeric),
  total_cents: Number(row.total_cents as Numeric),
  tax_rate_bps: Number(row.tax_rate_bps as Numeric),
});

/** The audit actions that turn an invoice's fees off and on again: the last one stands. */
export const feesOffAction = 'invoice.fees_off';
export const feesOnAction = 'invoice.fees_on';

/** The queries of the fee job and of an invoice's fees; the rules are the domain's. */
export const invoiceFeesRepository = {
  /**
   * Issued invoices (never drafts or void ones) that may draw a fee: unpaid ones (a late fee), and
   * picked-up ones with lots still in the warehouse (storage), unless staff turned their fees off.
   */
  async candidates(db: Queryable, input: { afterId: string | null; limit: number }): Promise<FeeCandidate[]> {
    const rows = await rowsOf<Record<keyof FeeCandidate, unknown>>(
      db,
      sql`with waiting as (
          select i.id,
            (select count(*) from invoice_lines l
              where l.invoice_id = i.id and l.kind = 'lot'
                and not exists (select 1 from lot_releases r where r.invoice_id = i.id
                  and (r.lot_id = l.lot_id or r.inventory_item_id = l.inventory_item_id))) as lots_waiting
          from invoices i
          where i.status in ('issued', 'partially_paid', 'paid')
            and (${input.afterId}::uuid is null or i.id > ${input.afterId}::uuid)
        )
        select i.id, i.status, i.number, i.due_on::text as due_on, i.buyer_terms, i.fulfilment,
          i.balance_cents::int8 as balance_cents, i.tax_rate_bps, w.lots_waiting::int as lots_waiting
        from invoices i join waiting w on w.id = i.id
        where (i.balance_cents > 0 or (i.fulfilment = 'pickup' and w.lots_waiting > 0))
          and coalesce((select a.action from audit_log a
            where a.entity = 'invoice' and a.entity_id = i.id::text
              and a.action in (${feesOffAction}, ${feesOnAction})
            order by a.created_at desc limit 1), '') <> ${feesOffAction}
        order by i.id
        limit ${input.limit}`,
    );
    return rows.map((row) => ({
      ...(row as unknown as FeeCandidate),
      balance_cents: Number(row.balance_cents as Numeric),
      tax_rate_bps: Number(row.tax_rate_bps as Numeric),
      lots_waiting: Number(row.lots_waiting as Numeric),
    }));
  },

  /** The day each fee of the invoice was announced to apply from, by kind. */
  async notices(db: Queryable, invoiceId: string): Promise<Map<string, string>> {
    const rows = await rowsOf<{ kind: string; applies_on: string }>(
      db,
      sql`select kind, applies_on::text as applies_on from invoice_fee_notices where invoice_id = ${invoiceId}::uuid`,
    );
    return new Map(rows.map((row) => [row.kind, row.applies_on]));
  },

  /** The notice of a fee, once per invoice and kind: false when another pass stored it first. */
  async insertNotice(
    tx: Queryable,
    notice: { invoiceId: string; kind: string; appliesOn: string; sentAt: Date },
  ): Promise<boolean> {
    const row = await oneOf(
      tx,
      sql`insert into invoice_fee_notices (invoice_id, kind, applies_on, sent_at)
        values (${notice.invoiceId}::uuid, ${notice.kind}, ${notice.appliesOn}::date, ${notice.sentAt.toISOString()}::timestamptz)
        on conflict do nothing returning invoice_id`,
    );
    return row !== null;
  },

  async buyer(db: Queryable, invoiceId: string): Promise<FeeBuyer | null> {
    return oneOf<FeeBuyer>(
      db,
      sql`select coalesce(ru.name, r.name, bu.name) as name, coalesce(ru.email, r.email, bu.email) as email,
          coalesce(a.title, 'Buy now') as auction_title
        from invoices i
        left join auction_registrations r on r.id = i.registration_id
        left join users ru on ru.id = r.user_id
        left join auctions a on a.id = i.auction_id
        left join users bu on bu.id = i.buyer_user_id
        where i.id = ${invoiceId}::uuid`,
    );
  },

  /** The invoice's fees, in the order they were charged. */
  async feesOf(db: Queryable, invoiceId: string): Promise<FeeRow[]> {
    const rows = await rowsOf<Record<keyof FeeRow, unknown>>(
      db,
      sql`select id, kind, description, charged_on::text as charged_on, amount_cents::int8 as amount_cents,
          taxable, tax_rate_bps, tax_cents::int8 as tax_cents, total_cents::int8 as total_cents
        from invoice_fees where invoice_id = ${invoiceId}::uuid order by charged_on, kind, created_at`,
    );
    return rows.map(feeOf);
  },

  /** Whether staff turned the invoice's fees off (the last of their audited choices). */
  async feesOff(db: Queryable, invoiceId: string): Promise<boolean> {
    const row = await oneOf<{ action: string }>(
      db,
      sql`select action from audit_log
        where entity = 'invoice' and entity_id = ${invoiceId}
          and action in (${feesOffAction}, ${feesOnAction})
        order by created_at desc limit 1`,
    );
    return row?.action === feesOffAction;
  },
};

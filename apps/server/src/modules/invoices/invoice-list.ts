import type { StaffInvoiceListQuery, StaffInvoicePage } from '@auction/contracts';
import { type SQL, sql } from 'drizzle-orm';
import { overdueSql } from '../../db/invoice-due';
import { anyContainsText, listPage, listWindow } from '../../db/list-query';
import { type HouseNow, summaryOf } from './invoice-json';
import {
  type InvoiceRecord,
  invoiceRecordColumns,
  invoiceRecordFrom,
  issuedInvoice,
  oneOf,
  owedInvoice,
  type Queryable,
  rowsOf,
} from './invoice-queries';

/** The WHERE of the staff list: auction, shown status (overdue from the due moment), shipping, search. */
export function staffListWhere(
  query: Omit<StaffInvoiceListQuery, 'page' | 'per_page' | 'sort' | 'order'>,
  at: HouseNow,
): SQL {
  const conditions: SQL[] = [sql`true`];
  if (query.auction_id) conditions.push(sql`i.auction_id = ${query.auction_id}::uuid`);
  if (query.kind) conditions.push(sql`i.kind = ${query.kind}`);
  const overdue = overdueSql(at.now, sql`${at.today}::date`);
  if (query.status === 'overdue') conditions.push(overdue);
  else if (query.status === 'issued' || query.status === 'partially_paid') {
    conditions.push(sql`i.status = ${query.status} and not ${overdue}`);
  } else if (query.status) conditions.push(sql`i.status = ${query.status}`);
  if (query.shipping_requested === 'true') conditions.push(sql`i.shipping_requested_at is not null`);
  if (query.shipping_requested === 'false') conditions.push(sql`i.shipping_requested_at is null`);
  if (query.q) {
    const text = anyContainsText(
      [sql`i.number`, sql`coalesce(r.name, u.name, '')`, sql`coalesce(r.email, u.email, '')`],
      query.q,
    );
    conditions.push(sql`(${text} or r.paddle_number::text = ${query.q.trim()})`);
  }
  return sql.join(conditions, sql` and `);
}

const sortColumns: Record<StaffInvoiceListQuery['sort'], SQL> = {
  number: sql`i.number`,
  buyer_name: sql`coalesce(r.name, u.name, '')`,
  paddle_number: sql`r.paddle_number`,
  total_cents: sql`i.total_cents`,
  balance_cents: sql`i.balance_cents`,
  due_on: sql`i.due_on`,
  status: sql`i.status`,
};

function orderOf(query: Pick<StaffInvoiceListQuery, 'sort' | 'order'>): SQL {
  const direction = query.order === 'desc' ? sql`desc nulls last` : sql`asc nulls last`;
  return sql`${sortColumns[query.sort]} ${direction}, i.created_at ${query.order === 'desc' ? sql`desc` : sql`asc`}, i.id`;
}

interface SumsRow {
  rows: number | string;
  count: number | string;
  total: number | string;
  paid: number | string;
  owed_invoices: number | string;
  balance: number | string;
  overdue: number | string;
  drafts: number | string;
  drafts_total: number | string;
}

/**
 * The sums of every invoice `where` matches (decision 0062): the issued ones' totals and paid,
 * what the owed ones still owe (the ledger's balances, never worked out again here) and how many
 * of those are overdue, and the drafts apart, which owe nothing until they are issued.
 */
async function invoiceSums(db: Queryable, where: SQL, at: HouseNow) {
  const sums = await oneOf<SumsRow>(
    db,
    sql`select count(*)::int8 as rows,
      (count(*) filter (where ${issuedInvoice}))::int8 as count,
      coalesce(sum(i.total_cents) filter (where ${issuedInvoice}), 0)::int8 as total,
      coalesce(sum(i.paid_cents) filter (where ${issuedInvoice}), 0)::int8 as paid,
      (count(*) filter (where ${owedInvoice}))::int8 as owed_invoices,
      coalesce(sum(i.balance_cents) filter (where ${owedInvoice}), 0)::int8 as balance,
      (count(*) filter (where ${overdueSql(at.now, sql`${at.today}::date`)}))::int8 as overdue,
      (count(*) filter (where i.status = 'draft'))::int8 as drafts,
      coalesce(sum(i.total_cents) filter (where i.status = 'draft'), 0)::int8 as drafts_total
    from ${invoiceRecordFrom} where ${where}`,
  );
  const figure = (value: number | string | undefined) => Number(value ?? 0);
  return {
    rows: figure(sums?.rows),
    issued: {
      count: figure(sums?.count),
      total_cents: figure(sums?.total),
      paid_cents: figure(sums?.paid),
      balance_cents: figure(sums?.balance),
    },
    owed: {
      invoices: figure(sums?.owed_invoices),
      balance_cents: figure(sums?.balance),
      overdue: figure(sums?.overdue),
    },
    drafts: { count: figure(sums?.drafts), total_cents: figure(sums?.drafts_total) },
  };
}

export async function staffInvoicePage(
  db: Queryable,
  query: StaffInvoiceListQuery,
  at: HouseNow,
): Promise<StaffInvoicePage> {
  const where = staffListWhere(query, at);
  const { limit, offset } = listWindow(query);
  const rows = await rowsOf<InvoiceRecord>(
    db,
    sql`select ${invoiceRecordColumns} from ${invoiceRecordFrom} where ${where} order by ${orderOf(query)} limit ${limit} offset ${offset}`,
  );
  const sums = await invoiceSums(db, where, at);
  return {
    ...listPage(
      query,
      rows.map((row) => summaryOf(row, at)),
      sums.rows,
    ),
    totals: { ...sums.issued, drafts: sums.drafts },
  };
}

/** What buyers owe now, over every invoice: the same sums as the staff list's, unfiltered. */
export async function owedNow(
  db: Queryable,
  at: HouseNow,
): Promise<{ invoices: number; balance_cents: number; overdue: number }> {
  return (await invoiceSums(db, sql`true`, at)).owed;
}

/** Every invoice the filter matches, in the list's order (for the CSV). */
export async function staffInvoiceRows(
  db: Queryable,
  query: StaffInvoiceListQuery,
  at: HouseNow,
): Promise<InvoiceRecord[]> {
  return rowsOf<InvoiceRecord>(
    db,
    sql`select ${invoiceRecordColumns} from ${invoiceRecordFrom} where ${staffListWhere(query, at)} order by ${orderOf(query)}`,
  );
}

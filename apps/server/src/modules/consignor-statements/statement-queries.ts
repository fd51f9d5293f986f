import type {
  StatementDetail,
  StatementListItem,
  StatementListQuery,
  StatementPage,
  StatementPayout,
} from '@auction/contracts';
import { mailingAddressLines } from '@auction/domain';
import { type SQL, sql } from 'drizzle-orm';
import type { Transaction } from '../../db/database';
import { anyContainsText, listPage, listWindow } from '../../db/list-query';
import { oneOf, type Queryable, rowsOf } from '../../db/queries';
import type { UserAddressColumn } from '../../db/schema';
import { AppError } from '../../errors';

export type Tx = Transaction;

const iso = (value: unknown) => new Date(value as string | Date).toISOString();
const isoOrNull = (value: unknown) => (value === null || value === undefined ? null : iso(value));

export const notFound = () => new AppError('NOT_FOUND', 'This statement does not exist.');

/** Whether a statement line's buyer has paid now: its lot's (or buy-now item's) invoice is paid. */
export const linePaidNow = sql`(case when sl.lot_id is not null
    then exists (select 1 from invoice_lines il join invoices v on v.id = il.invoice_id
      where il.lot_id = sl.lot_id and v.status = 'paid')
    else exists (select 1 from invoice_lines il join invoices v on v.id = il.invoice_id
      where il.inventory_item_id = sl.inventory_item_id and v.kind = 'buy_now' and v.status = 'paid') end)`;

/** The columns every answer about a statement shows, from `consignor_statements s`. */
const listColumns = sql`s.*, c.number as consignor_number, c.name as consignor_name,
  c.company as consignor_company, a.title as auction_title,
  not exists (select 1 from consignor_statement_lines sl
    where sl.statement_id = s.id and sl.outcome = 'sold' and not ${linePaidNow}) as buyers_paid`;
const listFrom = sql`consignor_statements s join consignors c on c.id = s.consignor_id
  left join auctions a on a.id = s.auction_id`;

export interface StatementRow {
  id: string;
  consignor_id: string;
  kind: 'auction' | 'buy_now';
  auction_id: string | null;
  period_start: unknown;
  period_end: unknown;
  status: 'draft' | 'final' | 'paid';
  sale_date: unknown;
  consignor_is_registrant: boolean;
  lots_count: number;
  sold_lots_count: number;
  hammer_cents: number | string;
  commission_cents: number | string;
  lot_fees_cents: number | string;
  photo_fees_cents: number | string;
  unsold_fees_cents: number | string;
  charges_cents: number | string;
  tax_rate_bp: number;
  tax_on_charges_cents: number | string;
  hammer_tax_cents: number | string;
  advances_recovered_cents: number | string;
  net_payout_cents: number | string;
  paid_cents: number | string;
  finalised_at: unknown;
  finalised_by: string | null;
  override_reason: string | null;
  mailed_at: unknown;
  updated_at: unknown;
  consignor_number: number;
  consignor_name: string;
  consignor_company: string;
  auction_title: string | null;
  buyers_paid: boolean;
}

const day = (value: unknown) => (value === null || value === undefined ? null : String(value).slice(0, 10));

function listItem(row: StatementRow): StatementListItem {
  return {
    id: row.id,
    consignor: {
      id: row.consignor_id,
      number: Number(row.consignor_number),
      name: row.consignor_name,
      company: row.consignor_company,
    },
    kind: row.kind,
    auction: row.auction_id ? { id: row.auction_id, title: row.auction_title ?? '' } : null,
    period_start: day(row.period_start),
    period_end: day(row.period_end),
    sale_key: row.kind === 'auction' && row.auction_id ? row.auction_id : row.id,
    status: row.status,
    sale_date: day(row.sale_date) ?? '',
    lots: Number(row.lots_count),
    sold_lots: Number(row.sold_lots_count),
    hammer_cents: Number(row.hammer_cents),
    charges_cents: Number(row.charges_cents),
    net_payout_cents: Number(row.net_payout_cents),
    paid_cents: Number(row.paid_cents),
    buyers_paid: Boolean(row.buyers_paid),
    finalised_at: isoOrNull(row.finalised_at),
    mailed_at: isoOrNull(row.mailed_at),
    updated_at: iso(row.updated_at),
  };
}

const sorts: Record<StatementListQuery['sort'], SQL> = {
  consignor: sql`lower(c.name)`,
  sale_date: sql`s.sale_date`,
  net_payout: sql`s.net_payout_cents`,
  status: sql`s.status`,
};

function listWhere(query: StatementListQuery): SQL {
  const conditions: SQL[] = [sql`true`];
  if (query.status) conditions.push(sql`s.status = ${query.status}`);
  if (query.kind) conditions.push(sql`s.kind = ${query.kind}`);
  if (query.auction_id) conditions.push(sql`s.auction_id = ${query.auction_id}::uuid`);
  if (query.consignor_id) conditions.push(sql`s.consignor_id = ${query.consignor_id}::uuid`);
  const q = query.q?.trim();
  if (q) {
    const matches = [anyContainsText([sql`c.name`, sql`c.company`, sql`coalesce(a.title, '')`], q)];
    const number = /^c?-?\s*(\d{1,9})$/i.exec(q)?.[1];
    if (number) matches.push(sql`c.number = ${Number(number)}`);
    conditions.push(sql`(${sql.join(matches, sql` or `)})`);
  }
  return sql.join(conditions, sql` and `);
}

export async function statementPage(db: Queryable, query: StatementListQuery): Promise<StatementPage> {
  const where = listWhere(query);
  const { limit, offset } = listWindow(query);
  const direction = query.order === 'desc' ? sql`desc` : sql`asc`;
  const rows = await rowsOf<StatementRow>(
    db,
    sql`select ${listColumns} from ${listFrom} where ${where}
      order by ${sorts[query.sort]} ${direction}, s.id ${direction} limit ${limit} offset ${offset}`,
  );
  const count = await oneOf<{ total: number | string }>(
    db,
    sql`select count(*) as total from ${listFrom} where ${where}`,
  );
  return listPage(query, rows.map(listItem), Number(count?.total ?? 0));
}

export async function statementItems(db: Queryable, ids: readonly string[]): Promise<StatementListItem[]> {
  if (ids.length === 0) return [];
  const rows = await rowsOf<StatementRow>(
    db,
    sql`select ${listColumns} from ${listFrom}
      where s.id in (${sql.join(
        ids.map((id) => sql`${id}::uuid`),
        sql`, `,
      )}) order by lower(c.name), s.id`,
  );
  return rows.map(listItem);
}

/** The statement's row as every answer reads it, or a 404. */
export async function statementRow(db: Queryable, id: string): Promise<StatementRow> {
  const row = await oneOf<StatementRow>(
    db,
    sql`select ${listColumns} from ${listFrom} where s.id = ${id}::uuid`,
  );
  if (!row) throw notFound();
  return row;
}

/** The statement a page address names: a consignor and an auction, or a consignor and a buy-now statement. */
export async function statementIdByKey(db: Queryable, consignorId: string, saleKey: string): Promise<string> {
  const row = await oneOf<{ id: string }>(
    db,
    sql`select id from consignor_statements where consignor_id = ${consignorId}::uuid
      and ((kind = 'auction' and auction_id = ${saleKey}::uuid) or (kind = 'buy_now' and id = ${saleKey}::uuid))`,
  );
  if (!row) throw notFound();
  return row.id;
}

interface PayoutRow {
  id: string;
  kind: 'payout' | 'reversal';
  method: StatementPayout['method'];
  amount_cents: number | string;
  reference: string;
  paid_on: unknown;
  note: string;
  reverses_id: string | null;
  reversed_by_id: string | null;
  recorded_by_name: string | null;
  created_at: unknown;
}

/** The statement with its lines, recoveries, payouts, the consignor's payout details and who finalised it. */
export async function statementDetail(db: Queryable, id: string): Promise<StatementDetail> {
  const row = await statementRow(db, id);
  const lines = await rowsOf<{
    id: string;
    position: number;
    outcome: 'sold' | 'unsold';
    lot_id: string | null;
    inventory_item_id: string | null;
    reference: string;
    title: string;
    hammer_cents: number | string;
    commission_cents: number | string;
    lot_fee_cents: number | string;
    photo_fee_cents: number | string;
    unsold_fee_cents: number | string;
    buyer_paid: boolean;
    paid_now: boolean;
  }>(
    db,
    sql`select sl.*, ${linePaidNow} as paid_now from consignor_statement_lines sl
      where sl.statement_id = ${id}::uuid order by sl.position`,
  );
  const recoveries = await rowsOf<{
    advance_id: string;
    paid_on: unknown;
    reference: string;
    amount_cents: string;
  }>(
    db,
    sql`select x.advance_id, a.paid_on::text as paid_on, a.reference, x.amount_cents
      from consignor_advance_recoveries x join consignor_advances a on a.id = x.advance_id
      where x.statement_id = ${id}::uuid order by a.paid_on, a.created_at, a.id`,
  );
  const payouts = await rowsOf<PayoutRow>(
    db,
    sql`select p.id, p.kind, p.method, p.amount_cents, p.reference, p.paid_on::text as paid_on, p.note,
        p.reverses_id, r.id as reversed_by_id, u.name as recorded_by_name, p.created_at
      from consignor_payouts p
      left join consignor_payouts r on r.reverses_id = p.id
      left join users u on u.id = p.recorded_by
      where p.statement_id = ${id}::uuid order by p.created_at, p.id`,
  );
  const extra = await oneOf<{
    payout_method: StatementDetail['payout']['method'];
    payout_email: string | null;
    deposit_account: string | null;
    profile_name: string | null;
    finalised_by_name: string | null;
    address: UserAddressColumn | null;
  }>(
    db,
    sql`select c.payout_method, c.payout_email, c.deposit_account, c.address,
        (select p.name from commission_profiles p where p.id = coalesce(c.commission_profile_id,
          (select d.id from commission_profiles d where d.is_default))) as profile_name,
        (select u.name from users u where u.id = ${row.finalised_by}::uuid) as finalised_by_name
      from consignors c where c.id = ${row.consignor_id}::uuid`,
  );
  const net = Number(row.net_payout_cents);
  const paid = Number(row.paid_cents);
  // A statement not yet final shows the paid state of now; a final one, what it was finalised with.
  const paidOf = (line: (typeof lines)[number]) => line.outcome === 'sold' && line.paid_now;
  return {
    ...listItem(row),
    consignor_address: mailingAddressLines(extra?.address),
    consignor_is_registrant: row.consignor_is_registrant,
    payout: {
      method: extra?.payout_method ?? 'cheque',
      payout_email: extra?.payout_email ?? null,
      deposit_account_last4: extra?.deposit_account ? extra.deposit_account.slice(-4) : null,
    },
    commission_profile_name: extra?.profile_name ?? null,
    totals: {
      commission_cents: Number(row.commission_cents),
      lot_fees_cents: Number(row.lot_fees_cents),
      photo_fees_cents: Number(row.photo_fees_cents),
      unsold_fees_cents: Number(row.unsold_fees_cents),
      tax_rate_bp: Number(row.tax_rate_bp),
      tax_on_charges_cents: Number(row.tax_on_charges_cents),
      hammer_tax_cents: Number(row.hammer_tax_cents),
      advances_recovered_cents: Number(row.advances_recovered_cents),
      outstanding_cents: Math.max(0, net - paid),
    },
    lines: lines.map((line) => ({
      id: line.id,
      position: Number(line.position),
      outcome: line.outcome,
      lot_id: line.lot_id,
      inventory_item_id: line.inventory_item_id,
      reference: line.reference,
      title: line.title,
      hammer_cents: Number(line.hammer_cents),
      commission_cents: Number(line.commission_cents),
      lot_fee_cents: Number(line.lot_fee_cents),
      photo_fee_cents: Number(line.photo_fee_cents),
      unsold_fee_cents: Number(line.unsold_fee_cents),
      buyer_paid: row.status === 'draft' ? paidOf(line) : line.buyer_paid,
    })),
    advance_recoveries: recoveries.map((recovery) => ({
      advance_id: recovery.advance_id,
      paid_on: String(recovery.paid_on),
      reference: recovery.reference,
      amount_cents: Number(recovery.amount_cents),
    })),
    payouts: payouts.map((payout) => ({
      id: payout.id,
      kind: payout.kind,
      method: payout.method,
      amount_cents: Number(payout.amount_cents),
      reference: payout.reference,
      paid_on: String(payout.paid_on),
      note: payout.note,
      reverses_id: payout.reverses_id,
      reversed_by_id: payout.reversed_by_id,
      recorded_by_name: payout.recorded_by_name,
      created_at: iso(payout.created_at),
    })),
    override_reason: row.override_reason,
    finalised_by_name: extra?.finalised_by_name ?? null,
    unpaid_lots: lines
      .filter((line) => line.outcome === 'sold' && !line.paid_now)
      .map((line) => line.reference),
  };
}

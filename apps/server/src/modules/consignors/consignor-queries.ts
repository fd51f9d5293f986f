import type {
  ConsignorAdvances,
  ConsignorDetail,
  ConsignorItemPage,
  ConsignorItemsQuery,
  ConsignorListQuery,
  ConsignorPage,
} from '@auction/contracts';
import { inventoryStatuses } from '@auction/contracts';
import { type SQL, sql } from 'drizzle-orm';
import { anyContainsText, listPage, listWindow } from '../../db/list-query';
import { oneOf, type Queryable, rowsOf } from '../../db/queries';
import type { consignors } from '../../db/schema';

type ConsignorRow = typeof consignors.$inferSelect;
const iso = (value: unknown) => new Date(value as string | Date).toISOString();
const isoOrNull = (value: unknown) => (value === null || value === undefined ? null : iso(value));

/** The WHERE of the list: active, archived or both, and the search (name, company, contact, `C-1024`). */
function listWhere(query: Pick<ConsignorListQuery, 'q' | 'status'>): SQL {
  const conditions: SQL[] = [sql`true`];
  if (query.status === 'active') conditions.push(sql`c.archived_at is null`);
  if (query.status === 'archived') conditions.push(sql`c.archived_at is not null`);
  const q = query.q?.trim();
  if (q) {
    const matches: SQL[] = [anyContainsText([sql`c.name`, sql`c.company`, sql`coalesce(c.email, '')`], q)];
    const number = /^c?-?\s*(\d{1,9})$/i.exec(q)?.[1];
    if (number) matches.push(sql`c.number = ${Number(number)}`);
    const digits = q.replace(/\D/g, '');
    if (digits.length >= 3) {
      matches.push(sql`regexp_replace(coalesce(c.phone, ''), '[^0-9]', '', 'g') like ${`%${digits}%`}`);
    }
    conditions.push(sql`(${sql.join(matches, sql` or `)})`);
  }
  return sql.join(conditions, sql` and `);
}

const listSorts: Record<ConsignorListQuery['sort'], SQL> = {
  number: sql`c.number`,
  name: sql`lower(c.name)`,
  created_at: sql`c.created_at`,
};

interface ListRow {
  id: string;
  number: number;
  name: string;
  company: string;
  email: string | null;
  phone: string | null;
  city: string | null;
  payout_method: ConsignorRow['payout_method'];
  linked_user_email: string | null;
  item_count: number | string;
  archived_at: unknown;
  created_at: unknown;
}

export async function consignorPage(db: Queryable, query: ConsignorListQuery): Promise<ConsignorPage> {
  const where = listWhere(query);
  const { limit, offset } = listWindow(query);
  const direction = query.order === 'desc' ? sql`desc` : sql`asc`;
  const rows = await rowsOf<ListRow>(
    db,
    sql`select c.id, c.number, c.name, c.company, c.email, c.phone, c.address->>'city' as city,
        c.payout_method, u.email as linked_user_email, c.archived_at, c.created_at,
        (select count(*) from inventory_items i where i.consignor_id = c.id) as item_count
      from consignors c left join users u on u.id = c.user_id
      where ${where}
      order by ${listSorts[query.sort]} ${direction}, c.id ${direction}
      limit ${limit} offset ${offset}`,
  );
  const count = await oneOf<{ total: number | string }>(
    db,
    sql`select count(*) as total from consignors c where ${where}`,
  );
  return listPage(
    query,
    rows.map((row) => ({
      id: row.id,
      number: Number(row.number),
      name: row.name,
      company: row.company,
      email: row.email,
      phone: row.phone,
      city: row.city ?? '',
      payout_method: row.payout_method,
      linked_user_email: row.linked_user_email,
      item_count: Number(row.item_count),
      archived_at: isoOrNull(row.archived_at),
      created_at: iso(row.created_at),
    })),
    Number(count?.total ?? 0),
  );
}

/** The record as staff see it: the deposit account only by its last four digits, with its counts. */
export async function consignorDetail(db: Queryable, row: ConsignorRow): Promise<ConsignorDetail> {
  const statuses = await rowsOf<{ status: string; n: number | string }>(
    db,
    sql`select status, count(*) as n from inventory_items where consignor_id = ${row.id} group by status`,
  );
  const sold = await oneOf<{ lots: number | string; hammer: number | string }>(
    db,
    sql`select count(*) as lots, coalesce(sum(extended_price_cents), 0) as hammer
      from lots where consignor_id = ${row.id} and status = 'sold'`,
  );
  const profile = row.commission_profile_id
    ? await oneOf<{ id: string; name: string }>(
        db,
        sql`select id, name from commission_profiles where id = ${row.commission_profile_id}`,
      )
    : null;
  const user = row.user_id
    ? await oneOf<{ id: string; name: string; email: string }>(
        db,
        sql`select id, name, email from users where id = ${row.user_id}`,
      )
    : null;
  const totals = await advanceTotals(db, row.id);
  const itemsByStatus = Object.fromEntries(inventoryStatuses.map((status) => [status, 0]));
  for (const entry of statuses) itemsByStatus[entry.status] = Number(entry.n);
  return {
    id: row.id,
    number: row.number,
    name: row.name,
    company: row.company,
    email: row.email,
    phone: row.phone,
    address: {
      line1: row.address?.line1 ?? '',
      line2: row.address?.line2 ?? '',
      city: row.address?.city ?? '',
      province: row.address?.province ?? '',
      postal_code: row.address?.postal_code ?? '',
      country: row.address?.country ?? 'Canada',
    },
    gst_hst_number: row.gst_hst_number,
    payout_method: row.payout_method,
    payout_email: row.payout_email,
    deposit_institution: row.deposit_institution,
    deposit_transit: row.deposit_transit,
    deposit_account_last4: row.deposit_account ? row.deposit_account.slice(-4) : null,
    commission_profile: profile,
    notes: row.notes,
    user,
    archived_at: isoOrNull(row.archived_at),
    created_at: iso(row.created_at),
    updated_at: iso(row.updated_at),
    counts: {
      items_by_status: itemsByStatus,
      items_total: statuses.reduce((sum, entry) => sum + Number(entry.n), 0),
      lots_sold: Number(sold?.lots ?? 0),
      hammer_cents: Number(sold?.hammer ?? 0),
      advances_outstanding_cents: totals.outstanding_cents,
    },
  };
}

const itemSorts: Record<ConsignorItemsQuery['sort'], SQL> = {
  sku: sql`i.sku`,
  title: sql`lower(i.title)`,
  status: sql`i.status`,
  updated_at: sql`i.updated_at`,
};

interface ItemRow {
  id: string;
  sku: string;
  title: string;
  status: string;
  quantity: number;
  location_id: string | null;
  location_code: string | null;
  lot_id: string | null;
  lot_number: string | null;
  lot_status: string | null;
  auction_id: string | null;
  auction_title: string | null;
  hammer_cents: number | string | null;
  updated_at: unknown;
}

/** The consignor's items: where each is, and its latest lot with the hammer once it sold. */
export async function consignorItemPage(
  db: Queryable,
  consignorId: string,
  query: ConsignorItemsQuery,
): Promise<ConsignorItemPage> {
  const conditions: SQL[] = [sql`i.consignor_id = ${consignorId}`];
  if (query.status) conditions.push(sql`i.status = ${query.status}`);
  if (query.q) {
    conditions.push(anyContainsText([sql`i.sku`, sql`i.title`], query.q));
  }
  const where = sql.join(conditions, sql` and `);
  const { limit, offset } = listWindow(query);
  const direction = query.order === 'desc' ? sql`desc` : sql`asc`;
  const rows = await rowsOf<ItemRow>(
    db,
    sql`select i.id, i.sku, i.title, i.status, i.quantity, i.updated_at,
        loc.id as location_id, loc.code as location_code,
        l.id as lot_id, l.lot_number, l.status as lot_status, a.id as auction_id, a.title as auction_title,
        case when l.status = 'sold' then l.extended_price_cents end as hammer_cents
      from inventory_items i
      left join locations loc on loc.id = i.location_id
      left join lateral (
        select * from lots where lots.inventory_item_id = i.id order by lots.created_at desc, lots.id limit 1
      ) l on true
      left join auctions a on a.id = l.auction_id
      where ${where}
      order by ${itemSorts[query.sort]} ${direction}, i.id ${direction}
      limit ${limit} offset ${offset}`,
  );
  const count = await oneOf<{ total: number | string }>(
    db,
    sql`select count(*) as total from inventory_items i where ${where}`,
  );
  return listPage(
    query,
    rows.map((row) => ({
      id: row.id,
      sku: row.sku,
      title: row.title,
      status: row.status,
      quantity: Number(row.quantity),
      location:
        row.location_id && row.location_code ? { id: row.location_id, code: row.location_code } : null,
      lot:
        row.lot_id && row.auction_id
          ? {
              id: row.lot_id,
              lot_number: row.lot_number ?? '',
              status: row.lot_status ?? '',
              auction_id: row.auction_id,
              auction_title: row.auction_title ?? '',
              hammer_cents: row.hammer_cents === null ? null : Number(row.hammer_cents),
            }
          : null,
      updated_at: iso(row.updated_at),
    })),
    Number(count?.total ?? 0),
  );
}

/** Advances paid, reversed, and still owed: less reversals and what statements have taken back. */
async function advanceTotals(db: Queryable, consignorId: string): Promise<ConsignorAdvances['totals']> {
  const sums = await oneOf<{
    advanced: number | string;
    reversed: number | string;
    recovered: number | string;
  }>(
    db,
    sql`select coalesce(sum(amount_cents) filter (where kind = 'advance'), 0) as advanced,
        coalesce(sum(amount_cents) filter (where kind = 'reversal'), 0) as reversed,
        (select coalesce(sum(x.amount_cents), 0) from consignor_advance_recoveries x
          join consignor_advances a on a.id = x.advance_id where a.consignor_id = ${consignorId}) as recovered
      from consignor_advances where consignor_id = ${consignorId}`,
  );
  const advanced = Number(sums?.advanced ?? 0);
  const reversed = Number(sums?.reversed ?? 0);
  const recovered = Number(sums?.recovered ?? 0);
  return {
    advanced_cents: advanced,
    reversed_cents: reversed,
    outstanding_cents: advanced - reversed - recovered,
  };
}

interface AdvanceRow {
  id: string;
  kind: 'advance' | 'reversal';
  amount_cents: number | string;
  paid_on: unknown;
  reference: string;
  note: string;
  reverses_id: string | null;
  reversed_by_id: string | null;
  recorded_by_name: string | null;
  created_at: unknown;
}

/** Every advance and reversal, newest first, with what is still to be recovered. */
export async function consignorAdvances(db: Queryable, consignorId: string): Promise<ConsignorAdvances> {
  const rows = await rowsOf<AdvanceRow>(
    db,
    sql`select a.id, a.kind, a.amount_cents, a.paid_on::text as paid_on, a.reference, a.note, a.reverses_id,
        r.id as reversed_by_id, u.name as recorded_by_name, a.created_at
      from consignor_advances a
      left join consignor_advances r on r.reverses_id = a.id
      left join users u on u.id = a.recorded_by
      where a.consignor_id = ${consignorId}
      order by a.created_at desc, a.id desc`,
  );
  return {
    data: rows.map((row) => ({
      id: row.id,
      kind: row.kind,
      amount_cents: Number(row.amount_cents),
      paid_on: String(row.paid_on),
      reference: row.reference,
      note: row.note,
      reverses_id: row.reverses_id,
      reversed_by_id: row.reversed_by_id,
      recorded_by_name: row.recorded_by_name,
      created_at: iso(row.created_at),
    })),
    totals: await advanceTotals(db, consignorId),
  };
}

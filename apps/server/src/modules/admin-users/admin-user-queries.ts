import type {
  AdminUserDetail,
  AdminUserListItem,
  AdminUserListQuery,
  AdminUserPage,
} from '@auction/contracts';
import { type SQL, sql } from 'drizzle-orm';
import { containsText, listPage, listWindow } from '../../db/list-query';
import { oneOf, type Queryable, rowsOf } from '../../db/queries';
import type { UserRow } from '../../db/schema';
import { rolesOf, toUserJson } from '../users/user-json';
import { statusOf } from './user-status';

const iso = (value: unknown) => new Date(value as string | Date).toISOString();
const isoOrNull = (value: unknown) => (value === null || value === undefined ? null : iso(value));

/** The SQL of a user's status, as `statusOf` decides it from a row. */
const statusSql = sql`case when u.erased_at is not null then 'erased'
  when u.disabled_at is not null then 'disabled' else 'active' end`;
const openFlagsSql = sql`(select count(*) from bidder_payment_flags f where f.user_id = u.id and f.cleared_at is null)`;

function listWhere(query: AdminUserListQuery): SQL {
  const conditions: SQL[] = [sql`true`];
  if (query.role) conditions.push(sql`${query.role} = any(u.roles)`);
  if (query.verified === 'yes') conditions.push(sql`u.email_verified_at is not null`);
  if (query.verified === 'no') conditions.push(sql`u.email_verified_at is null`);
  if (query.flagged === 'yes') conditions.push(sql`${openFlagsSql} > 0`);
  if (query.flagged === 'no') conditions.push(sql`${openFlagsSql} = 0`);
  if (query.status) conditions.push(sql`${statusSql} = ${query.status}`);
  const q = query.q?.trim();
  if (q) {
    const matches: SQL[] = [containsText(sql`u.name`, q), containsText(sql`u.email`, q)];
    const digits = q.replace(/\D/g, '');
    if (digits.length >= 3) {
      matches.push(sql`regexp_replace(u.phone, '[^0-9]', '', 'g') like ${`%${digits}%`}`);
    }
    conditions.push(sql`(${sql.join(matches, sql` or `)})`);
  }
  return sql.join(conditions, sql` and `);
}

const listSorts: Record<AdminUserListQuery['sort'], SQL> = {
  name: sql`lower(u.name)`,
  email: sql`u.email`,
  created_at: sql`u.created_at`,
};

interface ListRow {
  id: string;
  name: string;
  email: string;
  phone: string;
  roles: string[];
  email_verified_at: unknown;
  open_flags: number | string;
  status: AdminUserListItem['status'];
  disabled_at: unknown;
  erased_at: unknown;
  created_at: unknown;
}

function listItem(row: ListRow, roles: AdminUserListItem['roles']): AdminUserListItem {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    phone: row.phone,
    roles,
    email_verified_at: isoOrNull(row.email_verified_at),
    open_flags: Number(row.open_flags),
    status: row.status,
    disabled_at: isoOrNull(row.disabled_at),
    erased_at: isoOrNull(row.erased_at),
    created_at: iso(row.created_at),
  };
}

export async function adminUserPage(db: Queryable, query: AdminUserListQuery): Promise<AdminUserPage> {
  const where = listWhere(query);
  const { limit, offset } = listWindow(query);
  const direction = query.order === 'desc' ? sql`desc` : sql`asc`;
  const rows = await rowsOf<ListRow>(
    db,
    sql`select u.id, u.name, u.email, u.phone, u.roles, u.email_verified_at, u.created_at, u.disabled_at, u.erased_at,
        ${openFlagsSql} as open_flags, ${statusSql} as status
      from users u
      where ${where}
      order by ${listSorts[query.sort]} ${direction}, u.id ${direction}
      limit ${limit} offset ${offset}`,
  );
  const count = await oneOf<{ total: number | string }>(
    db,
    sql`select count(*) as total from users u where ${where}`,
  );
  return listPage(
    query,
    rows.map((row) => listItem(row, rolesOf(row))),
    Number(count?.total ?? 0),
  );
}

/** The account page: profile, flags, registrations, latest bids, invoices and the audit trail. */
export async function adminUserDetail(db: Queryable, row: UserRow): Promise<AdminUserDetail> {
  const user = toUserJson(row);
  const id = row.id;
  const [consignor, flags, registrations, bids, invoices, audit] = await Promise.all([
    oneOf<{ id: string; number: number | string; name: string }>(
      db,
      sql`select id, number, name from consignors where user_id = ${id} limit 1`,
    ),
    rowsOf<Record<string, unknown>>(
      db,
      sql`select f.id, f.invoice_id, i.number as invoice_number, f.reason, f.flagged_at, f.cleared_at
        from bidder_payment_flags f join invoices i on i.id = f.invoice_id
        where f.user_id = ${id} order by f.flagged_at desc`,
    ),
    rowsOf<Record<string, unknown>>(
      db,
      sql`select r.id, r.auction_id, a.title as auction_title, r.paddle_number, r.kind, r.status, r.created_at
        from auction_registrations r join auctions a on a.id = r.auction_id
        where r.user_id = ${id} order by r.created_at desc`,
    ),
    rowsOf<Record<string, unknown>>(
      db,
      sql`select b.id, b.lot_id, l.lot_number, l.title as lot_title, b.auction_id, a.title as auction_title,
          b.amount_cents, b.kind, b.created_at
        from bids b join lots l on l.id = b.lot_id join auctions a on a.id = b.auction_id
        where b.bidder_id = ${id} order by b.created_at desc, b.seq desc limit 25`,
    ),
    rowsOf<Record<string, unknown>>(
      db,
      sql`select i.id, i.number, i.status, a.title as auction_title, i.total_cents, i.paid_cents, i.created_at
        from invoices i
        left join auctions a on a.id = i.auction_id
        left join auction_registrations r on r.id = i.registration_id
        where i.buyer_user_id = ${id} or r.user_id = ${id}
        order by i.created_at desc`,
    ),
    rowsOf<Record<string, unknown>>(
      db,
      sql`select l.id, l.action, actor.name as actor_name, l.before, l.after, l.created_at
        from audit_log l left join users actor on actor.id = l.actor_id
        where l.entity = 'user' and l.entity_id = ${id}
        order by l.created_at desc limit 50`,
    ),
  ]);
  const openFlags = flags.filter((flag) => flag.cleared_at === null).length;
  return {
    id,
    name: user.name,
    first_name: user.first_name,
    email: user.email,
    phone: user.phone,
    roles: user.roles,
    address: user.address,
    email_verified_at: user.email_verified_at,
    marketing_consent: user.marketing_consent,
    terms_accepted_at: user.terms_accepted_at,
    open_flags: openFlags,
    status: statusOf(row),
    disabled_at: row.disabled_at?.toISOString() ?? null,
    erased_at: row.erased_at?.toISOString() ?? null,
    created_at: user.created_at,
    updated_at: row.updated_at.toISOString(),
    consignor: consignor
      ? { id: consignor.id, number: Number(consignor.number), name: consignor.name }
      : null,
    flags: flags.map((flag) => ({
      id: String(flag.id),
      invoice_id: String(flag.invoice_id),
      invoice_number: (flag.invoice_number as string | null) ?? null,
      reason: String(flag.reason),
      flagged_at: iso(flag.flagged_at),
      cleared_at: isoOrNull(flag.cleared_at),
    })),
    registrations: registrations.map((r) => ({
      id: String(r.id),
      auction_id: String(r.auction_id),
      auction_title: String(r.auction_title),
      paddle_number: Number(r.paddle_number),
      kind: String(r.kind),
      status: String(r.status),
      created_at: iso(r.created_at),
    })),
    bids: bids.map((b) => ({
      id: String(b.id),
      lot_id: String(b.lot_id),
      lot_number: String(b.lot_number),
      lot_title: String(b.lot_title),
      auction_id: String(b.auction_id),
      auction_title: String(b.auction_title),
      amount_cents: Number(b.amount_cents),
      kind: String(b.kind),
      created_at: iso(b.created_at),
    })),
    invoices: invoices.map((i) => ({
      id: String(i.id),
      number: (i.number as string | null) ?? null,
      status: String(i.status),
      auction_title: (i.auction_title as string | null) ?? null,
      total_cents: Number(i.total_cents),
      paid_cents: Number(i.paid_cents),
      created_at: iso(i.created_at),
    })),
    audit: audit.map((entry) => ({
      id: String(entry.id),
      action: String(entry.action),
      actor_name: (entry.actor_name as string | null) ?? null,
      before: entry.before ?? null,
      after: entry.after ?? null,
      created_at: iso(entry.created_at),
    })),
  };
}

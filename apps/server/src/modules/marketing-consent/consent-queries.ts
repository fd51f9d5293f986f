import type { ConsentLedgerEntry, ConsentLedgerPage, ConsentLedgerQuery } from '@auction/contracts';
import { type SQL, sql } from 'drizzle-orm';
import { anyContainsText, listPage, listWindow } from '../../db/list-query';
import { oneOf, type Queryable, rowsOf } from '../../db/queries';

/** The most rows one CSV export holds; the ledger of a small house stays far below it. */
export const ledgerCsvLimit = 50_000;

interface LedgerRow extends Omit<ConsentLedgerEntry, 'created_at'> {
  created_at: unknown;
}

function ledgerWhere(query: Pick<ConsentLedgerQuery, 'q'>): SQL {
  const q = query.q?.trim();
  if (!q) return sql`true`;
  return anyContainsText([sql`c.email`, sql`u.name`], q);
}

const ledgerSelect = sql`select c.id, c.user_id, c.email, u.name, c.granted, c.source, c.wording, c.campaign_id,
    mc.name as campaign_name, c.ip, c.user_agent, r.name as recorded_by_name, c.created_at
  from marketing_consents c
  left join users u on u.id = c.user_id
  left join marketing_campaigns mc on mc.id = c.campaign_id
  left join users r on r.id = c.recorded_by`;

function entry(row: LedgerRow): ConsentLedgerEntry {
  return { ...row, created_at: new Date(row.created_at as string | Date).toISOString() };
}

/** Newest first by default, searchable by address or name. */
export async function consentLedgerPage(
  db: Queryable,
  query: ConsentLedgerQuery,
): Promise<ConsentLedgerPage> {
  const where = ledgerWhere(query);
  const { limit, offset } = listWindow(query);
  const direction = query.order === 'desc' ? sql`desc` : sql`asc`;
  const rows = await rowsOf<LedgerRow>(
    db,
    sql`${ledgerSelect} where ${where} order by c.created_at ${direction}, c.id ${direction}
      limit ${limit} offset ${offset}`,
  );
  const count = await oneOf<{ total: number | string }>(
    db,
    sql`select count(*) as total from marketing_consents c left join users u on u.id = c.user_id where ${where}`,
  );
  return listPage(query, rows.map(entry), Number(count?.total ?? 0));
}

/** Every matching row, oldest first, for the CSV export. */
export async function consentLedgerRows(
  db: Queryable,
  query: Pick<ConsentLedgerQuery, 'q'>,
): Promise<ConsentLedgerEntry[]> {
  const rows = await rowsOf<LedgerRow>(
    db,
    sql`${ledgerSelect} where ${ledgerWhere(query)} order by c.created_at, c.id limit ${ledgerCsvLimit}`,
  );
  return rows.map(entry);
}

/** A person's own history, for their PIPEDA export. */
export function consentHistorySql(userId: string): SQL {
  return sql`select granted, source, wording, campaign_id, ip, user_agent, created_at
    from marketing_consents where user_id = ${userId} order by created_at, id`;
}

/** The address and current answer of an account that is not erased; null for an unknown or erased one. */
export function subscriberOf(
  db: Queryable,
  userId: string,
): Promise<{ email: string; marketing_consent: boolean } | null> {
  return oneOf(
    db,
    sql`select email, marketing_consent from users where id = ${userId} and erased_at is null`,
  );
}

import type { ConsignorOverview, ConsignorOverviewQuery, ConsignorStatementList } from '@auction/contracts';
import { hasAnyRole } from '@auction/domain';
import { sql } from 'drizzle-orm';
import { oneOf, type Queryable, rowsOf } from '../../db/queries';
import type { consignors } from '../../db/schema';
import { AppError } from '../../errors';
import { consignorGoodsCounts, consignorGoodsPage } from './consignor-goods.queries';

export type ConsignorRecord = typeof consignors.$inferSelect;
const isoOrNull = (value: unknown) =>
  value === null || value === undefined ? null : new Date(value as string | Date).toISOString();

/**
 * The consignor record of the signed-in user: the Consignor role and a record linked to them
 * (decision 0036), else 403. Every route of the portal reads only this record's data.
 */
export async function ownConsignor(
  db: Queryable,
  user: { id: string; roles: readonly string[] },
): Promise<ConsignorRecord> {
  if (!hasAnyRole(user.roles, ['Consignor'])) {
    throw new AppError('FORBIDDEN', 'This page is for consignors of the house.');
  }
  const row = await oneOf<ConsignorRecord>(
    db,
    sql`select * from consignors where user_id = ${user.id}::uuid`,
  );
  if (!row) {
    throw new AppError(
      'FORBIDDEN',
      'Your account is not linked to a consignor record yet. Ask the office to link it.',
    );
  }
  return row;
}

/** Their summary, the tiles and one page of their goods, both from the one selection of their goods. */
export async function consignorOverview(
  db: Queryable,
  consignor: ConsignorRecord,
  query: ConsignorOverviewQuery,
): Promise<ConsignorOverview> {
  const [counts, items] = await Promise.all([
    consignorGoodsCounts(db, consignor.id),
    consignorGoodsPage(db, consignor.id, query),
  ]);
  return {
    consignor: {
      id: consignor.id,
      number: consignor.number,
      name: consignor.name,
      company: consignor.company,
    },
    counts,
    items,
  };
}

interface StatementRow {
  id: string;
  kind: 'auction' | 'buy_now';
  auction_id: string | null;
  auction_title: string | null;
  period_start: string | null;
  period_end: string | null;
  status: 'draft' | 'final' | 'paid';
  sale_date: string;
  lots_count: number | string;
  sold_lots_count: number | string;
  hammer_cents: number | string;
  charges_cents: number | string;
  net_payout_cents: number | string;
  paid_cents: number | string;
  finalised_at: unknown;
}

/** Their final and paid statements, newest sale first; drafts stay with the office until final. */
export async function consignorStatements(
  db: Queryable,
  consignorId: string,
): Promise<ConsignorStatementList> {
  const rows = await rowsOf<StatementRow>(
    db,
    sql`select s.id, s.kind, s.auction_id, a.title as auction_title, s.period_start::text as period_start,
        s.period_end::text as period_end, s.status, s.sale_date::text as sale_date, s.lots_count,
        s.sold_lots_count, s.hammer_cents, s.charges_cents, s.net_payout_cents, s.paid_cents, s.finalised_at
      from consignor_statements s left join auctions a on a.id = s.auction_id
      where s.consignor_id = ${consignorId} and s.status in ('final', 'paid')
      order by s.sale_date desc, s.created_at desc, s.id`,
  );
  return {
    data: rows.map((row) => ({
      id: row.id,
      kind: row.kind,
      auction: row.auction_id ? { id: row.auction_id, title: row.auction_title ?? '' } : null,
      period_start: row.period_start,
      period_end: row.period_end,
      status: row.status,
      sale_date: row.sale_date,
      lots: Number(row.lots_count),
      sold_lots: Number(row.sold_lots_count),
      hammer_cents: Number(row.hammer_cents),
      charges_cents: Number(row.charges_cents),
      net_payout_cents: Number(row.net_payout_cents),
      paid_cents: Number(row.paid_cents),
      finalised_at: isoOrNull(row.finalised_at),
    })),
  };
}

/** One of their own final or paid statements, or 404 (another's, or a draft, is not found). */
export async function ownFinalStatementId(
  db: Queryable,
  consignorId: string,
  statementId: string,
): Promise<string> {
  const row = await oneOf<{ id: string }>(
    db,
    sql`select id from consignor_statements
      where id = ${statementId}::uuid and consignor_id = ${consignorId} and status in ('final', 'paid')`,
  );
  if (!row) throw new AppError('NOT_FOUND', 'Statement not found.');
  return row.id;
}

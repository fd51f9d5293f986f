import type { ListQuery, PageMeta } from '@auction/contracts';
import { type AnyColumn, asc, desc, type SQL, sql } from 'drizzle-orm';

/** What a list sorts by: a column, or an expression such as a count. */
export type SortTarget = AnyColumn | SQL;

/**
 * The ORDER BY of a list query: the chosen column in the chosen order, missing values last either
 * way, then the tie-breaker (usually the id) so that pages never overlap or skip a row.
 */
export function listOrder<Sort extends string>(
  query: Pick<ListQuery<Sort>, 'sort' | 'order'>,
  columns: Record<Sort, SortTarget>,
  tieBreaker: AnyColumn,
): SQL[] {
  const target = columns[query.sort];
  const direction = query.order === 'desc' ? sql`desc nulls last` : sql`asc nulls last`;
  return [sql`${target} ${direction}`, query.order === 'desc' ? desc(tieBreaker) : asc(tieBreaker)];
}

/** LIMIT and OFFSET of the page `query` asks for. */
export function listWindow(query: Pick<ListQuery, 'page' | 'per_page'>): { limit: number; offset: number } {
  return { limit: query.per_page, offset: (query.page - 1) * query.per_page };
}

/** `%text%` for ILIKE, with the user's own `%`, `_` and `\` taken literally. */
export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** The `{ data, meta }` answer of one page. */
export function listPage<T>(
  query: Pick<ListQuery, 'page' | 'per_page'>,
  data: T[],
  total: number,
): { data: T[]; meta: PageMeta } {
  return { data, meta: { total, page: query.page, per_page: query.per_page } };
}

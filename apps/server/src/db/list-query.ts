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

/** `%text%` for LIKE, with the user's own `%`, `_` and `\` taken literally. */
export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/**
 * The text column contains `text`, case and accents ignored ("berçante" for "bercante", "Thériault"
 * for "theriault"), on PostgreSQL and PGlite alike through `fold_accents` (migration 0018). Every
 * search box of the house reads through this. Folding is slow on long text and text without a
 * non-ASCII letter folds to its lower case, so only text that has one (more bytes than characters)
 * is folded. A null column contains nothing.
 */
export function containsText(column: SQL | AnyColumn, text: string): SQL {
  const pattern = containsPattern(text);
  return sql`(lower(${column}) like fold_accents(${pattern}) or (octet_length(${column}) <> char_length(${column}) and fold_accents(${column}) like fold_accents(${pattern})))`;
}

/**
 * A column the database keeps folded (`fold_accents`, such as `inventory_items.search_text`)
 * contains `text`, case and accents ignored: the fast form of `containsText`, nothing folded per row.
 */
export function foldedContains(foldedColumn: SQL | AnyColumn, text: string): SQL {
  return sql`${foldedColumn} like fold_accents(${containsPattern(text)})`;
}

/** One of the columns contains `text` (`containsText`). */
export function anyContainsText(columns: (SQL | AnyColumn)[], text: string): SQL {
  return sql`(${sql.join(
    columns.map((column) => containsText(column, text)),
    sql` or `,
  )})`;
}

/** The `{ data, meta }` answer of one page. */
export function listPage<T>(
  query: Pick<ListQuery, 'page' | 'per_page'>,
  data: T[],
  total: number,
): { data: T[]; meta: PageMeta } {
  return { data, meta: { total, page: query.page, per_page: query.per_page } };
}

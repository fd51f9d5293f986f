import {
  type ColumnMapping,
  type ConsignorReference,
  consignorReference,
  formatConsignorNumber,
  type ImportField,
  type RowLookups,
} from '@auction/domain';
import { type SQL, sql } from 'drizzle-orm';
import { type Queryable, rowsOf } from '../../db/queries';

/** A list of texts as one parameter (a JSON array), for `x in (...)`. */
export function listOf(values: readonly string[]): SQL {
  return sql`(select jsonb_array_elements_text(${JSON.stringify(values)}::jsonb))`;
}

function distinctCells(rows: readonly string[][], mapping: ColumnMapping, field: ImportField): string[] {
  const index = mapping[field];
  if (index === undefined) return [];
  const cells = new Set<string>();
  for (const row of rows) {
    const cell = (row[index] ?? '').trim();
    if (cell !== '') cells.add(cell);
  }
  return [...cells];
}

/**
 * What the rows name, looked up in a few queries: categories by name or slug, consignors by
 * number, e-mail or exact name (archived ones are not offered), locations by code.
 */
export async function loadRowLookups(
  db: Queryable,
  rows: readonly string[][],
  mapping: ColumnMapping,
): Promise<RowLookups> {
  const categoryCells = distinctCells(rows, mapping, 'category').map((cell) => cell.toLowerCase());
  const locationCells = distinctCells(rows, mapping, 'location').map((cell) => cell.toUpperCase());
  const references = distinctCells(rows, mapping, 'consignor').map(consignorReference);
  const numbers = references.flatMap((r) => ('number' in r ? [r.number] : []));
  const emails = references.flatMap((r) => ('email' in r ? [r.email] : []));
  const names = references.flatMap((r) => ('name' in r ? [r.name] : []));

  const categories =
    categoryCells.length === 0
      ? []
      : await rowsOf<{ id: string; name: string; slug: string }>(
          db,
          sql`select id, name, slug from categories
            where lower(name) in ${listOf(categoryCells)} or lower(slug) in ${listOf(categoryCells)}`,
        );
  const locations =
    locationCells.length === 0
      ? []
      : await rowsOf<{ id: string; code: string }>(
          db,
          sql`select id, code from locations where archived_at is null and upper(code) in ${listOf(locationCells)}`,
        );
  const consignors =
    references.length === 0
      ? []
      : await rowsOf<{ id: string; number: number; email: string | null; name: string }>(
          db,
          sql`select id, number, email, name from consignors where archived_at is null and (
            number::text in ${listOf(numbers.map(String))} or lower(email) in ${listOf(emails)}
            or lower(regexp_replace(btrim(name), '\\s+', ' ', 'g')) in ${listOf(names)})`,
        );

  const categoryIds = new Map<string, string>();
  for (const row of categories) {
    categoryIds.set(row.slug.toLowerCase(), row.id);
    categoryIds.set(row.name.toLowerCase(), row.id);
  }
  const locationIds = new Map(locations.map((row) => [row.code.toUpperCase(), row.id]));
  const byNumber = new Map(consignors.map((row) => [row.number, row.id]));
  const byEmail = new Map<string, string[]>();
  const byName = new Map<string, string[]>();
  for (const row of consignors) {
    if (row.email)
      byEmail.set(row.email.toLowerCase(), [...(byEmail.get(row.email.toLowerCase()) ?? []), row.id]);
    const name = row.name.trim().replace(/\s+/g, ' ').toLowerCase();
    byName.set(name, [...(byName.get(name) ?? []), row.id]);
  }

  return {
    category: (name) => categoryIds.get(name.trim().toLowerCase()) ?? null,
    location: (code) => locationIds.get(code.trim().toUpperCase()) ?? null,
    consignor(reference: ConsignorReference) {
      if ('number' in reference) {
        const id = byNumber.get(reference.number);
        return id ? { id } : { problem: `there is no consignor ${formatConsignorNumber(reference.number)}` };
      }
      const [key, found] =
        'email' in reference
          ? [reference.email, byEmail.get(reference.email)]
          : [reference.name, byName.get(reference.name)];
      if (!found || found.length === 0) return { problem: `there is no consignor "${key}"` };
      if (found.length > 1)
        return { problem: `${found.length} consignors answer to "${key}"; use the consignor number` };
      return { id: found[0] as string };
    },
  };
}

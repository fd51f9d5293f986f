import { sql } from 'drizzle-orm';
import { oneOf, type Queryable, rowsOf } from '../../db/queries';

// The writes to warehouse locations; which change is allowed is the service's. The reads are in
// location-queries.ts.

export interface LockedLocation {
  id: string;
  code: string;
  archived_at: Date | null;
}

/** The location, locked for the rest of the transaction; null when there is none. */
export function lockLocation(tx: Queryable, id: string): Promise<LockedLocation | null> {
  return oneOf<LockedLocation>(
    tx,
    sql`select id, code, archived_at from locations where id = ${id} for update`,
  );
}

/** The new location's id, or null when the code is taken. */
export async function insertLocation(
  db: Queryable,
  code: string,
  description: string,
): Promise<string | null> {
  const row = await oneOf<{ id: string }>(
    db,
    sql`insert into locations (code, description) values (${code}, ${description})
          on conflict (code) do nothing returning id`,
  );
  return row?.id ?? null;
}

/** Inserts the codes not taken yet, all with one description; the codes inserted. */
export async function insertLocations(
  db: Queryable,
  codes: readonly string[],
  description: string,
): Promise<string[]> {
  const inserted = await rowsOf<{ code: string }>(
    db,
    sql`insert into locations (code, description)
          select code, ${description} from jsonb_array_elements_text(${JSON.stringify(codes)}::jsonb) as c(code)
          on conflict (code) do nothing returning code`,
  );
  return inserted.map((row) => row.code);
}

export async function describeLocation(db: Queryable, id: string, description: string): Promise<void> {
  await db.execute(sql`update locations set description = ${description} where id = ${id}`);
}

export async function itemsKeptAt(tx: Queryable, id: string): Promise<number> {
  const held = await oneOf<{ n: number }>(
    tx,
    sql`select count(*)::int as n from inventory_items where location_id = ${id}`,
  );
  return Number(held?.n ?? 0);
}

export async function setLocationArchived(db: Queryable, id: string, archived: boolean): Promise<void> {
  await db.execute(
    archived
      ? sql`update locations set archived_at = now() where id = ${id}`
      : sql`update locations set archived_at = null where id = ${id}`,
  );
}

import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { bidIncrementProfiles, settings } from '../../db/schema';

/** JSON `null` (a cleared logo) is a value too, not SQL NULL. */
function toRows(values: Record<string, unknown>) {
  return Object.entries(values).map(([key, value]) => ({ key, value: sql`${JSON.stringify(value)}::jsonb` }));
}

/** Whatever can run a select: the database itself or an open transaction. */
export type SettingsReader = Pick<Database, 'select'>;

export function createSettingsRepository(db: Database) {
  return {
    /** Every stored setting, read through `within` when given (a caller's open transaction). */
    async all(within: SettingsReader = db): Promise<Map<string, unknown>> {
      const rows = await within.select({ key: settings.key, value: settings.value }).from(settings);
      return new Map(rows.map((row) => [row.key, row.value]));
    },

    async upsert(values: Record<string, unknown>): Promise<void> {
      const rows = toRows(values);
      if (rows.length === 0) return;
      await db
        .insert(settings)
        .values(rows)
        .onConflictDoUpdate({
          target: settings.key,
          set: { value: sql`excluded.value`, updated_at: sql`now()` },
        });
    },

    async incrementProfileExists(id: string): Promise<boolean> {
      const [row] = await db
        .select({ id: bidIncrementProfiles.id })
        .from(bidIncrementProfiles)
        .where(eq(bidIncrementProfiles.id, id));
      return row !== undefined;
    },

    /** Writes only the keys that are missing (first start), never overwriting an Admin's choice. */
    async insertMissing(values: Record<string, unknown>): Promise<void> {
      const rows = toRows(values);
      if (rows.length === 0) return;
      await db.insert(settings).values(rows).onConflictDoNothing({ target: settings.key });
    },
  };
}
export type SettingsRepository = ReturnType<typeof createSettingsRepository>;

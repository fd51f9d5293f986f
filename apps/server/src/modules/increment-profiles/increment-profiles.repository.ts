import { asc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { bidIncrementProfiles, type IncrementProfileRow, type IncrementRowColumn } from '../../db/schema';

export function createIncrementProfilesRepository(db: Database) {
  return {
    all(): Promise<IncrementProfileRow[]> {
      return db.select().from(bidIncrementProfiles).orderBy(asc(bidIncrementProfiles.name));
    },
    async byId(id: string): Promise<IncrementProfileRow | null> {
      const [row] = await db.select().from(bidIncrementProfiles).where(eq(bidIncrementProfiles.id, id));
      return row ?? null;
    },
    async defaultProfile(): Promise<IncrementProfileRow | null> {
      const [row] = await db
        .select()
        .from(bidIncrementProfiles)
        .where(eq(bidIncrementProfiles.is_default, true));
      return row ?? null;
    },
    /** Saves a profile; making it the default takes the mark from the old default in the same transaction. */
    async save(values: { id?: string; name: string; rows: IncrementRowColumn[]; is_default: boolean }) {
      return db.transaction(async (tx) => {
        if (values.is_default) {
          await tx
            .update(bidIncrementProfiles)
            .set({ is_default: false })
            .where(eq(bidIncrementProfiles.is_default, true));
        }
        const { id, ...fields } = values;
        const [row] = id
          ? await tx
              .update(bidIncrementProfiles)
              .set({ ...fields, updated_at: sql`now()` })
              .where(eq(bidIncrementProfiles.id, id))
              .returning()
          : await tx.insert(bidIncrementProfiles).values(fields).returning();
        return row ?? null;
      });
    },
  };
}
export type IncrementProfilesRepository = ReturnType<typeof createIncrementProfilesRepository>;

import { and, desc, eq } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { watchlist } from '../../db/schema';

export function createWatchlistRepository(db: Database) {
  return {
    async lotIdsOf(userId: string): Promise<string[]> {
      const rows = await db
        .select({ lot_id: watchlist.lot_id })
        .from(watchlist)
        .where(eq(watchlist.user_id, userId))
        .orderBy(desc(watchlist.created_at));
      return rows.map((row) => row.lot_id);
    },
    /** True when the lot was not watched yet. */
    async add(userId: string, lotId: string): Promise<boolean> {
      const rows = await db
        .insert(watchlist)
        .values({ user_id: userId, lot_id: lotId })
        .onConflictDoNothing()
        .returning();
      return rows.length > 0;
    },
    async remove(userId: string, lotId: string): Promise<boolean> {
      const rows = await db
        .delete(watchlist)
        .where(and(eq(watchlist.user_id, userId), eq(watchlist.lot_id, lotId)))
        .returning();
      return rows.length > 0;
    },
  };
}
export type WatchlistRepository = ReturnType<typeof createWatchlistRepository>;

import { desc, sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { type UserRow, users } from '../../db/schema';

export function createAdminRepository(db: Database) {
  return {
    async userCounts(): Promise<{ total: number; verified: number; marketing: number }> {
      const [row] = await db
        .select({
          total: sql<number>`count(*)::int`,
          verified: sql<number>`count(${users.email_verified_at})::int`,
          marketing: sql<number>`count(*) filter (where ${users.marketing_consent})::int`,
        })
        .from(users);
      return row ?? { total: 0, verified: 0, marketing: 0 };
    },

    async roleCounts(): Promise<{ role: string; count: number }[]> {
      const role = sql<string>`unnest(${users.roles})`;
      const rows = await db.select({ role, count: sql<number>`count(*)::int` }).from(users).groupBy(role);
      return rows;
    },

    async recentUsers(limit: number): Promise<UserRow[]> {
      return db.select().from(users).orderBy(desc(users.created_at), desc(users.id)).limit(limit);
    },
  };
}
export type AdminRepository = ReturnType<typeof createAdminRepository>;

import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { type UserRow, users } from '../../db/schema';

export type NewUser = typeof users.$inferInsert;
export type UserChanges = Partial<Omit<NewUser, 'id' | 'created_at'>>;

export function createUsersRepository(db: Database) {
  return {
    async findById(id: string): Promise<UserRow | null> {
      const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1);
      return row ?? null;
    },

    async findByEmail(email: string): Promise<UserRow | null> {
      const [row] = await db.select().from(users).where(eq(users.email, email.toLowerCase())).limit(1);
      return row ?? null;
    },

    /** Null when the e-mail is taken (the unique index decides, also under concurrency). */
    async insert(user: NewUser): Promise<UserRow | null> {
      const [row] = await db
        .insert(users)
        .values(user)
        .onConflictDoNothing({ target: users.email })
        .returning();
      return row ?? null;
    },

    async update(id: string, changes: UserChanges): Promise<UserRow | null> {
      const [row] = await db
        .update(users)
        .set({ ...changes, updated_at: sql`now()` })
        .where(eq(users.id, id))
        .returning();
      return row ?? null;
    },

    /** A new password hash and a new token version in one statement: every older token dies. */
    async replacePassword(
      id: string,
      passwordHash: string,
      extra: UserChanges = {},
    ): Promise<UserRow | null> {
      const [row] = await db
        .update(users)
        .set({
          ...extra,
          password_hash: passwordHash,
          token_version: sql`${users.token_version} + 1`,
          updated_at: sql`now()`,
        })
        .where(eq(users.id, id))
        .returning();
      return row ?? null;
    },

    async count(): Promise<number> {
      const [row] = await db.select({ count: sql<number>`count(*)::int` }).from(users);
      return row?.count ?? 0;
    },
  };
}
export type UsersRepository = ReturnType<typeof createUsersRepository>;

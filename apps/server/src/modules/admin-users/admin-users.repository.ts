import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { type UserRow, users } from '../../db/schema';
import type { Tx } from './admin-user-changes';

/** The writes an Admin's changes make to an account; which change is allowed is the service's. */
export function createAdminUsersRepository(db: Database) {
  return {
    async byId(id: string): Promise<UserRow | null> {
      const [row] = await db.select().from(users).where(eq(users.id, id));
      return row ?? null;
    },

    async setRoles(tx: Tx, id: string, roles: string[]): Promise<void> {
      await tx.update(users).set({ roles, updated_at: sql`now()` }).where(eq(users.id, id));
    },

    /** Marks the account disabled and bumps its token version; the new version, or null for no row. */
    async disable(tx: Tx, id: string, at: Date): Promise<number | null> {
      const [after] = await tx
        .update(users)
        .set({
          disabled_at: at,
          token_version: sql`${users.token_version} + 1`,
          updated_at: sql`now()`,
        })
        .where(eq(users.id, id))
        .returning({ token_version: users.token_version });
      return after?.token_version ?? null;
    },

    async enable(tx: Tx, id: string, passwordHash: string): Promise<void> {
      await tx
        .update(users)
        .set({ disabled_at: null, password_hash: passwordHash, updated_at: sql`now()` })
        .where(eq(users.id, id));
    },

    async markVerified(tx: Tx, id: string, at: Date): Promise<void> {
      await tx.update(users).set({ email_verified_at: at, updated_at: sql`now()` }).where(eq(users.id, id));
    },
  };
}
export type AdminUsersRepository = ReturnType<typeof createAdminUsersRepository>;

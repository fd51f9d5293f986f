import { eq, lt } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { revokedTokens } from '../../db/schema';

export function createRevokedTokensRepository(db: Database) {
  return {
    async revoke(jti: string, expiresAt: Date): Promise<void> {
      await db.insert(revokedTokens).values({ jti, expires_at: expiresAt }).onConflictDoNothing();
    },
    async isRevoked(jti: string): Promise<boolean> {
      const rows = await db
        .select({ jti: revokedTokens.jti })
        .from(revokedTokens)
        .where(eq(revokedTokens.jti, jti))
        .limit(1);
      return rows.length > 0;
    },
    /** Rows of tokens that have expired anyway are no longer needed. */
    async purgeExpired(now: Date): Promise<void> {
      await db.delete(revokedTokens).where(lt(revokedTokens.expires_at, now));
    },
  };
}
export type RevokedTokensRepository = ReturnType<typeof createRevokedTokensRepository>;

import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { type OneTimeTokenPurpose, oneTimeTokens } from '../../db/schema';

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** 128 random bits for the e-mail; only their sha-256 is stored. */
export function createOneTimeTokensRepository(db: Database) {
  return {
    async create(userId: string, purpose: OneTimeTokenPurpose, expiresAt: Date): Promise<string> {
      const token = randomBytes(16).toString('base64url');
      await db
        .insert(oneTimeTokens)
        .values({ user_id: userId, purpose, token_hash: hashToken(token), expires_at: expiresAt });
      return token;
    },

    /** Marks the token used and answers its user, in one conditional UPDATE so it works once. */
    async consume(token: string, purpose: OneTimeTokenPurpose, now: Date): Promise<string | null> {
      const [row] = await db
        .update(oneTimeTokens)
        .set({ used_at: now })
        .where(
          and(
            eq(oneTimeTokens.token_hash, hashToken(token)),
            eq(oneTimeTokens.purpose, purpose),
            isNull(oneTimeTokens.used_at),
            gt(oneTimeTokens.expires_at, now),
          ),
        )
        .returning({ userId: oneTimeTokens.user_id });
      return row?.userId ?? null;
    },

    /** A newer link replaces older ones: the unused ones stop working. */
    async invalidateUnused(userId: string, purpose: OneTimeTokenPurpose, now: Date): Promise<void> {
      await db
        .update(oneTimeTokens)
        .set({ used_at: now })
        .where(
          and(
            eq(oneTimeTokens.user_id, userId),
            eq(oneTimeTokens.purpose, purpose),
            isNull(oneTimeTokens.used_at),
          ),
        );
    },
  };
}
export type OneTimeTokensRepository = ReturnType<typeof createOneTimeTokensRepository>;

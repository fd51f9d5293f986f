import type { Role, TokenClaims } from '@auction/contracts';
import type { Clock } from '../../clock';
import type { UserRow } from '../../db/schema';
import { rolesOf } from '../users/user-json';
import type { UsersRepository } from '../users/users.repository';
import type { RevokedTokensRepository } from './revoked-tokens.repository';
import type { TokenService } from './tokens';

export interface SignedInUser {
  id: string;
  roles: Role[];
  row: UserRow;
  claims: TokenClaims;
}

/**
 * The user of a well-signed token's claims as of now: null once it has expired, its user is gone
 * or has another token version (a password change or reset bumps it), it was logged out, or the
 * account is disabled or erased.
 */
export function createSessionCheck(deps: {
  users: UsersRepository;
  revoked: RevokedTokensRepository;
  clock: Clock;
}) {
  return async function current(claims: TokenClaims): Promise<SignedInUser | null> {
    if (claims.exp * 1000 <= deps.clock().getTime()) return null;
    const [row, revoked] = await Promise.all([
      deps.users.findById(claims.sub),
      deps.revoked.isRevoked(claims.jti),
    ]);
    if (!row || row.token_version !== claims.ver || revoked) return null;
    if (row.disabled_at !== null || row.erased_at !== null) return null;
    return { id: row.id, roles: rolesOf(row), row, claims };
  };
}
export type SessionCheck = ReturnType<typeof createSessionCheck>;

/** A token counts only when it is well signed and its session is still current. */
export function createAuthenticator(deps: { tokens: TokenService; current: SessionCheck }) {
  return async function authenticate(token: string): Promise<SignedInUser | null> {
    const claims = await deps.tokens.verify(token);
    return claims ? deps.current(claims) : null;
  };
}
export type Authenticate = ReturnType<typeof createAuthenticator>;

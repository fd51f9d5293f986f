import type { Role, TokenClaims } from '@auction/contracts';
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
 * A token counts only when it is well signed and unexpired, its user still exists with the same
 * token version (a password change or reset bumps it), and it was not logged out.
 */
export function createAuthenticator(deps: {
  tokens: TokenService;
  users: UsersRepository;
  revoked: RevokedTokensRepository;
}) {
  return async function authenticate(token: string): Promise<SignedInUser | null> {
    const claims = await deps.tokens.verify(token);
    if (!claims) return null;
    const [row, revoked] = await Promise.all([
      deps.users.findById(claims.sub),
      deps.revoked.isRevoked(claims.jti),
    ]);
    if (!row || row.token_version !== claims.ver || revoked) return null;
    return { id: row.id, roles: rolesOf(row), row, claims };
  };
}
export type Authenticate = ReturnType<typeof createAuthenticator>;

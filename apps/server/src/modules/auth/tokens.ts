import { randomUUID } from 'node:crypto';
import { type TokenClaims, tokenClaimsSchema } from '@auction/contracts';
import { jwtVerify, SignJWT } from 'jose';
import type { Clock } from '../../clock';

export interface TokenService {
  issue(user: { id: string; token_version: number }): Promise<{ token: string; claims: TokenClaims }>;
  /** The claims of a well-signed, unexpired token; null otherwise. Revocation is checked elsewhere. */
  verify(token: string): Promise<TokenClaims | null>;
}

/** HS256 JWTs with `exp` in seconds, as the web app checks them. */
export function createTokenService(options: {
  secret: string;
  ttlSeconds: number;
  clock: Clock;
}): TokenService {
  const key = new TextEncoder().encode(options.secret);
  return {
    async issue(user) {
      const iat = Math.floor(options.clock().getTime() / 1000);
      const claims: TokenClaims = {
        sub: user.id,
        jti: randomUUID(),
        ver: user.token_version,
        iat,
        exp: iat + options.ttlSeconds,
      };
      const token = await new SignJWT({ ver: claims.ver })
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setSubject(claims.sub)
        .setJti(claims.jti)
        .setIssuedAt(claims.iat)
        .setExpirationTime(claims.exp)
        .sign(key);
      return { token, claims };
    },
    async verify(token) {
      try {
        const { payload } = await jwtVerify(token, key, {
          algorithms: ['HS256'],
          currentDate: options.clock(),
        });
        const parsed = tokenClaimsSchema.safeParse(payload);
        return parsed.success ? parsed.data : null;
      } catch {
        return null;
      }
    },
  };
}

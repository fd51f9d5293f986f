import type { Role } from '@auction/contracts';
import { hasAnyRole } from '@auction/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../errors';
import type { Authenticate, SignedInUser } from '../modules/auth/authenticator';

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in user, or null for a guest or a token that no longer counts. */
    user: SignedInUser | null;
    /** A bearer token came with the request (so a 401 means "expired", not "sign in"). */
    sentToken: boolean;
  }
}

export function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (!header) return null;
  const [scheme, token] = header.split(' ');
  return scheme?.toLowerCase() === 'bearer' && token ? token : null;
}

/** Reads the bearer token of every request; the guards below decide what a route needs. */
export const authPlugin = fp(async (app: FastifyInstance, options: { authenticate: Authenticate }) => {
  app.decorateRequest('user', null);
  app.decorateRequest('sentToken', false);
  app.addHook('onRequest', async (request) => {
    const token = bearerToken(request);
    if (!token) return;
    request.sentToken = true;
    request.user = await options.authenticate(token);
  });
});

function unauthenticated(request: FastifyRequest): AppError {
  return new AppError(
    'UNAUTHENTICATED',
    request.sentToken ? 'Your session has expired. Please log in again.' : 'Sign in to continue.',
  );
}

/** The signed-in user of a guarded route. */
export function signedIn(request: FastifyRequest): SignedInUser {
  if (!request.user) throw unauthenticated(request);
  return request.user;
}

export async function requireUser(request: FastifyRequest): Promise<void> {
  signedIn(request);
}

/** The spec's gate: at least one of the allowed roles. */
export function requireRoles(allowed: readonly Role[]) {
  return async (request: FastifyRequest): Promise<void> => {
    const user = signedIn(request);
    if (!hasAnyRole(user.roles, allowed)) throw new AppError('FORBIDDEN');
  };
}

export async function requireGuest(request: FastifyRequest): Promise<void> {
  if (request.user) throw new AppError('FORBIDDEN', 'You are already signed in.');
}

import { randomUUID } from 'node:crypto';
import type { Role } from '@auction/contracts';
import { firstWordOf } from '@auction/domain';
import type { UserRow } from '../db/schema';
import { users } from '../db/schema';
import { hashPassword } from '../modules/auth/passwords';
import { createTokenService } from '../modules/auth/tokens';
import type { TestApp } from './test-app';

export const defaultPassword = 'correct horse battery staple';

/** One argon2 hash per distinct password per test file: hashing is deliberately slow. */
const hashes = new Map<string, Promise<string>>();
function hashOnce(password: string): Promise<string> {
  let hash = hashes.get(password);
  if (!hash) {
    hash = hashPassword(password);
    hashes.set(password, hash);
  }
  return hash;
}

export interface BuiltUser {
  row: UserRow;
  id: string;
  email: string;
  password: string;
}

/** A user straight in the database (not through registration). */
export async function buildUser(
  t: Pick<TestApp, 'db'>,
  options: {
    roles?: Role[];
    verified?: boolean;
    password?: string;
    name?: string;
    email?: string;
    marketing?: boolean;
  } = {},
): Promise<BuiltUser> {
  const password = options.password ?? defaultPassword;
  const name = options.name ?? 'Anne Marie Doucet';
  const email = (options.email ?? `user-${randomUUID().slice(0, 8)}@example.ca`).toLowerCase();
  const now = new Date();
  const [row] = await t.db
    .insert(users)
    .values({
      email,
      name,
      first_name: firstWordOf(name),
      password_hash: await hashOnce(password),
      roles: options.roles ?? ['Bidder'],
      email_verified_at: options.verified === false ? null : now,
      terms_accepted_at: now,
      marketing_consent: options.marketing ?? false,
      marketing_consent_at: options.marketing ? now : null,
    })
    .returning();
  if (!row) throw new Error('buildUser inserted nothing');
  return { row, id: row.id, email, password };
}

/** Signs in through the API, like the web app does. */
export async function signIn(
  t: Pick<TestApp, 'request'>,
  user: Pick<BuiltUser, 'email' | 'password'>,
): Promise<string> {
  const answer = await t.request<{ token: string }>({
    method: 'POST',
    url: '/api/auth/login',
    payload: { email: user.email, password: user.password },
  });
  if (answer.status !== 200) throw new Error(`sign-in failed with ${answer.status}: ${answer.text}`);
  return answer.body.token;
}

/** A valid token without a login round trip (no hashing), for tests that need many. */
export async function tokenFor(t: Pick<TestApp, 'config'>, user: Pick<BuiltUser, 'row'>): Promise<string> {
  const tokens = createTokenService({
    secret: t.config.jwtSecret,
    ttlSeconds: 30 * 24 * 3600,
    clock: () => new Date(),
  });
  return (await tokens.issue(user.row)).token;
}

import { randomUUID } from 'node:crypto';
import type { Role } from '@auction/contracts';
import { firstWordOf } from '@auction/domain';
import type { AuctionRow, LotRow, UserRow } from '../src/db/schema';
import {
  auctionCategories,
  auctionRegistrations,
  auctions,
  categories,
  consignors,
  lots,
  users,
} from '../src/db/schema';
import { hashPassword } from '../src/modules/auth/passwords';
import { createTokenService } from '../src/modules/auth/tokens';
import { nextInFile } from './file-sequence';
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

/** A category straight in the database. */
export async function buildCategory(t: Pick<TestApp, 'db'>, options: { name?: string; slug?: string } = {}) {
  const slug = options.slug ?? `category-${randomUUID().slice(0, 8)}`;
  const [row] = await t.db
    .insert(categories)
    .values({ name: options.name ?? 'Furniture', slug })
    .returning();
  if (!row) throw new Error('buildCategory inserted nothing');
  return row;
}

/** An auction straight in the database; open and timed unless told otherwise. */
export async function buildAuction(
  t: Pick<TestApp, 'db'>,
  options: Partial<typeof auctions.$inferInsert> & { categoryIds?: string[] } = {},
): Promise<AuctionRow> {
  const { categoryIds = [], ...values } = options;
  const now = Date.now();
  const [row] = await t.db
    .insert(auctions)
    .values({
      title: 'Halifax Estate Sale',
      slug: 'halifax-estate-sale',
      status: 'open',
      start_at: new Date(now - 86_400_000),
      end_at: new Date(now + 86_400_000),
      ...values,
    })
    .returning();
  if (!row) throw new Error('buildAuction inserted nothing');
  if (categoryIds.length > 0) {
    await t.db
      .insert(auctionCategories)
      .values(categoryIds.map((category_id) => ({ auction_id: row.id, category_id })));
  }
  return row;
}

/** A lot of an auction, numbered in the order built unless told otherwise. */
export async function buildLot(
  t: Pick<TestApp, 'db'>,
  auction: Pick<AuctionRow, 'id'>,
  options: Partial<typeof lots.$inferInsert> = {},
): Promise<LotRow> {
  const lotCounter = nextInFile('lot');
  const [row] = await t.db
    .insert(lots)
    .values({
      auction_id: auction.id,
      lot_number: String(lotCounter),
      sale_order: lotCounter,
      title: 'Oak Rocking Chair',
      slug: 'oak-rocking-chair',
      starting_bid_cents: 2_000,
      status: 'open',
      // A lot built with an end was published with it: that end is its scheduled one.
      scheduled_end_at: options.end_at ?? null,
      ...options,
    })
    .returning();
  if (!row) throw new Error('buildLot inserted nothing');
  return row;
}

/** A consignor record, optionally linked to the user who signs in as them. */
export async function buildConsignor(
  t: Pick<TestApp, 'db'>,
  options: Partial<typeof consignors.$inferInsert> = {},
): Promise<typeof consignors.$inferSelect> {
  const [row] = await t.db
    .insert(consignors)
    .values({ name: 'Margaret Ellis', email: `consignor-${randomUUID()}@example.com`, ...options })
    .returning();
  if (!row) throw new Error('buildConsignor inserted nothing');
  return row;
}

/** A bidder's registration for an auction, approved unless told otherwise. */
export async function buildRegistration(
  t: Pick<TestApp, 'db'>,
  auction: Pick<AuctionRow, 'id'>,
  user: Pick<BuiltUser, 'id'>,
  options: Partial<typeof auctionRegistrations.$inferInsert> = {},
) {
  const paddleCounter = nextInFile('paddle', 7000);
  const [row] = await t.db
    .insert(auctionRegistrations)
    .values({
      auction_id: auction.id,
      user_id: user.id,
      paddle_number: paddleCounter,
      status: 'approved',
      terms_accepted_at: new Date(),
      ...options,
    })
    .returning();
  if (!row) throw new Error('buildRegistration inserted nothing');
  return row;
}

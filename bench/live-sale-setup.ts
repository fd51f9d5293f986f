// A live sale for the fan-out benchmark, written straight to the database: a scheduled live
// auction with a few lots not yet on the block, and a clerk (Staff) with a token.
import { randomBytes } from 'node:crypto';
import type { RuntimeConfig } from '../apps/server/src/config';
import type { Database } from '../apps/server/src/db/database';
import { auctions, lots, users } from '../apps/server/src/db/schema';
import { createTokenService } from '../apps/server/src/modules/auth/tokens';
import { benchSecret } from './bid-sale';

export interface BenchLiveSale {
  auctionId: string;
  lotIds: string[];
  clerkToken: string;
}

export async function buildBenchLiveSale(db: Database, config: RuntimeConfig): Promise<BenchLiveSale> {
  const day = 86_400_000;
  const [auction] = await db
    .insert(auctions)
    .values({
      title: 'Benchmark Live Sale',
      slug: `benchmark-live-sale-${randomBytes(3).toString('hex')}`,
      status: 'scheduled',
      type: 'live',
      start_at: new Date(Date.now() + 60_000),
      end_at: new Date(Date.now() + day),
    })
    .returning();
  if (!auction) throw new Error('no auction');
  const rows = await db
    .insert(lots)
    .values(
      Array.from({ length: 5 }, (_, i) => ({
        auction_id: auction.id,
        lot_number: String(i + 1),
        sale_order: i + 1,
        title: `Benchmark Lot ${i + 1}: Nova Scotia Pine Blanket Box`,
        slug: `benchmark-live-lot-${i + 1}`,
        description: 'Painted pine blanket box with original hardware, Annapolis Valley, circa 1880.',
        starting_bid_cents: 10_000,
        status: 'upcoming' as const,
      })),
    )
    .returning({ id: lots.id });
  const now = new Date();
  const [clerk] = await db
    .insert(users)
    .values({
      email: `bench-clerk-${randomBytes(3).toString('hex')}@example.ca`,
      name: 'Bench Clerk',
      first_name: 'Bench',
      password_hash: 'not-used',
      roles: ['Staff'],
      email_verified_at: now,
      terms_accepted_at: now,
    })
    .returning();
  if (!clerk) throw new Error('no clerk');
  const tokens = createTokenService({
    secret: config.jwtSecret ?? benchSecret,
    ttlSeconds: day / 1000,
    clock: () => new Date(),
  });
  return {
    auctionId: auction.id,
    lotIds: rows.map((row) => row.id),
    clerkToken: (await tokens.issue(clerk)).token,
  };
}

/**
 * The clerk's n-th action after the lot opens at $100: a floor bid, the asking price set above
 * it, fair warning; then the next floor bid (which lifts the fair warning), and so on, always
 * rising, so every action is accepted and produces one live event.
 */
export function clerkActionAt(n: number): Record<string, unknown> {
  const round = Math.floor(n / 3);
  const bid = 100 + round * 20;
  switch (n % 3) {
    case 0:
      return { type: 'floor_bid', amount: bid, paddle: 100 + (round % 400) };
    case 1:
      return { type: 'set_asking_price', amount: bid + 10 };
    default:
      return { type: 'fair_warning' };
  }
}

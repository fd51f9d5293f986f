import { sql } from 'drizzle-orm';
import type { Database } from '../db/database';
import { commissionProfiles } from '../db/schema';

/** The demo's two commission profiles, by name (the consignor seed puts consignors on them). */
export const demoCommissionProfiles = {
  /** Most estates: the whole hammer at its tier's rate, falling as the price rises. The default. */
  standardEstate: {
    name: 'Standard estate',
    kind: 'sliding',
    tiers: [
      { from_cents: 0, rate_bp: 3_000 },
      { from_cents: 50_000, rate_bp: 2_500 },
      { from_cents: 250_000, rate_bp: 2_000 },
      { from_cents: 1_000_000, rate_bp: 1_500 },
    ],
    minimum_per_lot_cents: 1_000,
    lot_fee_cents: 200,
    photo_fee_cents: 150,
    unsold_fee_cents: 500,
    is_default: true,
  },
  /** Dealers and business liquidations: each band of the hammer at its own rate, no lot or photo fee. */
  dealer: {
    name: 'Dealer',
    kind: 'incremental',
    tiers: [
      { from_cents: 0, rate_bp: 2_000 },
      { from_cents: 100_000, rate_bp: 1_500 },
      { from_cents: 1_000_000, rate_bp: 1_000 },
    ],
    minimum_per_lot_cents: 500,
    lot_fee_cents: 0,
    photo_fee_cents: 0,
    unsold_fee_cents: 1_000,
    is_default: false,
  },
} satisfies Record<string, typeof commissionProfiles.$inferInsert>;

/**
 * The demo's commission profiles, on a house that has none yet: "Standard estate" (sliding, the
 * default) and "Dealer" (incremental). Answers their ids, or null when profiles already exist.
 */
export async function seedCommissionProfiles(
  database: Database,
): Promise<{ standardEstateId: string; dealerId: string } | null> {
  return database.transaction(async (db) => {
    await db.execute(sql`select pg_advisory_xact_lock(hashtext('commission_profiles:default'))`);
    const [existing] = await db.select({ n: sql<number>`count(*)::int` }).from(commissionProfiles);
    if ((existing?.n ?? 0) > 0) return null;
    const rows = await db
      .insert(commissionProfiles)
      .values([demoCommissionProfiles.standardEstate, demoCommissionProfiles.dealer])
      .returning({ id: commissionProfiles.id, name: commissionProfiles.name });
    const idOf = (name: string) => rows.find((row) => row.name === name)?.id ?? '';
    return {
      standardEstateId: idOf(demoCommissionProfiles.standardEstate.name),
      dealerId: idOf(demoCommissionProfiles.dealer.name),
    };
  });
}

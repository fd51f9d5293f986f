import { sql } from 'drizzle-orm';
import type { Database } from '../db/database';
import { oneOf } from '../db/queries';
import { consignorAdvances, consignors } from '../db/schema';
import { demoCommissionProfiles } from './seed-commission-profiles';

const dartmouth = (line1: string, postal: string) => ({
  line1,
  line2: '',
  city: 'Dartmouth',
  province: 'NS',
  postal_code: postal,
  country: 'Canada',
});

/**
 * The demo's consignors, on a house that has none yet: an estate (on the default profile, paid by
 * cheque, with an advance), a business liquidation (GST/HST registered, direct deposit), a dealer
 * (the Dealer profile, e-Transfer), and the demo consignor account's own record, linked to it.
 * Runs before the inventory seed, whose items then belong to the first three. Answers how many it
 * made, or null when consignors already exist.
 */
export async function seedConsignors(database: Database): Promise<number | null> {
  return database.transaction(async (db) => {
    await db.execute(sql`select pg_advisory_xact_lock(hashtext('consignors:seed'))`);
    const [existing] = await db.select({ n: sql<number>`count(*)::int` }).from(consignors);
    if ((existing?.n ?? 0) > 0) return null;
    const profile = async (name: string) =>
      (await oneOf<{ id: string }>(db, sql`select id from commission_profiles where name = ${name}`))?.id ??
      null;
    const dealer = await profile(demoCommissionProfiles.dealer.name);
    const linked = (
      await oneOf<{ id: string }>(db, sql`select id from users where email = 'consignor@harbourside.example'`)
    )?.id;
    const rows = await db
      .insert(consignors)
      .values([
        {
          name: 'Estate of Harold Boutilier',
          email: 'joan.boutilier@example.ca',
          phone: '(902) 555-0142',
          address: dartmouth('14 Portland St', 'B2Y 1H1'),
          notes: 'The executor is his daughter, Joan. Household contents of the Portland Street house.',
        },
        {
          name: 'Paul Boudreau',
          company: 'Boudreau Restaurant Supply',
          email: 'paul@boudreau-supply.example.ca',
          phone: '(902) 555-0177',
          address: dartmouth('40 Wyse Rd', 'B3A 1M2'),
          gst_hst_number: '812345678RT0001',
          payout_method: 'direct_deposit',
          deposit_institution: '002',
          deposit_transit: '40102',
          deposit_account: '0012345678',
          notes: 'Business liquidation: kitchen equipment and dining room furniture.',
        },
        {
          name: 'Walter MacLeod',
          company: 'MacLeod Antiques',
          email: 'walter.macleod@example.ca',
          phone: '(902) 555-0190',
          address: { ...dartmouth('7 Ochterloney St', 'B2Y 4P5') },
          payout_method: 'e_transfer',
          payout_email: 'walter.macleod@example.ca',
          commission_profile_id: dealer,
          notes: 'Dealer: brings a few pieces to every estate sale.',
        },
        {
          name: 'Donald MacKinnon',
          email: 'consignor@harbourside.example',
          phone: '(902) 555-0105',
          address: { ...dartmouth('', ''), city: 'Antigonish' },
          user_id: linked ?? null,
          notes: 'Signs in to follow his items and statements.',
        },
        {
          name: 'Renée Thériault',
          company: 'Antiquités Thériault',
          email: 'renee.theriault@example.ca',
          phone: '(902) 555-0163',
          address: { ...dartmouth('', ''), city: 'Chéticamp' },
          payout_method: 'e_transfer',
          payout_email: 'renee.theriault@example.ca',
          notes: 'Acadian pieces from the Cabot Trail; found as "theriault" in every search.',
        },
      ])
      .returning({ id: consignors.id, name: consignors.name });
    const estate = rows.find((row) => row.name === 'Estate of Harold Boutilier');
    if (estate) {
      await db.insert(consignorAdvances).values({
        consignor_id: estate.id,
        amount_cents: 50_000,
        paid_on: '2026-10-15',
        reference: 'Cheque 1045',
        note: 'Advance on the estate contents, recovered from the first statement.',
      });
    }
    return rows.length;
  });
}

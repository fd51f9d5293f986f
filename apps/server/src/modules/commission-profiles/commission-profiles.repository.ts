import { asc, eq, sql } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/database';
import { oneOf, type Queryable } from '../../db/queries';
import { commissionProfiles } from '../../db/schema';

export type CommissionProfileRow = typeof commissionProfiles.$inferSelect;
export type CommissionProfileValues = Omit<
  typeof commissionProfiles.$inferInsert,
  'id' | 'created_at' | 'updated_at'
>;
type Tx = Transaction;

/** The queries of commission profiles; the rules (one default, in-use profiles kept) are the service's. */
export function createCommissionProfilesRepository(db: Database) {
  const countOf = async (on: Queryable, query: ReturnType<typeof sql>) =>
    Number((await oneOf<{ n: number | string }>(on, query))?.n ?? 0);

  return {
    /** Every profile by name, with how many consignors name it. */
    async all(): Promise<(CommissionProfileRow & { consignor_count: number })[]> {
      const counts = db
        .select({
          profile_id: sql<string>`commission_profile_id`.as('profile_id'),
          n: sql<number>`count(*)::int`.as('n'),
        })
        .from(sql`consignors`)
        .groupBy(sql`commission_profile_id`)
        .as('counts');
      const rows = await db
        .select({ profile: commissionProfiles, n: counts.n })
        .from(commissionProfiles)
        .leftJoin(counts, eq(counts.profile_id, commissionProfiles.id))
        .orderBy(asc(sql`lower(${commissionProfiles.name})`), asc(commissionProfiles.id));
      return rows.map((row) => ({ ...row.profile, consignor_count: Number(row.n ?? 0) }));
    },
    async byId(id: string, on: Pick<Database, 'select'> = db): Promise<CommissionProfileRow | null> {
      const [row] = await on.select().from(commissionProfiles).where(eq(commissionProfiles.id, id));
      return row ?? null;
    },
    async defaultProfile(): Promise<CommissionProfileRow | null> {
      const [row] = await db.select().from(commissionProfiles).where(eq(commissionProfiles.is_default, true));
      return row ?? null;
    },
    /** The consignor's own profile, else the house default; null when neither exists. */
    async forConsignor(consignorId: string): Promise<CommissionProfileRow | null> {
      const [row] = await db
        .select({ profile: commissionProfiles })
        .from(commissionProfiles)
        .where(
          sql`${commissionProfiles.id} = coalesce(
            (select commission_profile_id from consignors where id = ${consignorId}::uuid),
            (select id from commission_profiles where is_default))`,
        );
      return row?.profile ?? null;
    },
    consignorsNaming(id: string, on: Queryable = db): Promise<number> {
      return countOf(on, sql`select count(*) as n from consignors where commission_profile_id = ${id}::uuid`);
    },
    consignorsOnTheDefault(on: Queryable = db): Promise<number> {
      return countOf(on, sql`select count(*) as n from consignors where commission_profile_id is null`);
    },
    /** One default at a time: callers in a transaction take this lock before moving the mark. */
    async lockDefault(tx: Tx): Promise<void> {
      await tx.execute(sql`select pg_advisory_xact_lock(hashtext('commission_profiles:default'))`);
    },
    async clearDefault(tx: Tx): Promise<void> {
      await tx
        .update(commissionProfiles)
        .set({ is_default: false, updated_at: sql`now()` })
        .where(eq(commissionProfiles.is_default, true));
    },
    async insert(tx: Tx, values: CommissionProfileValues): Promise<CommissionProfileRow> {
      const [row] = await tx.insert(commissionProfiles).values(values).returning();
      if (!row) throw new Error('commission profile insert returned nothing');
      return row;
    },
    async update(
      tx: Tx,
      id: string,
      values: Partial<CommissionProfileValues>,
    ): Promise<CommissionProfileRow | null> {
      const [row] = await tx
        .update(commissionProfiles)
        .set({ ...values, updated_at: sql`now()` })
        .where(eq(commissionProfiles.id, id))
        .returning();
      return row ?? null;
    },
    /** The row, locked for the rest of the transaction. */
    async lock(tx: Tx, id: string): Promise<CommissionProfileRow | null> {
      const [row] = await tx
        .select()
        .from(commissionProfiles)
        .where(eq(commissionProfiles.id, id))
        .for('update');
      return row ?? null;
    },
    async remove(tx: Tx, id: string): Promise<void> {
      await tx.delete(commissionProfiles).where(eq(commissionProfiles.id, id));
    },
    transaction<T>(work: (tx: Tx) => Promise<T>): Promise<T> {
      return db.transaction(work);
    },
  };
}
export type CommissionProfilesRepository = ReturnType<typeof createCommissionProfilesRepository>;

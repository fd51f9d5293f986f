import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { oneOf } from '../../db/queries';
import { consignorAdvances, consignors } from '../../db/schema';
import type { ConsignorRow, Tx } from './consignor-changes';

export type NewConsignor = typeof consignors.$inferInsert;
export type ConsignorChanges = Partial<Omit<NewConsignor, 'id' | 'number' | 'created_at' | 'updated_at'>>;
type NewAdvance = typeof consignorAdvances.$inferInsert;
export type AdvanceRow = typeof consignorAdvances.$inferSelect;

/** The writes to consignor records and their advances; what may change, and when, is the service's. */
export function createConsignorsRepository(db: Database) {
  return {
    async byId(id: string): Promise<ConsignorRow | null> {
      const [row] = await db.select().from(consignors).where(eq(consignors.id, id));
      return row ?? null;
    },

    async commissionProfileExists(profileId: string): Promise<boolean> {
      return (await oneOf(db, sql`select id from commission_profiles where id = ${profileId}`)) !== null;
    },

    async insert(tx: Tx, values: NewConsignor): Promise<ConsignorRow> {
      const [row] = await tx.insert(consignors).values(values).returning();
      if (!row) throw new Error('consignor insert returned nothing');
      return row;
    },

    async update(tx: Tx, id: string, changes: ConsignorChanges): Promise<ConsignorRow | null> {
      const [row] = await tx
        .update(consignors)
        .set({ ...changes, updated_at: sql`now()` })
        .where(eq(consignors.id, id))
        .returning();
      return row ?? null;
    },

    async setArchived(tx: Tx, id: string, archived: boolean): Promise<void> {
      await tx
        .update(consignors)
        .set({ archived_at: archived ? sql`now()` : null, updated_at: sql`now()` })
        .where(eq(consignors.id, id));
    },

    async insertAdvance(tx: Tx, values: NewAdvance): Promise<AdvanceRow | undefined> {
      const [row] = await tx.insert(consignorAdvances).values(values).returning();
      return row;
    },

    async advanceOf(
      tx: Tx,
      consignorId: string,
      advanceId: string,
    ): Promise<{ id: string; kind: string; amount_cents: number | string } | null> {
      return oneOf(
        tx,
        sql`select id, kind, amount_cents from consignor_advances where id = ${advanceId} and consignor_id = ${consignorId}`,
      );
    },

    async isReversed(tx: Tx, advanceId: string): Promise<boolean> {
      return (
        (await oneOf(tx, sql`select id from consignor_advances where reverses_id = ${advanceId}`)) !== null
      );
    },

    /** A reversal row, dated the day it is recorded in the given time zone. */
    async insertReversal(
      tx: Tx,
      reversal: Omit<NewAdvance, 'kind' | 'paid_on'>,
      today: string,
    ): Promise<AdvanceRow | undefined> {
      const [row] = await tx
        .insert(consignorAdvances)
        .values({ ...reversal, kind: 'reversal', paid_on: today })
        .returning();
      return row;
    },
  };
}
export type ConsignorsRepository = ReturnType<typeof createConsignorsRepository>;

import { and, asc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { auctionRegistrations, type RegistrationRow, users } from '../../db/schema';

export const firstOnlinePaddle = 7000;

export function createRegistrationsRepository(db: Database) {
  return {
    async of(auctionId: string, userId: string): Promise<RegistrationRow | null> {
      const [row] = await db
        .select()
        .from(auctionRegistrations)
        .where(and(eq(auctionRegistrations.auction_id, auctionId), eq(auctionRegistrations.user_id, userId)));
      return row ?? null;
    },

    async byId(id: string): Promise<RegistrationRow | null> {
      const [row] = await db.select().from(auctionRegistrations).where(eq(auctionRegistrations.id, id));
      return row ?? null;
    },

    /**
     * The next online paddle (from 7000) in one statement; two bidders racing for the same number
     * meet the unique constraint and the loser gets null (the service tries again).
     */
    async insertWithNextPaddle(values: {
      auction_id: string;
      user_id: string;
      status: RegistrationRow['status'];
      terms_accepted_at: Date;
    }): Promise<RegistrationRow | null> {
      const nextPaddle = sql<number>`(select greatest(coalesce(max(${auctionRegistrations.paddle_number}) + 1, ${firstOnlinePaddle}), ${firstOnlinePaddle}) from ${auctionRegistrations} where ${auctionRegistrations.auction_id} = ${values.auction_id})`;
      const [row] = await db
        .insert(auctionRegistrations)
        .values({ ...values, paddle_number: nextPaddle })
        .onConflictDoNothing()
        .returning();
      return row ?? null;
    },

    listOfAuction(auctionId: string) {
      return db
        .select({ registration: auctionRegistrations, name: users.name, email: users.email })
        .from(auctionRegistrations)
        .innerJoin(users, eq(users.id, auctionRegistrations.user_id))
        .where(eq(auctionRegistrations.auction_id, auctionId))
        .orderBy(asc(auctionRegistrations.paddle_number));
    },

    async paddleTaken(auctionId: string, paddle: number, exceptId: string): Promise<boolean> {
      const [row] = await db
        .select({ id: auctionRegistrations.id })
        .from(auctionRegistrations)
        .where(
          and(eq(auctionRegistrations.auction_id, auctionId), eq(auctionRegistrations.paddle_number, paddle)),
        );
      return Boolean(row && row.id !== exceptId);
    },

    async update(
      id: string,
      values: Partial<typeof auctionRegistrations.$inferInsert>,
    ): Promise<RegistrationRow | null> {
      const [row] = await db
        .update(auctionRegistrations)
        .set(values)
        .where(eq(auctionRegistrations.id, id))
        .returning();
      return row ?? null;
    },
  };
}
export type RegistrationsRepository = ReturnType<typeof createRegistrationsRepository>;

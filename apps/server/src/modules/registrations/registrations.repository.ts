import type { StaffRegistrationListQuery } from '@auction/contracts';
import { and, eq, or, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { containsText, listOrder, listWindow } from '../../db/list-query';
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
      deposit_cents?: number | null;
      saved_card_id?: string | null;
    }): Promise<RegistrationRow | null> {
      const nextPaddle = sql<number>`(select greatest(coalesce(max(${auctionRegistrations.paddle_number}) + 1, ${firstOnlinePaddle}), ${firstOnlinePaddle}) from ${auctionRegistrations} where ${auctionRegistrations.auction_id} = ${values.auction_id})`;
      const [row] = await db
        .insert(auctionRegistrations)
        .values({ ...values, paddle_number: nextPaddle })
        .onConflictDoNothing()
        .returning();
      return row ?? null;
    },

    /** One page of a sale's registrations (every one when `per_page` is left out), with the counts. */
    async listOfAuction(auctionId: string, query: StaffRegistrationListQuery) {
      // A floor buyer registered at the desk has no account: the registration holds the name.
      const name = sql<string>`coalesce(${users.name}, ${auctionRegistrations.name}, '')`;
      const email = sql<string>`coalesce(${users.email}, ${auctionRegistrations.email}, '')`;
      const ofSale = eq(auctionRegistrations.auction_id, auctionId);
      const where: SQL[] = [ofSale];
      if (query.status) where.push(eq(auctionRegistrations.status, query.status));
      if (query.q) {
        const paddle = /^\d{1,9}$/.test(query.q)
          ? [eq(auctionRegistrations.paddle_number, Number(query.q))]
          : [];
        const text = or(containsText(name, query.q), containsText(email, query.q), ...paddle);
        if (text) where.push(text);
      }
      const order = listOrder(
        query,
        {
          paddle_number: auctionRegistrations.paddle_number,
          name,
          email,
          status: auctionRegistrations.status,
          registered_at: auctionRegistrations.terms_accepted_at,
        },
        auctionRegistrations.id,
      );
      const select = db
        .select({ registration: auctionRegistrations, name, email })
        .from(auctionRegistrations)
        .leftJoin(users, eq(users.id, auctionRegistrations.user_id))
        .where(and(...where))
        .orderBy(...order);
      const window = query.per_page ? listWindow({ page: query.page, per_page: query.per_page }) : null;
      const [rows, [count], byStatus] = await Promise.all([
        window ? select.limit(window.limit).offset(window.offset) : select,
        db
          .select({ total: sql<number>`count(*)::int` })
          .from(auctionRegistrations)
          .leftJoin(users, eq(users.id, auctionRegistrations.user_id))
          .where(and(...where)),
        db
          .select({ status: auctionRegistrations.status, total: sql<number>`count(*)::int` })
          .from(auctionRegistrations)
          .where(ofSale)
          .groupBy(auctionRegistrations.status),
      ]);
      const counts = { all: 0, pending: 0, approved: 0, rejected: 0 };
      for (const row of byStatus) {
        counts[row.status] = row.total;
        counts.all += row.total;
      }
      return { rows, total: count?.total ?? 0, counts };
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

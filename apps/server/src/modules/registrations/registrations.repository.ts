import type { StaffRegistrationListQuery } from '@auction/contracts';
import { and, eq, or, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { containsText, listOrder, listWindow } from '../../db/list-query';
import { oneOf, type Queryable } from '../../db/queries';
import { auctionPaddleCounters, auctionRegistrations, type RegistrationRow, users } from '../../db/schema';

export const firstOnlinePaddle = 7000;

/**
 * The lowest paddle from `from` on that nobody in the auction holds. Among the numbers from
 * `from` to `from + n`, where n paddles at or above `from` are taken, one is always free.
 */
async function firstFreePaddle(db: Queryable, auctionId: string, from: number): Promise<number> {
  const free = await oneOf<{ paddle: number }>(
    db,
    sql`select candidate::int as paddle from generate_series(${from}::int, ${from}::int + (
          select count(*)::int from auction_registrations where auction_id = ${auctionId} and paddle_number >= ${from}::int
        )) as candidate
      where not exists (
        select 1 from auction_registrations r where r.auction_id = ${auctionId} and r.paddle_number = candidate
      )
      order by candidate limit 1`,
  );
  return free?.paddle ?? from;
}

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
     * Registers the bidder with the auction's next free online paddle (decision 0091). The
     * auction's counter row is locked for the transaction, so bidders registering at once (on any
     * instance) are handed out one after the other; a number a clerk gave out by hand is skipped.
     * A bidder who registered meanwhile gets that registration back, `created` false.
     */
    async registerWithNextPaddle(values: {
      auction_id: string;
      user_id: string;
      status: RegistrationRow['status'];
      terms_accepted_at: Date;
      deposit_cents?: number | null;
      saved_card_id?: string | null;
    }): Promise<{ created: boolean; row: RegistrationRow }> {
      const auctionId = values.auction_id;
      return db.transaction(async (tx) => {
        // The first registration starts the counter after any paddle the sale already has.
        await tx.execute(sql`insert into auction_paddle_counters (auction_id, next_paddle)
          values (${auctionId}, (select greatest(coalesce(max(paddle_number) + 1, ${firstOnlinePaddle}), ${firstOnlinePaddle})
            from auction_registrations where auction_id = ${auctionId}))
          on conflict (auction_id) do nothing`);
        const counter = await oneOf<{ next_paddle: number }>(
          tx,
          sql`select next_paddle from auction_paddle_counters where auction_id = ${auctionId} for update`,
        );
        let from = counter?.next_paddle ?? firstOnlinePaddle;
        for (;;) {
          const paddle = await firstFreePaddle(tx, auctionId, from);
          const [row] = await tx
            .insert(auctionRegistrations)
            .values({ ...values, paddle_number: paddle })
            .onConflictDoNothing()
            .returning();
          if (row) {
            await tx
              .update(auctionPaddleCounters)
              .set({ next_paddle: paddle + 1 })
              .where(eq(auctionPaddleCounters.auction_id, auctionId));
            return { created: true, row };
          }
          const [mine] = await tx
            .select()
            .from(auctionRegistrations)
            .where(
              and(
                eq(auctionRegistrations.auction_id, auctionId),
                eq(auctionRegistrations.user_id, values.user_id),
              ),
            );
          if (mine) return { created: false, row: mine };
          // A clerk gave this number out by hand a moment ago: the next one.
          from = paddle + 1;
        }
      });
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

import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { auctions, saleReminders, users } from '../../db/schema';
import type { Tx } from './saved-searches.repository';

/** A sale whose reminders are due: open for bidding, or its live sale has started. */
const openedStatuses = ['open', 'live', 'closing'] as const;

export function createSaleRemindersRepository(db: Database) {
  return {
    async auction(id: string) {
      const [row] = await db
        .select({
          id: auctions.id,
          slug: auctions.slug,
          title: auctions.title,
          description: auctions.description,
          type: auctions.type,
          status: auctions.status,
          start_at: auctions.start_at,
          end_at: auctions.end_at,
          time_zone: auctions.time_zone,
          location: auctions.location,
        })
        .from(auctions)
        .where(eq(auctions.id, id));
      return row ?? null;
    },

    async isReminded(userId: string, auctionId: string): Promise<boolean> {
      const rows = await db
        .select({ user_id: saleReminders.user_id })
        .from(saleReminders)
        .where(and(eq(saleReminders.user_id, userId), eq(saleReminders.auction_id, auctionId)));
      return rows.length > 0;
    },

    async add(userId: string, auctionId: string): Promise<void> {
      await db.insert(saleReminders).values({ user_id: userId, auction_id: auctionId }).onConflictDoNothing();
    },

    async remove(userId: string, auctionId: string): Promise<void> {
      await db
        .delete(saleReminders)
        .where(and(eq(saleReminders.user_id, userId), eq(saleReminders.auction_id, auctionId)));
    },

    /**
     * Marks the reminders of sales that have opened as sent and answers them: a conditional
     * update, so each reminder is claimed by one instance, once.
     */
    async claimDue(tx: Tx, now: Date) {
      const claimed = await tx
        .update(saleReminders)
        .set({ sent_at: now })
        .where(
          and(
            isNull(saleReminders.sent_at),
            inArray(
              saleReminders.auction_id,
              tx
                .select({ id: auctions.id })
                .from(auctions)
                .where(inArray(auctions.status, [...openedStatuses])),
            ),
          ),
        )
        .returning({ user_id: saleReminders.user_id, auction_id: saleReminders.auction_id });
      if (claimed.length === 0) return [];
      const people = await tx
        .select({
          id: users.id,
          email: users.email,
          name: sql<string>`coalesce(nullif(${users.first_name}, ''), ${users.name})`,
          disabled: sql<boolean>`${users.disabled_at} is not null or ${users.erased_at} is not null`,
        })
        .from(users)
        .where(inArray(users.id, [...new Set(claimed.map((row) => row.user_id))]));
      const sales = await tx
        .select({ id: auctions.id, slug: auctions.slug, title: auctions.title, type: auctions.type })
        .from(auctions)
        .where(inArray(auctions.id, [...new Set(claimed.map((row) => row.auction_id))]));
      const personById = new Map(people.map((row) => [row.id, row]));
      const saleById = new Map(sales.map((row) => [row.id, row]));
      return claimed.flatMap((row) => {
        const bidder = personById.get(row.user_id);
        const sale = saleById.get(row.auction_id);
        return bidder && sale && !bidder.disabled ? [{ bidder, sale }] : [];
      });
    },
  };
}
export type SaleRemindersRepository = ReturnType<typeof createSaleRemindersRepository>;

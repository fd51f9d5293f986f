import { and, asc, eq, exists, gt, inArray, isNull, lte, ne, notExists, or, sql } from 'drizzle-orm';
import type { Transaction as ClosingTransaction, Database } from '../../db/database';
import { auctionRegistrations, auctions, lots, users, watchlist } from '../../db/schema';
import { syncItemsWithLots } from '../inventory-lotting/lot-results';
import { notPaused } from './outage.repository';

export type { ClosingTransaction };

export interface AuctionStatusChange {
  auction_id: string;
  status: 'open' | 'closing' | 'closed';
  seq: number;
}

/**
 * Every write here is conditional on the status it leaves, so several instances running the
 * same query at once change each row once: the one whose UPDATE returns the row acts on it.
 */
export function createClosingRepository(db: Database) {
  const lotsOf = (auctionId: typeof auctions.id) => eq(lots.auction_id, auctionId);

  return {
    /** Scheduled timed auctions whose start has passed become open, with their upcoming lots. */
    async openDueAuctions(now: Date): Promise<AuctionStatusChange[]> {
      return db.transaction(async (tx) => {
        const opened = await tx
          .update(auctions)
          .set({ status: 'open', updated_at: now, last_seq: sql`${auctions.last_seq} + 1` })
          .where(
            and(eq(auctions.status, 'scheduled'), eq(auctions.type, 'timed'), lte(auctions.start_at, now)),
          )
          .returning({ auction_id: auctions.id, seq: auctions.last_seq });
        const openAuctions = db
          .select({ id: auctions.id })
          .from(auctions)
          .where(
            and(
              inArray(auctions.status, ['open', 'closing']),
              eq(auctions.type, 'timed'),
              lte(auctions.start_at, now),
            ),
          );
        // Also catches lots added (or left upcoming) after their auction opened.
        await tx
          .update(lots)
          .set({ status: 'open', updated_at: now })
          .where(and(eq(lots.status, 'upcoming'), inArray(lots.auction_id, openAuctions)));
        return opened.map((row) => ({ ...row, status: 'open' as const }));
      });
    },

    async dueLotIds(now: Date, limit: number): Promise<string[]> {
      const rows = await db
        .select({ id: lots.id })
        .from(lots)
        .where(
          and(
            eq(lots.status, 'open'),
            lte(lots.end_at, now),
            // A sale staff paused waits for them to resume it (decision 0093).
            notPaused(db),
            // Live auctions sell lot by lot at the clerk's word, never by the clock.
            inArray(
              lots.auction_id,
              db.select({ id: auctions.id }).from(auctions).where(eq(auctions.type, 'timed')),
            ),
          ),
        )
        .orderBy(asc(lots.end_at))
        .limit(limit);
      return rows.map((row) => row.id);
    },

    /** The due lot, locked against bids for the rest of the transaction; null once closed. */
    async lockDueLot(tx: ClosingTransaction, lotId: string, now: Date) {
      const [row] = await tx
        .select()
        .from(lots)
        .where(and(eq(lots.id, lotId), eq(lots.status, 'open'), lte(lots.end_at, now), notPaused(tx)))
        .for('update');
      return row ?? null;
    },

    /** Closes the lot unless another instance already did; returns the auction's next seq. */
    async markClosed(
      tx: ClosingTransaction,
      lot: { id: string; auction_id: string },
      status: 'sold' | 'passed',
      now: Date,
    ): Promise<{ seq: number } | null> {
      const [closed] = await tx
        .update(lots)
        .set({ status, closed_at: now, updated_at: now })
        .where(and(eq(lots.id, lot.id), eq(lots.status, 'open'), lte(lots.end_at, now), notPaused(tx)))
        .returning({ id: lots.id });
      if (!closed) return null;
      await syncItemsWithLots(tx, [lot.id], null);
      const [auction] = await tx
        .update(auctions)
        .set({ last_seq: sql`${auctions.last_seq} + 1` })
        .where(eq(auctions.id, lot.auction_id))
        .returning({ seq: auctions.last_seq });
      return { seq: auction?.seq ?? 0 };
    },

    /** In the closing transaction (`tx`) when given: the won mail is stored with the close. */
    async winner(auctionId: string, userId: string, tx: Pick<Database, 'select'> = db) {
      const [row] = await tx
        .select({
          email: users.email,
          name: users.name,
          first_name: users.first_name,
          paddle: auctionRegistrations.paddle_number,
        })
        .from(users)
        .leftJoin(
          auctionRegistrations,
          and(eq(auctionRegistrations.user_id, users.id), eq(auctionRegistrations.auction_id, auctionId)),
        )
        .where(eq(users.id, userId));
      return row ?? null;
    },

    async auctionTitle(auctionId: string, tx: Pick<Database, 'select'> = db): Promise<string> {
      const [row] = await tx
        .select({ title: auctions.title })
        .from(auctions)
        .where(eq(auctions.id, auctionId));
      return row?.title ?? '';
    },

    /**
     * Marks the reminder sent for every watcher of an open lot ending within `withinMs` who has
     * not had one, and returns what to mail; a watcher is claimed by one instance only.
     */
    async claimClosingReminders(tx: Pick<Database, 'select' | 'update'>, now: Date, withinMs: number) {
      const endingSoon = tx
        .select({ id: lots.id })
        .from(lots)
        .where(
          and(
            eq(lots.status, 'open'),
            gt(lots.end_at, now),
            lte(lots.end_at, new Date(now.getTime() + withinMs)),
          ),
        );
      const claimed = await tx
        .update(watchlist)
        .set({ closing_reminder_sent_at: now })
        .where(and(isNull(watchlist.closing_reminder_sent_at), inArray(watchlist.lot_id, endingSoon)))
        .returning({ user_id: watchlist.user_id, lot_id: watchlist.lot_id });
      if (claimed.length === 0) return [];
      const rows = await tx
        .select({
          user_id: users.id,
          email: users.email,
          name: users.name,
          first_name: users.first_name,
          lot_id: lots.id,
          lot_number: lots.lot_number,
          title: lots.title,
          slug: lots.slug,
          end_at: lots.end_at,
          time_zone: auctions.time_zone,
        })
        .from(lots)
        .innerJoin(auctions, eq(auctions.id, lots.auction_id))
        .innerJoin(users, inArray(users.id, [...new Set(claimed.map((row) => row.user_id))]))
        .where(inArray(lots.id, [...new Set(claimed.map((row) => row.lot_id))]));
      const wanted = new Set(claimed.map((row) => `${row.user_id}:${row.lot_id}`));
      return rows.filter((row) => wanted.has(`${row.user_id}:${row.lot_id}`));
    },

    /** Open timed auctions whose first lot's end has come move to closing. */
    async markClosingDue(now: Date): Promise<AuctionStatusChange[]> {
      const rows = await db
        .update(auctions)
        .set({ status: 'closing', updated_at: now, last_seq: sql`${auctions.last_seq} + 1` })
        .where(
          and(
            eq(auctions.status, 'open'),
            eq(auctions.type, 'timed'),
            exists(
              db
                .select({ one: sql`1` })
                .from(lots)
                .where(and(lotsOf(auctions.id), lte(lots.end_at, now), ne(lots.status, 'withdrawn'))),
            ),
          ),
        )
        .returning({ auction_id: auctions.id, seq: auctions.last_seq });
      return rows.map((row) => ({ ...row, status: 'closing' as const }));
    },

    /** Auctions with no lot left open or upcoming are closed (an empty one once its end passed). */
    async markClosedDue(now: Date): Promise<AuctionStatusChange[]> {
      const anyLot = db.select({ one: sql`1` }).from(lots).where(lotsOf(auctions.id));
      const rows = await db
        .update(auctions)
        .set({ status: 'closed', updated_at: now, last_seq: sql`${auctions.last_seq} + 1` })
        .where(
          and(
            inArray(auctions.status, ['open', 'closing']),
            eq(auctions.type, 'timed'),
            lte(auctions.start_at, now),
            notExists(
              db
                .select({ one: sql`1` })
                .from(lots)
                .where(and(lotsOf(auctions.id), inArray(lots.status, ['open', 'upcoming']))),
            ),
            or(exists(anyLot), lte(auctions.end_at, now)),
          ),
        )
        .returning({ auction_id: auctions.id, seq: auctions.last_seq });
      return rows.map((row) => ({ ...row, status: 'closed' as const }));
    },
  };
}
export type ClosingRepository = ReturnType<typeof createClosingRepository>;

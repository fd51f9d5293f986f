import { and, desc, eq, gt, inArray, isNull, sql } from 'drizzle-orm';
import type { Transaction as ClosingTransaction, Database } from '../../db/database';
import {
  auctions,
  closingHeartbeat,
  closingOutages,
  closingPauses,
  lots,
  maxBids,
  users,
  watchlist,
} from '../../db/schema';

/** An open lot an outage or a pause may have caught, with its sale's soft close and stagger. */
export interface LotInReach {
  id: string;
  auction_id: string;
  lot_number: string;
  title: string;
  slug: string;
  sale_order: number;
  end_at: Date;
  soft_close_window_seconds: number;
  stagger_seconds: number;
  time_zone: string;
}

/** Lots of no running pause: what closes by the clock (a paused sale waits for staff). */
export const notPaused = (db: Pick<Database, 'select'>) =>
  sql`not exists (${db
    .select({ one: sql`1` })
    .from(closingPauses)
    .where(and(eq(closingPauses.auction_id, lots.auction_id), isNull(closingPauses.resumed_at)))})`;

/**
 * The heartbeat, the outages the closing job came back from and the pauses staff made (decision
 * 0093). The heartbeat row is locked by whoever handles a gap, so one instance handles it.
 */
export function createOutageRepository(db: Database) {
  return {
    /**
     * Moves the heartbeat on when the last one is no older than `gapMs`: true when it did (no
     * gap), false when there is no heartbeat yet or it is older (a gap, or the first pass ever).
     */
    async beatWithinGap(now: Date, gapMs: number): Promise<boolean> {
      const rows = await db
        .update(closingHeartbeat)
        .set({ beat_at: sql`greatest(${closingHeartbeat.beat_at}, ${now.toISOString()}::timestamptz)` })
        .where(
          and(
            eq(closingHeartbeat.id, 'closing'),
            sql`${closingHeartbeat.beat_at} >= ${new Date(now.getTime() - gapMs).toISOString()}::timestamptz`,
          ),
        )
        .returning({ id: closingHeartbeat.id });
      return rows.length > 0;
    },

    /** The last heartbeat, locked for the transaction; null before the first pass ever. */
    async lockHeartbeat(tx: ClosingTransaction): Promise<Date | null> {
      const [row] = await tx
        .select({ beat_at: closingHeartbeat.beat_at })
        .from(closingHeartbeat)
        .where(eq(closingHeartbeat.id, 'closing'))
        .for('update');
      return row?.beat_at ?? null;
    },

    async setHeartbeat(tx: ClosingTransaction, now: Date): Promise<void> {
      await tx
        .insert(closingHeartbeat)
        .values({ id: 'closing', beat_at: now })
        .onConflictDoUpdate({
          target: closingHeartbeat.id,
          set: { beat_at: sql`greatest(${closingHeartbeat.beat_at}, excluded.beat_at)` },
        });
    },

    /**
     * Open lots of timed sales ending after `since`, locked against bids for the transaction:
     * those of one sale, or of every sale not paused (a paused sale is re-timed when it resumes).
     */
    async lotsInReach(
      tx: ClosingTransaction,
      since: Date,
      scope: { auctionId: string } | 'unpaused',
    ): Promise<LotInReach[]> {
      const rows = await tx
        .select({
          id: lots.id,
          auction_id: lots.auction_id,
          lot_number: lots.lot_number,
          title: lots.title,
          slug: lots.slug,
          sale_order: lots.sale_order,
          end_at: lots.end_at,
          soft_close_window_seconds: auctions.soft_close_window_seconds,
          stagger_seconds: auctions.stagger_seconds,
          time_zone: auctions.time_zone,
        })
        .from(lots)
        .innerJoin(auctions, eq(auctions.id, lots.auction_id))
        .where(
          and(
            eq(lots.status, 'open'),
            eq(auctions.type, 'timed'),
            gt(lots.end_at, since),
            scope === 'unpaused' ? notPaused(tx) : eq(lots.auction_id, scope.auctionId),
          ),
        )
        .orderBy(lots.auction_id, lots.sale_order)
        .for('update', { of: lots });
      return rows.flatMap((row) => (row.end_at ? [{ ...row, end_at: row.end_at }] : []));
    },

    /** Moves one lot's end; returns the sale's next seq for the event, null if it closed meanwhile. */
    async moveEnd(tx: ClosingTransaction, lot: LotInReach, endAt: Date, now: Date): Promise<number | null> {
      const [moved] = await tx
        .update(lots)
        .set({ end_at: endAt, updated_at: now })
        .where(and(eq(lots.id, lot.id), eq(lots.status, 'open')))
        .returning({ id: lots.id });
      if (!moved) return null;
      const [auction] = await tx
        .update(auctions)
        .set({ last_seq: sql`${auctions.last_seq} + 1` })
        .where(eq(auctions.id, lot.auction_id))
        .returning({ seq: auctions.last_seq });
      return auction?.seq ?? 0;
    },

    /** Everyone to tell about a lot: its bidders (a maximum on it) and its watchers. */
    async biddersOf(tx: ClosingTransaction, lotIds: readonly string[]) {
      if (lotIds.length === 0) return [];
      const bidders = tx
        .select({ user_id: maxBids.bidder_id, lot_id: maxBids.lot_id })
        .from(maxBids)
        .where(inArray(maxBids.lot_id, [...lotIds]));
      const watchers = tx
        .select({ user_id: watchlist.user_id, lot_id: watchlist.lot_id })
        .from(watchlist)
        .where(inArray(watchlist.lot_id, [...lotIds]));
      const pairs = await bidders.union(watchers);
      if (pairs.length === 0) return [];
      const people = await tx
        .select({ id: users.id, email: users.email, name: users.name, first_name: users.first_name })
        .from(users)
        .where(inArray(users.id, [...new Set(pairs.map((pair) => pair.user_id))]));
      const byId = new Map(people.map((person) => [person.id, person]));
      return pairs.flatMap((pair) => {
        const person = byId.get(pair.user_id);
        return person ? [{ ...person, lot_id: pair.lot_id }] : [];
      });
    },

    async recordOutage(tx: ClosingTransaction, gap: { startedAt: Date; endedAt: Date }, lotsRetimed: number) {
      await tx
        .insert(closingOutages)
        .values({ started_at: gap.startedAt, ended_at: gap.endedAt, lots_retimed: lotsRetimed });
    },

    async lastOutage() {
      const [row] = await db.select().from(closingOutages).orderBy(desc(closingOutages.ended_at)).limit(1);
      return row ?? null;
    },

    /** The running pause of a sale, if any. */
    async runningPause(q: Pick<Database, 'select'>, auctionId: string) {
      const [row] = await q
        .select()
        .from(closingPauses)
        .where(and(eq(closingPauses.auction_id, auctionId), isNull(closingPauses.resumed_at)));
      return row ?? null;
    },

    /** Pauses a sale's closings; null when a pause is already running. */
    async pause(tx: ClosingTransaction, auctionId: string, actorId: string, now: Date) {
      const [row] = await tx
        .insert(closingPauses)
        .values({ auction_id: auctionId, paused_at: now, paused_by: actorId })
        .onConflictDoNothing()
        .returning();
      return row ?? null;
    },

    /** Ends the running pause (once, whichever request comes first); null when none runs. */
    async resume(tx: ClosingTransaction, auctionId: string, actorId: string, now: Date) {
      const [row] = await tx
        .update(closingPauses)
        .set({ resumed_at: now, resumed_by: actorId })
        .where(and(eq(closingPauses.auction_id, auctionId), isNull(closingPauses.resumed_at)))
        .returning();
      return row ?? null;
    },

    async countRetimed(tx: ClosingTransaction, pauseId: string, lotsRetimed: number) {
      await tx.update(closingPauses).set({ lots_retimed: lotsRetimed }).where(eq(closingPauses.id, pauseId));
    },

    /** The sales whose closings are paused now, with their titles (the dashboard lists them). */
    async pausedSales() {
      return db
        .select({
          auction_id: closingPauses.auction_id,
          title: auctions.title,
          paused_at: closingPauses.paused_at,
        })
        .from(closingPauses)
        .innerJoin(auctions, eq(auctions.id, closingPauses.auction_id))
        .where(isNull(closingPauses.resumed_at))
        .orderBy(closingPauses.paused_at);
    },

    async auction(q: Pick<Database, 'select'>, auctionId: string) {
      const [row] = await q
        .select({ id: auctions.id, type: auctions.type, status: auctions.status, title: auctions.title })
        .from(auctions)
        .where(eq(auctions.id, auctionId));
      return row ?? null;
    },
  };
}
export type OutageRepository = ReturnType<typeof createOutageRepository>;

import { and, asc, eq, gte, inArray, lt, ne, or, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { containsText } from '../../db/list-query';
import {
  auctionRegistrations,
  auctions,
  inventoryItems,
  invoiceLines,
  invoices,
  lotReleases,
  lots,
  pickupBookings,
  users,
} from '../../db/schema';
import { recordAudit } from '../../platform/audit.repository';

/** Statuses whose goods may be booked for pickup and seen at the release desk. */
export const collectableStatuses = ['issued', 'partially_paid', 'paid'] as const;
type Executor = Pick<Database, 'select' | 'insert' | 'execute'>;

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function createPickupRepository(db: Database) {
  const invoiceHead = {
    id: invoices.id,
    number: invoices.number,
    status: invoices.status,
    fulfilment: invoices.fulfilment,
    buyer_user_id: invoices.buyer_user_id,
    total_cents: invoices.total_cents,
    paid_cents: invoices.paid_cents,
    balance_cents: invoices.balance_cents,
    auction_title: sql<string>`coalesce(${auctions.title}, 'Buy now')`,
    paddle_number: auctionRegistrations.paddle_number,
    buyer_name: sql<string>`coalesce(${auctionRegistrations.name}, ${users.name}, '')`,
    pickup_slot_start: pickupBookings.slot_start,
    /** The frozen terms: the pickup window (or appointment) bookings must keep to. */
    buyer_terms: invoices.buyer_terms,
  };
  const heads = (executor: Pick<Database, 'select'>) =>
    executor
      .select(invoiceHead)
      .from(invoices)
      // A buy-now invoice has no auction and no paddle: its buyer is the account.
      .leftJoin(auctions, eq(auctions.id, invoices.auction_id))
      .leftJoin(auctionRegistrations, eq(auctionRegistrations.id, invoices.registration_id))
      .leftJoin(
        users,
        eq(users.id, sql`coalesce(${auctionRegistrations.user_id}, ${invoices.buyer_user_id})`),
      )
      .leftJoin(pickupBookings, eq(pickupBookings.invoice_id, invoices.id));

  return {
    async invoice(id: string, executor: Pick<Database, 'select'> = db) {
      const [row] = await heads(executor).where(eq(invoices.id, id));
      return row ?? null;
    },

    /** Issued invoices found by invoice number, QR text (the id), paddle or buyer name. */
    async search(q: string, limit = 20) {
      const text = q.trim();
      const matches: SQL[] = [];
      if (uuidPattern.test(text)) matches.push(eq(invoices.id, text.toLowerCase()));
      else {
        matches.push(containsText(invoices.number, text));
        if (/^\d{1,6}$/.test(text)) matches.push(eq(auctionRegistrations.paddle_number, Number(text)));
        matches.push(containsText(auctionRegistrations.name, text));
        matches.push(containsText(users.name, text));
      }
      return heads(db)
        .where(and(inArray(invoices.status, [...collectableStatuses]), or(...matches)))
        .orderBy(sql`${invoices.number} desc nulls last`)
        .limit(limit);
    },

    /**
     * The lot lines of invoices with their release, if any. A buy-now line names an inventory item
     * instead of a lot: its `lot_id` is then the item's id (what a release of it names).
     */
    async lotsOf(invoiceIds: string[], executor: Pick<Database, 'select'> = db) {
      if (invoiceIds.length === 0) return [];
      return executor
        .select({
          invoice_id: invoiceLines.invoice_id,
          lot_id: sql<string>`coalesce(${lots.id}, ${inventoryItems.id})`,
          is_item: sql<boolean>`${invoiceLines.inventory_item_id} is not null`,
          lot_number: sql<string>`coalesce(${invoiceLines.lot_number}, ${lots.lot_number}, ${inventoryItems.sku})`,
          title: sql<string>`coalesce(${lots.title}, ${inventoryItems.title}, ${invoiceLines.description})`,
          /** The shelf or bin the goods wait on: the bought item's, or the item the lot was made from. */
          location_code: sql<
            string | null
          >`(select l.code from locations l where l.id = coalesce(${inventoryItems.location_id},
            (select i.location_id from inventory_items i where i.id = ${lots.inventory_item_id})))`,
          hammer_cents: invoiceLines.amount_cents,
          released_at: lotReleases.released_at,
          released_to: lotReleases.released_to,
          released_by_name: users.name,
          override_reason: lotReleases.override_reason,
        })
        .from(invoiceLines)
        .leftJoin(lots, eq(lots.id, invoiceLines.lot_id))
        .leftJoin(inventoryItems, eq(inventoryItems.id, invoiceLines.inventory_item_id))
        .leftJoin(
          lotReleases,
          or(
            eq(lotReleases.lot_id, invoiceLines.lot_id),
            eq(lotReleases.inventory_item_id, invoiceLines.inventory_item_id),
          ),
        )
        .leftJoin(users, eq(users.id, lotReleases.released_by))
        .where(
          and(
            inArray(invoiceLines.invoice_id, invoiceIds),
            eq(invoiceLines.kind, 'lot'),
            sql`(${lots.id} is not null or ${inventoryItems.id} is not null)`,
          ),
        )
        .orderBy(asc(invoiceLines.position));
    },

    async insertReleases(
      tx: Executor,
      rows: {
        invoice_id: string;
        lot_id: string | null;
        inventory_item_id: string | null;
        released_to: string;
        released_by: string;
        override_reason: string | null;
      }[],
    ) {
      return tx.insert(lotReleases).values(rows).onConflictDoNothing().returning();
    },

    /** One audit row per lot handed over, in the release's transaction. */
    async auditReleases(
      tx: Executor,
      invoiceId: string,
      rows: (typeof lotReleases.$inferSelect)[],
      actor: { id: string; ip: string | null },
    ): Promise<void> {
      for (const row of rows) {
        await recordAudit(tx, {
          actorId: actor.id,
          action: 'lot.released',
          entity: 'invoice',
          entityId: invoiceId,
          after: {
            lot_id: row.lot_id,
            inventory_item_id: row.inventory_item_id,
            released_to: row.released_to,
            override_reason: row.override_reason,
          },
          ip: actor.ip,
        });
      }
    },

    /** Bookings per slot start between two instants, leaving one invoice's own booking out. */
    async bookedBetween(from: Date, to: Date, exceptInvoiceId: string | null = null) {
      const where = [gte(pickupBookings.slot_start, from), lt(pickupBookings.slot_start, to)];
      if (exceptInvoiceId) where.push(ne(pickupBookings.invoice_id, exceptInvoiceId));
      const rows = await db
        .select({ start: pickupBookings.slot_start, count: sql<number>`count(*)::int` })
        .from(pickupBookings)
        .innerJoin(invoices, eq(invoices.id, pickupBookings.invoice_id))
        .where(and(...where, ne(invoices.status, 'void')))
        .groupBy(pickupBookings.slot_start);
      return new Map(rows.map((row) => [new Date(row.start).getTime(), row.count]));
    },

    /**
     * Books (or moves) an invoice's pickup when the slot still has room, in one transaction that
     * holds a lock on the slot: two buyers taking its last place cannot both get it.
     */
    async book(input: { invoiceId: string; slotStart: Date; capacity: number; bookedBy: string }) {
      return db.transaction(async (tx) => {
        await tx.execute(
          sql`select pg_advisory_xact_lock(hashtext(${`pickup:${input.slotStart.toISOString()}`}))`,
        );
        const [taken] = await tx
          .select({ count: sql<number>`count(*)::int` })
          .from(pickupBookings)
          .innerJoin(invoices, eq(invoices.id, pickupBookings.invoice_id))
          .where(
            and(
              eq(pickupBookings.slot_start, input.slotStart),
              ne(pickupBookings.invoice_id, input.invoiceId),
              ne(invoices.status, 'void'),
            ),
          );
        if ((taken?.count ?? 0) >= input.capacity) return null;
        const [row] = await tx
          .insert(pickupBookings)
          .values({ invoice_id: input.invoiceId, slot_start: input.slotStart, booked_by: input.bookedBy })
          .onConflictDoUpdate({
            target: pickupBookings.invoice_id,
            set: { slot_start: input.slotStart, booked_by: input.bookedBy },
          })
          .returning();
        return row ?? null;
      });
    },

    /** The day's pickups (slot starts between two instants), earliest first, void invoices left out. */
    async pickupsBetween(from: Date, to: Date) {
      return heads(db)
        .where(
          and(
            gte(pickupBookings.slot_start, from),
            lt(pickupBookings.slot_start, to),
            inArray(invoices.status, [...collectableStatuses]),
          ),
        )
        .orderBy(asc(pickupBookings.slot_start), asc(auctionRegistrations.paddle_number));
    },
  };
}
export type PickupRepository = ReturnType<typeof createPickupRepository>;

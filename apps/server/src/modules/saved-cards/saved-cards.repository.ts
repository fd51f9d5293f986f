import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/database';
import { type Queryable, rowsOf } from '../../db/queries';
import {
  auctionRegistrations,
  type CardChargeRow,
  cardCharges,
  type SavedCardRow,
  savedCards,
} from '../../db/schema';

/** A transaction's statement runner, or the database. */
export type Tx = Transaction | Database;

/** The invoice a saved card may be charged for: its buyer, sale and card, and its money as the ledger wrote it. */
export interface ChargeableInvoice {
  invoice_id: string;
  number: string | null;
  status: string;
  balance_cents: number;
  buyer_user_id: string | null;
  card_on_file_required: boolean;
  saved_card_id: string | null;
}

/** Saved cards and what the house asked of them: Stripe's ids, brand, last four and expiry only. */
export const savedCardsRepository = {
  async activeOf(db: Tx, userId: string): Promise<SavedCardRow[]> {
    return db
      .select()
      .from(savedCards)
      .where(and(eq(savedCards.user_id, userId), isNull(savedCards.removed_at)))
      .orderBy(desc(savedCards.created_at));
  },

  async byId(db: Tx, id: string): Promise<SavedCardRow | null> {
    const [row] = await db.select().from(savedCards).where(eq(savedCards.id, id));
    return row ?? null;
  },

  async bySetupIntent(db: Tx, setupIntentId: string): Promise<SavedCardRow | null> {
    const [row] = await db
      .select()
      .from(savedCards)
      .where(eq(savedCards.stripe_setup_intent_id, setupIntentId));
    return row ?? null;
  },

  /** The card once per SetupIntent (a repeated webhook or confirmation finds the first). */
  async insert(db: Tx, values: typeof savedCards.$inferInsert): Promise<SavedCardRow> {
    const [row] = await db.insert(savedCards).values(values).onConflictDoNothing().returning();
    if (row) return row;
    const [earlier] = await db
      .select()
      .from(savedCards)
      .where(eq(savedCards.stripe_payment_method_id, values.stripe_payment_method_id));
    return earlier as SavedCardRow;
  },

  /** The Stripe customer the bidder's cards were saved under, when they saved one before. */
  async customerOf(db: Tx, userId: string): Promise<string | null> {
    const [row] = await db
      .select({ customer: savedCards.stripe_customer_id })
      .from(savedCards)
      .where(eq(savedCards.user_id, userId))
      .orderBy(desc(savedCards.created_at))
      .limit(1);
    return row?.customer ?? null;
  },

  async markRemoved(db: Tx, id: string, at: Date): Promise<void> {
    await db.update(savedCards).set({ removed_at: at }).where(eq(savedCards.id, id));
  },

  /**
   * The card a registration will be charged with. The registration is the registrations area's
   * row; its `saved_card_id` column is this area's to write.
   */
  async attach(db: Tx, registrationId: string, cardId: string): Promise<void> {
    await db
      .update(auctionRegistrations)
      .set({ saved_card_id: cardId })
      .where(eq(auctionRegistrations.id, registrationId));
  },

  async registrationOf(db: Tx, auctionId: string, userId: string): Promise<{ id: string } | null> {
    const [row] = await db
      .select({ id: auctionRegistrations.id })
      .from(auctionRegistrations)
      .where(and(eq(auctionRegistrations.auction_id, auctionId), eq(auctionRegistrations.user_id, userId)));
    return row ?? null;
  },

  /** Issued invoices of card-on-file sales still owing that this card was saved for. */
  async unpaidInvoicesNeeding(db: Queryable, cardId: string): Promise<number> {
    const [row] = await rowsOf<{ n: number }>(
      db,
      sql`select count(*)::int as n from invoices i
        join auction_registrations r on r.id = i.registration_id
        join auctions a on a.id = r.auction_id
        where r.saved_card_id = ${cardId} and a.card_on_file_required
          and i.status in ('issued', 'partially_paid') and i.balance_cents > 0`,
    );
    return row?.n ?? 0;
  },

  async chargeableInvoice(db: Queryable, invoiceId: string): Promise<ChargeableInvoice | null> {
    const [row] = await rowsOf<ChargeableInvoice>(
      db,
      sql`select i.id as invoice_id, i.number, i.status, i.balance_cents::float8 as balance_cents,
          i.buyer_user_id, coalesce(a.card_on_file_required, false) as card_on_file_required, r.saved_card_id
        from invoices i
        left join auction_registrations r on r.id = i.registration_id
        left join auctions a on a.id = i.auction_id
        where i.id = ${invoiceId}`,
    );
    return row ?? null;
  },

  /** Invoices of card-on-file sales issued at least `hours` ago, still owing, never charged automatically. */
  async dueForAutomaticCharge(db: Queryable, before: Date): Promise<string[]> {
    const rows = await rowsOf<{ id: string }>(
      db,
      sql`select i.id from invoices i
        join auction_registrations r on r.id = i.registration_id
        join auctions a on a.id = i.auction_id
        join saved_cards c on c.id = r.saved_card_id and c.removed_at is null
        where a.card_on_file_required and i.status in ('issued', 'partially_paid') and i.balance_cents > 0
          and i.issued_at <= ${before.toISOString()}::timestamptz
          and not exists (select 1 from card_charges cc where cc.invoice_id = i.id and cc.charged_by is null)
        order by i.issued_at limit 100`,
    );
    return rows.map((row) => row.id);
  },

  async chargeByKey(db: Tx, key: string): Promise<CardChargeRow | null> {
    const [row] = await db.select().from(cardCharges).where(eq(cardCharges.idempotency_key, key));
    return row ?? null;
  },

  async chargeByIntent(db: Tx, paymentIntentId: string): Promise<CardChargeRow | null> {
    const [row] = await db
      .select()
      .from(cardCharges)
      .where(eq(cardCharges.payment_intent_id, paymentIntentId));
    return row ?? null;
  },

  /** A charge asked of Stripe; null when this key asked already. */
  async insertCharge(db: Tx, values: typeof cardCharges.$inferInsert): Promise<CardChargeRow | null> {
    const [row] = await db.insert(cardCharges).values(values).onConflictDoNothing().returning();
    return row ?? null;
  },

  /** Stripe's answer; a charge that succeeded stays succeeded whatever arrives later. */
  async answerCharge(
    db: Tx,
    id: string,
    answer: {
      status: CardChargeRow['status'];
      payment_intent_id?: string | null;
      decline_message?: string | null;
      at: Date;
    },
  ): Promise<void> {
    await db
      .update(cardCharges)
      .set({
        status: answer.status,
        ...(answer.payment_intent_id ? { payment_intent_id: answer.payment_intent_id } : {}),
        decline_message: answer.decline_message ?? null,
        updated_at: answer.at,
      })
      .where(and(eq(cardCharges.id, id), sql`${cardCharges.status} <> 'succeeded'`));
  },

  async chargesOf(db: Queryable, invoiceId: string) {
    return rowsOf<CardChargeRow & { charged_by_name: string | null; brand: string; last4: string }>(
      db,
      sql`select cc.*, cc.amount_cents::float8 as amount_cents, u.name as charged_by_name, c.brand, c.last4
        from card_charges cc join saved_cards c on c.id = cc.saved_card_id
        left join users u on u.id = cc.charged_by
        where cc.invoice_id = ${invoiceId} order by cc.created_at desc`,
    );
  },

  async buyerOf(db: Queryable, invoiceId: string) {
    const [row] = await rowsOf<{ email: string; name: string; number: string | null; title: string | null }>(
      db,
      sql`select u.email, u.name, i.number, a.title from invoices i
        join users u on u.id = i.buyer_user_id left join auctions a on a.id = i.auction_id
        where i.id = ${invoiceId}`,
    );
    return row ?? null;
  },
};

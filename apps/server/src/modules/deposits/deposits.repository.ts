import { eq, inArray, sql } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/database';
import { type Queryable, rowsOf } from '../../db/queries';
import { auctionRegistrations, type RegistrationDepositRow, registrationDeposits } from '../../db/schema';

export type Tx = Transaction | Database;

/** A registration with what its sale asks of it and the card saved for it, if any. */
export interface StandingRow {
  registration_id: string;
  auction_id: string;
  auction_title: string;
  auction_status: string;
  user_id: string | null;
  status: 'pending' | 'approved' | 'rejected';
  requires_approval: boolean;
  card_on_file_required: boolean;
  deposit_cents: number | null;
  card_id: string | null;
  card_brand: string | null;
  card_last4: string | null;
  card_exp_month: number | null;
  card_exp_year: number | null;
  card_created_at: string | null;
  /** Whether the bidder won a lot of the sale (a sold lot whose high bidder they are). */
  won_something: boolean;
}

const standingSelect = sql`select r.id as registration_id, r.auction_id, a.title as auction_title,
    a.status as auction_status, r.user_id, r.status, a.requires_approval, a.card_on_file_required,
    r.deposit_cents::float8 as deposit_cents,
    c.id as card_id, c.brand as card_brand, c.last4 as card_last4, c.exp_month as card_exp_month,
    c.exp_year as card_exp_year, c.created_at as card_created_at,
    exists(select 1 from lots l where l.auction_id = r.auction_id and l.status = 'sold'
      and r.user_id is not null and l.high_bidder_id = r.user_id) as won_something
  from auction_registrations r
  join auctions a on a.id = r.auction_id
  left join saved_cards c on c.id = r.saved_card_id and c.removed_at is null`;

/** Deposits' entries (append-only) and what a registration waits for. */
export const depositsRepository = {
  async standings(db: Queryable, registrationIds: string[]): Promise<StandingRow[]> {
    if (registrationIds.length === 0) return [];
    return rowsOf<StandingRow>(
      db,
      sql`${standingSelect} where r.id in (${sql.join(
        registrationIds.map((id) => sql`${id}::uuid`),
        sql`, `,
      )})`,
    );
  },

  async standingsOfAuction(db: Queryable, auctionId: string): Promise<StandingRow[]> {
    return rowsOf<StandingRow>(
      db,
      sql`${standingSelect} where r.auction_id = ${auctionId} order by r.paddle_number`,
    );
  },

  async entriesOf(db: Tx, registrationIds: string[]): Promise<RegistrationDepositRow[]> {
    if (registrationIds.length === 0) return [];
    return db
      .select()
      .from(registrationDeposits)
      .where(inArray(registrationDeposits.registration_id, registrationIds))
      .orderBy(registrationDeposits.created_at);
  },

  /** An entry once (by its key, or a Stripe PaymentIntent and kind); null when it was there already. */
  async insert(
    db: Tx,
    values: typeof registrationDeposits.$inferInsert,
  ): Promise<RegistrationDepositRow | null> {
    const [row] = await db.insert(registrationDeposits).values(values).onConflictDoNothing().returning();
    return row ?? null;
  },

  async byKey(db: Tx, key: string): Promise<RegistrationDepositRow | null> {
    const [row] = await db
      .select()
      .from(registrationDeposits)
      .where(eq(registrationDeposits.idempotency_key, key));
    return row ?? null;
  },

  /** The registration whose deposit a Stripe PaymentIntent paid, if one did. */
  async registrationPaidBy(db: Tx, paymentIntentId: string): Promise<string | null> {
    const [row] = await db
      .select({ registration_id: registrationDeposits.registration_id })
      .from(registrationDeposits)
      .where(
        sql`${registrationDeposits.stripe_payment_intent_id} = ${paymentIntentId} and ${registrationDeposits.kind} = 'payment'`,
      );
    return row?.registration_id ?? null;
  },

  async hasStripeRefund(db: Tx, refundId: string): Promise<boolean> {
    const [row] = await db
      .select({ id: registrationDeposits.id })
      .from(registrationDeposits)
      .where(eq(registrationDeposits.stripe_refund_id, refundId));
    return row !== undefined;
  },

  /** Holds the registration's row until the transaction ends, so two entries never race. */
  async lockRegistration(db: Tx, registrationId: string): Promise<boolean> {
    const rows = await rowsOf<{ id: string }>(
      db,
      sql`select id from auction_registrations where id = ${registrationId} for update`,
    );
    return rows.length > 0;
  },

  /**
   * A registration that waited only for its deposit or card may bid now. The status column is the
   * registrations area's; this is the one write of it from here, and only from pending to approved.
   */
  async approveWaiting(db: Tx, registrationId: string): Promise<void> {
    await db
      .update(auctionRegistrations)
      .set({ status: 'approved' })
      .where(
        sql`${auctionRegistrations.id} = ${registrationId} and ${auctionRegistrations.status} = 'pending'`,
      );
  },

  async registrationOfInvoice(db: Queryable, invoiceId: string): Promise<string | null> {
    const [row] = await rowsOf<{ registration_id: string | null }>(
      db,
      sql`select registration_id from invoices where id = ${invoiceId} and kind = 'auction'`,
    );
    return row?.registration_id ?? null;
  },

  async registrationOf(db: Queryable, auctionId: string, userId: string): Promise<string | null> {
    const [row] = await rowsOf<{ id: string }>(
      db,
      sql`select id from auction_registrations where auction_id = ${auctionId} and user_id = ${userId}`,
    );
    return row?.id ?? null;
  },

  /** The registrations of a sale that paid a deposit: the ones to settle when it closes. */
  async withDepositsOfAuction(db: Queryable, auctionId: string): Promise<string[]> {
    const rows = await rowsOf<{ id: string }>(
      db,
      sql`select distinct r.id from auction_registrations r
        join registration_deposits d on d.registration_id = r.id
        where r.auction_id = ${auctionId}`,
    );
    return rows.map((row) => row.id);
  },
};

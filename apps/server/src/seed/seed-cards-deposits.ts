import { calendarDateIn } from '@auction/domain';
import { sql } from 'drizzle-orm';
import type { Database } from '../db/database';
import { oneOf } from '../db/queries';
import { createSettingsRepository } from '../modules/settings/settings.repository';
import { createSettingsService } from '../modules/settings/settings.service';
import { createAuditRepository } from '../platform/audit.repository';

/** The demo card's ids: plainly not Stripe's, so nothing can ever charge them. */
export const demoCard = {
  customer: 'cus_demo_not_a_stripe_customer',
  paymentMethod: 'pm_demo_visa_4242_not_real',
  setupIntent: 'seti_demo_not_a_stripe_setup',
};
export const demoDepositCents = 25_000;

/**
 * The demo's deposit sale: the next sale to open (else the open one ending last) asks a $250
 * deposit and has its own payment terms (72 hours); the second demo bidder has a Visa ending 4242
 * on file, saved as if Stripe had, and paid the deposit at the desk. Once: a second run finds the card.
 */
export async function seedCardsDeposits(
  db: Database,
  options: { now?: Date } = {},
): Promise<{ auctionId: string; registrationId: string } | null> {
  const now = options.now ?? new Date();
  const bidder = await oneOf<{ id: string }>(
    db,
    sql`select id from users where email = 'bidder2@harbourside.example'`,
  );
  const sale = await oneOf<{ id: string }>(
    db,
    // The scheduled sale (the live one), so the open timed sale stays one tick to register for.
    sql`select id from auctions where status in ('scheduled', 'open')
      order by (status = 'scheduled') desc, end_at desc nulls last limit 1`,
  );
  if (!bidder || !sale) return null;
  const seeded = await oneOf<{ id: string }>(
    db,
    sql`select id from saved_cards where stripe_payment_method_id = ${demoCard.paymentMethod}`,
  );
  if (seeded) return null;
  const settings = createSettingsService({
    settings: createSettingsRepository(db),
    audit: createAuditRepository(db),
  });
  const today = calendarDateIn(now, (await settings.get()).time_zone);
  return db.transaction(async (tx) => {
    await tx.execute(sql`update auctions set deposit_cents = ${demoDepositCents},
        payment_due_hours = coalesce(payment_due_hours, 72)
      where id = ${sale.id}`);
    const card = await oneOf<{ id: string }>(
      tx,
      sql`insert into saved_cards (user_id, stripe_customer_id, stripe_payment_method_id, stripe_setup_intent_id,
          brand, last4, exp_month, exp_year, created_at)
        values (${bidder.id}, ${demoCard.customer}, ${demoCard.paymentMethod}, ${demoCard.setupIntent},
          'visa', '4242', 12, ${now.getUTCFullYear() + 4}, ${new Date(now.getTime() - 3 * 86_400_000).toISOString()}::timestamptz)
        returning id`,
    );
    const existing = await oneOf<{ id: string }>(
      tx,
      sql`select id from auction_registrations where auction_id = ${sale.id} and user_id = ${bidder.id}`,
    );
    const registration =
      existing ??
      (await oneOf<{ id: string }>(
        tx,
        sql`insert into auction_registrations (auction_id, user_id, kind, paddle_number, status, terms_accepted_at)
          values (${sale.id}, ${bidder.id}, 'online',
            (select greatest(coalesce(max(paddle_number) + 1, 7000), 7000) from auction_registrations where auction_id = ${sale.id}),
            'approved', ${new Date(now.getTime() - 2 * 86_400_000).toISOString()}::timestamptz)
          returning id`,
      ));
    if (!card || !registration) return null;
    await tx.execute(sql`update auction_registrations
      set deposit_cents = ${demoDepositCents}, saved_card_id = ${card.id}, status = 'approved'
      where id = ${registration.id}`);
    await tx.execute(sql`insert into registration_deposits
        (registration_id, kind, method, amount_cents, received_on, reference, idempotency_key)
      values (${registration.id}, 'payment', 'debit', ${demoDepositCents}, ${today}::date,
        'Paid at the desk', ${`demo-deposit-${registration.id}`})`);
    return { auctionId: sale.id, registrationId: registration.id };
  });
}

import type { AdminUserDetail } from '@auction/contracts';
import { formatConsignorNumber } from '@auction/domain';
import { eq, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { oneOf, type Queryable } from '../../db/queries';
import { users } from '../../db/schema';
import { AppError, fieldError } from '../../errors';
import { erasedPasswordHash } from '../auth/account-lock';
import type { Sessions } from '../auth/sessions';
import type { MarketingConsentService } from '../marketing-consent/marketing-consent.service';
import { rolesOf } from '../users/user-json';
import {
  type AdminActor,
  auditUser,
  lockLiveUser,
  lockUser,
  adminUserMessages as messages,
} from './admin-user-changes';
import { adminUserDetail } from './admin-user-queries';
import { erasedEmailOf, statusOf } from './user-status';

/** What the export and the erasure need of the consent ledger, the marketing-consent area's. */
export type PersonConsent = Pick<MarketingConsentService, 'historySql' | 'erase'>;

/** The rows of a query as one JSON array, the same on PGlite and PostgreSQL. */
async function jsonRows(db: Queryable, query: SQL): Promise<unknown[]> {
  const row = await oneOf<{ rows: unknown[] | string }>(
    db,
    sql`select coalesce(jsonb_agg(to_jsonb(t)), '[]'::jsonb) as rows from (${query}) t`,
  );
  const rows = row?.rows ?? [];
  return typeof rows === 'string' ? (JSON.parse(rows) as unknown[]) : rows;
}

/** Invoices the user is the buyer of: as the account, or through a registration. */
const invoicesOf = (id: string) =>
  sql`select i.* from invoices i left join auction_registrations r on r.id = i.registration_id
    where i.buyer_user_id = ${id} or r.user_id = ${id}`;

/**
 * What the house holds about a person (PIPEDA's access right): the account, registrations, bids,
 * invoices with their lines and payments, flags, exemptions, the consignor record they sign in as,
 * the watchlist, the mails sent (subject and date: their bodies may hold access links) and the
 * audit trail about them. Never the password hash or the full bank account number.
 */
export async function exportUserData(
  { db, consent }: { db: Database; consent: PersonConsent },
  id: string,
  actor: AdminActor,
) {
  const row = await db.transaction(async (tx) => {
    const locked = await lockUser(tx, id);
    await auditUser(tx, actor, 'user.exported', id, {});
    return locked;
  });
  const invoiceIds = sql`select id from (${invoicesOf(id)}) x`;
  const sections = {
    registrations: sql`select * from auction_registrations where user_id = ${id} order by created_at`,
    bids: sql`select b.id, b.auction_id, b.lot_id, l.lot_number, l.title as lot_title, b.amount_cents,
        b.kind, b.max_cents, b.created_at
      from bids b join lots l on l.id = b.lot_id where b.bidder_id = ${id} order by b.created_at, b.seq`,
    max_bids: sql`select * from max_bids where bidder_id = ${id} order by placed_at`,
    watchlist: sql`select w.lot_id, l.title as lot_title, w.created_at
      from watchlist w join lots l on l.id = w.lot_id where w.user_id = ${id} order by w.created_at`,
    invoices: sql`select * from (${invoicesOf(id)}) i order by i.created_at`,
    invoice_lines: sql`select * from invoice_lines where invoice_id in (${invoiceIds}) order by invoice_id, position`,
    payments: sql`select id, invoice_id, kind, method, amount_cents, received_on, reference, reason, created_at
      from payments where invoice_id in (${invoiceIds}) order by created_at`,
    pickup_bookings: sql`select * from pickup_bookings where invoice_id in (${invoiceIds})`,
    payment_flags: sql`select * from bidder_payment_flags where user_id = ${id} order by flagged_at`,
    tax_exemptions: sql`select id, exemption_number, expires_on, note, revoked_at, created_at
      from tax_exemptions where user_id = ${id} order by created_at`,
    consignor: sql`select id, number, name, company, email, phone, address, gst_hst_number, payout_method,
        payout_email, deposit_institution, deposit_transit, right(deposit_account, 4) as deposit_account_last4,
        notes, created_at
      from consignors where user_id = ${id}`,
    mails: sql`select subject, status, created_at, sent_at from outbox where "to" = ${row.email} order by created_at`,
    marketing_consents: consent.historySql(id),
    audit_trail: sql`select action, before, after, created_at from audit_log
      where entity = 'user' and entity_id = ${id} order by created_at`,
  } satisfies Record<string, SQL>;
  const data: Record<string, unknown[]> = {};
  for (const [name, query] of Object.entries(sections)) data[name] = await jsonRows(db, query);
  const { password_hash: _hash, token_version: _version, ...account } = row;
  return {
    exported_at: new Date().toISOString(),
    account: { ...account, roles: rolesOf(row), status: statusOf(row) },
    ...data,
  };
}

/**
 * Erasure on request (decision 0044): the person's name, e-mail, phone, address and password go,
 * with their watchlist, open links and copies of mails; the bids, invoices, payments and flags the
 * books and the law need stay, under the anonymised account.
 */
export async function eraseUser(
  { db, sessions, consent }: { db: Database; sessions: Pick<Sessions, 'ended'>; consent: PersonConsent },
  id: string,
  confirmation: string,
  actor: AdminActor,
): Promise<AdminUserDetail> {
  if (id === actor.id) throw new AppError('CONFLICT', messages.eraseSelf);
  const tokenVersion = await db.transaction(async (tx) => {
    const row = await lockLiveUser(tx, id);
    if (confirmation.trim().toLowerCase() !== row.email) {
      throw fieldError('VALIDATION_FAILED', 'confirmation', messages.eraseConfirmation);
    }
    if (rolesOf(row).includes('Admin')) throw new AppError('CONFLICT', messages.eraseAdmin);
    const consignor = await oneOf<{ number: number | string }>(
      tx,
      sql`select number from consignors where user_id = ${id} limit 1`,
    );
    if (consignor) {
      throw new AppError(
        'CONFLICT',
        messages.eraseConsignor(formatConsignorNumber(Number(consignor.number))),
      );
    }
    const unpaid = await oneOf(
      tx,
      sql`select id from (${invoicesOf(id)}) i where i.status in ('draft', 'issued', 'partially_paid') limit 1`,
    );
    if (unpaid) throw new AppError('CONFLICT', messages.eraseUnpaid);

    const [after] = await tx
      .update(users)
      .set({
        email: erasedEmailOf(id),
        name: 'Erased user',
        first_name: '',
        phone: '',
        address: null,
        password_hash: erasedPasswordHash,
        erased_at: sql`now()`,
        roles: [],
        email_verified_at: null,
        marketing_consent: false,
        marketing_consent_at: null,
        token_version: sql`${users.token_version} + 1`,
        updated_at: sql`now()`,
      })
      .where(eq(users.id, id))
      .returning({ token_version: users.token_version });
    await tx.execute(sql`delete from watchlist where user_id = ${id}`);
    await tx.execute(sql`delete from one_time_tokens where user_id = ${id}`);
    await tx.execute(sql`delete from outbox where "to" = ${row.email}`);
    await consent.erase(tx, id, new Date());
    await tx.execute(
      sql`update auction_registrations set name = case when kind = 'floor' then 'Erased user' end,
        phone = null, email = null, address = null, id_note = null where user_id = ${id}`,
    );
    // The entry names no one: the account's id is all the trail keeps of the person from now on.
    await auditUser(tx, actor, 'user.erased', id, {
      before: { status: statusOf(row), roles: rolesOf(row) },
      after: { status: 'erased' },
    });
    return after?.token_version ?? 0;
  });
  await sessions.ended(id, { token_version: tokenVersion });
  const [row] = await db.select().from(users).where(eq(users.id, id));
  if (!row) throw new AppError('NOT_FOUND', messages.notFound);
  return adminUserDetail(db, row);
}

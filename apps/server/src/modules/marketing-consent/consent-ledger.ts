import { consentWording } from '@auction/contracts';
import { sql } from 'drizzle-orm';
import { oneOf, type Queryable } from '../../db/queries';
import type { ConsentSource } from '../../db/schema';
import { AppError } from '../../errors';
import { erasedEmailOf } from '../admin-users/user-status';

/** One grant or withdrawal of consent to marketing e-mail, with the evidence CASL asks for. */
export interface ConsentChange {
  userId: string;
  granted: boolean;
  source: ConsentSource;
  /** The exact words the person saw (the contract's `consentWording`). */
  wording: string;
  campaignId?: string | null;
  ip?: string | null;
  userAgent?: string | null;
  /** The staff member who recorded it, for `staff`. */
  recordedBy?: string | null;
}

/**
 * Sources recorded even when the answer does not change: the sign-up form is the first answer, an
 * unsubscribe is the person's request (proof that it was heard, per campaign), erasure closes the
 * record. A profile switch or staff entry that repeats the current answer adds nothing.
 */
const alwaysRecorded: ReadonlySet<ConsentSource> = new Set([
  'sign_up_form',
  'unsubscribe_link',
  'unsubscribe_header',
  'erasure',
]);

/**
 * The one way consent changes: `users.marketing_consent` (and its time) become the new answer and
 * the ledger gains a row, on the caller's transaction so both happen or neither. Returns whether a
 * row was added.
 */
export async function recordConsent(tx: Queryable, change: ConsentChange, now: Date): Promise<boolean> {
  const user = await oneOf<{ email: string; marketing_consent: boolean }>(
    tx,
    sql`select email, marketing_consent from users where id = ${change.userId} for update`,
  );
  if (!user) throw new AppError('NOT_FOUND', 'No such person.');
  const changed = user.marketing_consent !== change.granted;
  if (!changed && !alwaysRecorded.has(change.source)) return false;
  const at = now.toISOString();
  if (changed) {
    await tx.execute(
      sql`update users set marketing_consent = ${change.granted}, marketing_consent_at = ${at}::timestamptz,
        updated_at = now() where id = ${change.userId}`,
    );
  }
  await tx.execute(
    sql`insert into marketing_consents
      (user_id, email, granted, source, wording, campaign_id, ip, user_agent, recorded_by, created_at)
    values (${change.userId}, ${user.email}, ${change.granted}, ${change.source}, ${change.wording},
      ${change.campaignId ?? null}, ${change.ip ?? null}, ${clip(change.userAgent)}, ${change.recordedBy ?? null},
      ${at}::timestamptz)`,
  );
  return true;
}

/** A user agent is evidence, not a payload: a hostile client cannot fill the ledger with megabytes. */
function clip(userAgent: string | null | undefined): string | null {
  return userAgent ? userAgent.slice(0, 500) : null;
}

/**
 * On erasure (decision 0044): the ledger keeps what was agreed, how and when, but no longer whose
 * address or device it was; then a withdrawal row closes it. Run after the account is anonymised,
 * on the erasure's transaction (the ledger's trigger allows exactly this change).
 */
export async function eraseFromLedger(tx: Queryable, userId: string, now: Date): Promise<void> {
  await tx.execute(
    sql`update marketing_consents set email = ${erasedEmailOf(userId)}, ip = null, user_agent = null
      where user_id = ${userId}`,
  );
  await recordConsent(
    tx,
    { userId, granted: false, source: 'erasure', wording: consentWording.erasure },
    now,
  );
}

import type { TaxExemption } from '@auction/contracts';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { AppError } from '../../errors';
import { recordAudit } from '../../platform/audit.repository';
import type { MediaStore } from '../media/media-store';
import { isoOrNull, oneOf, type Queryable, rowsOf } from './invoice-queries';
import { recomputeTotals } from './recompute-totals';

/**
 * Who an exemption belongs to: a buyer's account, or a floor buyer registered at the desk without
 * one (decision 0051), by their registration.
 */
export type ExemptionHolder = { user_id: string } | { registration_id: string };

/** The holder's column and id, for the queries. */
function holderWhere(holder: ExemptionHolder, alias: string) {
  return 'user_id' in holder
    ? sql`${sql.raw(alias)}.user_id = ${holder.user_id}::uuid`
    : sql`${sql.raw(alias)}.registration_id = ${holder.registration_id}::uuid`;
}

interface ExemptionRow {
  id: string;
  user_id: string | null;
  registration_id: string | null;
  exemption_number: string;
  expires_on: string | null;
  note: string;
  certificate_key: string | null;
  created_at: unknown;
  recorded_by_name: string | null;
  revoked_at: unknown;
}

const selectExemption = sql`select x.id, x.user_id, x.registration_id, x.exemption_number, x.expires_on::text as expires_on, x.note,
  x.certificate_key, x.created_at, u.name as recorded_by_name, x.revoked_at
  from tax_exemptions x left join users u on u.id = x.recorded_by`;

/** An exemption applies while it is not revoked and its expiry day has not passed. */
export function exemptionInForce(row: { expires_on: string | null; revoked_at: unknown }, today: string) {
  return row.revoked_at === null && (row.expires_on === null || row.expires_on >= today);
}

function exemptionJson(row: ExemptionRow, today: string): TaxExemption {
  return {
    id: row.id,
    user_id: row.user_id,
    registration_id: row.registration_id,
    exemption_number: row.exemption_number,
    expires_on: row.expires_on,
    note: row.note,
    has_certificate: row.certificate_key !== null,
    recorded_at: isoOrNull(row.created_at) ?? '',
    recorded_by_name: row.recorded_by_name,
    revoked_at: isoOrNull(row.revoked_at),
    in_force: exemptionInForce(row, today),
  };
}

/** A buyer's drafts take up (or lose) an exemption at once; issued invoices keep what they were issued with. */
export async function recomputeDraftsOf(tx: Queryable, holder: ExemptionHolder): Promise<void> {
  const drafts = await rowsOf<{ id: string }>(
    tx,
    'user_id' in holder
      ? sql`select id from invoices where buyer_user_id = ${holder.user_id}::uuid and status = 'draft'`
      : sql`select id from invoices where registration_id = ${holder.registration_id}::uuid and status = 'draft'`,
  );
  for (const draft of drafts) await recomputeTotals(tx, draft.id);
}

export const exemptionHolderMessages = {
  userNotFound: 'User not found.',
  registrationNotFound: 'Registration not found.',
  hasAccount:
    'This buyer has an account: record the exemption on their account, so it follows them to every sale.',
} as const;

/**
 * The holder, which must exist; a registration holds an exemption only when it is a floor
 * registration with no account linked (an account holder's exemption is on the account).
 */
export async function findHolder(db: Queryable, holder: ExemptionHolder): Promise<void> {
  if ('user_id' in holder) {
    const user = await oneOf<{ id: string }>(
      db,
      sql`select id from users where id = ${holder.user_id}::uuid`,
    );
    if (!user) throw new AppError('NOT_FOUND', exemptionHolderMessages.userNotFound);
    return;
  }
  const registration = await oneOf<{ kind: string; user_id: string | null }>(
    db,
    sql`select kind, user_id from auction_registrations where id = ${holder.registration_id}::uuid`,
  );
  if (!registration) throw new AppError('NOT_FOUND', exemptionHolderMessages.registrationNotFound);
  if (registration.kind !== 'floor' || registration.user_id !== null) {
    throw new AppError('CONFLICT', exemptionHolderMessages.hasAccount);
  }
}

/** Staff's view of buyers' exemptions: the list, the scanned certificate and revocation with a reason. */
export function createTaxExemptions(deps: { db: Database; media: MediaStore; today: () => Promise<string> }) {
  const { db } = deps;

  async function find(id: string): Promise<ExemptionRow> {
    const row = await oneOf<ExemptionRow>(db, sql`${selectExemption} where x.id = ${id}::uuid`);
    if (!row) throw new AppError('NOT_FOUND', 'Tax exemption not found.');
    return row;
  }

  return {
    async one(id: string): Promise<TaxExemption> {
      return exemptionJson(await find(id), await deps.today());
    },

    /** Every exemption recorded for a buyer, newest first, revoked and expired ones included. */
    async listFor(holder: ExemptionHolder): Promise<TaxExemption[]> {
      await findHolder(db, holder);
      const rows = await rowsOf<ExemptionRow>(
        db,
        sql`${selectExemption} where ${holderWhere(holder, 'x')} order by x.created_at desc, x.id`,
      );
      const today = await deps.today();
      return rows.map((row) => exemptionJson(row, today));
    },

    /** The scanned certificate's bytes and type, for staff only. */
    async certificate(id: string): Promise<{ bytes: Buffer; type: string; fileName: string }> {
      const row = await find(id);
      const bytes = row.certificate_key ? await deps.media.getPrivate?.(row.certificate_key) : null;
      if (!row.certificate_key || !bytes)
        throw new AppError('NOT_FOUND', 'This exemption has no certificate.');
      const extension = row.certificate_key.split('.').pop() ?? 'pdf';
      const type = extension === 'pdf' ? 'application/pdf' : `image/${extension}`;
      const safeNumber = row.exemption_number.replace(/[^A-Za-z0-9-]+/g, '-').slice(0, 60) || 'exemption';
      return {
        bytes,
        type,
        fileName: `tax-exemption-${safeNumber}.${extension === 'jpeg' ? 'jpg' : extension}`,
      };
    },

    /** Revokes an exemption with a reason: audited, and the buyer's drafts are taxed again at once. */
    async revoke(id: string, reason: string, actorId: string): Promise<TaxExemption> {
      await db.transaction(async (tx) => {
        const row = await oneOf<{
          id: string;
          user_id: string | null;
          registration_id: string | null;
          exemption_number: string;
        }>(
          tx,
          sql`update tax_exemptions set revoked_at = now() where id = ${id}::uuid and revoked_at is null
          returning id, user_id, registration_id, exemption_number`,
        );
        if (!row) {
          const existing = await oneOf<{ id: string }>(
            tx,
            sql`select id from tax_exemptions where id = ${id}::uuid`,
          );
          if (!existing) throw new AppError('NOT_FOUND', 'Tax exemption not found.');
          throw new AppError('CONFLICT', 'This exemption has already been revoked.');
        }
        await recordAudit(tx, {
          actorId,
          action: 'tax_exemption.revoked',
          entity: row.user_id ? 'user' : 'registration',
          entityId: row.user_id ?? row.registration_id ?? row.id,
          after: { exemption_id: row.id, number: row.exemption_number, reason },
        });
        if (row.user_id) await recomputeDraftsOf(tx, { user_id: row.user_id });
        if (row.registration_id) await recomputeDraftsOf(tx, { registration_id: row.registration_id });
      });
      return this.one(id);
    },
  };
}
export type TaxExemptionsService = ReturnType<typeof createTaxExemptions>;

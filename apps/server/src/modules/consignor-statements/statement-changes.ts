import type { PayoutBody } from '@auction/contracts';
import { eq, sql } from 'drizzle-orm';
import { oneOf, rowsOf } from '../../db/queries';
import { consignorPayouts, consignorStatements } from '../../db/schema';
import { AppError, fieldError } from '../../errors';
import { recordAudit } from '../../platform/audit.repository';
import { money } from '../invoice-documents/pdf-pieces';
import { linePaidNow, notFound, type Tx } from './statement-queries';

/** Who changed a statement, for the audit log. */
export interface StatementActor {
  id: string;
  ip?: string | null;
}

interface LockedStatement {
  id: string;
  consignor_id: string;
  status: 'draft' | 'final' | 'paid';
  net_payout_cents: number;
  paid_cents: number;
}

export async function lockStatement(tx: Tx, id: string): Promise<LockedStatement> {
  const row = await oneOf<LockedStatement>(
    tx,
    sql`select id, consignor_id, status, net_payout_cents, paid_cents from consignor_statements
      where id = ${id}::uuid for update`,
  );
  if (!row) throw notFound();
  return { ...row, net_payout_cents: Number(row.net_payout_cents), paid_cents: Number(row.paid_cents) };
}

export async function auditStatement(
  tx: Tx,
  actor: StatementActor | null,
  action: string,
  statementId: string,
  change: { before?: unknown; after?: unknown },
) {
  await recordAudit(tx, {
    actorId: actor?.id ?? null,
    action: `consignor_statement.${action}`,
    entity: 'consignor_statement',
    entityId: statementId,
    before: change.before,
    after: change.after,
    ip: actor?.ip ?? null,
  });
}

/**
 * Makes a draft final: only when every sold lot's buyer has paid, as of this moment, unless staff
 * give a reason. The lines keep the paid state they were finalised with. Nothing owed at all
 * (a $0.00 statement) is paid at once.
 */
export async function finaliseStatement(
  tx: Tx,
  id: string,
  overrideReason: string | undefined,
  actor: StatementActor,
): Promise<void> {
  const statement = await lockStatement(tx, id);
  if (statement.status !== 'draft') throw new AppError('CONFLICT', 'This statement is already final.');
  const unpaid = await rowsOf<{ reference: string }>(
    tx,
    sql`select sl.reference from consignor_statement_lines sl
      where sl.statement_id = ${id}::uuid and sl.outcome = 'sold' and not ${linePaidNow} order by sl.position`,
  );
  const reason = overrideReason?.trim() || null;
  if (unpaid.length > 0 && !reason) {
    const references = unpaid.map((line) => line.reference);
    const listed =
      references.slice(0, 20).join(', ') +
      (references.length > 20 ? ` and ${references.length - 20} more` : '');
    throw new AppError(
      'STATEMENT_BUYERS_UNPAID',
      `The buyers of ${references.length === 1 ? 'lot' : 'lots'} ${listed} have not paid yet. Wait until they have, or give a reason to finalise now.`,
    );
  }
  await tx.execute(
    sql`update consignor_statement_lines sl set buyer_paid = (sl.outcome = 'sold' and ${linePaidNow})
      where sl.statement_id = ${id}::uuid`,
  );
  const status = statement.net_payout_cents === 0 ? 'paid' : 'final';
  await tx
    .update(consignorStatements)
    .set({
      status,
      finalised_at: sql`now()`,
      finalised_by: actor.id,
      override_reason: unpaid.length > 0 ? reason : null,
      updated_at: sql`now()`,
    })
    .where(eq(consignorStatements.id, id));
  await auditStatement(tx, actor, 'finalised', id, {
    before: { status: 'draft' },
    after: {
      status,
      override_reason: unpaid.length > 0 ? reason : null,
      unpaid_lots: unpaid.map((l) => l.reference),
    },
  });
}

/** The status a final statement has with this much paid: `paid` once nothing is owed. */
function statusFor(net: number, paid: number): 'final' | 'paid' {
  return paid >= net ? 'paid' : 'final';
}

/**
 * Records money paid to the consignor on a final statement, never more than is still owed. The
 * same idempotency key twice records one payout; a key used for something else is refused.
 */
export async function recordPayout(
  tx: Tx,
  id: string,
  body: PayoutBody,
  actor: StatementActor,
): Promise<boolean> {
  const statement = await lockStatement(tx, id);
  if (body.idempotency_key) {
    const earlier = await oneOf<{ statement_id: string; amount_cents: string | number }>(
      tx,
      sql`select statement_id, amount_cents from consignor_payouts where idempotency_key = ${body.idempotency_key}`,
    );
    if (earlier) {
      if (earlier.statement_id === id && Number(earlier.amount_cents) === body.amount_cents) return false;
      throw new AppError(
        'IDEMPOTENCY_KEY_REUSED',
        'This key was already used for another payout; try again.',
      );
    }
  }
  if (statement.status === 'draft')
    throw new AppError('CONFLICT', 'Finalise the statement before paying it.');
  const outstanding = Math.max(0, statement.net_payout_cents - statement.paid_cents);
  if (outstanding === 0) throw new AppError('CONFLICT', 'Nothing is owed on this statement.');
  if (body.amount_cents > outstanding) {
    throw fieldError(
      'VALIDATION_FAILED',
      'amount_cents',
      `The amount is more than the ${money(outstanding)} still owed.`,
    );
  }
  const [payout] = await tx
    .insert(consignorPayouts)
    .values({
      statement_id: id,
      consignor_id: statement.consignor_id,
      kind: 'payout',
      method: body.method,
      amount_cents: body.amount_cents,
      reference: body.reference,
      paid_on: body.paid_on,
      note: body.note,
      idempotency_key: body.idempotency_key ?? null,
      recorded_by: actor.id,
    })
    .returning();
  const paid = statement.paid_cents + body.amount_cents;
  const status = statusFor(statement.net_payout_cents, paid);
  await tx
    .update(consignorStatements)
    .set({ paid_cents: paid, status, updated_at: sql`now()` })
    .where(eq(consignorStatements.id, id));
  await auditStatement(tx, actor, 'payout_recorded', id, {
    before: { status: statement.status, paid_cents: statement.paid_cents },
    after: { status, paid_cents: paid, payout },
  });
  return true;
}

/** Undoes a payout once, by a reversal row; a statement it reopens is final again. */
export async function reversePayout(
  tx: Tx,
  id: string,
  payoutId: string,
  note: string,
  today: string,
  actor: StatementActor,
): Promise<void> {
  const statement = await lockStatement(tx, id);
  const payout = await oneOf<{
    id: string;
    kind: string;
    method: string;
    amount_cents: string | number;
    reference: string;
  }>(
    tx,
    sql`select id, kind, method, amount_cents, reference from consignor_payouts
      where id = ${payoutId}::uuid and statement_id = ${id}::uuid`,
  );
  if (payout?.kind !== 'payout') throw new AppError('NOT_FOUND', 'This payout does not exist.');
  const reversed = await oneOf(
    tx,
    sql`select id from consignor_payouts where reverses_id = ${payoutId}::uuid`,
  );
  if (reversed) throw new AppError('CONFLICT', 'This payout has already been reversed.');
  const amount = Number(payout.amount_cents);
  const [row] = await tx
    .insert(consignorPayouts)
    .values({
      statement_id: id,
      consignor_id: statement.consignor_id,
      kind: 'reversal',
      method: payout.method as PayoutBody['method'],
      amount_cents: amount,
      reference: payout.reference,
      paid_on: today,
      note,
      reverses_id: payoutId,
      recorded_by: actor.id,
    })
    .returning();
  const paid = statement.paid_cents - amount;
  const status = statusFor(statement.net_payout_cents, paid);
  await tx
    .update(consignorStatements)
    .set({ paid_cents: paid, status, updated_at: sql`now()` })
    .where(eq(consignorStatements.id, id));
  await auditStatement(tx, actor, 'payout_reversed', id, {
    before: { status: statement.status, paid_cents: statement.paid_cents },
    after: { status, paid_cents: paid, reversal: row },
  });
}

import { eq } from 'drizzle-orm';
import type { Transaction } from '../../db/database';
import { consignors } from '../../db/schema';
import { AppError } from '../../errors';
import { recordAudit } from '../../platform/audit.repository';

/** What every change to a consignor record shares: who made it, the row lock, the audit row. */
export interface ConsignorActor {
  id: string;
  ip?: string | null;
}

export type ConsignorRow = typeof consignors.$inferSelect;
export type Tx = Transaction;

export const notFound = () => new AppError('NOT_FOUND', 'This consignor does not exist.');

export async function audit(
  tx: Tx,
  actor: ConsignorActor,
  action: string,
  entityId: string,
  change: { before?: unknown; after?: unknown },
) {
  await recordAudit(tx, {
    actorId: actor.id,
    action,
    entity: 'consignor',
    entityId,
    before: change.before,
    after: change.after,
    ip: actor.ip ?? null,
  });
}

/** The record, locked until the transaction ends, so two changes to it run one after the other. */
export async function lockConsignor(tx: Tx, id: string): Promise<ConsignorRow> {
  const [consignor] = await tx.select().from(consignors).where(eq(consignors.id, id)).for('update');
  if (!consignor) throw notFound();
  return consignor;
}

import { eq, sql } from 'drizzle-orm';
import type { Transaction } from '../../db/database';
import { oneOf } from '../../db/queries';
import { type UserRow, users } from '../../db/schema';
import { AppError } from '../../errors';
import { recordAudit } from '../../platform/audit.repository';
import { statusOf } from './user-status';

/** What every change an Admin makes to an account shares: who made it, the row lock, the audit row. */
export interface AdminActor {
  id: string;
  ip?: string | null;
}

export type Tx = Transaction;

export const adminUserMessages = {
  notFound: 'This user does not exist.',
  erased: 'This account has been erased; nothing about it can change any more.',
  ownAdminRole: 'You cannot remove your own Admin role. Ask another Admin to do it.',
  lastAdmin: 'This is the last Admin. Give another user the Admin role first.',
  disableSelf: 'You cannot disable your own account.',
  resetDisabled: 'This account is disabled. Enable it before sending a password reset link.',
  alreadyVerified: 'This e-mail address is already verified.',
  eraseSelf: 'You cannot erase your own account.',
  eraseAdmin: 'An Admin cannot be erased. Remove the Admin role first.',
  eraseUnpaid: 'This user has unpaid invoices. Erase them only once every invoice is paid or void.',
  eraseConsignor: (number: string) =>
    `This user signs in as consignor ${number}. Unlink them on the consignor's page first.`,
  eraseConfirmation: 'Type the e-mail address of this account exactly to confirm.',
  resetSent: (email: string) => `A password reset link is on its way to ${email}.`,
} as const;

export async function auditUser(
  tx: Tx,
  actor: AdminActor,
  action: string,
  userId: string,
  change: { before?: unknown; after?: unknown },
) {
  await recordAudit(tx, {
    actorId: actor.id,
    action,
    entity: 'user',
    entityId: userId,
    before: change.before,
    after: change.after,
    ip: actor.ip ?? null,
  });
}

/** The account, locked until the transaction ends, so two changes to it run one after the other. */
export async function lockUser(tx: Tx, id: string): Promise<UserRow> {
  const [row] = await tx.select().from(users).where(eq(users.id, id)).for('update');
  if (!row) throw new AppError('NOT_FOUND', adminUserMessages.notFound);
  return row;
}

/** A locked account that is not erased: an erased one keeps no roles, state or links. */
export async function lockLiveUser(tx: Tx, id: string): Promise<UserRow> {
  const row = await lockUser(tx, id);
  if (statusOf(row) === 'erased') throw new AppError('CONFLICT', adminUserMessages.erased);
  return row;
}

/**
 * Whether an Admin other than `userId` can still sign in. Every enabled Admin's row is locked
 * first, so two Admins taking the role from each other at once cannot both succeed.
 */
export async function anotherAdminRemains(tx: Tx, userId: string): Promise<boolean> {
  await tx.execute(
    sql`select id from users where 'Admin' = any(roles) and disabled_at is null and erased_at is null order by id for update`,
  );
  const other = await oneOf<{ id: string }>(
    tx,
    sql`select id from users where 'Admin' = any(roles) and disabled_at is null and erased_at is null and id <> ${userId} limit 1`,
  );
  return other !== null;
}

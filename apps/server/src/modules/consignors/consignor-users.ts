import { formatConsignorNumber } from '@auction/domain';
import { eq, sql } from 'drizzle-orm';
import { oneOf } from '../../db/queries';
import { consignors, users } from '../../db/schema';
import { AppError } from '../../errors';
import { audit, type ConsignorActor, lockConsignor, type Tx } from './consignor-changes';

/** Gives the user the Consignor role (once). */
async function grantRole(tx: Tx, userId: string) {
  await tx
    .update(users)
    .set({
      roles: sql`case when 'Consignor' = any(${users.roles}) then ${users.roles} else array_append(${users.roles}, 'Consignor') end`,
      updated_at: sql`now()`,
    })
    .where(eq(users.id, userId));
}

/** Takes the Consignor role away when no consignor record names the user any more. */
async function dropRoleIfUnlinked(tx: Tx, userId: string) {
  const still = await oneOf(tx, sql`select id from consignors where user_id = ${userId}`);
  if (still) return;
  await tx
    .update(users)
    .set({ roles: sql`array_remove(${users.roles}, 'Consignor')`, updated_at: sql`now()` })
    .where(eq(users.id, userId));
}

/**
 * Links the user who signs in as this consignor. A user is linked to one record at most; linking
 * another user in their place unlinks the first, who loses the role.
 */
export async function linkUser(tx: Tx, consignorId: string, userId: string, actor: ConsignorActor) {
  const consignor = await lockConsignor(tx, consignorId);
  const user = await oneOf<{ id: string; email: string }>(
    tx,
    sql`select id, email from users where id = ${userId} for update`,
  );
  if (!user) {
    throw new AppError('VALIDATION_FAILED', undefined, { user_id: ['That user does not exist.'] });
  }
  if (consignor.user_id === userId) return;
  const other = await oneOf<{ number: number }>(
    tx,
    sql`select number from consignors where user_id = ${userId} and id <> ${consignorId}`,
  );
  if (other) {
    throw new AppError(
      'CONFLICT',
      `This user is already linked to consignor ${formatConsignorNumber(Number(other.number))}.`,
    );
  }
  const previous = consignor.user_id;
  await tx
    .update(consignors)
    .set({ user_id: userId, updated_at: sql`now()` })
    .where(eq(consignors.id, consignorId));
  if (previous) await dropRoleIfUnlinked(tx, previous);
  await grantRole(tx, userId);
  await audit(tx, actor, 'consignor.user_linked', consignorId, {
    before: { user_id: previous },
    after: { user_id: userId, email: user.email },
  });
}

export async function unlinkUser(tx: Tx, consignorId: string, actor: ConsignorActor) {
  const consignor = await lockConsignor(tx, consignorId);
  const previous = consignor.user_id;
  if (!previous) return;
  await tx
    .update(consignors)
    .set({ user_id: null, updated_at: sql`now()` })
    .where(eq(consignors.id, consignorId));
  await dropRoleIfUnlinked(tx, previous);
  await audit(tx, actor, 'consignor.user_unlinked', consignorId, { before: { user_id: previous } });
}

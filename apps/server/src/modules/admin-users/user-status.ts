import type { AdminUserStatus } from '@auction/contracts';
import type { UserRow } from '../../db/schema';
import { isLocked } from '../auth/account-lock';

/** An erased account's address: unique, never deliverable (`.invalid` is reserved for this). */
export const erasedDomain = 'erased.invalid';

export function erasedEmailOf(userId: string): string {
  return `erased-${userId}@${erasedDomain}`;
}

/** Erased (anonymised, decision 0044), disabled (the password hash locked) or active. */
export function statusOf(row: Pick<UserRow, 'email' | 'password_hash'>): AdminUserStatus {
  if (row.email.endsWith(`@${erasedDomain}`)) return 'erased';
  return isLocked(row.password_hash) ? 'disabled' : 'active';
}

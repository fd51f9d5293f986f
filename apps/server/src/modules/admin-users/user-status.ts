import type { AdminUserStatus } from '@auction/contracts';
import type { UserRow } from '../../db/schema';
import { isDisabled } from '../auth/account-lock';

/** An erased account's address: unique, never deliverable (`.invalid` is reserved for this). */
export const erasedDomain = 'erased.invalid';

export function erasedEmailOf(userId: string): string {
  return `erased-${userId}@${erasedDomain}`;
}

/** Erased (anonymised, decision 0044), disabled or active, from their columns (decision 0051). */
export function statusOf(row: Pick<UserRow, 'disabled_at' | 'erased_at'>): AdminUserStatus {
  if (row.erased_at !== null) return 'erased';
  return isDisabled(row) ? 'disabled' : 'active';
}

import type { UserRow } from '../../db/schema';

/**
 * A disabled account has `disabled_at` set; an erased one `erased_at` (decision 0051). Before
 * those columns a disabled account's password hash carried a `!`, as `passwd -l` locks a Unix
 * account (decision 0044): a row disabled then may still have it, so a password is checked
 * against the hash without it, and enabling takes it off. An erased account's hash is the mark
 * and a word, which no password ever matches.
 */
export const erasedPasswordHash = '!erased';

export const accountDisabledMessage =
  'This account has been disabled. Please contact the auction house if you think this is a mistake.';

export function isDisabled(row: Pick<UserRow, 'disabled_at'>): boolean {
  return row.disabled_at !== null;
}

/** The hash a password is checked against: a leftover lock mark taken off. */
export function unlockedHash(passwordHash: string): string {
  return passwordHash.replace(/^!+/, '');
}

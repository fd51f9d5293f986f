/**
 * A disabled account (decision 0044) keeps its password hash behind a `!`, as `passwd -l` locks a
 * Unix account: nothing verifies against it, enabling takes the mark off and the password works
 * again. An erased account's hash is the mark and a word, which no password ever matches.
 */
const lockMark = '!';

export const erasedPasswordHash = '!erased';

export const accountDisabledMessage =
  'This account has been disabled. Please contact the auction house if you think this is a mistake.';

export function isLocked(passwordHash: string): boolean {
  return passwordHash.startsWith(lockMark);
}

export function lockedHash(passwordHash: string): string {
  return isLocked(passwordHash) ? passwordHash : `${lockMark}${passwordHash}`;
}

/** The hash a password is checked against: a locked one without its mark. */
export function unlockedHash(passwordHash: string): string {
  return passwordHash.replace(/^!+/, '');
}

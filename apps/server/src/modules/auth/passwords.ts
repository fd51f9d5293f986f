import { hash, verify } from '@node-rs/argon2';

/**
 * argon2id (the library's default algorithm) at OWASP's minimum: 19 MiB, two passes, one lane.
 */
const options = { memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export function hashPassword(password: string): Promise<string> {
  return hash(password, options);
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

let dummyHash: Promise<string> | null = null;

/** Spends one verification on a hash nobody owns, so unknown e-mails take as long as known ones. */
export async function verifyAgainstDummy(password: string): Promise<false> {
  dummyHash ??= hashPassword('not a password anyone holds');
  await verifyPassword(await dummyHash, password);
  return false;
}

import { randomBytes } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Config, RuntimeConfig } from './config';

/**
 * JWT_SECRET when set; otherwise a secret generated on first start and kept (mode 0600) in
 * DATA_DIR, so tokens survive restarts without anyone having to invent one.
 */
export async function withJwtSecret(config: Config): Promise<RuntimeConfig> {
  if (config.jwtSecret) return { ...config, jwtSecret: config.jwtSecret };
  await mkdir(config.dataDir, { recursive: true });
  const file = join(config.dataDir, 'jwt-secret');
  try {
    await writeFile(file, `${randomBytes(32).toString('base64url')}\n`, { flag: 'wx', mode: 0o600 });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
  const secret = (await readFile(file, 'utf8')).trim();
  if (secret.length < 32)
    throw new Error(`The JWT secret in ${file} is too short; delete the file to generate a new one.`);
  return { ...config, jwtSecret: secret };
}

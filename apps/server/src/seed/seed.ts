import { randomBytes } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { firstWordOf } from '@auction/domain';
import type { FirstStart } from '../config';
import type { Database } from '../db/database';
import { hashPassword } from '../modules/auth/passwords';
import { settingsDefaults } from '../modules/settings/settings.defaults';
import { createSettingsRepository } from '../modules/settings/settings.repository';
import { createUsersRepository } from '../modules/users/users.repository';
import { demoUsers } from './demo-users';
import { seedCmsPages } from './seed-cms';
import { seedConsentLedger } from './seed-consent-ledger';

export interface SeededAccount {
  email: string;
  password: string;
  roles: string[];
}

/**
 * First start: the settings defaults are written where missing, and an empty users table gets
 * the demo accounts. Their random passwords are returned once (for the log) and kept in
 * DATA_DIR/demo-credentials.txt, readable only by the owner. A house going live
 * (`DEMO_DATA=false`) gets only its first Admin, kept the same way in DATA_DIR/first-admin.txt.
 */
export async function seedDatabase(
  db: Database,
  dataDir: string,
  firstStart: FirstStart = { demo: true },
): Promise<SeededAccount[]> {
  await createSettingsRepository(db).insertMissing(settingsDefaults);
  const users = createUsersRepository(db);
  if ((await users.count()) > 0) return [];
  if (!firstStart.demo) return firstAdmin(db, dataDir, firstStart.adminEmail);

  const now = new Date();
  const accounts: SeededAccount[] = [];
  for (const demo of demoUsers) {
    const password = randomBytes(12).toString('base64url');
    const created = await users.insert({
      email: demo.email,
      name: demo.name,
      first_name: firstWordOf(demo.name),
      phone: demo.phone,
      address: {
        line1: demo.street,
        line2: '',
        city: demo.city,
        province: 'NS',
        postal_code: demo.postalCode,
        country: 'Canada',
      },
      password_hash: await hashPassword(password),
      roles: demo.roles,
      email_verified_at: now,
      terms_accepted_at: now,
    });
    // Another instance seeding the same fresh database at the same moment won that account.
    if (created) accounts.push({ email: demo.email, password, roles: demo.roles });
  }
  if (accounts.length === 0) return [];
  await seedConsentLedger(db);
  await seedCmsPages(db);
  await mkdir(dataDir, { recursive: true });
  await writeFile(join(dataDir, 'demo-credentials.txt'), credentialsText(accounts), { mode: 0o600 });
  return accounts;
}

/** The house's own first Admin, verified, with a random password to change at the first sign-in. */
async function firstAdmin(db: Database, dataDir: string, email: string): Promise<SeededAccount[]> {
  const users = createUsersRepository(db);
  const password = randomBytes(12).toString('base64url');
  const now = new Date();
  const created = await users.insert({
    email,
    name: 'House Admin',
    first_name: 'House',
    password_hash: await hashPassword(password),
    roles: ['Admin'],
    email_verified_at: now,
    terms_accepted_at: now,
  });
  // Another instance starting on the same empty database at the same moment made it.
  if (!created) return [];
  await seedCmsPages(db);
  const account = { email, password, roles: ['Admin'] };
  await mkdir(dataDir, { recursive: true });
  await writeFile(
    join(dataDir, 'first-admin.txt'),
    `First Admin (sign in, then change the password and the name in the profile)\n\n${email} ${password}\n`,
    { mode: 0o600 },
  );
  return [account];
}

export function credentialsText(accounts: SeededAccount[]): string {
  const lines = accounts.map((a) => `${a.roles.join(', ').padEnd(18)} ${a.email.padEnd(32)} ${a.password}`);
  return `Demo accounts (created on first start; change or remove them before going live)\n\n${lines.join('\n')}\n`;
}

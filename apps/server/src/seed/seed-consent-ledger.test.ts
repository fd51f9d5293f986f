import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../test/test-database';
import type { DatabaseHandle } from '../db/database';
import { marketingConsents, users } from '../db/schema';
import { seedDatabase } from './seed';
import { seedConsentLedger } from './seed-consent-ledger';

let database: DatabaseHandle;
let dataDir: string;
beforeAll(async () => {
  database = await createTestDatabase();
  dataDir = await mkdtemp(join(tmpdir(), 'seed-consents-'));
});
afterAll(async () => {
  await database.close();
  await rm(dataDir, { recursive: true, force: true });
});

describe('the demo consent ledger', () => {
  it('gives the demo accounts a sign-up answer, a profile opt-in and an unsubscribe, once', async () => {
    await seedDatabase(database.db, dataDir);
    const rows = await database.db
      .select({
        email: marketingConsents.email,
        granted: marketingConsents.granted,
        source: marketingConsents.source,
      })
      .from(marketingConsents)
      .orderBy(asc(marketingConsents.created_at));
    expect(rows.map((row) => row.source)).toEqual([
      'sign_up_form',
      'sign_up_form',
      'sign_up_form',
      'sign_up_form',
      'sign_up_form',
      'profile',
      'unsubscribe_link',
    ]);
    const current = async (email: string) =>
      (await database.db.select().from(users).where(eq(users.email, email)))[0]?.marketing_consent;
    expect(await current('bidder@harbourside.example')).toBe(true);
    expect(await current('consignor@harbourside.example')).toBe(true);
    expect(await current('bidder2@harbourside.example')).toBe(false);
    expect(await seedConsentLedger(database.db)).toBe(0);
  });
});

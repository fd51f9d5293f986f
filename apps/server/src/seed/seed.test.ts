import { readFile, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';
import { settings, users } from '../db/schema';
import { verifyPassword } from '../modules/auth/passwords';
import { settingKeys } from '../modules/settings/settings.defaults';
import { seedDatabase } from './seed';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('seedDatabase', () => {
  it('creates the demo accounts once, verified, with passwords that work', async () => {
    const accounts = await seedDatabase(t.db, t.dataDir);
    expect(accounts.map((a) => a.email)).toEqual([
      'admin@harbourside.example',
      'staff@harbourside.example',
      'bidder@harbourside.example',
      'bidder2@harbourside.example',
      'consignor@harbourside.example',
    ]);
    // In the order they were made: the demo consent ledger updates some rows after.
    const rows = await t.db.select().from(users).orderBy(asc(users.created_at));
    expect(rows.map((row) => row.roles)).toEqual([
      ['Admin', 'Bidder'],
      ['Staff', 'Bidder'],
      ['Bidder'],
      ['Bidder'],
      ['Consignor', 'Bidder'],
    ]);
    expect(rows.every((row) => row.email_verified_at !== null)).toBe(true);
    const admin = rows.find((row) => row.email === 'admin@harbourside.example');
    expect(await verifyPassword(admin?.password_hash ?? '', accounts[0]?.password ?? '')).toBe(true);
    expect(new Set(accounts.map((a) => a.password)).size).toBe(5);

    expect(await seedDatabase(t.db, t.dataDir)).toEqual([]);
    expect(await t.db.select().from(users)).toHaveLength(5);
  });

  it('writes the credentials to a file only the owner can read', async () => {
    const file = join(t.dataDir, 'demo-credentials.txt');
    expect((await stat(file)).mode & 0o777).toBe(0o600);
    expect(await readFile(file, 'utf8')).toContain('admin@harbourside.example');
  });

  it("writes the settings defaults without overwriting an Admin's changes", async () => {
    await t.db
      .update(settings)
      .set({ value: '"Harbourside Auctions Ltd."' })
      .where(eq(settings.key, 'site_name'));
    await seedDatabase(t.db, t.dataDir);
    const rows = await t.db.select().from(settings);
    // Every setting once; beside them only the push keys the server made at start (decision 0071).
    const own = rows.filter((row) => (settingKeys as readonly string[]).includes(row.key));
    expect(own.length).toBe(settingKeys.length);
    expect(rows.filter((row) => !own.includes(row)).map((row) => row.key)).toEqual(['push_vapid_keys']);
    expect(rows.find((row) => row.key === 'site_name')?.value).toBe('Harbourside Auctions Ltd.');
    expect(rows.find((row) => row.key === 'logo_url')?.value).toBeNull();
  });

  it('makes only the first Admin for a house going live, once, with the password in its own file', async () => {
    const live = await createTestApp();
    try {
      const accounts = await seedDatabase(live.db, live.dataDir, {
        demo: false,
        adminEmail: 'office@example.ca',
      });
      expect(accounts).toEqual([
        { email: 'office@example.ca', password: expect.any(String), roles: ['Admin'] },
      ]);
      const rows = await live.db.select().from(users);
      expect(rows.map((row) => [row.email, row.roles])).toEqual([['office@example.ca', ['Admin']]]);
      expect(await verifyPassword(rows[0]?.password_hash ?? '', accounts[0]?.password ?? '')).toBe(true);
      const file = join(live.dataDir, 'first-admin.txt');
      expect(await readFile(file, 'utf8')).toContain(`office@example.ca ${accounts[0]?.password}`);
      expect((await stat(file)).mode & 0o777).toBe(0o600);
      expect(
        await seedDatabase(live.db, live.dataDir, { demo: false, adminEmail: 'office@example.ca' }),
      ).toEqual([]);
    } finally {
      await live.close();
    }
  });
});

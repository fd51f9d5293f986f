import { join } from 'node:path';
import type { DrawerCountPage } from '@auction/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildUser, tokenFor } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/test-app';
import { localMediaStore } from '../modules/media/media-store';
import { seedDatabase } from './seed';
import { demoShortfallCents, demoShortfallNote, seedCashDrawer } from './seed-cash-drawer';
import { seedCatalogue } from './seed-catalogue';
import { seedInvoices } from './seed-invoices';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await seedDatabase(t.db, t.dataDir);
  await seedCatalogue(t.db, { media: localMediaStore(join(t.dataDir, 'uploads')) });
  await seedInvoices(t.db);
}, 120_000);
afterAll(() => t.close());

describe('the demo cash drawer', () => {
  it('has a counted day, a little short, with its note, and is counted once', async () => {
    const seeded = await seedCashDrawer(t.db);
    expect(seeded).not.toBeNull();
    const token = await tokenFor(t, await buildUser(t, { roles: ['Staff'] }));
    const list = await t.request<DrawerCountPage>({
      method: 'GET',
      url: '/api/admin/cash-drawer/counts',
      token,
    });
    expect(list.body.data).toHaveLength(1);
    const [day] = list.body.data;
    expect(day?.day).toBe(seeded?.day);
    expect(day?.count.over_short).toMatchObject({
      cash_cents: -demoShortfallCents,
      total_cents: -demoShortfallCents,
    });
    expect(day?.count.note).toBe(demoShortfallNote);
    expect(day?.count.expected.cash_cents).toBeGreaterThan(demoShortfallCents);
    expect(await seedCashDrawer(t.db)).toBeNull();
  }, 120_000);
});

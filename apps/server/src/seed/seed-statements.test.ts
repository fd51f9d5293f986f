import { join } from 'node:path';
import type { StatementPage } from '@auction/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildUser, tokenFor } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/test-app';
import { localMediaStore } from '../modules/media/media-store';
import { seedDatabase } from './seed';
import { seedCatalogue } from './seed-catalogue';
import { seedCommissionProfiles } from './seed-commission-profiles';
import { seedConsignors } from './seed-consignors';
import { seedInvoices } from './seed-invoices';
import { seedStatements } from './seed-statements';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await seedDatabase(t.db, t.dataDir);
  await seedCatalogue(t.db, { media: localMediaStore(join(t.dataDir, 'uploads')) });
  await seedInvoices(t.db);
  await seedCommissionProfiles(t.db);
  await seedConsignors(t.db);
}, 180_000);
afterAll(() => t.close());

describe('the demo statements', () => {
  it('settle a past sale with final and paid statements, once', async () => {
    const seeded = await seedStatements(t.db);
    expect(seeded?.statements).toBeGreaterThanOrEqual(2);
    expect(seeded?.paid).toBeGreaterThanOrEqual(1);
    const token = await tokenFor(t, await buildUser(t, { roles: ['Staff'] }));
    const page = await t.request<StatementPage>({
      method: 'GET',
      url: '/api/admin/consignor-statements?per_page=50',
      token,
    });
    const statuses = new Set(page.body.data.map((row) => row.status));
    expect(statuses).toContain('final');
    expect(statuses).toContain('paid');
    expect(page.body.data.every((row) => row.finalised_at !== null)).toBe(true);
    const paid = page.body.data.find((row) => row.status === 'paid' && row.net_payout_cents > 0);
    expect(paid?.paid_cents).toBe(paid?.net_payout_cents);
    expect(await seedStatements(t.db)).toBeNull();
  }, 120_000);
});

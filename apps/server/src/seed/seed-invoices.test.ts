import { join } from 'node:path';
import type { StaffInvoiceDetail, StaffInvoicePage } from '@auction/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildUser, tokenFor } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/test-app';
import { localMediaStore } from '../modules/media/media-store';
import { seedDatabase } from './seed';
import { seedCatalogue } from './seed-catalogue';
import { seedInvoices } from './seed-invoices';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await seedDatabase(t.db, t.dataDir);
  await seedCatalogue(t.db, { media: localMediaStore(join(t.dataDir, 'uploads')) });
});
afterAll(() => t.close());

describe('the demo invoices', () => {
  it('show every state: issued, paid, partly paid, overdue, and a void one with its replacement', async () => {
    const seeded = await seedInvoices(t.db);
    expect(seeded?.invoices).toBeGreaterThanOrEqual(5);
    const token = await tokenFor(t, await buildUser(t, { roles: ['Staff'] }));
    const page = await t.request<StaffInvoicePage>({
      method: 'GET',
      url: '/api/admin/invoices?per_page=50',
      token,
    });
    const shown = new Set(page.body.data.map((row) => row.display_status));
    for (const status of ['issued', 'paid', 'partially_paid', 'overdue', 'void'])
      expect(shown, status).toContain(status);
    // A credit note with its refund: the invoice is settled, what came back is what was credited.
    const credited = page.body.data.filter((row) => row.credited_cents > 0);
    expect(credited).toHaveLength(1);
    expect(credited[0]).toMatchObject({ status: 'paid', balance_cents: 0 });
    expect(credited[0]?.refunded_cents).toBe(credited[0]?.credited_cents);

    // The Cole Harbour sale has terms of its own, and its invoices keep them.
    const own = page.body.data.filter((row) => row.auction_title === 'Cole Harbour Farmhouse Estate');
    expect(own.length).toBeGreaterThan(0);
    for (const row of own.filter((invoice) => invoice.status !== 'void')) {
      const detail = await t.request<StaffInvoiceDetail>({
        method: 'GET',
        url: `/api/admin/invoices/${row.id}`,
        token,
      });
      expect(detail.body.buyer_terms).toMatchObject({
        payment_due: { kind: 'hours', hours: 48 },
        pickup: { kind: 'window', opens: '10:00', closes: '16:00' },
        shipping_offered: false,
      });
    }
    expect(await seedInvoices(t.db)).toBeNull();
  }, 120_000);
});

import { join } from 'node:path';
import type { Report } from '@auction/contracts';
import { calendarDateIn } from '@auction/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildUser, tokenFor } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/test-app';
import { rowsOf } from '../db/queries';
import { localMediaStore } from '../modules/media/media-store';
import { seedDatabase } from './seed';
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

const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);

describe("the demo's GST/HST return", () => {
  it('equals its invoices less its credit notes, worked out by hand from their lines', async () => {
    // By hand: every issued invoice's lines as the invoice charged them, and every credit note's.
    const invoices = await rowsOf<{ id: string; tax: string; taxable: string; untaxed: string }>(
      t.db,
      sql`select i.id, i.tax_cents as tax,
          greatest(0, sum(case when l.kind = 'lot' then l.amount_cents + l.premium_cents
            when l.kind = 'charge' and l.taxable then l.amount_cents
            when l.kind = 'credit' and coalesce(l.charge_type, '') <> 'deposit' then -l.amount_cents else 0 end)) as taxable,
          coalesce(sum(l.amount_cents) filter (where l.kind = 'charge' and not l.taxable), 0) as untaxed
        from invoices i join invoice_lines l on l.invoice_id = i.id
        where i.status not in ('draft', 'void') group by i.id`,
    );
    const notes = await rowsOf<{ tax: string; base: string }>(
      t.db,
      sql`select c.tax_cents as tax, sum(l.amount_cents + l.premium_cents) as base
        from credit_notes c join credit_note_lines l on l.credit_note_id = c.id group by c.id`,
    );
    expect(notes.length).toBeGreaterThanOrEqual(1);
    const line103 = sum(invoices.map((row) => Number(row.tax))) - sum(notes.map((row) => Number(row.tax)));
    const line101 =
      sum(invoices.map((row) => Number(row.taxable) + Number(row.untaxed))) -
      sum(notes.map((row) => Number(row.base)));

    const token = await tokenFor(t, await buildUser(t, { roles: ['Staff'] }));
    const today = calendarDateIn(new Date(), 'America/Halifax');
    const from = calendarDateIn(new Date(Date.now() - 300 * 86_400_000), 'America/Halifax');
    const report = await t.request<Report>({
      method: 'GET',
      url: `/api/admin/reports/tax?from=${from}&to=${today}`,
      token,
    });
    expect(report.status, report.text).toBe(200);
    const lines = report.body.sections.find((section) => section.id === 'gst-hst-return')?.rows ?? [];
    const amount = (line: string) => lines.find((row) => row.line === line)?.amount_cents;
    expect(amount('103')).toBe(line103);
    expect(amount('101')).toBe(line101);
    // The demo's credit note takes tax off: the return is less than the invoices' tax alone.
    expect(line103).toBeLessThan(sum(invoices.map((row) => Number(row.tax))));
  }, 120_000);
});

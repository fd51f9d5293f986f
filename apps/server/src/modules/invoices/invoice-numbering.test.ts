import type { StaffInvoiceDetail, StaffInvoicePage } from '@auction/contracts';
import { parseInvoiceNumber } from '@auction/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildAuction, buildLot, buildRegistration, buildUser, tokenFor } from '../../../test/factories';
import { createTestApp, type TestApp } from '../../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('invoice numbers under concurrency', () => {
  it(`two staff issuing 20 invoices at once get numbers 1..20 of the year, no gap, no twin (${process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'PGlite'})`, async () => {
    const auction = await buildAuction(t, {
      slug: 'numbering-sale',
      status: 'closed',
      end_at: new Date('2026-05-01T20:00:00Z'),
    });
    for (let index = 0; index < 20; index += 1) {
      const buyer = await buildUser(t, { name: `Buyer ${index}` });
      await buildRegistration(t, auction, buyer);
      await buildLot(t, auction, {
        lot_number: String(index + 1),
        status: 'sold',
        current_price_cents: 1_000 + index,
        high_bidder_id: buyer.id,
      });
    }
    const [first, second] = await Promise.all([
      buildUser(t, { roles: ['Staff'] }).then((user) => tokenFor(t, user)),
      buildUser(t, { roles: ['Staff'] }).then((user) => tokenFor(t, user)),
    ]);
    const generated = await t.request({
      method: 'POST',
      url: `/api/admin/auctions/${auction.id}/invoices`,
      payload: {},
      token: first,
    });
    expect(generated.status).toBe(200);
    const page = await t.request<StaffInvoicePage>({
      method: 'GET',
      url: `/api/admin/invoices?auction_id=${auction.id}&per_page=50`,
      token: first,
    });
    const ids = page.body.data.map((row) => row.id);
    expect(ids).toHaveLength(20);
    // Each staff member issues every invoice in their own order: half the calls find it already issued.
    const issueAll = (token: string, order: string[]) =>
      Promise.all(
        order.map((id) =>
          t.request<StaffInvoiceDetail>({ method: 'POST', url: `/api/admin/invoices/${id}/issue`, token }),
        ),
      );
    const answers = (
      await Promise.all([issueAll(first as string, ids), issueAll(second as string, [...ids].reverse())])
    ).flat();
    expect(answers.filter((a) => a.status === 200)).toHaveLength(20);
    expect(answers.filter((a) => a.status !== 200).every((a) => a.status === 409)).toBe(true);
    const rows = await t.db.execute(sql`select number from invoices where auction_id = ${auction.id}`);
    const numbers = (rows as unknown as { rows: { number: string }[] }).rows.map((row) =>
      parseInvoiceNumber(row.number),
    );
    const year = new Date().getFullYear();
    expect(numbers.every((n) => n?.year === year)).toBe(true);
    expect(numbers.map((n) => n?.seq).sort((a, b) => (a ?? 0) - (b ?? 0))).toEqual(
      Array.from({ length: 20 }, (_, i) => i + 1),
    );
  });
});

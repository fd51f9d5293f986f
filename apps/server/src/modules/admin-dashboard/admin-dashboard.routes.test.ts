import type { AdminDashboardFigures } from '@auction/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildAuction, buildLot, buildRegistration, buildUser, tokenFor } from '../../../test/factories';
import { invoiceMoneyColumns } from '../../../test/invoices/invoice-money.fixture';
import { createTestApp, type TestApp, testClock } from '../../../test/test-app';
import { type AuctionRow, invoices, pickupBookings } from '../../db/schema';

// Wednesday 25 November 2026, 15:00 in Halifax (UTC-4): the week began on Monday the 23rd at 04:00 UTC.
const now = new Date('2026-11-25T19:00:00Z');

let t: TestApp;
let staff: string;
let bidder: string;
beforeAll(async () => {
  t = await createTestApp({ deps: { clock: testClock(now) } });
  staff = await tokenFor(t, await buildUser(t, { roles: ['Staff', 'Bidder'] }));
  bidder = await tokenFor(t, await buildUser(t));

  const closed = await buildAuction(t, { slug: 'dashboard-closed', status: 'closed' });
  const sold = (closed_at: string, cents: number, status: 'sold' | 'passed' = 'sold') =>
    buildLot(t, closed, { status, current_price_cents: cents, closed_at: new Date(closed_at) });
  await sold('2026-11-25T14:00:00Z', 12_000); // today
  await sold('2026-11-25T03:30:00Z', 5_000); // Tuesday 23:30 in Halifax: this week, not today
  await sold('2026-11-23T04:00:00Z', 700); // Monday 00:00 in Halifax: the week's first minute
  await sold('2026-11-23T03:59:00Z', 9_900); // Sunday 23:59 in Halifax: last week
  await sold('2026-11-25T15:00:00Z', 4_400, 'passed'); // passed today: not a sale

  const timed = await buildAuction(t, { slug: 'dashboard-timed', status: 'open' });
  await buildLot(t, timed, { status: 'open' });
  await buildLot(t, timed, { status: 'open' });
  await buildLot(t, timed, { status: 'upcoming' });
  const draft = await buildAuction(t, { slug: 'dashboard-draft', status: 'draft' });
  await buildLot(t, draft, { status: 'open' });
  const live = await buildAuction(t, { slug: 'dashboard-live', status: 'live', type: 'live' });
  await buildLot(t, live, { status: 'upcoming' });
  await buildLot(t, live, { status: 'open' });
  await buildLot(t, live, {
    status: 'sold',
    current_price_cents: 100,
    closed_at: new Date('2026-11-20T12:00:00Z'),
  });
  const laterLive = await buildAuction(t, { slug: 'dashboard-later', status: 'scheduled', type: 'live' });
  await buildLot(t, laterLive, { status: 'upcoming' });

  let seq = 0;
  const invoice = async (auction: AuctionRow, status: string, total: number, paid: number, due: string) => {
    seq += 1;
    const buyer = await buildUser(t);
    const registration = await buildRegistration(t, auction, buyer);
    const [row] = await t.db
      .insert(invoices)
      .values({
        auction_id: auction.id,
        registration_id: registration.id,
        buyer_user_id: buyer.id,
        status: status as 'issued',
        number: status === 'draft' ? null : `2026-77${seq}`,
        number_year: status === 'draft' ? null : 2026,
        number_seq: status === 'draft' ? null : 770 + seq,
        sale_date: '2026-11-20',
        issued_at: status === 'draft' ? null : new Date('2026-11-20T12:00:00Z'),
        due_on: due,
        tax_rate_bps: 0,
        hammer_cents: total,
        total_cents: total,
        ...invoiceMoneyColumns(status as 'issued', total, paid),
      })
      .returning();
    if (!row) throw new Error('no invoice');
    return row;
  };
  const overdue = await invoice(closed, 'issued', 10_000, 0, '2026-11-24');
  const partly = await invoice(closed, 'partially_paid', 20_000, 5_000, '2026-11-25');
  const paid = await invoice(closed, 'paid', 30_000, 30_000, '2026-11-20');
  const voided = await invoice(closed, 'void', 40_000, 0, '2026-11-01');
  await invoice(closed, 'draft', 50_000, 0, '2026-11-01');
  await t.db.insert(pickupBookings).values([
    { invoice_id: overdue.id, slot_start: new Date('2026-11-25T14:00:00Z') },
    { invoice_id: partly.id, slot_start: new Date('2026-11-26T03:30:00Z') }, // 23:30 today in Halifax
    { invoice_id: paid.id, slot_start: new Date('2026-11-26T04:30:00Z') }, // tomorrow
    { invoice_id: voided.id, slot_start: new Date('2026-11-25T16:00:00Z') }, // a voided invoice
  ]);
});
afterAll(() => t.close());

const figures = (token?: string) =>
  t.request<AdminDashboardFigures>({ method: 'GET', url: '/api/admin/dashboard/figures', token });

describe('GET /api/admin/dashboard/figures', () => {
  it("counts the house's today and its week from Monday, open lots, what is owed and today's pickups", async () => {
    const answer = await figures(staff);
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({
      today: { from: '2026-11-25', to: '2026-11-25', lots_sold: 1, hammer_cents: 12_000 },
      this_week: { from: '2026-11-23', to: '2026-11-25', lots_sold: 3, hammer_cents: 17_700 },
      open_lots: { total: 4, timed: 2, live: 2 },
      unpaid: { balance_cents: 25_000, invoices: 2, overdue: 1 },
      pickups_today: { date: '2026-11-25', booked: 2 },
      closings: { last_outage: null, paused_sales: [] },
    });
  });

  it('is for Staff and Admins only', async () => {
    expect((await figures()).status).toBe(401);
    expect((await figures(bidder)).status).toBe(403);
  });
});

import type { Auction } from '@auction/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildLot, buildUser, tokenFor } from '../../../test/factories';
import { createTestApp, type TestApp } from '../../../test/test-app';

let t: TestApp;
let staff: string;
let bidder: string;
beforeAll(async () => {
  t = await createTestApp();
  staff = await tokenFor(t, await buildUser(t, { roles: ['Staff'] }));
  bidder = await tokenFor(t, await buildUser(t));
});
afterAll(() => t.close());

const sale = {
  title: 'Cole Harbour Farm Auction',
  start_at: '2026-12-01T10:00:00-04:00',
  end_at: '2026-12-08T19:00:00-04:00',
};
const window = { kind: 'window', from: '2026-12-10', until: '2026-12-12', opens: '10:00', closes: '16:00' };

async function createSale(payload: Record<string, unknown> = {}) {
  const created = await t.request<Auction>({
    method: 'POST',
    url: '/api/admin/auctions',
    token: staff,
    payload: { ...sale, ...payload },
  });
  expect(created.status, created.text).toBe(201);
  return created.body;
}

describe("a sale's buyer terms", () => {
  it("are the house's until staff set the sale's own: its payment days, its pickup hours, shipping", async () => {
    const auction = await createSale();
    expect(auction).toMatchObject({ payment_due_hours: null, pickup_window: null, shipping_offered: true });
    expect(auction.buyer_terms).toEqual({
      payment_due: { kind: 'days', days: 7 },
      pickup: null,
      house_pickup_hours: expect.arrayContaining([expect.stringMatching(/a\.m\. – .*p\.m\./)]),
      shipping_offered: true,
    });
  });

  it('are set by staff and shown on the public auction page', async () => {
    const auction = await createSale();
    const updated = await t.request<Auction>({
      method: 'PUT',
      url: `/api/admin/auctions/${auction.id}`,
      token: staff,
      payload: { ...sale, payment_due_hours: 48, pickup_window: window, shipping_offered: false },
    });
    expect(updated.status, updated.text).toBe(200);
    await buildLot(t, auction);
    expect(
      (await t.request({ method: 'POST', url: `/api/admin/auctions/${auction.id}/publish`, token: staff }))
        .status,
    ).toBe(200);
    const shown = await t.request<Auction>({ method: 'GET', url: `/api/auctions/${auction.id}` });
    expect(shown.body).toMatchObject({
      payment_due_hours: 48,
      pickup_window: window,
      shipping_offered: false,
    });
    expect(shown.body.buyer_terms).toEqual({
      payment_due: { kind: 'hours', hours: 48 },
      pickup: window,
      house_pickup_hours: [],
      shipping_offered: false,
    });
    const cloned = await t.request<Auction>({
      method: 'POST',
      url: `/api/admin/auctions/${auction.id}/clone`,
      token: staff,
    });
    expect(cloned.body).toMatchObject({
      payment_due_hours: 48,
      pickup_window: window,
      shipping_offered: false,
    });
  });

  it('take pickup by appointment', async () => {
    const auction = await createSale({ pickup_window: { kind: 'appointment' } });
    expect(auction.buyer_terms.pickup).toEqual({ kind: 'appointment' });
  });

  it('refuse with 422, naming the field and changing nothing: hours out of range, a window backwards, hours not HH:MM', async () => {
    const auction = await createSale({ payment_due_hours: 72 });
    const cases: [Record<string, unknown>, string][] = [
      [{ payment_due_hours: 0 }, 'payment_due_hours'],
      [{ payment_due_hours: 2_161 }, 'payment_due_hours'],
      [{ payment_due_hours: '48' }, 'payment_due_hours'],
      [{ pickup_window: { ...window, until: '2026-12-09' } }, 'pickup_window.until'],
      [{ pickup_window: { ...window, closes: '09:00' } }, 'pickup_window.closes'],
      [{ pickup_window: { ...window, opens: '25:00' } }, 'pickup_window.opens'],
      [{ pickup_window: { ...window, from: '2026-02-30' } }, 'pickup_window.from'],
      [{ pickup_window: { kind: 'whenever' } }, 'pickup_window.kind'],
      [{ shipping_offered: 'no' }, 'shipping_offered'],
    ];
    for (const [payload, field] of cases) {
      const refused = await t.request({
        method: 'PUT',
        url: `/api/admin/auctions/${auction.id}`,
        token: staff,
        payload: { ...sale, ...payload },
      });
      expect(refused.status, JSON.stringify(payload)).toBe(422);
      expect(refused.body.code).toBe('VALIDATION_FAILED');
      expect(Object.keys(refused.body.errors ?? {}), JSON.stringify(payload)).toContain(field);
    }
    const unchanged = await t.request<Auction>({
      method: 'GET',
      url: `/api/admin/auctions/${auction.id}`,
      token: staff,
    });
    expect(unchanged.body).toMatchObject({
      payment_due_hours: 72,
      pickup_window: null,
      shipping_offered: true,
    });
  });

  it('are changed by staff only', async () => {
    const auction = await createSale();
    const put = (token?: string) =>
      t.request({
        method: 'PUT',
        url: `/api/admin/auctions/${auction.id}`,
        token,
        payload: { ...sale, payment_due_hours: 24 },
      });
    expect((await put()).status).toBe(401);
    expect((await put(bidder)).status).toBe(403);
  });
});

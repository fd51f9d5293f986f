import type { StaffRegistrationExtras } from '@auction/contracts';
import { calendarDateIn } from '@auction/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildAuction, buildRegistration, buildUser, tokenFor } from '../../../test/factories';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { auctionRegistrations, auditLog, users } from '../../db/schema';

let t: TestApp;
let staffToken: string;

beforeAll(async () => {
  t = await createTestApp();
  staffToken = await tokenFor(t, await buildUser(t, { roles: ['Staff'], name: 'Desk Clerk' }));
});
afterAll(() => t.close());

let saleCount = 0;
async function liveSale() {
  saleCount += 1;
  return buildAuction(t, { slug: `floor-sale-${saleCount}`, type: 'live' });
}

const body = (overrides: Record<string, unknown> = {}) => ({
  paddle_number: 12,
  name: 'Gerald MacIsaac',
  phone: '902-555-0142',
  email: '',
  address: { line1: '14 Portland Street', city: 'Dartmouth', province: 'NS', postal_code: 'B2Y 1H1' },
  id_checked: true,
  id_note: 'Nova Scotia driver licence',
  ...overrides,
});

describe('floor registration at the desk', () => {
  it('registers a floor buyer with a paddle below 7000, lists them and audits it', async () => {
    const sale = await liveSale();
    const created = await t.request<{ id: string; paddle_number: number; user_id: string | null }>({
      method: 'POST',
      url: `/api/admin/auctions/${sale.id}/floor-registrations`,
      token: staffToken,
      payload: body(),
    });
    expect(created.status, created.text).toBe(201);
    expect(created.body).toMatchObject({
      paddle_number: 12,
      user_id: null,
      name: 'Gerald MacIsaac',
      id_checked: true,
    });
    const [row] = await t.db
      .select()
      .from(auctionRegistrations)
      .where(eq(auctionRegistrations.id, created.body.id));
    expect(row).toMatchObject({ kind: 'floor', status: 'approved', email: null });
    const listed = await t.request<{ id: string }[]>({
      method: 'GET',
      url: `/api/admin/auctions/${sale.id}/floor-registrations`,
      token: staffToken,
    });
    expect(listed.body.map((r) => r.id)).toEqual([created.body.id]);
    const audits = await t.db.select().from(auditLog).where(eq(auditLog.entity_id, created.body.id));
    expect(audits.map((a) => a.action)).toEqual(['registration.floor_created']);
  });

  it('asks a floor buyer the sale’s deposit, owing until the desk records it, without holding the paddle back', async () => {
    saleCount += 1;
    const sale = await buildAuction(t, {
      slug: `floor-sale-${saleCount}`,
      type: 'live',
      deposit_cents: 30_000,
    });
    const created = await t.request<{ id: string }>({
      method: 'POST',
      url: `/api/admin/auctions/${sale.id}/floor-registrations`,
      token: staffToken,
      payload: body({ paddle_number: 31 }),
    });
    expect(created.status, created.text).toBe(201);
    const deposit = async () => {
      const extras = await t.request<StaffRegistrationExtras>({
        method: 'GET',
        url: `/api/admin/auctions/${sale.id}/registration-deposits`,
        token: staffToken,
      });
      expect(extras.status).toBe(200);
      return extras.body.data.find((row) => row.registration_id === created.body.id)?.deposit;
    };
    expect(await deposit()).toMatchObject({ asked_cents: 30_000, paid_cents: 0, status: 'owing' });
    const [row] = await t.db
      .select()
      .from(auctionRegistrations)
      .where(eq(auctionRegistrations.id, created.body.id));
    expect(row?.status).toBe('approved');
    const recorded = await t.request({
      method: 'POST',
      url: `/api/admin/registrations/${created.body.id}/deposits`,
      token: staffToken,
      payload: {
        method: 'cash',
        amount_cents: 30_000,
        received_on: calendarDateIn(new Date(), 'America/Halifax'),
        idempotency_key: `floor-deposit-${saleCount}`,
      },
    });
    expect(recorded.status, recorded.text).toBe(204);
    expect(await deposit()).toMatchObject({ paid_cents: 30_000, held_cents: 30_000, status: 'held' });
  });

  it('refuses a paddle from 7000, a taken paddle, and a missing name or phone with a 422, changing nothing', async () => {
    const sale = await liveSale();
    const url = `/api/admin/auctions/${sale.id}/floor-registrations`;
    const high = await t.request({
      method: 'POST',
      url,
      token: staffToken,
      payload: body({ paddle_number: 7000 }),
    });
    expect(high.status).toBe(422);
    expect(high.body.errors?.paddle_number).toEqual(['Floor paddles are below 7000.']);
    const empty = await t.request({
      method: 'POST',
      url,
      token: staffToken,
      payload: body({ name: ' ', phone: '' }),
    });
    expect(empty.status).toBe(422);
    expect(empty.body.errors?.name).toEqual(['The name is required.']);
    expect(empty.body.errors?.phone).toEqual(['The phone number is required.']);
    expect(
      (await t.request({ method: 'POST', url, token: staffToken, payload: body({ paddle_number: 5 }) }))
        .status,
    ).toBe(201);
    const twice = await t.request({
      method: 'POST',
      url,
      token: staffToken,
      payload: body({ paddle_number: 5 }),
    });
    expect(twice.status).toBe(422);
    expect(twice.body.errors?.paddle_number).toEqual(['Paddle 5 is already given out in this auction.']);
    const rows = await t.db
      .select()
      .from(auctionRegistrations)
      .where(eq(auctionRegistrations.auction_id, sale.id));
    expect(rows).toHaveLength(1);
  });

  it('links an account found by e-mail or phone, and refuses one already registered, naming their paddle', async () => {
    const sale = await liveSale();
    const buyer = await buildUser(t, { email: 'floor.buyer@example.ca', name: 'Colette LeBlanc' });
    await t.db.update(users).set({ phone: '(902) 555-0199' }).where(eq(users.id, buyer.id));
    for (const q of ['floor.buyer@', '902 555 0199']) {
      const found = await t.request<{ id: string }[]>({
        method: 'GET',
        url: `/api/admin/users/lookup?q=${encodeURIComponent(q)}`,
        token: staffToken,
      });
      expect(found.status).toBe(200);
      expect(found.body.map((u) => u.id)).toContain(buyer.id);
    }
    const short = await t.request({ method: 'GET', url: '/api/admin/users/lookup?q=ab', token: staffToken });
    expect(short.status).toBe(422);

    const url = `/api/admin/auctions/${sale.id}/floor-registrations`;
    const linked = await t.request<{ user_id: string; user_email: string }>({
      method: 'POST',
      url,
      token: staffToken,
      payload: body({ paddle_number: 40, user_id: buyer.id }),
    });
    expect(linked.status, linked.text).toBe(201);
    expect(linked.body).toMatchObject({ user_id: buyer.id, user_email: 'floor.buyer@example.ca' });

    const online = await buildUser(t, { name: 'Online Bidder' });
    const registration = await buildRegistration(t, sale, online);
    const again = await t.request({
      method: 'POST',
      url,
      token: staffToken,
      payload: body({ paddle_number: 41, user_id: online.id }),
    });
    expect(again.status).toBe(422);
    expect(again.body.errors?.user_id).toEqual([
      `This person is already registered for this auction with paddle ${registration.paddle_number}.`,
    ]);
  });

  it('corrects a floor registration, keeping its paddle unique', async () => {
    const sale = await liveSale();
    const url = `/api/admin/auctions/${sale.id}/floor-registrations`;
    const first = await t.request<{ id: string }>({
      method: 'POST',
      url,
      token: staffToken,
      payload: body({ paddle_number: 1 }),
    });
    await t.request({ method: 'POST', url, token: staffToken, payload: body({ paddle_number: 2 }) });
    const fixed = await t.request<{ name: string }>({
      method: 'PATCH',
      url: `/api/admin/floor-registrations/${first.body.id}`,
      token: staffToken,
      payload: body({ paddle_number: 1, name: 'Gerald M. MacIsaac' }),
    });
    expect(fixed.status, fixed.text).toBe(200);
    expect(fixed.body.name).toBe('Gerald M. MacIsaac');
    const clash = await t.request({
      method: 'PATCH',
      url: `/api/admin/floor-registrations/${first.body.id}`,
      token: staffToken,
      payload: body({ paddle_number: 2 }),
    });
    expect(clash.status).toBe(422);
  });
});

import type { FloorRegistration } from '@auction/contracts';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildAuction, buildUser, tokenFor } from '../../../test/factories';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { auditLog, users } from '../../db/schema';

/** Correcting a floor registration at the desk (decision 0051). */
let t: TestApp;
let staffToken: string;
let adminToken: string;
beforeAll(async () => {
  t = await createTestApp();
  staffToken = await tokenFor(t, await buildUser(t, { roles: ['Staff'], name: 'Desk Clerk' }));
  adminToken = await tokenFor(t, await buildUser(t, { roles: ['Admin'] }));
});
afterAll(() => t.close());

const body = (overrides: Record<string, unknown> = {}) => ({
  paddle_number: 21,
  name: 'Gerald MacIsaac',
  phone: '902-555-0142',
  email: '',
  address: { line1: '14 Portland Street', city: 'Dartmouth', province: 'NS', postal_code: 'B2Y 1H1' },
  id_checked: false,
  id_note: '',
  ...overrides,
});

async function registered(overrides: Record<string, unknown> = {}) {
  const sale = await buildAuction(t, { slug: `floor-edit-${crypto.randomUUID().slice(0, 8)}`, type: 'live' });
  const created = await t.request<FloorRegistration>({
    method: 'POST',
    url: `/api/admin/auctions/${sale.id}/floor-registrations`,
    token: staffToken,
    payload: body(overrides),
  });
  expect(created.status, created.text).toBe(201);
  return { sale, registration: created.body };
}

const edit = (id: string, payload: Record<string, unknown>, token = staffToken) =>
  t.request<FloorRegistration>({
    method: 'PATCH',
    url: `/api/admin/floor-registrations/${id}`,
    token,
    payload,
  });

describe('editing a floor registration', () => {
  it('changes every field, links and unlinks an account, and audits each correction', async () => {
    const { registration } = await registered();
    const account = await buildUser(t, { name: 'Gerald Online' });
    const fixed = await edit(registration.id, {
      ...body({ paddle_number: 22, name: 'Gerald M. MacIsaac', phone: '902-555-0199' }),
      email: 'GERALD@example.ca',
      address: { line1: '9 Alderney Drive', city: 'Dartmouth', province: 'NS', postal_code: 'B2Y 2N4' },
      id_checked: true,
      id_note: 'Passport',
      user_id: account.id,
    });
    expect(fixed.status, fixed.text).toBe(200);
    expect(fixed.body).toMatchObject({
      paddle_number: 22,
      name: 'Gerald M. MacIsaac',
      phone: '902-555-0199',
      email: 'gerald@example.ca',
      address: expect.objectContaining({ line1: '9 Alderney Drive', postal_code: 'B2Y 2N4' }),
      id_checked: true,
      id_note: 'Passport',
      user_id: account.id,
      user_name: 'Gerald Online',
    });
    const unlinked = await edit(
      registration.id,
      { ...body({ paddle_number: 22 }), user_id: null },
      adminToken,
    );
    expect(unlinked.status).toBe(200);
    expect(unlinked.body).toMatchObject({ user_id: null, user_name: null });
    const audits = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity_id, registration.id), eq(auditLog.action, 'registration.floor_updated')));
    expect(audits).toHaveLength(2);
    expect(audits.map((entry) => entry.before)).toContainEqual(
      expect.objectContaining({ paddle_number: 21, name: 'Gerald MacIsaac' }),
    );
  });

  it('keeps the paddle number once it has bid or bought in the sale, but still corrects the rest', async () => {
    const { sale, registration } = await registered({ paddle_number: 23 });
    await t.db.execute(
      sql`insert into live_events (auction_id, seq, type, lot_id, payload, server_time)
      values (${sale.id}, 1, 'floor_bid', null, ${JSON.stringify({ amountCents: 5_000, paddle: 23 })}::jsonb, now())`,
    );
    const renumbered = await edit(registration.id, body({ paddle_number: 24 }));
    expect(renumbered.status).toBe(422);
    expect(renumbered.body.errors?.paddle_number).toEqual([
      'Paddle 23 has bid or bought in this sale, so its number stays.',
    ]);
    const named = await edit(registration.id, body({ paddle_number: 23, name: 'Gerry MacIsaac' }));
    expect(named.status).toBe(200);
    expect(named.body).toMatchObject({ paddle_number: 23, name: 'Gerry MacIsaac' });
  });

  it('answers 422 for bad fields and 404 for an unknown or online registration, changing nothing', async () => {
    const { registration } = await registered({ paddle_number: 25 });
    const bad = await edit(registration.id, body({ paddle_number: 7000, name: '', phone: '' }));
    expect(bad.status).toBe(422);
    expect(Object.keys(bad.body.errors ?? {})).toEqual(expect.arrayContaining(['paddle_number', 'name']));
    const unknown = await edit(crypto.randomUUID(), body());
    expect(unknown.status).toBe(404);
    const after = await t.request<FloorRegistration[]>({
      method: 'GET',
      url: `/api/admin/auctions/${registration.auction_id}/floor-registrations`,
      token: staffToken,
    });
    expect(after.body).toEqual([expect.objectContaining({ paddle_number: 25, name: 'Gerald MacIsaac' })]);
  });

  it('never offers an erased account to link', async () => {
    const word = crypto.randomUUID().slice(0, 8);
    const kept = await buildUser(t, { email: `kept-${word}@example.ca` });
    const erased = await buildUser(t, { email: `gone-${word}@example.ca` });
    await t.db.update(users).set({ erased_at: new Date() }).where(eq(users.id, erased.id));
    const found = await t.request<{ id: string }[]>({
      method: 'GET',
      url: `/api/admin/users/lookup?q=${word}`,
      token: staffToken,
    });
    expect(found.body.map((user) => user.id)).toEqual([kept.id]);
  });
});

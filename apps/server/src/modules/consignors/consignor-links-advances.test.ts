import type { ConsignorAdvances, ConsignorDetail } from '@auction/contracts';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildConsignor, buildUser, tokenFor } from '../../../test/factories';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { auditLog, consignorAdvances, users } from '../../db/schema';

let t: TestApp;
let staff: string;
let bidder: string;
beforeAll(async () => {
  t = await createTestApp();
  staff = await tokenFor(t, await buildUser(t, { roles: ['Staff', 'Bidder'] }));
  bidder = await tokenFor(t, await buildUser(t, { roles: ['Bidder'] }));
});
afterAll(() => t.close());

const url = '/api/admin/consignors';
const rolesOf = async (id: string) => (await t.db.select().from(users).where(eq(users.id, id)))[0]?.roles;

describe('the linked user', () => {
  it('gets the Consignor role when linked and loses it when unlinked, each change audited', async () => {
    const consignor = await buildConsignor(t);
    const user = await buildUser(t, { roles: ['Bidder'] });
    const linked = await t.request<ConsignorDetail>({
      method: 'PUT',
      url: `${url}/${consignor.id}/user`,
      token: staff,
      payload: { user_id: user.id },
    });
    expect(linked.status).toBe(200);
    expect(linked.body.user).toEqual({ id: user.id, name: user.row.name, email: user.email });
    expect(await rolesOf(user.id)).toEqual(['Bidder', 'Consignor']);
    // Linking again changes nothing and does not add the role twice.
    await t.request({
      method: 'PUT',
      url: `${url}/${consignor.id}/user`,
      token: staff,
      payload: { user_id: user.id },
    });
    expect(await rolesOf(user.id)).toEqual(['Bidder', 'Consignor']);

    const other = await buildConsignor(t);
    const taken = await t.request({
      method: 'PUT',
      url: `${url}/${other.id}/user`,
      token: staff,
      payload: { user_id: user.id },
    });
    expect(taken.status).toBe(409);
    expect(taken.body.message).toMatch(/^This user is already linked to consignor C-\d+\.$/);

    const unlinked = await t.request<ConsignorDetail>({
      method: 'DELETE',
      url: `${url}/${consignor.id}/user`,
      token: staff,
    });
    expect(unlinked.body.user).toBeNull();
    expect(await rolesOf(user.id)).toEqual(['Bidder']);
    const actions = await t.db
      .select({ action: auditLog.action })
      .from(auditLog)
      .where(eq(auditLog.entity_id, consignor.id));
    expect(actions.map((row) => row.action)).toEqual(['consignor.user_linked', 'consignor.user_unlinked']);
  });

  it('hands the record to another user, who takes the role from the first', async () => {
    const consignor = await buildConsignor(t);
    const first = await buildUser(t);
    const second = await buildUser(t);
    await t.request({
      method: 'PUT',
      url: `${url}/${consignor.id}/user`,
      token: staff,
      payload: { user_id: first.id },
    });
    await t.request({
      method: 'PUT',
      url: `${url}/${consignor.id}/user`,
      token: staff,
      payload: { user_id: second.id },
    });
    expect(await rolesOf(first.id)).toEqual(['Bidder']);
    expect(await rolesOf(second.id)).toEqual(['Bidder', 'Consignor']);
  });

  it('refuses an unknown user with a 422 and a bidder with a 403', async () => {
    const consignor = await buildConsignor(t);
    const unknown = await t.request({
      method: 'PUT',
      url: `${url}/${consignor.id}/user`,
      token: staff,
      payload: { user_id: '00000000-0000-4000-8000-000000000000' },
    });
    expect(unknown.status).toBe(422);
    expect(unknown.body.errors).toEqual({ user_id: ['That user does not exist.'] });
    const forbidden = await t.request({ method: 'GET', url: `${url}/${consignor.id}`, token: bidder });
    expect(forbidden.status).toBe(403);
  });
});

describe('advances', () => {
  it('records advances, reverses one once by a reversal row, and keeps the outstanding total', async () => {
    const consignor = await buildConsignor(t);
    const first = await t.request<ConsignorAdvances>({
      method: 'POST',
      url: `${url}/${consignor.id}/advances`,
      token: staff,
      payload: { amount_cents: 50_000, paid_on: '2026-11-02', reference: 'Cheque 1045' },
    });
    expect(first.status).toBe(201);
    await t.request({
      method: 'POST',
      url: `${url}/${consignor.id}/advances`,
      token: staff,
      payload: { amount_cents: 12_550, paid_on: '2026-11-09' },
    });
    const mistaken = first.body.data[0];
    if (!mistaken) throw new Error('no advance recorded');
    const reversed = await t.request<ConsignorAdvances>({
      method: 'POST',
      url: `${url}/${consignor.id}/advances/${mistaken.id}/reverse`,
      token: staff,
      payload: { note: 'Cheque was never cashed.' },
    });
    expect(reversed.status).toBe(201);
    expect(reversed.body.totals).toEqual({
      advanced_cents: 62_550,
      reversed_cents: 50_000,
      outstanding_cents: 12_550,
    });
    const [reversal] = reversed.body.data.filter((row) => row.kind === 'reversal');
    expect(reversal).toMatchObject({
      amount_cents: 50_000,
      reverses_id: mistaken.id,
      note: 'Cheque was never cashed.',
    });
    expect(reversed.body.data.find((row) => row.id === mistaken.id)?.reversed_by_id).toBe(reversal?.id);
    const again = await t.request({
      method: 'POST',
      url: `${url}/${consignor.id}/advances/${mistaken.id}/reverse`,
      token: staff,
      payload: { note: 'Twice' },
    });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('This advance has already been reversed.');
    const notAnAdvance = await t.request({
      method: 'POST',
      url: `${url}/${consignor.id}/advances/${reversal?.id}/reverse`,
      token: staff,
      payload: { note: 'Undo the undo' },
    });
    expect(notAnAdvance.status).toBe(404);
    const detail = await t.request<ConsignorDetail>({
      method: 'GET',
      url: `${url}/${consignor.id}`,
      token: staff,
    });
    expect(detail.body.counts.advances_outstanding_cents).toBe(12_550);
    const audit = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity_id, consignor.id), eq(auditLog.action, 'consignor.advance_reversed')));
    expect(audit).toHaveLength(1);
  });

  it('refuses a bad amount or date, an archived consignor, and any change to a stored advance', async () => {
    const consignor = await buildConsignor(t);
    const bad = await t.request({
      method: 'POST',
      url: `${url}/${consignor.id}/advances`,
      token: staff,
      payload: { amount_cents: 0, paid_on: '2026-02-30' },
    });
    expect(bad.status).toBe(422);
    expect(bad.body.errors).toEqual({
      amount_cents: ['The amount must be more than $0.00.'],
      paid_on: ['2026-02-30 is not a day on the calendar.'],
    });
    const noReason = await t.request({
      method: 'POST',
      url: `${url}/${consignor.id}/advances/00000000-0000-4000-8000-000000000000/reverse`,
      token: staff,
      payload: { note: '  ' },
    });
    expect(noReason.body.errors).toEqual({ note: ['Say why the advance is reversed.'] });
    const recorded = await t.request<ConsignorAdvances>({
      method: 'POST',
      url: `${url}/${consignor.id}/advances`,
      token: staff,
      payload: { amount_cents: 1_000, paid_on: '2026-11-01' },
    });
    const id = recorded.body.data[0]?.id ?? '';
    await expect(
      t.db.update(consignorAdvances).set({ amount_cents: 1 }).where(eq(consignorAdvances.id, id)),
    ).rejects.toThrow();
    await expect(t.db.execute(sql`delete from consignor_advances where id = ${id}`)).rejects.toThrow();
    await t.request({ method: 'POST', url: `${url}/${consignor.id}/archive`, token: staff });
    const archived = await t.request({
      method: 'POST',
      url: `${url}/${consignor.id}/advances`,
      token: staff,
      payload: { amount_cents: 1_000, paid_on: '2026-11-01' },
    });
    expect(archived.status).toBe(409);
    expect(archived.body.message).toMatch(/is archived; restore the record to record an advance\.$/);
  });
});

import type { CommissionProfileJson } from '@auction/contracts';
import { NO_COMMISSION_TERMS } from '@auction/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildConsignor, buildUser, tokenFor } from '../../../test/factories';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { auditLog, commissionProfiles, consignors } from '../../db/schema';
import { createCommissionProfilesRepository } from './commission-profiles.repository';
import { createCommissionProfilesService } from './commission-profiles.service';

let t: TestApp;
let admin: string;
let staff: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = await tokenFor(t, await buildUser(t, { roles: ['Admin', 'Bidder'] }));
  staff = await tokenFor(t, await buildUser(t, { roles: ['Staff', 'Bidder'] }));
});
afterAll(() => t.close());

const url = '/api/admin/commission-profiles';
const missing = '00000000-0000-4000-8000-000000000000';
const estate = {
  name: 'Standard estate',
  kind: 'sliding',
  tiers: [
    { from_cents: 0, rate_bp: 2_500 },
    { from_cents: 50_000, rate_bp: 2_000 },
  ],
  minimum_per_lot_cents: 1_000,
  lot_fee_cents: 200,
  photo_fee_cents: 100,
  unsold_fee_cents: 500,
};
const create = (body: object, token = admin) =>
  t.request<CommissionProfileJson>({ method: 'POST', url, token, payload: body });
const termsOf = (consignorId: string) =>
  createCommissionProfilesService({ profiles: createCommissionProfilesRepository(t.db) }).termsForConsignor(
    consignorId,
  );
const list = async () =>
  (await t.request<{ data: CommissionProfileJson[] }>({ method: 'GET', url, token: staff })).body.data;

describe('commission profiles', () => {
  it('charges nothing while the house has no profile at all', async () => {
    const consignor = await buildConsignor(t);
    expect(await termsOf(consignor.id)).toEqual({
      profile: null,
      terms: NO_COMMISSION_TERMS,
    });
  });

  it('lets an Admin create, read and edit a profile, in cents and basis points, audited', async () => {
    const created = await create({ ...estate, is_default: true });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ ...estate, is_default: true, consignor_count: 0 });
    const read = await t.request<CommissionProfileJson>({
      method: 'GET',
      url: `${url}/${created.body.id}`,
      token: staff,
    });
    expect(read.body).toEqual(created.body);
    const edited = await t.request<CommissionProfileJson>({
      method: 'PUT',
      url: `${url}/${created.body.id}`,
      token: admin,
      payload: { ...estate, name: 'Standard estate 2027', minimum_per_lot_cents: 1_500 },
    });
    expect(edited.status).toBe(200);
    expect(edited.body).toMatchObject({
      name: 'Standard estate 2027',
      minimum_per_lot_cents: 1_500,
      is_default: true,
    });
    const audits = await t.db.select().from(auditLog).where(eq(auditLog.entity_id, created.body.id));
    expect(audits.map((a) => a.action).sort()).toEqual([
      'commission_profile.created',
      'commission_profile.updated',
    ]);
    const update = audits.find((a) => a.action === 'commission_profile.updated');
    expect(update?.before).toMatchObject({ name: 'Standard estate', minimum_per_lot_cents: 1_000 });
    expect(update?.after).toMatchObject({ name: 'Standard estate 2027', minimum_per_lot_cents: 1_500 });
  });

  it('lets Staff read the terms but not change them', async () => {
    expect((await create({ ...estate, name: 'By staff' }, staff)).status).toBe(403);
    expect((await list()).map((p) => p.name)).not.toContain('By staff');
  });

  it('answers 404 for a profile that does not exist', async () => {
    for (const [method, path] of [
      ['GET', `${url}/${missing}`],
      ['PUT', `${url}/${missing}`],
      ['DELETE', `${url}/${missing}`],
      ['POST', `${url}/${missing}/default`],
    ] as const) {
      const answer = await t.request({
        method,
        url: path,
        token: admin,
        ...(method === 'PUT' ? { payload: estate } : {}),
      });
      expect(answer.status, `${method} ${path}`).toBe(404);
      expect(answer.body.message).toBe('This commission profile does not exist.');
    }
  });

  it('refuses bad terms with a message per field and writes nothing', async () => {
    const before = await list();
    const answer = await create({
      name: '',
      kind: 'incremental',
      tiers: [
        { from_cents: 0, rate_bp: 12_000 },
        { from_cents: 0, rate_bp: 1_000 },
      ],
      lot_fee_cents: -5,
    });
    expect(answer.status).toBe(422);
    expect(answer.body.errors).toEqual({
      name: ['The name is required.'],
      'tiers.0.rate_bp': ['The rate may not be more than 100%.'],
      'tiers.1.from_cents': ['Rate 2: the "from" amount must be higher than the rate above.'],
      lot_fee_cents: ['The lot fee may not be negative.'],
    });
    expect(await list()).toEqual(before);
  });

  it('keeps one default: a new default takes the mark from the old one', async () => {
    const dealer = await create({
      name: 'Dealer',
      kind: 'incremental',
      tiers: [
        { from_cents: 0, rate_bp: 1_500 },
        { from_cents: 100_000, rate_bp: 1_000 },
      ],
    });
    expect(dealer.body.is_default).toBe(false);
    const made = await t.request<CommissionProfileJson>({
      method: 'POST',
      url: `${url}/${dealer.body.id}/default`,
      token: admin,
    });
    expect(made.body.is_default).toBe(true);
    expect((await list()).filter((p) => p.is_default).map((p) => p.name)).toEqual(['Dealer']);
    const defaults = await t.db
      .select()
      .from(commissionProfiles)
      .where(eq(commissionProfiles.is_default, true));
    expect(defaults).toHaveLength(1);
  });

  it("gives a consignor their own profile's terms, else the default's", async () => {
    const [own] = (await list()).filter((p) => p.name === 'Standard estate 2027');
    const onOwn = await buildConsignor(t, { commission_profile_id: own?.id });
    const onDefault = await buildConsignor(t);
    expect((await termsOf(onOwn.id)).terms).toMatchObject({
      kind: 'sliding',
      minimumPerLotCents: 1_500,
      tiers: [
        { fromCents: 0, rateBp: 2_500 },
        { fromCents: 50_000, rateBp: 2_000 },
      ],
    });
    expect((await termsOf(onDefault.id)).profile?.name).toBe('Dealer');
    expect((await list()).find((p) => p.id === own?.id)?.consignor_count).toBe(1);
  });

  it('refuses to delete a profile a consignor relies on, and deletes one nobody uses', async () => {
    const profiles = await list();
    const own = profiles.find((p) => p.name === 'Standard estate 2027');
    const dealer = profiles.find((p) => p.name === 'Dealer');
    const named = await t.request({ method: 'DELETE', url: `${url}/${own?.id}`, token: admin });
    expect(named.status).toBe(409);
    expect(named.body.message).toBe(
      'A consignor is on “Standard estate 2027”. Move them to another profile before deleting it.',
    );
    const theDefault = await t.request({ method: 'DELETE', url: `${url}/${dealer?.id}`, token: admin });
    expect(theDefault.status).toBe(409);
    expect(theDefault.body.message).toContain('Make another profile the default before deleting this one.');

    const spare = await create({
      ...estate,
      name: 'Spare',
      kind: 'flat',
      tiers: [{ from_cents: 0, rate_bp: 1_000 }],
    });
    const deleted = await t.request({ method: 'DELETE', url: `${url}/${spare.body.id}`, token: admin });
    expect(deleted.status).toBe(200);
    expect(deleted.body.message).toBe('The commission profile “Spare” was deleted.');
    expect((await list()).map((p) => p.name)).not.toContain('Spare');
    const [audit] = await t.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'commission_profile.deleted'));
    expect(audit?.before).toMatchObject({ name: 'Spare' });

    // Once nobody follows the default, it may go too.
    await t.db.update(consignors).set({ commission_profile_id: own?.id ?? null });
    const now = await t.request({ method: 'DELETE', url: `${url}/${dealer?.id}`, token: admin });
    expect(now.status).toBe(200);
  });
});

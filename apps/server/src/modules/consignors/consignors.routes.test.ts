import type { ConsignorDetail, ConsignorPage } from '@auction/contracts';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildAuction, buildConsignor, buildLot, buildUser, tokenFor } from '../../../test/factories';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { auditLog, consignors, inventoryItems, locations } from '../../db/schema';

let t: TestApp;
let staff: string;
beforeAll(async () => {
  t = await createTestApp();
  staff = await tokenFor(t, await buildUser(t, { roles: ['Staff', 'Bidder'] }));
});
afterAll(() => t.close());

const url = '/api/admin/consignors';
const estate = {
  name: 'Estate of Harold Boutilier',
  company: '',
  email: 'Executor@Boutilier.example',
  phone: '902-555-0142',
  address: { line1: '14 Portland St', city: 'Dartmouth', province: 'NS', postal_code: 'b2y4g9' },
  payout_method: 'cheque',
  notes: 'Executor is the daughter, Joan.',
};

async function create(body: Record<string, unknown>) {
  return t.request<ConsignorDetail>({ method: 'POST', url, token: staff, payload: body });
}

describe('consignor records', () => {
  it('creates a record with a number, normalised contact details and an audit row', async () => {
    const answer = await create(estate);
    expect(answer.status).toBe(201);
    expect(answer.body).toMatchObject({
      name: 'Estate of Harold Boutilier',
      email: 'executor@boutilier.example',
      address: { city: 'Dartmouth', postal_code: 'B2Y 4G9', country: 'Canada' },
      payout_method: 'cheque',
      commission_profile: null,
      user: null,
      counts: { items_total: 0, lots_sold: 0, hammer_cents: 0, advances_outstanding_cents: 0 },
    });
    expect(answer.body.number).toBeGreaterThanOrEqual(1000);
    const audit = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity_id, answer.body.id), eq(auditLog.action, 'consignor.created')));
    expect(audit).toHaveLength(1);
  });

  it('refuses bad contact and payout details field by field, and writes nothing', async () => {
    const before = (await t.db.select().from(consignors)).length;
    const answer = await create({
      name: 'Bad Data Ltd.',
      email: 'not an e-mail',
      phone: 'call me',
      address: { postal_code: '12345' },
      gst_hst_number: '12345RT1',
      payout_method: 'direct_deposit',
      deposit_institution: '12',
      deposit_transit: '123456',
      deposit_account: '123',
    });
    expect(answer.status).toBe(422);
    expect(answer.body.errors).toMatchObject({
      email: ['Enter a valid e-mail address.'],
      phone: ['Enter a valid phone number.'],
      'address.postal_code': ['Enter a Canadian postal code such as B2Y 4G9.'],
      gst_hst_number: ['A GST/HST number is 9 digits, RT and 4 digits, such as 123456789RT0001.'],
      deposit_institution: ['The institution number is 3 digits.'],
      deposit_transit: ['The transit number is 5 digits.'],
      deposit_account: ['The account number is 7 to 12 digits.'],
    });
    const transfer = await create({ name: 'No Address', payout_method: 'e_transfer' });
    expect(transfer.body.errors).toEqual({
      payout_email: ['An e-Transfer payout needs the e-mail address to send it to.'],
    });
    const profile = await create({
      name: 'Ghost',
      commission_profile_id: '00000000-0000-4000-8000-000000000000',
    });
    expect(profile.body.errors).toEqual({
      commission_profile_id: ['That commission profile does not exist.'],
    });
    expect((await t.db.select().from(consignors)).length).toBe(before);
  });

  it('keeps the deposit account whole but answers only its last four digits, anywhere', async () => {
    const created = await create({
      name: 'Bedford Liquidators Inc.',
      company: 'Bedford Liquidators Inc.',
      gst_hst_number: '123456789 RT 0001',
      payout_method: 'direct_deposit',
      deposit_institution: '002',
      deposit_transit: '12345',
      deposit_account: '0012345678',
    });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      gst_hst_number: '123456789RT0001',
      deposit_institution: '002',
      deposit_transit: '12345',
      deposit_account_last4: '5678',
    });
    expect(JSON.stringify(created.body)).not.toContain('0012345678');
    const [row] = await t.db.select().from(consignors).where(eq(consignors.id, created.body.id));
    expect(row?.deposit_account).toBe('0012345678');
    const audit = await t.db.select().from(auditLog).where(eq(auditLog.entity_id, created.body.id));
    expect(JSON.stringify(audit)).not.toContain('0012345678');
    // An edit that leaves the account out keeps it; a new number replaces it.
    const kept = await t.request<ConsignorDetail>({
      method: 'PUT',
      url: `${url}/${created.body.id}`,
      token: staff,
      payload: { notes: 'Pays within the week.' },
    });
    expect(kept.body).toMatchObject({ notes: 'Pays within the week.', deposit_account_last4: '5678' });
    const replaced = await t.request<ConsignorDetail>({
      method: 'PUT',
      url: `${url}/${created.body.id}`,
      token: staff,
      payload: { deposit_account: '99887766' },
    });
    expect(replaced.body.deposit_account_last4).toBe('7766');
    const list = await t.request({ method: 'GET', url: `${url}?q=Bedford`, token: staff });
    expect(list.text).not.toContain('99887766');
    // Cheque instead: the bank details leave the record.
    const cheque = await t.request<ConsignorDetail>({
      method: 'PUT',
      url: `${url}/${created.body.id}`,
      token: staff,
      payload: { payout_method: 'cheque' },
    });
    expect(cheque.body).toMatchObject({ deposit_account_last4: null, deposit_institution: null });
  });

  it('checks the payout against the record as it will be after an edit', async () => {
    const created = await create({ name: 'Anne Doucet', payout_method: 'cheque' });
    const answer = await t.request({
      method: 'PUT',
      url: `${url}/${created.body.id}`,
      token: staff,
      payload: { payout_method: 'direct_deposit', deposit_institution: '003' },
    });
    expect(answer.status).toBe(422);
    expect(answer.body.errors).toEqual({
      deposit_transit: ['Direct deposit needs the transit number.'],
      deposit_account: ['Direct deposit needs the account number.'],
    });
    const missing = await t.request({
      method: 'PUT',
      url: `${url}/00000000-0000-4000-8000-000000000000`,
      token: staff,
      payload: { notes: 'x' },
    });
    expect(missing.status).toBe(404);
  });

  it('searches by name, company, e-mail, phone and number, sorts, and hides archived records', async () => {
    const a = await create({ name: 'Zelda Fitzgerald', phone: '(902) 555-7788', email: 'zelda@example.ca' });
    const b = await create({ name: 'Acadian Tools', company: 'Acadian Tools Ltd.' });
    const search = async (q: string, extra = '') =>
      (
        await t.request<ConsignorPage>({
          method: 'GET',
          url: `${url}?q=${encodeURIComponent(q)}${extra}`,
          token: staff,
        })
      ).body.data.map((c) => c.id);
    expect(await search('zelda')).toEqual([a.body.id]);
    expect(await search('tools ltd')).toEqual([b.body.id]);
    expect(await search('555 7788')).toEqual([a.body.id]);
    expect(await search(`C-${a.body.number}`)).toEqual([a.body.id]);
    expect(await search(String(b.body.number))).toEqual([b.body.id]);
    const page = await t.request<ConsignorPage>({
      method: 'GET',
      url: `${url}?q=&per_page=10`,
      token: staff,
    });
    expect(page.body.meta).toMatchObject({ page: 1, per_page: 10 });
    expect(page.body.data[0]).toMatchObject({
      id: b.body.id,
      number: b.body.number,
      company: 'Acadian Tools Ltd.',
    });
    const byName = await t.request<ConsignorPage>({
      method: 'GET',
      url: `${url}?sort=name&order=asc&per_page=100`,
      token: staff,
    });
    const names = byName.body.data.map((c) => c.name.toLowerCase());
    expect(names).toEqual([...names].sort());
    const archived = await t.request<ConsignorDetail>({
      method: 'POST',
      url: `${url}/${a.body.id}/archive`,
      token: staff,
    });
    expect(archived.body.archived_at).not.toBeNull();
    expect(await search('zelda')).toEqual([]);
    expect(await search('zelda', '&status=archived')).toEqual([a.body.id]);
    await t.request({ method: 'POST', url: `${url}/${a.body.id}/unarchive`, token: staff });
    expect(await search('zelda')).toEqual([a.body.id]);
    const bad = await t.request({ method: 'GET', url: `${url}?sort=email`, token: staff });
    expect(bad.status).toBe(422);
  });

  it('lists the items with their place, and the lot and hammer of those sold', async () => {
    const consignor = await buildConsignor(t, { name: 'Margaret Ellis' });
    const [location] = await t.db
      .insert(locations)
      .values({ code: `Z-${Date.now() % 100000}` })
      .returning();
    const [sold, shelved] = await t.db
      .insert(inventoryItems)
      .values([
        { sku: `T-${Date.now()}-1`, title: 'Walnut Sideboard', consignor_id: consignor.id, status: 'sold' },
        {
          sku: `T-${Date.now()}-2`,
          title: 'Brass Lamp',
          consignor_id: consignor.id,
          location_id: location?.id ?? null,
        },
      ])
      .returning();
    const auction = await buildAuction(t, { title: 'Spring Estate Sale', status: 'closed' });
    await buildLot(t, auction, {
      title: 'Walnut Sideboard',
      status: 'sold',
      current_price_cents: 42_500,
      consignor_id: consignor.id,
      inventory_item_id: sold?.id ?? null,
    });
    const items = await t.request<{ data: { id: string; location: unknown; lot: unknown }[] }>({
      method: 'GET',
      url: `${url}/${consignor.id}/items?sort=title&order=asc`,
      token: staff,
    });
    expect(items.status).toBe(200);
    expect(items.body.data.map((item) => item.id)).toEqual([shelved?.id, sold?.id]);
    expect(items.body.data[0]?.location).toEqual({ id: location?.id, code: location?.code });
    expect(items.body.data[1]?.lot).toMatchObject({
      auction_title: 'Spring Estate Sale',
      hammer_cents: 42_500,
      status: 'sold',
    });
    const detail = await t.request<ConsignorDetail>({
      method: 'GET',
      url: `${url}/${consignor.id}`,
      token: staff,
    });
    expect(detail.body.counts).toMatchObject({
      items_total: 2,
      items_by_status: { sold: 1, in_stock: 1, in_auction: 0 },
      lots_sold: 1,
      hammer_cents: 42_500,
    });
    const missing = await t.request({
      method: 'GET',
      url: `${url}/00000000-0000-4000-8000-000000000000/items`,
      token: staff,
    });
    expect(missing.status).toBe(404);
  });
});

import type { InventoryItemDetail, InventoryPage } from '@auction/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildCategory, buildConsignor, buildUser, tokenFor } from '../../../test/factories';
import { buildLocation } from '../../../test/inventory-factories';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { rowsOf } from '../../db/queries';

let t: TestApp;
let staff: string;
let bidder: string;
beforeAll(async () => {
  t = await createTestApp();
  staff = await tokenFor(t, await buildUser(t, { roles: ['Staff', 'Bidder'], name: 'Dana Clerk' }));
  bidder = await tokenFor(t, await buildUser(t));
});
afterAll(() => t.close());

async function intake(payload: Record<string, unknown>, token = staff) {
  return t.request<InventoryItemDetail>({ method: 'POST', url: '/api/admin/inventory', token, payload });
}

async function historyKinds(itemId: string) {
  const rows = await rowsOf<{ kind: string }>(
    t.db,
    sql`select kind from inventory_events where item_id = ${itemId}::uuid order by created_at, kind = 'moved', id`,
  );
  return rows.map((row) => row.kind);
}

async function auditActions(itemId: string) {
  const rows = await rowsOf<{ action: string }>(
    t.db,
    sql`select action from audit_log where entity = 'inventory_item' and entity_id = ${itemId} order by created_at, id`,
  );
  return rows.map((row) => row.action);
}

describe('intake', () => {
  it('gives a new item the next SKU, resolves its location code and writes its history and audit', async () => {
    const consignor = await buildConsignor(t);
    const category = await buildCategory(t, { name: 'Clocks' });
    const location = await buildLocation(t, { code: 'A-03-2' });
    const answer = await intake({
      title: 'Mantel clock',
      brand: 'Seth Thomas',
      consignor_id: consignor.id,
      category_id: category.id,
      location_code: ' a-03-2 ',
      starting_bid_cents: 2_000,
      reserve_cents: 5_000,
    });
    expect(answer.status).toBe(201);
    expect(answer.body.sku).toMatch(/^HA-\d{6}$/);
    expect(answer.body).toMatchObject({
      status: 'in_stock',
      reserve_cents: 5_000,
      category: 'Clocks',
      location: { id: location.id, code: 'A-03-2' },
      consignor: { id: consignor.id, name: consignor.name },
    });
    expect(answer.body.history).toMatchObject([
      {
        kind: 'created',
        actor_name: 'Dana Clerk',
        to_location_code: 'A-03-2',
        detail: { sku: answer.body.sku },
      },
    ]);
    expect(await auditActions(answer.body.id)).toEqual(['inventory.created']);
  });

  it('hands out different SKUs to two clerks saving at the same moment', async () => {
    const answers = await Promise.all([intake({ title: 'Brass lamp' }), intake({ title: 'Brass lamp' })]);
    expect(answers.map((answer) => answer.status)).toEqual([201, 201]);
    expect(answers[0]?.body.sku).not.toBe(answers[1]?.body.sku);
  });

  it('refuses an unknown or archived location code, a reserve below the starting bid and bad money, writing nothing', async () => {
    const before = await rowsOf<{ n: number }>(t.db, sql`select count(*)::int as n from inventory_items`);
    const unknown = await intake({ title: 'Pine chest', location_code: 'A-03-9' });
    expect(unknown.status).toBe(422);
    expect(unknown.body.errors?.location_code).toEqual(['There is no location A-03-9.']);
    const shelf = await buildLocation(t, { archived: true });
    const archived = await intake({ title: 'Pine chest', location_code: shelf.code });
    expect(archived.body.errors?.location_code).toEqual([
      `${shelf.code} is archived; restore it before putting items there.`,
    ]);
    const reserve = await intake({ title: 'Pine chest', starting_bid_cents: 5_000, reserve_cents: 4_000 });
    expect(reserve.status).toBe(422);
    expect(reserve.body.errors?.reserve_cents).toEqual(['The reserve may not be below the starting bid.']);
    for (const payload of [
      { title: 'Pine chest', starting_bid_cents: -1 },
      { title: 'Pine chest', buy_now_price_cents: 12.5 },
      { title: 'P' },
      { title: 'Pine chest', consignor_id: '00000000-0000-4000-8000-000000000000' },
      { title: 'Pine chest', location_code: 'not a code!' },
      { title: 'Pine chest', quantity: 0 },
    ]) {
      expect((await intake(payload)).status, JSON.stringify(payload)).toBe(422);
    }
    const after = await rowsOf<{ n: number }>(t.db, sql`select count(*)::int as n from inventory_items`);
    expect(after[0]?.n).toBe(before[0]?.n);
  });

  it('is for staff only: a bidder never sees an item, its reserve included', async () => {
    const item = await intake({ title: 'Oil painting', starting_bid_cents: 10_000, reserve_cents: 90_000 });
    for (const url of [`/api/admin/inventory/${item.body.id}`, '/api/admin/inventory']) {
      const answer = await t.request({ method: 'GET', url, token: bidder });
      expect(answer.status).toBe(403);
      expect(answer.text).not.toContain('90000');
    }
    expect((await intake({ title: 'Oil painting' }, bidder)).status).toBe(403);
  });
});

describe('edits and status', () => {
  it('records what changed, and a move with both locations', async () => {
    const from = await buildLocation(t);
    const to = await buildLocation(t);
    const item = (await intake({ title: 'Oak desk', location_code: from.code, starting_bid_cents: 1_000 }))
      .body;
    const edit = await t.request<InventoryItemDetail>({
      method: 'PUT',
      url: `/api/admin/inventory/${item.id}`,
      token: staff,
      payload: { title: 'Oak roll-top desk', starting_bid_cents: 1_500, location_code: to.code, brand: '' },
    });
    expect(edit.status).toBe(200);
    const [, updated, moved] = edit.body.history;
    expect(updated).toMatchObject({ kind: 'updated' });
    expect(updated?.changes).toEqual([
      { field: 'title', before: 'Oak desk', after: 'Oak roll-top desk' },
      { field: 'starting_bid_cents', before: 1_000, after: 1_500 },
    ]);
    expect(moved).toMatchObject({ kind: 'moved', from_location_code: from.code, to_location_code: to.code });
    const again = await t.request({
      method: 'PUT',
      url: `/api/admin/inventory/${item.id}`,
      token: staff,
      payload: { title: 'Oak roll-top desk' },
    });
    expect(again.status).toBe(200);
    expect(await historyKinds(item.id)).toEqual(['created', 'updated', 'moved']);
    const lower = await t.request({
      method: 'PUT',
      url: `/api/admin/inventory/${item.id}`,
      token: staff,
      payload: { reserve_cents: 1_000 },
    });
    expect(lower.body.errors?.reserve_cents).toEqual(['The reserve may not be below the starting bid.']);
  });

  it('returns goods with a reason, and leaves in-auction and sold to the system', async () => {
    const item = (await intake({ title: 'Wicker basket' })).body;
    const status = (payload: Record<string, unknown>) =>
      t.request<InventoryItemDetail>({
        method: 'POST',
        url: `/api/admin/inventory/${item.id}/status`,
        token: staff,
        payload,
      });
    expect(item.manual_statuses).toEqual(['buy_now', 'returned']);
    expect((await status({ status: 'returned' })).body.errors?.reason).toBeDefined();
    expect((await status({ status: 'sold' })).status).toBe(422);
    expect((await status({ status: 'buy_now' })).body.errors?.status).toEqual([
      'Set a buy-now price before offering the item for buy-now.',
    ]);
    const returned = await status({ status: 'returned', reason: 'Consignor took it home' });
    expect(returned.status).toBe(200);
    expect(returned.body.status).toBe('returned');
    expect(returned.body.history.at(-1)).toMatchObject({
      kind: 'returned',
      detail: { from: 'in_stock', to: 'returned', reason: 'Consignor took it home' },
    });
    await t.db.execute(sql`update inventory_items set status = 'in_auction' where id = ${item.id}::uuid`);
    expect((await status({ status: 'in_stock' })).status).toBe(409);
    expect(await auditActions(item.id)).toEqual(['inventory.created', 'inventory.status_changed']);
  });

  it('answers 404 for an item that does not exist', async () => {
    const missing = '00000000-0000-4000-8000-000000000000';
    expect(
      (await t.request({ method: 'GET', url: `/api/admin/inventory/${missing}`, token: staff })).status,
    ).toBe(404);
    const put = await t.request({
      method: 'PUT',
      url: `/api/admin/inventory/${missing}`,
      token: staff,
      payload: {},
    });
    expect(put.status).toBe(404);
  });
});

describe('the list', () => {
  it('finds a SKU exactly or every word in title or brand, filters, sorts, and refuses an unknown sort', async () => {
    const consignor = await buildConsignor(t, { name: 'Walter Boudreau' });
    const shelf = await buildLocation(t);
    const a = (await intake({ title: 'Singer sewing machine', brand: 'Singer', consignor_id: consignor.id }))
      .body;
    const b = (await intake({ title: 'Treadle table', brand: 'Singer', location_code: shelf.code })).body;
    const list = (query: string) =>
      t.request<InventoryPage>({ method: 'GET', url: `/api/admin/inventory?${query}`, token: staff });
    expect((await list(`q=${a.sku.toLowerCase()}`)).body.data.map((row) => row.id)).toEqual([a.id]);
    const words = await list('q=singer+treadle');
    expect(words.body.data.map((row) => row.id)).toEqual([b.id]);
    expect((await list(`consignor_id=${consignor.id}`)).body.data.map((row) => row.id)).toEqual([a.id]);
    expect((await list(`location=${shelf.code.toLowerCase()}`)).body.data.map((row) => row.id)).toEqual([
      b.id,
    ]);
    const sorted = await list('q=singer&sort=sku&order=asc');
    expect(sorted.body.data.map((row) => row.sku)).toEqual([a.sku, b.sku]);
    expect(sorted.body.meta.total).toBe(2);
    expect(sorted.body.data[0]).toMatchObject({ consignor: { name: 'Walter Boudreau' }, thumb_url: null });
    expect((await list('sort=reserve_cents')).status).toBe(422);
  });
});

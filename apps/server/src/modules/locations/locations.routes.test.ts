import type {
  AssignItemsAnswer,
  Location,
  LocationMovePage,
  LocationPage,
  LocationRangeAnswer,
} from '@auction/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildAuction, buildLot, buildUser, tokenFor } from '../../../test/factories';
import { buildItem } from '../../../test/locations/location-test-kit';
import { buildIssuedInvoice } from '../../../test/pickup/pickup-test-kit';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { rowsOf } from '../../db/queries';

let t: TestApp;
let staff: string;
beforeAll(async () => {
  t = await createTestApp();
  staff = await tokenFor(t, await buildUser(t, { roles: ['Staff', 'Bidder'] }));
});
afterAll(() => t.close());

const post = <T>(url: string, payload: object) =>
  t.request<T>({ method: 'POST', url, token: staff, payload });
const get = <T>(url: string) => t.request<T>({ url, token: staff });

async function location(code: string): Promise<Location> {
  const answer = await post<Location>('/api/admin/locations', { code });
  expect(answer.status).toBe(201);
  return answer.body;
}

describe('warehouse locations', () => {
  it('creates a range with the padding typed, and names the codes that were already there', async () => {
    await location('R-02-1');
    const range = await post<LocationRangeAnswer>('/api/admin/locations/range', {
      prefix: 'r',
      parts: [
        { from: '01', to: '03' },
        { from: '1', to: '4' },
      ],
      description: 'Racking by the loading door',
    });
    expect(range.status).toBe(200);
    expect(range.body.existing).toEqual(['R-02-1']);
    expect(range.body.created).toHaveLength(11);
    expect(range.body.created[0]).toMatchObject({
      code: 'R-01-1',
      description: 'Racking by the loading door',
    });
    const again = await post<LocationRangeAnswer>('/api/admin/locations/range', {
      prefix: 'R',
      parts: [
        { from: '01', to: '03' },
        { from: '1', to: '4' },
      ],
    });
    expect(again.body.created).toEqual([]);
    expect(again.body.existing).toHaveLength(12);
  });

  it('refuses a range of more than 2,000 codes and writes nothing', async () => {
    const answer = await post('/api/admin/locations/range', {
      prefix: 'Z',
      parts: [
        { from: '1', to: '50' },
        { from: '1', to: '50' },
      ],
    });
    expect(answer.status).toBe(422);
    expect(answer.body.errors?.parts?.[0]).toContain('2,500');
    const list = await get<LocationPage>('/api/admin/locations?q=Z-');
    expect(list.body.meta.total).toBe(0);
  });

  it('refuses a duplicate code, a bad code and a bad sort plainly', async () => {
    await location('DUP-1');
    expect((await post('/api/admin/locations', { code: 'dup-1' })).status).toBe(409);
    const bad = await post('/api/admin/locations', { code: 'A 03/2' });
    expect(bad.status).toBe(422);
    expect((await get('/api/admin/locations?sort=weight')).status).toBe(422);
  });

  it('lists codes in natural order with their item counts', async () => {
    for (const code of ['N-10', 'N-2', 'N-1']) await location(code);
    const n2 = (await get<LocationPage>('/api/admin/locations?q=N-2')).body.data[0];
    await buildItem(t, { location_id: n2?.id ?? null });
    const list = await get<LocationPage>('/api/admin/locations?q=N-');
    expect(list.body.data.map((row) => [row.code, row.item_count])).toEqual([
      ['N-1', 0],
      ['N-2', 1],
      ['N-10', 0],
    ]);
  });

  it('finds one code exactly, in any case and archived too when asked, where the search finds every code containing it', async () => {
    for (const code of ['X-07-3', 'X-07-30', 'AX-07-3']) await location(code);
    const archived = await location('X-07-4');
    await post(`/api/admin/locations/${archived.id}/archive`, {});
    const exact = await get<LocationPage>('/api/admin/locations?code=x-07-3');
    expect(exact.body.data.map((row) => row.code)).toEqual(['X-07-3']);
    expect((await get<LocationPage>('/api/admin/locations?q=X-07-3')).body.meta.total).toBe(3);
    expect((await get<LocationPage>('/api/admin/locations?code=X-07-4')).body.data).toEqual([]);
    const all = await get<LocationPage>('/api/admin/locations?code=X-07-4&state=all');
    expect(all.body.data.map((row) => [row.code, row.archived_at !== null])).toEqual([['X-07-4', true]]);
    expect((await get('/api/admin/locations?code=X 07')).status).toBe(422);
  });

  it('assigns scanned SKUs, recording each move with both locations, and nothing for a no-move', async () => {
    const shelf = await location('S-01-1');
    const bin = await location('S-01-2');
    const desk = await buildItem(t, { sku: 'HA-900001', location_id: shelf.id });
    const lamp = await buildItem(t, { sku: 'HA-900002' });
    const moved = await post<AssignItemsAnswer>(`/api/admin/locations/${bin.id}/items`, {
      skus: [' ha-900001', 'HA-900002', 'HA-404404'],
    });
    expect(moved.status).toBe(200);
    expect(moved.body.moved.map((item) => [item.sku, item.from?.code ?? null])).toEqual(
      expect.arrayContaining([
        ['HA-900001', 'S-01-1'],
        ['HA-900002', null],
      ]),
    );
    expect(moved.body.not_found).toEqual(['HA-404404']);
    const again = await post<AssignItemsAnswer>(`/api/admin/locations/${bin.id}/items`, {
      item_ids: [desk.id],
    });
    expect(again.body).toMatchObject({ moved: [], unchanged: [{ sku: 'HA-900001' }] });
    const history = await get<LocationMovePage>(`/api/admin/inventory/${desk.id}/moves`);
    expect(history.body.data).toHaveLength(1);
    expect(history.body.data[0]).toMatchObject({ from: { code: 'S-01-1' }, to: { code: 'S-01-2' } });
    const atBin = await get<LocationMovePage>(`/api/admin/locations/${bin.id}/moves`);
    expect(atBin.body.meta.total).toBe(2);
    const items = await get<{ data: { sku: string }[] }>(`/api/admin/locations/${bin.id}/items`);
    expect(items.body.data.map((item) => item.sku)).toEqual(['HA-900001', 'HA-900002']);
    const undo = await t.request<AssignItemsAnswer>({
      method: 'PUT',
      url: `/api/admin/inventory/${lamp.id}/location`,
      token: staff,
      payload: { location_id: null },
    });
    expect(undo.body.moved[0]?.from?.code).toBe('S-01-2');
    const audits = await rowsOf<{ action: string }>(
      t.db,
      sql`select action from audit_log where entity_id = ${bin.id} and action = 'location.items_assigned'`,
    );
    expect(audits).toHaveLength(1);
  });

  it('refuses to archive a location while items are there, then archives it once empty', async () => {
    const bin = await location('ARC-1');
    const item = await buildItem(t, { location_id: bin.id });
    const refused = await post(`/api/admin/locations/${bin.id}/archive`, {});
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe('ARC-1 still holds 1 item; move it elsewhere before archiving it.');
    await t.request({
      method: 'PUT',
      url: `/api/admin/inventory/${item.id}/location`,
      token: staff,
      payload: { location_id: null },
    });
    const archived = await post<Location>(`/api/admin/locations/${bin.id}/archive`, {});
    expect(archived.body.archived_at).not.toBeNull();
    expect((await post(`/api/admin/locations/${bin.id}/items`, { item_ids: [item.id] })).status).toBe(409);
    const active = await get<LocationPage>('/api/admin/locations?q=ARC-');
    expect(active.body.data).toEqual([]);
    const archivedList = await get<LocationPage>('/api/admin/locations?q=ARC-&state=archived');
    expect(archivedList.body.data).toHaveLength(1);
  });

  it('resolves a scanned code to an item, a location or an invoice, and says when it is none', async () => {
    const bin = await location('SC-07');
    const item = await buildItem(t, { sku: 'HA-777001' });
    expect((await get(`/api/admin/scan/ha-777001`)).body).toEqual({ kind: 'item', id: item.id });
    expect((await get(`/api/admin/scan/sc-07`)).body).toEqual({ kind: 'location', id: bin.id });
    const { invoice } = await buildIssuedInvoice(t);
    expect((await get(`/api/admin/scan/${invoice.id}`)).body).toEqual({ kind: 'invoice', id: invoice.id });
    if (invoice.number) {
      expect((await get(`/api/admin/scan/${invoice.number}`)).body).toEqual({
        kind: 'invoice',
        id: invoice.id,
      });
    }
    const missing = await get(`/api/admin/scan/${encodeURIComponent('NOPE 42')}`);
    expect(missing.status).toBe(404);
    expect(missing.body.message).toBe('Nothing has the code “NOPE 42”: no item, location or invoice.');
  });

  it('lists an auction’s items in natural shelf order, with the unplaced last, as JSON and PDF', async () => {
    const auction = await buildAuction(t, { slug: 'pick-list-sale' });
    const codes = ['P-10', 'P-2', 'P-1'];
    const places = [];
    for (const code of codes) places.push(await location(code));
    for (const [index, place] of [...places, null].entries()) {
      const item = await buildItem(t, { location_id: place?.id ?? null, title: `Item ${index}` });
      await buildLot(t, auction, { inventory_item_id: item.id });
    }
    const list = await get<{ data: { location: { code: string } | null }[] }>(
      `/api/admin/location-pick-list?auction_id=${auction.id}`,
    );
    expect(list.body.data.map((row) => row.location?.code ?? null)).toEqual(['P-1', 'P-2', 'P-10', null]);
    const pdf = await get(`/api/admin/location-pick-list.pdf?auction_id=${auction.id}`);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect((await get('/api/admin/location-pick-list')).status).toBe(422);
  });
});

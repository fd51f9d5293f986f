import type { Lot } from '@auction/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildAuction, buildLot, buildUser, tokenFor } from '../../../test/factories';
import { createTestApp, type TestApp } from '../../../test/test-app';

let t: TestApp;
let bidder: string;
beforeAll(async () => {
  t = await createTestApp();
  bidder = await tokenFor(t, await buildUser(t));
});
afterAll(() => t.close());

describe('watchlist', () => {
  it('adds a lot once, lists it newest first, and removes it', async () => {
    const auction = await buildAuction(t);
    const chair = await buildLot(t, auction, { title: 'Maple Rocker' });
    const lamp = await buildLot(t, auction, { title: 'Brass Lamp' });
    const add = (lot_id: string) =>
      t.request<Lot>({ method: 'POST', url: '/api/watchlist', token: bidder, payload: { lot_id } });
    expect((await add(chair.id)).status).toBe(201);
    expect((await add(chair.id)).status).toBe(200);
    expect((await add(lamp.id)).status).toBe(201);
    const list = await t.request<{ data: Lot[] }>({ method: 'GET', url: '/api/watchlist', token: bidder });
    expect(list.body.data.map((lot) => lot.title).sort()).toEqual(['Brass Lamp', 'Maple Rocker']);
    const other = await tokenFor(t, await buildUser(t));
    const theirs = await t.request<{ data: Lot[] }>({ method: 'GET', url: '/api/watchlist', token: other });
    expect(theirs.body.data).toEqual([]);

    const removed = await t.request({ method: 'DELETE', url: `/api/watchlist/${chair.id}`, token: bidder });
    expect(removed.body.message).toBe('Removed from your watchlist.');
    expect(
      (await t.request({ method: 'DELETE', url: `/api/watchlist/${chair.id}`, token: bidder })).status,
    ).toBe(404);
  });

  it('refuses lots of drafts and unknown lots, and guests', async () => {
    const draftLot = await buildLot(t, await buildAuction(t, { status: 'draft' }));
    const hidden = await t.request({
      method: 'POST',
      url: '/api/watchlist',
      token: bidder,
      payload: { lot_id: draftLot.id },
    });
    expect(hidden.status).toBe(404);
    const bad = await t.request({
      method: 'POST',
      url: '/api/watchlist',
      token: bidder,
      payload: { lot_id: 'x' },
    });
    expect(bad.body.errors).toEqual({ lot_id: ['Not a valid id.'] });
    expect((await t.request({ method: 'GET', url: '/api/watchlist' })).status).toBe(401);
  });
});

import type { Auction, PastAuction } from '@auction/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildAuction, buildLot, buildUser, tokenFor } from '../../../test/factories';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { type LotRow, lotImages } from '../../db/schema';

type Page<T> = { data: T[]; meta: { total: number } };

let t: TestApp;
let staff: string;
beforeAll(async () => {
  t = await createTestApp();
  staff = await tokenFor(t, await buildUser(t, { roles: ['Staff'] }));
});
afterAll(() => t.close());

/** A picture of a lot at `position`, stored as its three sizes under `hash`. */
async function addPicture(lot: Pick<LotRow, 'id'>, position: number, hash: string) {
  const key = (width: number) => `lots/${hash.repeat(32 / hash.length)}-${width}.webp`;
  await t.db.insert(lotImages).values({
    lot_id: lot.id,
    position,
    thumb_key: key(320),
    medium_key: key(800),
    large_key: key(1600),
    width: 1200,
    height: 900,
  });
}

const coverOf = (hash: string) => {
  const url = (width: number) => `/media/lots/${hash.repeat(32 / hash.length)}-${width}.webp`;
  return { image: url(800), image_variants: { thumb: url(320), medium: url(800), large: url(1600) } };
};

const publicAuction = async (id: string) =>
  (await t.request<Auction>({ method: 'GET', url: `/api/auctions/${id}` })).body;

describe("an auction's cover picture", () => {
  it('shows the first picture of its first pictured lot in sale order when it has no cover, on every public page', async () => {
    const auction = await buildAuction(t, { title: 'Cole Harbour Tools', image: null });
    // Sale order, not the order built: the lot sold first comes first.
    const second = await buildLot(t, auction, { lot_number: '2', sale_order: 2 });
    const withdrawn = await buildLot(t, auction, { lot_number: '0', sale_order: 0, status: 'withdrawn' });
    await buildLot(t, auction, { lot_number: '1', sale_order: 1 });
    const third = await buildLot(t, auction, { lot_number: '3', sale_order: 3 });
    await addPicture(withdrawn, 0, 'ee');
    await addPicture(third, 0, 'cc');
    await addPicture(second, 1, 'bb');
    await addPicture(second, 0, 'aa');

    expect(await publicAuction(auction.id)).toMatchObject(coverOf('aa'));
    const listed = await t.request<Page<Auction>>({ method: 'GET', url: '/api/auctions?per_page=100' });
    expect(listed.body.data.find((one) => one.id === auction.id)).toMatchObject(coverOf('aa'));

    const past = await buildAuction(t, { title: 'Sackville Estate', status: 'closed', image: null });
    const sold = await buildLot(t, past, { lot_number: '1', sale_order: 1, status: 'sold' });
    await addPicture(sold, 0, 'dd');
    const history = await t.request<Page<PastAuction>>({
      method: 'GET',
      url: '/api/auctions/past?per_page=100',
    });
    expect(history.body.data.find((one) => one.id === past.id)).toMatchObject(coverOf('dd'));
  });

  it("keeps the auction's own cover, and the placeholder's null when no lot has a picture", async () => {
    const covered = await buildAuction(t, { image: 'https://photos.example/cover.jpg' });
    await addPicture(await buildLot(t, covered), 0, 'ab');
    expect(await publicAuction(covered.id)).toMatchObject({
      image: 'https://photos.example/cover.jpg',
      image_variants: null,
    });

    const bare = await buildAuction(t, { image: null });
    await buildLot(t, bare);
    expect(await publicAuction(bare.id)).toMatchObject({ image: null, image_variants: null });
  });

  it("shows staff the cover as stored, so their form never saves a lot's picture as the auction's", async () => {
    const auction = await buildAuction(t, { image: null });
    await addPicture(await buildLot(t, auction), 0, 'cd');
    const answer = await t.request<Auction>({
      method: 'GET',
      url: `/api/admin/auctions/${auction.id}`,
      token: staff,
    });
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ image: null, image_variants: null });
    expect(await publicAuction(auction.id)).toMatchObject(coverOf('cd'));
  });
});

import type { Auction, AuctionRegistration } from '@auction/contracts';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildAuction, buildCategory, buildLot, buildUser, tokenFor } from '../../../test/factories';
import { hostileImages } from '../../../test/hostile-images';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { lots } from '../../db/schema';

let t: TestApp;
let staff: string;
let bidder: string;
beforeAll(async () => {
  t = await createTestApp();
  staff = await tokenFor(t, await buildUser(t, { roles: ['Staff', 'Bidder'] }));
  bidder = await tokenFor(t, await buildUser(t));
});
afterAll(() => t.close());

const settings = {
  title: 'Timberlea Estate Auction',
  description: 'Contents of a lakeside home.',
  start_at: '2026-12-01T10:00:00-04:00',
  end_at: '2026-12-08T19:00:00-04:00',
  buyer_premium: {
    kind: 'tiered',
    tiers: [
      { from_cents: 0, rate_bp: 1800 },
      { from_cents: 100_000, rate_bp: 1200 },
    ],
  },
  soft_close_window_seconds: 180,
  stagger_seconds: 20,
  requires_approval: true,
  deposit_cents: 50_000,
};

describe('staff auctions', () => {
  it('creates a draft with every setting, hidden from the public until published', async () => {
    const furniture = await buildCategory(t, { name: 'Furniture', slug: 'furniture' });
    const created = await t.request<Auction>({
      method: 'POST',
      url: '/api/admin/auctions',
      token: staff,
      payload: { ...settings, category_ids: [furniture.id] },
    });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      status: 'draft',
      slug: 'timberlea-estate-auction',
      startDate: '2026-12-01T14:00:00.000Z',
      soft_close_window_seconds: 180,
      soft_close_extension_seconds: 120,
      stagger_seconds: 20,
      requires_approval: true,
      deposit_cents: 50_000,
      time_zone: 'America/Halifax',
      buyer_premium: settings.buyer_premium,
      categories: [{ slug: 'furniture' }],
    });
    const id = created.body.id;
    expect((await t.request({ method: 'GET', url: `/api/auctions/${id}` })).status).toBe(404);
    expect((await t.request({ method: 'GET', url: `/api/admin/auctions/${id}`, token: staff })).status).toBe(
      200,
    );
    const all = await t.request<{ data: Auction[] }>({
      method: 'GET',
      url: '/api/admin/auctions',
      token: staff,
    });
    expect(all.body.data.map((a) => a.id)).toContain(id);
  });

  it('answers 422 with a message per field', async () => {
    const answer = await t.request({
      method: 'POST',
      url: '/api/admin/auctions',
      token: staff,
      payload: {
        title: 'ab',
        start_at: '2026-12-08T10:00:00Z',
        end_at: '2026-12-01T10:00:00Z',
        time_zone: 'Mars/Base',
      },
    });
    expect(answer.status).toBe(422);
    expect(answer.body.errors).toMatchObject({
      title: ['The title must be at least 3 characters.'],
      time_zone: ['Choose a time zone such as America/Halifax.'],
    });
    const order = await t.request({
      method: 'POST',
      url: '/api/admin/auctions',
      token: staff,
      payload: { title: 'Backwards', start_at: '2026-12-08T10:00:00Z', end_at: '2026-12-01T10:00:00Z' },
    });
    expect(order.body.errors).toEqual({ end_at: ['The end must be after the start.'] });
    // Year 0000 or 9999 is a typing mistake: refused on its field, never a 500 from the database.
    const before = (
      await t.request<{ data: Auction[] }>({ method: 'GET', url: '/api/admin/auctions', token: staff })
    ).body.data.length;
    for (const [start_at, end_at] of [
      ['0000-01-01T10:00:00Z', '2026-12-01T10:00:00Z'],
      ['2026-12-01T10:00:00Z', '9999-12-31T23:00:00-04:00'],
    ]) {
      const far = await t.request({
        method: 'POST',
        url: '/api/admin/auctions',
        token: staff,
        payload: { title: 'Far away sale', start_at, end_at },
      });
      expect(far.status).toBe(422);
      expect(Object.values(far.body.errors ?? {})).toEqual([['Use a date from 2000-01-01 to 2100-12-31.']]);
    }
    const after = (
      await t.request<{ data: Auction[] }>({ method: 'GET', url: '/api/admin/auctions', token: staff })
    ).body.data.length;
    expect(after).toBe(before);
  });

  it('updates settings, publishes with staggered lot end times, and clones', async () => {
    const auction = await buildAuction(t, { status: 'draft', title: 'Draft', end_at: null });
    const noEnd = await t.request({
      method: 'POST',
      url: `/api/admin/auctions/${auction.id}/publish`,
      token: staff,
    });
    expect(noEnd.status).toBe(422);
    expect(Object.keys(noEnd.body.errors ?? {}).sort()).toEqual(['end_at', 'lots']);

    const updated = await t.request<Auction>({
      method: 'PUT',
      url: `/api/admin/auctions/${auction.id}`,
      token: staff,
      payload: settings,
    });
    expect(updated.status).toBe(200);
    expect(updated.body.title).toBe('Timberlea Estate Auction');
    for (const lot_number of ['1', '2', '3']) await buildLot(t, auction, { lot_number, status: 'upcoming' });

    const published = await t.request<Auction>({
      method: 'POST',
      url: `/api/admin/auctions/${auction.id}/publish`,
      token: staff,
    });
    expect(published.status).toBe(200);
    expect(published.body.status).toBe('scheduled');
    const publishedLots = (await t.db.select().from(lots).where(eq(lots.auction_id, auction.id))).sort(
      (a, b) => a.sale_order - b.sale_order,
    );
    const staggered = ['2026-12-08T23:00:00.000Z', '2026-12-08T23:00:20.000Z', '2026-12-08T23:00:40.000Z'];
    expect(publishedLots.map((lot) => lot.end_at?.toISOString())).toEqual(staggered);
    expect(publishedLots.map((lot) => lot.scheduled_end_at?.toISOString())).toEqual(staggered);
    expect((await t.request({ method: 'GET', url: `/api/auctions/${auction.id}` })).status).toBe(200);
    const again = await t.request({
      method: 'POST',
      url: `/api/admin/auctions/${auction.id}/publish`,
      token: staff,
    });
    expect(again.status).toBe(409);

    const clone = await t.request<Auction>({
      method: 'POST',
      url: `/api/admin/auctions/${auction.id}/clone`,
      token: staff,
    });
    expect(clone.status).toBe(201);
    expect(clone.body).toMatchObject({
      status: 'draft',
      title: 'Copy of Timberlea Estate Auction',
      totalLots: 3,
    });
    const clonedLots = await t.db.select().from(lots).where(eq(lots.auction_id, clone.body.id));
    expect(clonedLots.map((lot) => [lot.end_at, lot.scheduled_end_at])).toEqual([
      [null, null],
      [null, null],
      [null, null],
    ]);
  });

  it('takes a cover picture', async () => {
    const auction = await buildAuction(t, { status: 'draft' });
    const picture = await sharp({ create: { width: 900, height: 600, channels: 3, background: '#2a6f97' } })
      .jpeg()
      .toBuffer();
    const boundary = '----cover';
    const payload = Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="cover.jpg"\r\n\r\n`,
      ),
      picture,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    const answer = await t.request<Auction>({
      method: 'POST',
      url: `/api/admin/auctions/${auction.id}/image`,
      token: staff,
      payload,
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
    });
    expect(answer.status).toBe(200);
    expect(answer.body.image).toMatch(/^\/media\/lots\/[0-9a-f]{32}-800\.webp$/);
    expect((await t.app.inject({ method: 'GET', url: answer.body.image ?? '' })).statusCode).toBe(200);
    const sizes = answer.body.image_variants;
    expect(sizes).toEqual({
      thumb: answer.body.image?.replace('-800.', '-320.'),
      medium: answer.body.image,
      large: answer.body.image?.replace('-800.', '-1600.'),
    });
    for (const url of Object.values(sizes ?? {})) {
      expect((await t.app.inject({ method: 'GET', url })).statusCode, url).toBe(200);
    }
    const listed = await t.request<{ data: Auction[] }>({
      method: 'GET',
      url: '/api/admin/auctions',
      token: staff,
    });
    expect(listed.body.data.find((one) => one.id === auction.id)?.image_variants).toEqual(sizes);
  });

  it('has no picture sizes for a cover given as an address from elsewhere', async () => {
    const auction = await buildAuction(t, { status: 'draft', image: 'https://photos.example/cover.jpg' });
    const answer = await t.request<Auction>({
      method: 'GET',
      url: `/api/admin/auctions/${auction.id}`,
      token: staff,
    });
    expect(answer.body).toMatchObject({ image: 'https://photos.example/cover.jpg', image_variants: null });
  });

  it('refuses a cover picture that is not JPEG, PNG or WebP by its bytes, keeping none', async () => {
    const auction = await buildAuction(t, { status: 'draft' });
    for (const hostile of await hostileImages()) {
      const boundary = '----cover';
      const answer = await t.request({
        method: 'POST',
        url: `/api/admin/auctions/${auction.id}/image`,
        token: staff,
        payload: Buffer.concat([
          Buffer.from(
            `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${hostile.filename}"\r\n\r\n`,
          ),
          hostile.bytes,
          Buffer.from(`\r\n--${boundary}--\r\n`),
        ]),
        headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
      });
      expect(answer.status, hostile.name).toBe(422);
      expect(answer.body.errors?.file, hostile.name).toHaveLength(1);
    }
    const after = await t.request<Auction>({
      method: 'GET',
      url: `/api/admin/auctions/${auction.id}`,
      token: staff,
    });
    expect(after.body.image).toBeNull();
  });

  it('lists drafts and closed auctions, filtered by any status and text', async () => {
    const draft = await buildAuction(t, { status: 'draft', title: 'Bedford Workshop Draft' });
    const closed = await buildAuction(t, { status: 'closed', title: 'Bedford Workshop Closed' });
    const list = (status: string) =>
      t.request<{ data: Auction[]; meta: { total: number } }>({
        method: 'GET',
        url: `/api/admin/auctions?q=Bedford%20Workshop&status=${status}`,
        token: staff,
      });
    expect((await list('draft')).body.data.map((a) => a.id)).toEqual([draft.id]);
    expect((await list('closed')).body.data.map((a) => a.id)).toEqual([closed.id]);
    expect((await list('open')).body.meta.total).toBe(0);
    expect((await list('finished')).status).toBe(422);
    const all = await t.request<{ data: Auction[] }>({
      method: 'GET',
      url: '/api/admin/auctions?q=Bedford%20Workshop',
      token: staff,
    });
    expect(all.body.data.map((a) => a.id).sort()).toEqual([draft.id, closed.id].sort());
  });

  it('deletes drafts only', async () => {
    const draft = await buildAuction(t, { status: 'draft' });
    await buildLot(t, draft);
    const open = await buildAuction(t);
    const refused = await t.request({
      method: 'DELETE',
      url: `/api/admin/auctions/${open.id}`,
      token: staff,
    });
    expect(refused.status).toBe(409);
    const deleted = await t.request({
      method: 'DELETE',
      url: `/api/admin/auctions/${draft.id}`,
      token: staff,
    });
    expect(deleted.body.message).toBe('The draft is deleted.');
    expect(
      (await t.request({ method: 'GET', url: `/api/admin/auctions/${draft.id}`, token: staff })).status,
    ).toBe(404);
  });

  it('is for Staff and Admins', async () => {
    expect(
      (await t.request({ method: 'POST', url: '/api/admin/auctions', token: bidder, payload: settings }))
        .status,
    ).toBe(403);
    expect((await t.request({ method: 'POST', url: '/api/admin/auctions', payload: settings })).status).toBe(
      401,
    );
  });
});

describe('registrations', () => {
  it('gives online paddles from 7000, pending where approval is required, and staff approve', async () => {
    const auction = await buildAuction(t, { requires_approval: true });
    const url = `/api/auctions/${auction.id}/register`;
    const refused = await t.request({ method: 'POST', url, token: bidder, payload: {} });
    expect(refused.body.errors).toEqual({ accept_terms: ['Accept the terms of this auction to register.'] });
    const first = await t.request<AuctionRegistration>({
      method: 'POST',
      url,
      token: bidder,
      payload: { accept_terms: true },
    });
    expect(first.status).toBe(201);
    expect(first.body).toMatchObject({ paddle_number: 7000, status: 'pending' });
    const repeat = await t.request<AuctionRegistration>({
      method: 'POST',
      url,
      token: bidder,
      payload: { accept_terms: true },
    });
    expect(repeat.status).toBe(200);
    expect(repeat.body.id).toBe(first.body.id);
    const second = await tokenFor(t, await buildUser(t));
    const next = await t.request<AuctionRegistration>({
      method: 'POST',
      url,
      token: second,
      payload: { accept_terms: true },
    });
    expect(next.body.paddle_number).toBe(7001);

    const list = await t.request<{ data: { email: string; status: string }[] }>({
      method: 'GET',
      url: `/api/admin/auctions/${auction.id}/registrations`,
      token: staff,
    });
    expect(list.body.data).toHaveLength(2);
    const approved = await t.request<AuctionRegistration>({
      method: 'PATCH',
      url: `/api/admin/registrations/${first.body.id}`,
      token: staff,
      payload: { status: 'approved', bidding_limit_cents: 500_000, paddle_number: 42 },
    });
    expect(approved.body).toMatchObject({
      status: 'approved',
      bidding_limit_cents: 500_000,
      paddle_number: 42,
    });
    const clash = await t.request({
      method: 'PATCH',
      url: `/api/admin/registrations/${next.body.id}`,
      token: staff,
      payload: { paddle_number: 42 },
    });
    expect(clash.body.errors).toEqual({ paddle_number: ['Another bidder in this auction has this paddle.'] });
    expect((await t.request({ method: 'POST', url, payload: { accept_terms: true } })).status).toBe(401);
  });

  it('approves at once where the auction does not ask for approval, and never for drafts', async () => {
    const auction = await buildAuction(t);
    const answer = await t.request<AuctionRegistration>({
      method: 'POST',
      url: `/api/auctions/${auction.id}/register`,
      token: bidder,
      payload: { accept_terms: true },
    });
    expect(answer.body.status).toBe('approved');
    const draft = await buildAuction(t, { status: 'draft' });
    const hidden = await t.request({
      method: 'POST',
      url: `/api/auctions/${draft.id}/register`,
      token: bidder,
      payload: { accept_terms: true },
    });
    expect(hidden.status).toBe(404);
    const closed = await buildAuction(t, { status: 'closed' });
    const late = await t.request({
      method: 'POST',
      url: `/api/auctions/${closed.id}/register`,
      token: bidder,
      payload: { accept_terms: true },
    });
    expect(late.status).toBe(409);
    expect(late.body.message).toBe('This auction has closed; registration is over.');
  });
});

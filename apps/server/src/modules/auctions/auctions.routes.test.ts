import type { Auction, AuctionDetail, BidHistoryItem, Lot, LotDetail, PastAuction } from '@auction/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildAuction, buildCategory, buildLot, buildUser } from '../../../test/factories';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { auctionRegistrations, bidIncrementProfiles, bids } from '../../db/schema';

type Page<T> = { data: T[]; meta: { total: number; page: number; per_page: number } };

let t: TestApp;
let open: Awaited<ReturnType<typeof buildAuction>>;
let draft: Awaited<ReturnType<typeof buildAuction>>;
let closed: Awaited<ReturnType<typeof buildAuction>>;
let tools: Awaited<ReturnType<typeof buildCategory>>;
beforeAll(async () => {
  t = await createTestApp();
  tools = await buildCategory(t, { name: 'Tools & Equipment', slug: 'tools-equipment' });
  const soon = Date.now() + 3_600_000;
  open = await buildAuction(t, {
    title: 'Bedford Workshop Liquidation',
    slug: 'bedford-workshop-liquidation',
    end_at: new Date(soon),
    categoryIds: [tools.id],
  });
  await buildAuction(t, {
    title: 'Spring Furniture Sale',
    status: 'scheduled',
    end_at: new Date(soon + 86_400_000),
  });
  draft = await buildAuction(t, { title: 'Secret Draft Sale', status: 'draft' });
  closed = await buildAuction(t, {
    title: 'Sackville Estate',
    status: 'closed',
    end_at: new Date(Date.now() - 86_400_000),
  });
  for (const [n, status, price] of [
    ['1', 'sold', 12_500],
    ['2', 'passed', null],
  ] as const) {
    await buildLot(t, closed, {
      lot_number: n,
      status,
      current_price_cents: price,
      bid_count: price ? 3 : 0,
    });
  }
});
afterAll(() => t.close());

describe('GET /api/auctions', () => {
  it('lists published auctions ending soonest first, never drafts or closed ones', async () => {
    const answer = await t.request<Page<Auction>>({ method: 'GET', url: '/api/auctions' });
    expect(answer.status).toBe(200);
    expect(answer.body.data.map((a) => a.title)).toEqual([
      'Bedford Workshop Liquidation',
      'Spring Furniture Sale',
    ]);
    expect(answer.body.meta).toEqual({ total: 2, page: 1, per_page: 20 });
    expect(answer.body.data[0]?.categories.map((c) => c.slug)).toEqual(['tools-equipment']);
  });

  it('filters by status, category and words, and pages', async () => {
    const byStatus = await t.request<Page<Auction>>({ method: 'GET', url: '/api/auctions?status=scheduled' });
    expect(byStatus.body.data.map((a) => a.title)).toEqual(['Spring Furniture Sale']);
    const byCategory = await t.request<Page<Auction>>({
      method: 'GET',
      url: '/api/auctions?category=tools-equipment',
    });
    expect(byCategory.body.data.map((a) => a.id)).toEqual([open.id]);
    const byWords = await t.request<Page<Auction>>({ method: 'GET', url: '/api/auctions?q=workshop' });
    expect(byWords.body.data.map((a) => a.id)).toEqual([open.id]);
    const second = await t.request<Page<Auction>>({ method: 'GET', url: '/api/auctions?per_page=1&page=2' });
    expect(second.body.meta).toEqual({ total: 2, page: 2, per_page: 1 });
    expect(second.body.data.map((a) => a.title)).toEqual(['Spring Furniture Sale']);
  });

  it('answers 422 with the field for a bad filter', async () => {
    const answer = await t.request({ method: 'GET', url: '/api/auctions?status=draft&sort=cheapest' });
    expect(answer.status).toBe(422);
    expect(Object.keys(answer.body.errors ?? {}).sort()).toEqual(['sort', 'status']);
  });
});

describe('GET /api/auctions/past', () => {
  it('lists closed auctions with prices realized', async () => {
    const answer = await t.request<Page<PastAuction>>({ method: 'GET', url: '/api/auctions/past' });
    expect(answer.body.data).toHaveLength(1);
    expect(answer.body.data[0]).toMatchObject({
      id: closed.id,
      soldLots: 1,
      totalRealized: 125,
      totalLots: 2,
    });
  });
});

describe('GET /api/auctions/:id', () => {
  it('answers by id and by the SEO form {uuid}-{slug}', async () => {
    for (const id of [open.id, `${open.id}-bedford-workshop-liquidation`, `${open.id}-an-old-slug`]) {
      const answer = await t.request<Auction>({ method: 'GET', url: `/api/auctions/${id}` });
      expect(answer.status).toBe(200);
      expect(answer.body).toMatchObject({ id: open.id, status: 'open', time_zone: 'America/Halifax' });
    }
  });

  it('answers the description also as safe HTML from its Markdown, and lists without it', async () => {
    const sale = await buildAuction(t, {
      description: 'A **40-year** collection. <script>alert(1)</script> [Terms](/terms)',
    });
    const answer = await t.request<AuctionDetail>({ method: 'GET', url: `/api/auctions/${sale.id}` });
    expect(answer.body.description).toBe(
      'A **40-year** collection. <script>alert(1)</script> [Terms](/terms)',
    );
    expect(answer.body.description_html).toBe(
      '<p>A <strong>40-year</strong> collection. &lt;script&gt;alert(1)&lt;/script&gt; <a href="/terms">Terms</a></p>',
    );
    const list = await t.request<Page<Auction>>({ method: 'GET', url: '/api/auctions?per_page=100' });
    expect(list.body.data.find((auction) => auction.id === sale.id)).not.toHaveProperty('description_html');
  });

  it("answers the auction's own increment table, else the house default, in lists too", async () => {
    const [fives] = await t.db
      .insert(bidIncrementProfiles)
      .values({
        name: 'Fives then fifties',
        rows: [
          { from_cents: 0, increment_cents: 500 },
          { from_cents: 100_000, increment_cents: 5_000 },
        ],
      })
      .returning();
    const own = await buildAuction(t, {
      title: 'Windsor Coin Sale',
      increment_profile_id: fives?.id ?? null,
      end_at: new Date(Date.now() + 7_200_000),
    });
    const ownRows = [
      { from_amount: 0, increment: 5 },
      { from_amount: 1000, increment: 50 },
    ];
    const one = await t.request<Auction>({ method: 'GET', url: `/api/auctions/${own.id}` });
    expect(one.body.increments).toEqual(ownRows);
    const list = await t.request<Page<Auction>>({ method: 'GET', url: '/api/auctions?per_page=50' });
    const byId = new Map(list.body.data.map((auction) => [auction.id, auction.increments]));
    expect(byId.get(own.id)).toEqual(ownRows);
    const house = await t.request<Auction>({ method: 'GET', url: `/api/auctions/${open.id}` });
    expect(house.body.increments[0]).toEqual({ from_amount: 0, increment: 1 });
    expect(house.body.increments).not.toEqual(ownRows);
  });

  it("answers when a staggered sale's last lot closes, besides the first lot's end", async () => {
    const firstEnd = Date.now() + 7_200_000;
    const staggered = await buildAuction(t, { title: 'Truro Tool Sale', end_at: new Date(firstEnd) });
    for (const order of [0, 1, 2]) {
      await buildLot(t, staggered, { end_at: new Date(firstEnd + order * 30_000), sale_order: order });
    }
    await buildLot(t, staggered, { status: 'withdrawn', end_at: new Date(firstEnd + 3_600_000) });
    const one = await t.request<Auction>({ method: 'GET', url: `/api/auctions/${staggered.id}` });
    expect(one.body.endDate).toBe(new Date(firstEnd).toISOString());
    expect(one.body.lastLotEndDate).toBe(new Date(firstEnd + 60_000).toISOString());
    const list = await t.request<Page<Auction>>({ method: 'GET', url: '/api/auctions?per_page=50' });
    const listed = list.body.data.find((auction) => auction.id === staggered.id);
    expect(listed?.lastLotEndDate).toBe(new Date(firstEnd + 60_000).toISOString());
    expect(list.body.data.find((auction) => auction.id === draft.id)).toBeUndefined();
    const noLots = list.body.data.find((auction) => auction.title === 'Spring Furniture Sale');
    expect(noLots?.lastLotEndDate).toBeNull();
  });

  it('hides drafts and answers 404 for unknown ids', async () => {
    expect((await t.request({ method: 'GET', url: `/api/auctions/${draft.id}` })).status).toBe(404);
    expect((await t.request({ method: 'GET', url: `/api/auctions/${draft.id}/lots` })).status).toBe(404);
    expect((await t.request({ method: 'GET', url: '/api/auctions/not-an-id' })).status).toBe(404);
    const unknown = await t.request({
      method: 'GET',
      url: '/api/auctions/00000000-0000-4000-8000-000000000000',
    });
    expect(unknown.status).toBe(404);
    expect(unknown.body.message).toBe('This auction does not exist.');
  });
});

describe('GET /api/auctions/:id/lots', () => {
  let sale: Awaited<ReturnType<typeof buildAuction>>;
  beforeAll(async () => {
    sale = await buildAuction(t, { title: 'Lot order sale' });
    const base = Date.now() + 600_000;
    const specs = [
      ['13', 'Marine Radio', 4_000, 3],
      ['2', 'Table Saw', 9_000, 1],
      ['12A', 'Brass Lantern', 1_500, 0],
      ['12', 'Hooked Rug', 6_000, 2],
    ] as const;
    for (const [lot_number, title, starting, order] of specs) {
      await buildLot(t, sale, {
        lot_number,
        title,
        starting_bid_cents: starting,
        end_at: new Date(base + order * 30_000),
        category_id: title === 'Table Saw' ? tools.id : null,
        reserve_cents: title === 'Hooked Rug' ? 50_000 : null,
      });
    }
    await buildLot(t, sale, { lot_number: '99', title: 'Withdrawn Clock', status: 'withdrawn' });
  });

  it('sorts lot numbers naturally and leaves out withdrawn lots', async () => {
    const answer = await t.request<Page<Lot>>({ method: 'GET', url: `/api/auctions/${sale.id}/lots` });
    expect(answer.body.data.map((lot) => lot.lotNumber)).toEqual(['2', '12', '12A', '13']);
    expect(answer.body.meta.total).toBe(4);
  });

  it('sorts by ending soonest and by price, and filters by words and category', async () => {
    const list = async (query: string) =>
      (
        await t.request<Page<Lot>>({ method: 'GET', url: `/api/auctions/${sale.id}/lots?${query}` })
      ).body.data.map((lot) => lot.lotNumber);
    expect(await list('sort=ending_soonest')).toEqual(['12A', '2', '12', '13']);
    expect(await list('sort=price_low')).toEqual(['12A', '13', '12', '2']);
    expect(await list('sort=price_high')).toEqual(['2', '12', '13', '12A']);
    expect(await list('q=lantern')).toEqual(['12A']);
    expect(await list('category=tools-equipment')).toEqual(['2']);
  });

  it('shows prices in dollars and whether the reserve is met, never the reserve', async () => {
    const answer = await t.request<Page<Lot>>({ method: 'GET', url: `/api/auctions/${sale.id}/lots?q=rug` });
    const rug = answer.body.data[0];
    expect(rug).toMatchObject({
      startingBid: 60,
      currentBid: null,
      currency: 'CAD',
      has_reserve: true,
      reserve_met: false,
    });
    expect(answer.text).not.toContain('reserve_cents');
    expect(answer.text).not.toContain('50000');
    expect(answer.text).not.toContain('"500"');
  });
});

describe('GET /api/auctions/:id/lots once the closing has begun', () => {
  let closing: Awaited<ReturnType<typeof buildAuction>>;
  beforeAll(async () => {
    closing = await buildAuction(t, { title: 'Closing sale' });
    const base = Date.now();
    const specs = [
      ['1', 'sold', -60_000],
      ['2', 'passed', -30_000],
      ['3', 'open', 30_000],
      ['4', 'open', 60_000],
      ['5', 'upcoming', 90_000],
    ] as const;
    for (const [lot_number, status, offset] of specs) {
      await buildLot(t, closing, { lot_number, status, end_at: new Date(base + offset) });
    }
  });
  const list = async (query: string) =>
    (
      await t.request<Page<Lot>>({ method: 'GET', url: `/api/auctions/${closing.id}/lots?${query}` })
    ).body.data.map((lot) => lot.lotNumber);

  it('sorts open lots first when ending soonest, then the closed ones', async () => {
    expect(await list('sort=ending_soonest')).toEqual(['3', '4', '5', '1', '2']);
  });

  it('shows only the open or only the closed lots, all of them unless told', async () => {
    expect(await list('sort=ending_soonest&state=closed')).toEqual(['1', '2']);
    expect(await list('sort=ending_soonest&state=open')).toEqual(['3', '4', '5']);
    expect(await list('sort=lot_number&state=all')).toEqual(['1', '2', '3', '4', '5']);
    const bad = await t.request({ method: 'GET', url: `/api/auctions/${closing.id}/lots?state=sold` });
    expect(bad.status).toBe(422);
    expect(bad.body.errors?.state).toEqual(['Show all, open or closed lots.']);
  });
});

describe('GET /api/lots/:id and its bids', () => {
  it('answers a lot by id or SEO form, and its history with paddles, never e-mails', async () => {
    const lot = await buildLot(t, open, {
      title: 'Mitre Saw',
      slug: 'mitre-saw',
      current_price_cents: 2_500,
      bid_count: 2,
    });
    const paddled = await buildUser(t, { name: 'Gloria Boudreau', email: 'gloria@example.ca' });
    const other = await buildUser(t, { name: 'Ross MacLeod', email: 'ross@example.ca' });
    await t.db.insert(auctionRegistrations).values({
      auction_id: open.id,
      user_id: paddled.id,
      paddle_number: 7004,
      status: 'approved',
      terms_accepted_at: new Date(),
    });
    await t.db.insert(bids).values([
      {
        lot_id: lot.id,
        auction_id: open.id,
        bidder_id: paddled.id,
        amount_cents: 2_000,
        kind: 'max',
        seq: 1,
      },
      { lot_id: lot.id, auction_id: open.id, bidder_id: other.id, amount_cents: 2_500, kind: 'max', seq: 2 },
    ]);
    const seo = await t.request<Lot>({ method: 'GET', url: `/api/lots/${lot.id}-mitre-saw` });
    expect(seo.status).toBe(200);
    expect(seo.body).toMatchObject({
      id: lot.id,
      currentBid: 25,
      bidCount: 2,
      reserve_met: true,
      has_reserve: false,
    });
    const history = await t.request<{ data: BidHistoryItem[] }>({
      method: 'GET',
      url: `/api/lots/${lot.id}/bids`,
    });
    expect(history.body.data.map((b) => [b.seq, b.amount, b.bidder])).toEqual([
      [2, 25, 'Bidder R***'],
      [1, 20, 'Paddle 7004'],
    ]);
    expect(history.text).not.toContain('@example.ca');
    expect(history.text).not.toContain('MacLeod');
  });

  it("answers a lot's description also as safe HTML from its Markdown", async () => {
    const lot = await buildLot(t, open, {
      description:
        '# Condition\n\nA **cast brass** bell.\n\n- Bracket\n- Clapper\n\n[x](javascript:alert(1))',
    });
    const answer = await t.request<LotDetail>({ method: 'GET', url: `/api/lots/${lot.id}` });
    expect(answer.body.description_html).toBe(
      '<h3>Condition</h3>\n<p>A <strong>cast brass</strong> bell.</p>\n<ul>\n<li>Bracket</li>\n<li>Clapper</li>\n</ul>\n<p>[x](javascript:alert(1))</p>',
    );
  });

  it('hides the lots of a draft', async () => {
    const hidden = await buildLot(t, draft);
    expect((await t.request({ method: 'GET', url: `/api/lots/${hidden.id}` })).status).toBe(404);
    expect((await t.request({ method: 'GET', url: `/api/lots/${hidden.id}/bids` })).status).toBe(404);
  });
});

describe('GET /api/categories', () => {
  it('lists categories and answers one by slug', async () => {
    const list = await t.request<{ data: { slug: string }[] }>({ method: 'GET', url: '/api/categories' });
    expect(list.body.data.map((c) => c.slug)).toEqual(['tools-equipment']);
    const one = await t.request({ method: 'GET', url: '/api/categories/tools-equipment' });
    expect(one.body).toEqual({
      id: tools.id,
      name: 'Tools & Equipment',
      slug: 'tools-equipment',
      image: null,
    });
    expect((await t.request({ method: 'GET', url: '/api/categories/boats' })).status).toBe(404);
  });
});

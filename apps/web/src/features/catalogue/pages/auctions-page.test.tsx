import type { Auction } from '@auction/contracts';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { buildAuction, page } from '../../../../test/catalogue-factories';
import { renderRoutes } from '../../../../test/render-app';
import { stubGet } from '../../../../test/stub-get';
import { pictureSizes } from '../../../components/catalogue/picture-sizes';
import { AuctionsPage } from './auctions-page';

const categories = {
  data: [
    { id: '20000000-0000-4000-8000-000000000001', name: 'Furniture', slug: 'furniture', image: null },
    {
      id: '20000000-0000-4000-8000-000000000002',
      name: 'Tools & Equipment',
      slug: 'tools-equipment',
      image: null,
    },
  ],
};

/** The factories' sale runs Nov 20 to Nov 29, 2026: the cards' countdowns read from this clock. */
const saleNow = new Date('2026-11-27T15:00:00.000Z');

beforeEach(() => vi.setSystemTime(saleNow));
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

function renderAuctions(path: string, auction: Partial<Auction> = {}) {
  const get = stubGet({
    '/api/categories': categories,
    '/api/auctions': (params: Record<string, unknown>) =>
      page(
        params.q === 'nothing'
          ? []
          : [
              buildAuction({
                title: 'Bedford Restaurant Liquidation',
                totalLots: 60,
                status: 'open',
                ...auction,
              }),
            ],
        12,
      ),
  });
  const view = renderRoutes([{ path: '/auctions', element: <AuctionsPage /> }], { path });
  return { ...view, get };
}

const lastParams = (get: ReturnType<typeof stubGet>) =>
  get.mock.calls.filter(([url]) => url === '/api/auctions').at(-1)?.[1]?.params;

describe('AuctionsPage', () => {
  it('reads its filters from the URL and asks the API for them', async () => {
    const { get } = renderAuctions('/auctions?status=scheduled&category=furniture&q=oak&sort=title&page=2');
    expect(await screen.findByRole('link', { name: 'Bedford Restaurant Liquidation' })).toBeInTheDocument();
    expect(lastParams(get)).toEqual({
      q: 'oak',
      status: 'scheduled',
      category: 'furniture',
      sort: 'title',
      page: 2,
      per_page: 12,
    });
    expect(screen.getByLabelText('Status')).toHaveValue('scheduled');
    expect(screen.getByLabelText('Sort by')).toHaveValue('title');
    expect(screen.getByLabelText('Search auctions')).toHaveValue('oak');
    expect(await screen.findByRole('option', { name: 'Furniture' })).toBeInTheDocument();
    expect(screen.getByLabelText('Category')).toHaveValue('furniture');
  });

  it('writes a changed filter into the URL and goes back to page 1', async () => {
    const user = userEvent.setup();
    const { get, router } = renderAuctions('/auctions?page=3');
    await screen.findByRole('link', { name: 'Bedford Restaurant Liquidation' });
    await screen.findByRole('option', { name: 'Tools & Equipment' });

    await user.selectOptions(screen.getByLabelText('Category'), 'tools-equipment');
    expect(router.state.location.search).toBe('?category=tools-equipment');

    await user.selectOptions(screen.getByLabelText('Status'), 'open');
    await user.type(screen.getByLabelText('Search auctions'), 'boat{Enter}');
    const params = new URLSearchParams(router.state.location.search);
    expect(Object.fromEntries(params)).toEqual({ category: 'tools-equipment', status: 'open', q: 'boat' });
    expect(lastParams(get)).toMatchObject({
      category: 'tools-equipment',
      status: 'open',
      q: 'boat',
      page: 1,
    });

    await user.selectOptions(screen.getByLabelText('Sort by'), 'ending_soonest');
    expect(new URLSearchParams(router.state.location.search).has('sort')).toBe(false);
  });

  it('shows each auction with its lot count, Halifax dates and countdown', async () => {
    renderAuctions('/auctions', { lastLotEndDate: '2026-11-29T23:00:00.000Z' });
    const card = (await screen.findByRole('link', { name: 'Bedford Restaurant Liquidation' })).closest(
      'article',
    );
    if (!card) throw new Error('no card');
    expect(within(card).getByText('60 lots')).toBeInTheDocument();
    expect(
      within(card).getByText(/Nov 20, 2026, 10:00 a\.m\. AST – Nov 29, 2026, 7:00 p\.m\. AST/),
    ).toBeInTheDocument();
    expect(within(card).getByRole('timer')).toHaveTextContent('Closes in 2d 8h');
    expect(within(card).queryByText(/Begins closing/)).not.toBeInTheDocument();
    expect(within(card).getByRole('link', { name: 'Bedford Restaurant Liquidation' })).toHaveAttribute(
      'href',
      expect.stringMatching(/^\/auctions\/[0-9a-f-]{36}-dartmouth-estate-sale$/),
    );
  });

  it("dates a staggered sale from its start to its last lot's close and says when the closing begins", async () => {
    renderAuctions('/auctions');
    const card = (await screen.findByRole('link', { name: 'Bedford Restaurant Liquidation' })).closest(
      'article',
    );
    if (!card) throw new Error('no card');
    expect(
      within(card).getByText('Nov 20, 2026, 10:00 a.m. AST – Nov 29, 2026, 7:05 p.m. AST'),
    ).toBeInTheDocument();
    expect(within(card).getByText('Begins closing Nov 29, 2026, 7:00 p.m. AST')).toBeInTheDocument();
    expect(within(card).getByRole('timer')).toHaveTextContent('Begins closing in 2d 8h');
  });

  it('says so when nothing matches the search', async () => {
    renderAuctions('/auctions?q=nothing');
    expect(await screen.findByRole('heading', { name: 'No auctions match your search' })).toBeInTheDocument();
  });

  it("loads the first auction's cover first, in the size its card shows, and the others as they scroll near", async () => {
    const cover = (name: string) => ({
      thumb: `/media/lots/${name}-320.webp`,
      medium: `/media/lots/${name}-800.webp`,
      large: `/media/lots/${name}-1600.webp`,
    });
    stubGet({
      '/api/categories': categories,
      '/api/auctions': page(
        ['a', 'b', 'c'].map((name) =>
          buildAuction({ title: `Sale ${name}`, image: cover(name).medium, image_variants: cover(name) }),
        ),
        12,
      ),
    });
    renderRoutes([{ path: '/auctions', element: <AuctionsPage /> }], { path: '/auctions' });
    await screen.findByRole('link', { name: 'Sale a' });
    const [first, ...others] = screen.getAllByRole('article').map((card) => card.querySelector('img'));
    expect(first).toHaveAttribute('fetchpriority', 'high');
    expect(first).not.toHaveAttribute('loading');
    expect(first).toHaveAttribute('src', '/media/lots/a-800.webp');
    expect(first).toHaveAttribute(
      'srcset',
      '/media/lots/a-320.webp 320w, /media/lots/a-800.webp 800w, /media/lots/a-1600.webp 1600w',
    );
    expect(others).toHaveLength(2);
    for (const img of [first, ...others]) {
      expect(img).toHaveAttribute('sizes', pictureSizes.auctionCard);
      expect(img).toHaveAttribute('width', '800');
      expect(img).toHaveAttribute('height', '600');
    }
    for (const img of others) {
      expect(img).toHaveAttribute('loading', 'lazy');
      expect(img).not.toHaveAttribute('fetchpriority');
    }
  });

  it('shows a cover from elsewhere as it is, without sizes', async () => {
    renderAuctions('/auctions', { image: 'https://photos.example/cover.jpg', image_variants: null });
    await screen.findByRole('link', { name: 'Bedford Restaurant Liquidation' });
    const img = screen.getByRole('article').querySelector('img');
    expect(img).toHaveAttribute('src', 'https://photos.example/cover.jpg');
    expect(img).not.toHaveAttribute('srcset');
    expect(img).toHaveAttribute('fetchpriority', 'high');
  });
});

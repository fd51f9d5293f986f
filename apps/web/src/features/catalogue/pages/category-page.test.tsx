import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildAuction, buildLot, page } from '../../../../test/catalogue-factories';
import { renderRoutes } from '../../../../test/render-app';
import { stubGet } from '../../../../test/stub-get';
import { CategoryPage } from './category-page';

afterEach(() => vi.restoreAllMocks());

const routes = [{ path: '/category/:slug', element: <CategoryPage /> }];

describe('CategoryPage', () => {
  it('lists the lots of the category in each current auction, ending soonest first, and the auctions', async () => {
    const auction = buildAuction({ title: 'Dartmouth Estate Sale' });
    const lots = ['3', '1', '2', '4'].map((lotNumber) =>
      buildLot({ lotNumber, title: `Chair ${lotNumber}` }),
    );
    const get = stubGet({
      '/api/categories/furniture': {
        id: '20000000-0000-4000-8000-000000000001',
        name: 'Furniture',
        slug: 'furniture',
        image: null,
      },
      '/api/auctions': page([auction], 12),
      [`/api/auctions/${auction.id}/lots`]: { data: lots, meta: { total: 9, page: 1, per_page: 4 } },
    });
    renderRoutes(routes, { path: '/category/furniture' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Furniture' })).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Lot 3: Chair 3' })).toBeInTheDocument();
    expect(
      screen.getByRole('link', { name: 'See all 9 open lots in Furniture in Dartmouth Estate Sale' }),
    ).toHaveAttribute('href', `/auctions/${auction.id}-dartmouth-estate-sale?category=furniture`);
    expect(screen.getAllByRole('link', { name: 'Dartmouth Estate Sale' })).toHaveLength(2);
    expect(get).toHaveBeenCalledWith('/api/auctions', {
      params: { category: 'furniture', sort: 'ending_soonest', page: 1, per_page: 12 },
    });
    expect(get).toHaveBeenCalledWith(`/api/auctions/${auction.id}/lots`, {
      params: { category: 'furniture', sort: 'ending_soonest', state: 'open', page: 1, per_page: 4 },
    });
  });

  it('lists no passed or sold lot, even of a sale that ends first, and skips a sale with none left', async () => {
    const closing = buildAuction({ title: 'Cole Harbour Tools', status: 'closing' });
    const later = buildAuction({ title: 'Bedford Estate' });
    const passed = buildLot({ lotNumber: '1', title: 'Passed bench', status: 'passed' });
    const open = buildLot({ lotNumber: '2', title: 'Open dresser' });
    // As the server answers: every lot unless told, only those still open with state=open.
    const lotsOf = (lots: ReturnType<typeof buildLot>[]) => (params: Record<string, unknown>) => {
      const shown = params.state === 'open' ? lots.filter((lot) => lot.status === 'open') : lots;
      return { data: shown, meta: { total: shown.length, page: 1, per_page: 4 } };
    };
    stubGet({
      '/api/categories/furniture': {
        id: '20000000-0000-4000-8000-000000000001',
        name: 'Furniture',
        slug: 'furniture',
        image: null,
      },
      '/api/auctions': page([closing, later], 12),
      [`/api/auctions/${closing.id}/lots`]: lotsOf([passed]),
      [`/api/auctions/${later.id}/lots`]: lotsOf([open]),
    });
    renderRoutes(routes, { path: '/category/furniture' });
    expect(await screen.findByRole('link', { name: 'Lot 2: Open dresser' })).toBeInTheDocument();
    expect(screen.queryByText('Passed bench')).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { level: 2, name: 'Cole Harbour Tools' })).not.toBeInTheDocument();
  });

  it('says so when nothing is open in the category', async () => {
    stubGet({
      '/api/categories/boats': {
        id: '20000000-0000-4000-8000-000000000003',
        name: 'Boats',
        slug: 'boats',
        image: null,
      },
      '/api/auctions': page([], 12),
    });
    renderRoutes(routes, { path: '/category/boats' });
    expect(
      await screen.findByRole('heading', { name: 'Nothing open in this category right now' }),
    ).toBeInTheDocument();
  });

  it('shows the not-found page for an unknown category', async () => {
    stubGet({ '/api/auctions': page([], 12) });
    renderRoutes(routes, { path: '/category/no-such-thing' });
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
  });
});

import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildBuyNowCard } from '../../../../test/buy-now/buy-now-factories';
import { renderRoutes } from '../../../../test/render-app';
import { stubGet } from '../../../../test/stub-get';
import { BuyNowPage } from './buy-now-page';

afterEach(() => vi.restoreAllMocks());

const routes = [{ path: '/buy-now', element: <BuyNowPage /> }];
const furniture = {
  id: '20000000-0000-4000-8000-000000000001',
  name: 'Furniture',
  slug: 'furniture',
  image: null,
};

describe('BuyNowPage', () => {
  it('lists the items with their price and links to their pages, and sorts by price', async () => {
    const box = buildBuyNowCard({ title: 'Pine blanket box', price_cents: 12_500 });
    const get = stubGet({
      '/api/categories': { data: [furniture] },
      '/api/buy-now': { data: [box], meta: { total: 1, page: 1, per_page: 24 } },
    });
    renderRoutes(routes, { path: '/buy-now' });
    expect(screen.getByRole('heading', { level: 1, name: 'Buy now' })).toBeInTheDocument();
    const link = await screen.findByRole('link', { name: 'Pine blanket box' });
    expect(link).toHaveAttribute('href', `/inventory/${box.id}-pine-blanket-box`);
    expect(screen.getByText('$125.00')).toBeInTheDocument();
    expect(screen.getByText('1 item')).toBeInTheDocument();

    await userEvent.selectOptions(screen.getByLabelText('Sort items by'), 'price_asc');
    await userEvent.selectOptions(await screen.findByLabelText('Category'), 'furniture');
    expect(get).toHaveBeenLastCalledWith('/api/buy-now', {
      params: { category: 'furniture', sort: 'price_asc', page: 1, per_page: 24 },
    });
  });

  it('says when nothing matches a search', async () => {
    stubGet({
      '/api/categories': { data: [] },
      '/api/buy-now': { data: [], meta: { total: 0, page: 1, per_page: 24 } },
    });
    renderRoutes(routes, { path: '/buy-now?q=zeppelin' });
    expect(await screen.findByRole('heading', { name: 'No items match your search' })).toBeInTheDocument();
  });
});

import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildAuction, page } from '../../../../test/catalogue-factories';
import { renderRoutes } from '../../../../test/render-app';
import { stubGet } from '../../../../test/stub-get';
import { CatalogueHighlights } from './catalogue-highlights';

afterEach(() => vi.restoreAllMocks());

function renderHighlights(
  byStatus: Record<string, ReturnType<typeof buildAuction>[]>,
  categories: unknown[] = [],
) {
  stubGet({
    '/api/auctions': (params: Record<string, unknown>) => page(byStatus[String(params.status)] ?? [], 3),
    '/api/categories': { data: categories },
  });
  return renderRoutes([{ path: '/', element: <CatalogueHighlights /> }]);
}

describe('CatalogueHighlights on the home page', () => {
  it('shows live, closing and upcoming auctions and the categories from the API', async () => {
    renderHighlights(
      {
        open: [buildAuction({ title: 'Bedford Liquidation', status: 'open' })],
        closing: [buildAuction({ title: 'Burnside Tools', status: 'closing' })],
        scheduled: [buildAuction({ title: 'Fall Furnishings', status: 'scheduled' })],
      },
      [{ id: '20000000-0000-4000-8000-000000000009', name: 'Art & Decor', slug: 'art-decor', image: null }],
    );
    expect(await screen.findByRole('link', { name: 'Bedford Liquidation' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Live now' })).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Burnside Tools' })).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Fall Furnishings' })).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Art & Decor' })).toHaveAttribute(
      'href',
      '/category/art-decor',
    );
  });

  it('hides every section that has nothing, inventing nothing', async () => {
    renderHighlights({ scheduled: [buildAuction({ title: 'Fall Furnishings', status: 'scheduled' })] });
    expect(await screen.findByRole('heading', { name: 'Upcoming' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Live now' })).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Closing soon' })).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Categories' })).not.toBeInTheDocument();
  });

  it("loads only the first auction's cover at once; the others wait until they scroll near", async () => {
    const withCover = (title: string, status: 'open' | 'closing') =>
      buildAuction({ title, status, image: `/media/lots/${title}-800.webp` });
    renderHighlights({
      open: [withCover('first', 'open'), withCover('second', 'open')],
      closing: [withCover('third', 'closing')],
    });
    await screen.findByRole('link', { name: 'third' });
    const [first, ...others] = screen.getAllByRole('article').map((card) => card.querySelector('img'));
    expect(first).toHaveAttribute('src', '/media/lots/first-800.webp');
    expect(first).toHaveAttribute('fetchpriority', 'high');
    expect(first).not.toHaveAttribute('loading');
    expect(others).toHaveLength(2);
    for (const img of others) {
      expect(img).toHaveAttribute('loading', 'lazy');
      expect(img).not.toHaveAttribute('fetchpriority');
    }
  });
});

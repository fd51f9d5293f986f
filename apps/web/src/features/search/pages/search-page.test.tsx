import type { FoundLot } from '@auction/contracts';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { buildLot } from '../../../../test/catalogue-factories';
import { buildUser } from '../../../../test/factories';
import { renderRoutes } from '../../../../test/render-app';
import { stubGet } from '../../../../test/stub-get';
import { SiteHeader } from '../../../app/layouts/header/site-header';
import { http } from '../../../lib/http/client';
import { SearchPage } from './search-page';

const now = new Date('2026-11-27T15:00:00.000Z');
beforeEach(() => vi.setSystemTime(now));
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

const chainsaw: FoundLot = {
  ...buildLot({ title: 'Chainsaw, 18 inch bar', lotNumber: '731', currentBid: 85, bidCount: 3 }),
  endDate: '2026-11-27T17:00:00.000Z',
  auction: {
    id: '30000000-0000-4000-8000-000000000001',
    slug: 'spring-tools',
    title: 'Spring Tools',
    status: 'open',
  },
};

function renderSearch(path: string, options: { signedIn?: boolean } = {}) {
  const get = stubGet({
    '/api/search/lots': (params: Record<string, unknown>) => ({
      data: params.q === 'husqvarna' ? [chainsaw] : [],
      meta: { total: params.q === 'husqvarna' ? 1 : 0, page: 1, per_page: 24 },
    }),
  });
  const view = renderRoutes(
    [
      { path: '/', element: <SiteHeader /> },
      {
        path: '/search',
        element: (
          <>
            <SiteHeader />
            <SearchPage />
          </>
        ),
      },
    ],
    { path, user: options.signedIn ? buildUser() : null },
  );
  return { ...view, get };
}

describe('search from the header', () => {
  it('opens the field from the phone’s search button and lands on the results page', async () => {
    const { router, get } = renderSearch('/');
    const button = screen.getByRole('button', { name: 'Search all lots' });
    expect(button).toHaveClass('size-11');
    await userEvent.click(button);
    const fields = screen.getAllByRole('searchbox', { name: 'Search all lots' });
    await userEvent.type(fields.at(-1) as HTMLElement, ' husqvarna {Enter}');
    expect(router.state.location.pathname).toBe('/search');
    expect(router.state.location.search).toBe('?q=husqvarna');
    expect(await screen.findByRole('heading', { name: 'Lots matching “husqvarna”' })).toBeInTheDocument();
    expect(get).toHaveBeenCalledWith('/api/search/lots', {
      params: { q: 'husqvarna', page: 1, per_page: 24 },
    });
  });
});

describe('SearchPage', () => {
  it('lists the lots found with their sale, price and time left', async () => {
    renderSearch('/search?q=husqvarna');
    const card = (await screen.findByRole('link', { name: /Chainsaw, 18 inch bar/ })).closest(
      'li',
    ) as HTMLElement;
    expect(within(card).getByText('$85.00')).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: 'Spring Tools' })).toHaveAttribute(
      'href',
      '/auctions/30000000-0000-4000-8000-000000000001-spring-tools',
    );
    expect(within(card).getByText(/closes in 2 hours|2h/i)).toBeInTheDocument();
    expect(screen.getByText('1 lot found')).toBeInTheDocument();
  });

  it('says when nothing matches and asks a guest to sign in to save the search', async () => {
    renderSearch('/search?q=zeppelin');
    expect(await screen.findByRole('heading', { name: 'No lots match “zeppelin”' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign in to save this search' })).toHaveAttribute(
      'href',
      `/login?redirect=${encodeURIComponent('/search?q=zeppelin')}`,
    );
  });

  it('saves the search for a signed-in bidder', async () => {
    renderSearch('/search?q=husqvarna', { signedIn: true });
    const post = vi.spyOn(http, 'post').mockResolvedValue({
      data: {
        id: '40000000-0000-4000-8000-000000000001',
        query: 'husqvarna',
        category: null,
        created_at: now.toISOString(),
      },
    } as never);
    await userEvent.click(await screen.findByRole('button', { name: 'Save this search' }));
    expect(post).toHaveBeenCalledWith('/api/saved-searches', { query: 'husqvarna', category: null });
    expect(await screen.findByRole('button', { name: 'Search saved' })).toBeDisabled();
  });
});

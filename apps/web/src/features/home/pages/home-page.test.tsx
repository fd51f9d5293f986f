import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildAuction, page } from '../../../../test/catalogue-factories';
import { cmsHomePage } from '../../../../test/cms-pages/cms-page-factories';
import { renderRoutes } from '../../../../test/render-app';
import { stubGet } from '../../../../test/stub-get';
import { defaultCompanyProfile } from '../../site/api/company-profile';
import { HomePage } from './home-page';

afterEach(() => vi.restoreAllMocks());

describe('HomePage', () => {
  it('opens with the hero: what the house does and how to start, before the auction lists', async () => {
    stubGet({
      '/api/auctions': page([buildAuction({ title: 'Bedford Liquidation', status: 'open' })], 3),
      '/api/categories': { data: [] },
      '/api/company': defaultCompanyProfile,
      '/api/pages': (params: Record<string, unknown>) => (params.path === '/' ? cmsHomePage : undefined),
    });
    renderRoutes([{ path: '/', element: <HomePage /> }]);
    await screen.findAllByRole('link', { name: 'Bedford Liquidation' });
    const headings = screen.getAllByRole('heading');
    expect(headings[0]).toEqual(screen.getByRole('heading', { level: 1 }));
    const hero = screen.getByRole('heading', { level: 1 });
    expect(hero).toHaveTextContent('Auctions from the CMS');
    expect(screen.getByText('Words staff wrote.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Why us' })).toBeInTheDocument();
    const firstList = screen.getByRole('heading', { name: 'Live now' });
    expect(hero.compareDocumentPosition(firstList) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    const browse = screen.getByRole('link', { name: 'Browse auctions' });
    expect(browse.compareDocumentPosition(firstList) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('never counts a live sale down to its estimated end: it says "Selling now"', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-22T23:00:00.000Z'));
    const live = buildAuction({
      title: 'Friday Night Estate Sale',
      type: 'live',
      status: 'live',
      startDate: '2026-11-22T22:00:00.000Z',
      endDate: '2026-12-02T01:00:00.000Z',
    });
    stubGet({
      '/api/auctions': (params: Record<string, unknown>) => page(params.status === 'live' ? [live] : [], 3),
      '/api/categories': { data: [] },
      '/api/company': defaultCompanyProfile,
      '/api/pages': (params: Record<string, unknown>) => (params.path === '/' ? cmsHomePage : undefined),
    });
    renderRoutes([{ path: '/', element: <HomePage /> }]);
    const title = await screen.findByRole('link', { name: 'Friday Night Estate Sale' });
    const card = title.closest('article');
    expect(card).toHaveTextContent('Selling now');
    expect(card).not.toHaveTextContent(/Closes in/);
    vi.useRealTimers();
  });
});

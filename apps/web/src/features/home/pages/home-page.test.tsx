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
});

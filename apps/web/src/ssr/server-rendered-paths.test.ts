import { describe, expect, it } from 'vitest';
import { appRoutes } from '../app/router';
import { isServerRenderedPath } from './server-rendered-paths';

describe('the pages the server renders (decision 0070)', () => {
  it('are the public pages, a CMS page at its own path and the not-found page', () => {
    for (const path of [
      '/',
      '/auctions',
      '/auctions/past',
      '/auctions/0b7c-estate',
      '/auctions/0b7c/live',
      '/lots/9f1d-ships-bell',
      '/buy-now',
      '/inventory/4e2a-table',
      '/category/furniture',
      '/services',
      '/about',
      '/contact',
      '/faq',
      '/no/such/page',
    ])
      expect(isServerRenderedPath(appRoutes, path), path).toBe(true);
  });

  it('leave sign-in, account and admin pages to the browser', () => {
    for (const path of [
      '/login',
      '/register',
      '/reset-password/abc',
      '/verify-email',
      '/dashboard',
      '/profile',
      '/watchlist',
      '/invoices/1/pay',
      '/admin',
      '/admin/no-such-tool',
    ])
      expect(isServerRenderedPath(appRoutes, path), path).toBe(false);
  });
});

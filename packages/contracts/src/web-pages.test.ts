import { describe, expect, it } from 'vitest';
import { isWebAppPage } from './web-pages';

describe('isWebAppPage', () => {
  it('knows the pages of spec section 2, with their ids and SEO slugs', () => {
    for (const path of [
      '/',
      '/auctions',
      '/auctions/',
      '/auctions/past',
      '/auctions/3f2b7c1e-8a4d-4c3b-9e2f-1a2b3c4d5e6f-estate-sale',
      '/auctions/3f2b7c1e-8a4d-4c3b-9e2f-1a2b3c4d5e6f/live',
      '/lots/3f2b7c1e-8a4d-4c3b-9e2f-1a2b3c4d5e6f',
      '/category/furniture',
      '/reset-password/abc_DEF-123',
      '/About',
      '/invoices/42/pay',
      '/admin',
      '/admin/auctions/new',
      '/admin/consignor-statements/7/9',
      '/admin/auctioneer-display/3f2b7c1e-8a4d-4c3b-9e2f-1a2b3c4d5e6f',
    ]) {
      expect(isWebAppPage(path), path).toBe(true);
    }
  });

  it('knows nothing else', () => {
    for (const path of [
      '/no-such-page',
      '/no/such/page',
      '/auctions/past/more',
      '/auctions/x/live/extra',
      '/lots',
      '/category',
      '/admin/no-such-tool',
      '/admin/users/7/more',
      '/wp-login.php',
      '//',
    ]) {
      expect(isWebAppPage(path), path).toBe(false);
    }
  });
});

import type { Role } from '@auction/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type BuiltUser, buildUser, tokenFor } from '../test/factories';
import { linkToken, mailsTo } from '../test/outbox';
import { createTestApp, type TestApp } from '../test/test-app';

type Who = 'guest' | 'Bidder' | 'Staff' | 'Admin';
type Expected = Record<Who, number>;
const all = (status: number): Expected => ({ guest: status, Bidder: status, Staff: status, Admin: status });
const signedIn = (guest: number, user: number): Expected => ({
  guest,
  Bidder: user,
  Staff: user,
  Admin: user,
});
const staffArea: Expected = { guest: 401, Bidder: 403, Staff: 200, Admin: 200 };
const adminOnly: Expected = { guest: 401, Bidder: 403, Staff: 403, Admin: 200 };
/** Staff routes past the role gate: an empty body or a placeholder id is refused or not found. */
const staffThen = (status: number): Expected => ({ guest: 401, Bidder: 403, Staff: status, Admin: status });
/** Admin-only routes past the role gate (Staff never reach Users). */
const adminThen = (status: number): Expected => ({ guest: 401, Bidder: 403, Staff: 403, Admin: status });

/**
 * Every API route and what each kind of caller gets, with an empty body where one is expected.
 * A route that is not in this table fails the coverage test below, so no route can ship unguarded.
 */
const matrix: [method: string, url: string, expected: Expected][] = [
  ['POST', '/api/auth/login', all(422)],
  ['POST', '/api/auth/register', { guest: 422, Bidder: 403, Staff: 403, Admin: 403 }],
  ['POST', '/api/auth/logout', signedIn(401, 200)],
  ['POST', '/api/auth/forgot-password', all(422)],
  ['POST', '/api/auth/reset-password', all(422)],
  ['POST', '/api/auth/verify-email', all(422)],
  ['POST', '/api/auth/resend-verification', signedIn(422, 200)],
  ['GET', '/api/users/profile', signedIn(401, 200)],
  ['PUT', '/api/users/profile', signedIn(401, 200)],
  ['POST', '/api/users/password', signedIn(401, 422)],
  ['GET', '/api/settings', all(200)],
  ['GET', '/api/company', all(200)],
  ['GET', '/api/maintenance/status', all(200)],
  ['GET', '/api/admin/settings', adminOnly],
  ['PUT', '/api/admin/settings', adminOnly],
  ['POST', '/api/admin/settings/logos/:logo', adminThen(422)],
  ['GET', '/api/admin/auction-defaults', staffArea],
  ['GET', '/api/admin/dashboard/figures', staffArea],
  ['POST', '/api/contact', all(422)],
  ['GET', '/api/admin/overview', staffArea],
  ['GET', '/api/admin/outbox', adminOnly],
  ['GET', '/api/admin/users', adminOnly],
  ['GET', '/api/admin/users/:id', adminThen(422)],
  ['PUT', '/api/admin/users/:id/roles', adminThen(422)],
  ['POST', '/api/admin/users/:id/disable', adminThen(422)],
  ['POST', '/api/admin/users/:id/enable', adminThen(422)],
  ['POST', '/api/admin/users/:id/password-reset', adminThen(422)],
  ['POST', '/api/admin/users/:id/verify-email', adminThen(422)],
  ['GET', '/api/admin/users/:id/export', adminThen(422)],
  ['POST', '/api/admin/users/:id/erase', adminThen(422)],
  ['GET', '/api/admin/backups', adminOnly],
  ['POST', '/api/admin/backups', adminThen(201)],
  ['PUT', '/api/admin/backups/schedule', adminThen(422)],
  ['POST', '/api/admin/backups/upload', adminThen(422)],
  ['GET', '/api/admin/backups/:name/download', adminThen(422)],
  ['DELETE', '/api/admin/backups/:name', adminThen(422)],
  ['POST', '/api/admin/backups/:name/restore', adminThen(422)],
  ['GET', '/api/health', all(200)],
  ['GET', '/api/health/ready', all(200)],
  ['GET', '/api/categories', all(200)],
  ['GET', '/api/categories/:slug', all(422)],
  ['GET', '/api/auctions', all(200)],
  ['GET', '/api/auctions/past', all(200)],
  ['GET', '/api/auctions/:id', all(404)],
  ['GET', '/api/auctions/:id/lots', all(404)],
  ['GET', '/api/auctions/:id/live', all(422)],
  ['PUT', '/api/lots/:id/absentee-bid', signedIn(401, 422)],
  ['GET', '/api/admin/auctions/:id/absentee-bids', staffThen(422)],
  ['POST', '/api/admin/auctions/:id/absentee-bids', staffThen(422)],
  ['GET', '/api/admin/auctions/:id/phone-bidders', staffThen(422)],
  ['PUT', '/api/admin/auctions/:id/phone-bidders', staffThen(422)],
  ['GET', '/api/admin/auctions/:id/lot-groups', staffThen(422)],
  ['POST', '/api/admin/auctions/:id/lot-groups', staffThen(422)],
  ['DELETE', '/api/admin/auctions/:id/lot-groups/:groupId', staffThen(422)],
  ['GET', '/api/admin/auctions/:id/closings', staffThen(422)],
  ['POST', '/api/admin/auctions/:id/closings/pause', staffThen(422)],
  ['POST', '/api/admin/auctions/:id/closings/resume', staffThen(422)],
  ['POST', '/api/auctions/:id/register', signedIn(401, 422)],
  ['GET', '/api/auctions/:id/registration', signedIn(401, 404)],
  ['GET', '/api/lots/:id', all(404)],
  ['GET', '/api/lots/:id/bids', all(404)],
  ['POST', '/api/lots/:id/bids', signedIn(401, 422)],
  ['GET', '/api/lots/:id/my-bid', signedIn(401, 422)],
  ['GET', '/api/search/lots', all(422)],
  ['GET', '/api/saved-searches', signedIn(401, 200)],
  ['POST', '/api/saved-searches', signedIn(401, 422)],
  ['DELETE', '/api/saved-searches/:id', signedIn(401, 422)],
  ['GET', '/api/auctions/:id/reminder', signedIn(401, 422)],
  ['PUT', '/api/auctions/:id/reminder', signedIn(401, 422)],
  ['DELETE', '/api/auctions/:id/reminder', signedIn(401, 422)],
  ['GET', '/api/auctions/:id/calendar.ics', all(422)],
  ['GET', '/api/invoices/:id/pickup.ics', signedIn(401, 422)],
  ['GET', '/api/watchlist', signedIn(401, 200)],
  ['POST', '/api/watchlist', signedIn(401, 422)],
  ['DELETE', '/api/watchlist/:lotId', signedIn(401, 422)],
  ['GET', '/api/push/public-key', signedIn(401, 200)],
  ['GET', '/api/users/me/push-subscriptions', signedIn(401, 200)],
  ['POST', '/api/users/me/push-subscriptions', signedIn(401, 422)],
  ['DELETE', '/api/users/me/push-subscriptions/:id', signedIn(401, 422)],
  ['GET', '/api/users/me/alert-preferences', signedIn(401, 200)],
  ['PUT', '/api/users/me/alert-preferences', signedIn(401, 422)],
  ['GET', '/api/users/bids', signedIn(401, 200)],
  ['GET', '/api/users/won-lots', signedIn(401, 200)],
  ['POST', '/api/admin/categories', staffThen(422)],
  ['PUT', '/api/admin/categories/:id', staffThen(422)],
  ['GET', '/api/admin/auctions', staffArea],
  ['POST', '/api/admin/auctions', staffThen(422)],
  ['GET', '/api/admin/auctions/:id', staffThen(404)],
  ['PUT', '/api/admin/auctions/:id', staffThen(422)],
  ['DELETE', '/api/admin/auctions/:id', staffThen(404)],
  ['POST', '/api/admin/auctions/:id/publish', staffThen(404)],
  ['POST', '/api/admin/auctions/:id/clone', staffThen(404)],
  ['POST', '/api/admin/auctions/:id/image', staffThen(422)],
  ['GET', '/api/admin/auctions/:id/registrations', staffThen(404)],
  ['PATCH', '/api/admin/registrations/:id', staffThen(422)],
  ['GET', '/api/invoices/:id/pickup-slots', signedIn(401, 422)],
  ['PUT', '/api/invoices/:id/pickup', signedIn(401, 422)],
  ['GET', '/api/admin/release-desk', staffThen(422)],
  ['POST', '/api/admin/invoices/:id/releases', staffThen(422)],
  ['GET', '/api/admin/pick-list', staffThen(422)],
  ['POST', '/api/admin/invoices/batch.pdf', staffThen(422)],
  ['GET', '/api/admin/cash-drawer/days/:day', staffThen(422)],
  ['POST', '/api/admin/cash-drawer/counts', staffThen(422)],
  ['GET', '/api/admin/cash-drawer/counts', staffArea],
  ['GET', '/api/admin/auctions/:id/floor-registrations', staffThen(404)],
  ['POST', '/api/admin/auctions/:id/floor-registrations', staffThen(422)],
  ['PATCH', '/api/admin/floor-registrations/:id', staffThen(422)],
  ['GET', '/api/admin/users/lookup', staffThen(422)],
  ['GET', '/api/admin/auctions/:id/dashboard', staffThen(404)],
  ['GET', '/api/admin/auctions/:id/lot-stats', staffThen(404)],
  ['GET', '/api/admin/auctions/:id/lots', staffThen(404)],
  ['POST', '/api/admin/auctions/:id/lots', staffThen(422)],
  ['POST', '/api/admin/auctions/:id/lots/reorder', staffThen(422)],
  ['POST', '/api/admin/auctions/:id/lots/prices', staffThen(422)],
  ['PUT', '/api/admin/lots/:id', staffThen(422)],
  ['POST', '/api/admin/lots/:id/withdraw', staffThen(422)],
  ['POST', '/api/admin/lots/:id/images', staffThen(422)],
  ['DELETE', '/api/admin/lots/:id/images/:imageId', staffThen(422)],
  ['PUT', '/api/admin/lots/:id/images/order', staffThen(422)],
  ['GET', '/api/admin/auctions/:id/lot-candidates', staffThen(404)],
  ['GET', '/api/admin/lot-candidates/filters', staffArea],
  ['POST', '/api/admin/auctions/:id/lots/from-inventory', staffThen(422)],
  ['GET', '/api/admin/auctions/:id/unsold-items', staffThen(404)],
  ['POST', '/api/admin/inventory/:id/relist', staffThen(422)],
  ['POST', '/api/admin/inventory/:id/return', staffThen(422)],
  ['POST', '/api/admin/image-imports', staffThen(422)],
  ['GET', '/api/admin/image-imports/:id', staffThen(422)],
  ['POST', '/api/admin/image-imports/:id/process', staffThen(422)],
  ['DELETE', '/api/admin/image-imports/:id', staffThen(422)],
  ['GET', '/api/admin/increment-profiles', staffArea],
  ['POST', '/api/admin/increment-profiles', staffThen(422)],
  ['PUT', '/api/admin/increment-profiles/:id', staffThen(422)],
  ['GET', '/api/admin/commission-profiles', staffArea],
  ['GET', '/api/admin/commission-profiles/:id', staffThen(422)],
  ['POST', '/api/admin/commission-profiles', { guest: 401, Bidder: 403, Staff: 403, Admin: 422 }],
  ['PUT', '/api/admin/commission-profiles/:id', { guest: 401, Bidder: 403, Staff: 403, Admin: 422 }],
  ['POST', '/api/admin/commission-profiles/:id/default', { guest: 401, Bidder: 403, Staff: 403, Admin: 422 }],
  ['DELETE', '/api/admin/commission-profiles/:id', { guest: 401, Bidder: 403, Staff: 403, Admin: 422 }],
  ['GET', '/api/invoices/:id/pay', signedIn(401, 422)],
  ['POST', '/api/invoices/:id/payment-intents', signedIn(401, 422)],
  ['POST', '/api/payments/stripe/webhook', all(404)],
  ['POST', '/api/admin/invoices/:id/payments', staffThen(422)],
  ['POST', '/api/admin/invoices/:id/refunds', staffThen(422)],
  ['POST', '/api/admin/invoices/:id/credit-notes', staffThen(422)],
  ['POST', '/api/admin/invoices/:id/credit-notes/preview', staffThen(422)],
  ['GET', '/api/admin/invoices/:id/fees', staffThen(422)],
  ['PUT', '/api/admin/invoices/:id/fees', staffThen(422)],
  ['GET', '/api/admin/credit-notes/:id', staffThen(422)],
  ['GET', '/api/admin/credit-notes/:id/pdf', staffThen(422)],
  ['GET', '/api/credit-notes/:id/pdf', signedIn(401, 422)],
  ['POST', '/api/admin/payments/:id/reverse', staffThen(422)],
  ['GET', '/api/users/cards', signedIn(401, 200)],
  ['POST', '/api/users/cards/setup', signedIn(401, 409)],
  ['POST', '/api/users/cards/confirm', signedIn(401, 422)],
  ['DELETE', '/api/users/cards/:id', signedIn(401, 422)],
  ['GET', '/api/admin/invoices/:id/card-on-file', staffThen(422)],
  ['POST', '/api/admin/invoices/:id/card-charges', staffThen(422)],
  ['POST', '/api/registrations/:id/deposit-intent', signedIn(401, 422)],
  ['GET', '/api/admin/auctions/:id/registration-deposits', staffThen(422)],
  ['POST', '/api/admin/registrations/:id/deposits', staffThen(422)],
  ['POST', '/api/admin/registrations/:id/deposit-refund', staffThen(422)],
  ['GET', '/api/invoices/:id/pdf', signedIn(401, 422)],
  ['GET', '/api/admin/invoices/:id/pdf', staffThen(422)],
  ['POST', '/api/admin/invoices/:id/send', staffThen(422)],
  ['POST', '/api/admin/invoices/email', staffThen(422)],
  ['GET', '/api/admin/payment-flags', staffArea],
  ['POST', '/api/admin/payment-flags/:id/clear', staffThen(422)],
  ['GET', '/api/invoices', signedIn(401, 200)],
  ['GET', '/api/invoices/owing', signedIn(401, 200)],
  ['GET', '/api/buy-now', all(200)],
  ['GET', '/api/buy-now/:itemId', all(422)],
  ['POST', '/api/buy-now/:itemId/purchase', signedIn(401, 422)],
  ['GET', '/api/invoices/:id', signedIn(401, 422)],
  ['PUT', '/api/invoices/:id/fulfilment', signedIn(401, 422)],
  ['GET', '/api/admin/invoices', staffArea],
  ['GET', '/api/admin/invoices.csv', staffArea],
  ['POST', '/api/admin/auctions/:id/invoices', staffThen(422)],
  ['GET', '/api/admin/invoices/:id', staffThen(422)],
  ['POST', '/api/admin/invoices/:id/lines', staffThen(422)],
  ['DELETE', '/api/admin/invoices/:id/lines/:lineId', staffThen(422)],
  ['POST', '/api/admin/invoices/:id/issue', staffThen(422)],
  ['POST', '/api/admin/invoices/:id/void', staffThen(422)],
  ['PUT', '/api/admin/invoices/:id/shipping', staffThen(422)],
  ['GET', '/api/admin/tax-rates', staffArea],
  ['POST', '/api/admin/tax-rates', { guest: 401, Bidder: 403, Staff: 403, Admin: 422 }],
  ['DELETE', '/api/admin/tax-rates/:id', { guest: 401, Bidder: 403, Staff: 403, Admin: 422 }],
  ['POST', '/api/admin/users/:id/tax-exemptions', staffThen(422)],
  ['POST', '/api/admin/registrations/:id/tax-exemptions', staffThen(422)],
  ['GET', '/api/admin/registrations/:id/tax-exemptions', staffThen(422)],
  ['GET', '/api/admin/inventory', staffArea],
  ['POST', '/api/admin/inventory', staffThen(422)],
  ['GET', '/api/admin/inventory/:id', staffThen(422)],
  ['PUT', '/api/admin/inventory/:id', staffThen(422)],
  ['POST', '/api/admin/inventory/:id/status', staffThen(422)],
  ['POST', '/api/admin/inventory/:id/pictures', staffThen(422)],
  ['PUT', '/api/admin/inventory/:id/pictures/order', staffThen(422)],
  ['DELETE', '/api/admin/inventory/:id/pictures/:pictureId', staffThen(422)],
  ['GET', '/api/admin/inventory-imports', staffArea],
  ['POST', '/api/admin/inventory-imports', staffThen(422)],
  ['GET', '/api/admin/inventory-imports/:id', staffThen(422)],
  ['PUT', '/api/admin/inventory-imports/:id/mapping', staffThen(422)],
  ['POST', '/api/admin/inventory-imports/:id/confirm', staffThen(422)],
  ['DELETE', '/api/admin/inventory-imports/:id', staffThen(422)],
  ['GET', '/api/admin/inventory-imports/:id/rejected.csv', staffThen(422)],
  ['GET', '/api/admin/users/:id/tax-exemptions', staffThen(422)],
  ['GET', '/api/admin/tax-exemptions/:id/certificate', staffThen(422)],
  ['POST', '/api/admin/tax-exemptions/:id/revoke', staffThen(422)],
  ['GET', '/api/admin/auctions/:id/invoice-problems', staffThen(422)],
  ['GET', '/api/admin/consignors', staffArea],
  ['POST', '/api/admin/consignors', staffThen(422)],
  ['GET', '/api/admin/consignors/:id', staffThen(422)],
  ['PUT', '/api/admin/consignors/:id', staffThen(422)],
  ['POST', '/api/admin/consignors/:id/archive', staffThen(422)],
  ['POST', '/api/admin/consignors/:id/unarchive', staffThen(422)],
  ['PUT', '/api/admin/consignors/:id/user', staffThen(422)],
  ['DELETE', '/api/admin/consignors/:id/user', staffThen(422)],
  ['GET', '/api/admin/consignors/:id/items', staffThen(422)],
  ['GET', '/api/admin/consignors/:id/advances', staffThen(422)],
  ['POST', '/api/admin/consignors/:id/advances', staffThen(422)],
  ['POST', '/api/admin/consignors/:id/advances/:advanceId/reverse', staffThen(422)],
  ['GET', '/api/admin/consignor-statements', staffArea],
  ['POST', '/api/admin/consignor-statements/generate', staffThen(422)],
  ['POST', '/api/admin/consignor-statements/generate-buy-now', staffThen(422)],
  ['GET', '/api/admin/consignor-statements/:consignorId/:saleKey', staffThen(422)],
  ['POST', '/api/admin/consignor-statements/:id/regenerate', staffThen(422)],
  ['POST', '/api/admin/consignor-statements/:id/finalise', staffThen(422)],
  ['GET', '/api/admin/consignor-statements/:id/pdf', staffThen(422)],
  ['POST', '/api/admin/consignor-statements/:id/email', staffThen(422)],
  ['POST', '/api/admin/consignor-statements/:id/payouts', staffThen(422)],
  ['POST', '/api/admin/consignor-statements/:id/payouts/:payoutId/reverse', staffThen(422)],
  ['POST', '/api/admin/consignor-statements/batch.pdf', staffThen(422)],
  ['GET', '/api/admin/consignor-payouts.csv', staffArea],
  ['GET', '/api/admin/reports/:name', staffThen(422)],
  ['GET', '/api/admin/books/journal', staffThen(422)],
  ['GET', '/api/consignor/overview', { guest: 401, Bidder: 403, Staff: 403, Admin: 403 }],
  ['GET', '/api/consignor/projection', { guest: 401, Bidder: 403, Staff: 403, Admin: 403 }],
  ['GET', '/api/consignor/statements', { guest: 401, Bidder: 403, Staff: 403, Admin: 403 }],
  ['GET', '/api/consignor/statements/:id/pdf', { guest: 401, Bidder: 403, Staff: 403, Admin: 403 }],
  ['GET', '/api/admin/locations', staffArea],
  ['POST', '/api/admin/locations', staffThen(422)],
  ['POST', '/api/admin/locations/range', staffThen(422)],
  ['GET', '/api/admin/locations/:id', staffThen(422)],
  ['PATCH', '/api/admin/locations/:id', staffThen(422)],
  ['POST', '/api/admin/locations/:id/archive', staffThen(422)],
  ['POST', '/api/admin/locations/:id/restore', staffThen(422)],
  ['GET', '/api/admin/locations/:id/items', staffThen(422)],
  ['POST', '/api/admin/locations/:id/items', staffThen(422)],
  ['GET', '/api/admin/locations/:id/moves', staffThen(422)],
  ['PUT', '/api/admin/inventory/:id/location', staffThen(422)],
  ['GET', '/api/admin/inventory/:id/moves', staffThen(422)],
  ['GET', '/api/admin/scan/:code', staffThen(404)],
  ['GET', '/api/admin/location-pick-list', staffThen(422)],
  ['GET', '/api/admin/location-pick-list.pdf', staffThen(422)],
  ['POST', '/api/admin/labels/items', staffThen(422)],
  ['POST', '/api/admin/labels/locations', staffThen(422)],
  ['GET', '/api/admin/auctions/:id/catalogue.pdf', staffThen(422)],
  ['GET', '/api/admin/auctions/:id/auctioneer-book.pdf', staffThen(422)],
  ['GET', '/api/admin/auctions/:id/lot-tags.pdf', staffThen(422)],
  ['GET', '/api/admin/marketing/campaigns', staffArea],
  ['POST', '/api/admin/marketing/campaigns', staffThen(422)],
  ['GET', '/api/admin/marketing/campaigns/:id', staffThen(422)],
  ['PATCH', '/api/admin/marketing/campaigns/:id', staffThen(422)],
  ['DELETE', '/api/admin/marketing/campaigns/:id', staffThen(422)],
  ['POST', '/api/admin/marketing/audience-preview', staffThen(422)],
  ['POST', '/api/admin/marketing/render', staffThen(422)],
  ['POST', '/api/admin/marketing/campaigns/:id/test-send', staffThen(422)],
  ['POST', '/api/admin/marketing/campaigns/:id/send', staffThen(422)],
  ['POST', '/api/admin/marketing/campaigns/:id/cancel', staffThen(422)],
  ['GET', '/api/admin/marketing/campaigns/:id/progress', staffThen(422)],
  ['POST', '/api/admin/auctions/:id/announcement', staffThen(422)],
  ['GET', '/api/marketing/open/:token', all(200)],
  ['GET', '/api/marketing/click/:token', all(422)],
  ['GET', '/api/marketing/unsubscribe', all(422)],
  ['POST', '/api/marketing/unsubscribe', all(422)],
  ['GET', '/api/admin/marketing/consents', staffArea],
  ['GET', '/api/admin/marketing/consents.csv', staffArea],
  ['GET', '/api/ws', all(426)],
  ['GET', '/api/live-stream/:auctionId/publish', all(426)],
  ['GET', '/api/live-stream/:auctionId/watch', all(426)],
  ['GET', '/api/docs', all(200)],
  ['GET', '/api/docs/json', all(200)],
  ['GET', '/api/pages', all(422)],
  ['GET', '/api/admin/cms/pages', staffArea],
  ['POST', '/api/admin/cms/pages', adminThen(422)],
  ['GET', '/api/admin/cms/pages/:id', staffThen(422)],
  ['GET', '/api/admin/cms/pages/:id/versions/:version', staffThen(422)],
  ['PUT', '/api/admin/cms/pages/:id/draft', staffThen(422)],
  ['POST', '/api/admin/cms/pages/:id/publish', staffThen(422)],
  ['POST', '/api/admin/cms/pages/:id/restore', staffThen(422)],
  ['POST', '/api/admin/cms/pages/:id/unpublish', staffThen(422)],
  ['DELETE', '/api/admin/cms/pages/:id', adminThen(422)],
  ['POST', '/api/admin/cms/preview', staffThen(422)],
  ['GET', '/api/docs/yaml', all(200)],
  ['GET', '/api/docs/static/index.html', all(302)],
  ['GET', '/api/docs/static/swagger-initializer.js', all(200)],
  ['GET', '/api/docs/static/*', all(200)],
];

const rolesOf: Record<Exclude<Who, 'guest'>, Role[]> = {
  Bidder: ['Bidder'],
  Staff: ['Staff', 'Bidder'],
  Admin: ['Admin', 'Bidder'],
};

let t: TestApp;
const registered: string[] = [];
const users = {} as Record<Exclude<Who, 'guest'>, BuiltUser>;
beforeAll(async () => {
  t = await createTestApp({ deps: { onRoute: (route) => registered.push(`${route.method} ${route.url}`) } });
  for (const who of ['Bidder', 'Staff', 'Admin'] as const)
    users[who] = await buildUser(t, { roles: rolesOf[who] });
});
afterAll(() => t.close());

describe('authorization matrix', () => {
  it('covers every route registered under /api (HEAD mirrors GET)', () => {
    const apiRoutes = registered.filter((route) => / \/api(\/|$)/.test(route) && !route.startsWith('HEAD '));
    const listed = matrix.map(([method, url]) => `${method} ${url}`);
    expect([...new Set(apiRoutes)].sort()).toEqual([...listed].sort());
  });

  for (const [method, url, expected] of matrix) {
    it(`${method} ${url}`, async () => {
      const concreteUrl = url.replace('*', 'swagger-ui.css');
      const actual = {} as Expected;
      for (const who of ['guest', 'Bidder', 'Staff', 'Admin'] as const) {
        // A fresh token per call: logout revokes the one it is called with.
        const token = who === 'guest' ? undefined : await tokenFor(t, users[who]);
        const answer = await t.request({
          method: method as 'GET',
          url: concreteUrl,
          ...(method === 'GET' ? {} : { payload: {} }),
          ...(token ? { token } : {}),
        });
        actual[who] = answer.status;
      }
      expect(actual).toEqual(expected);
    });
  }
});

describe('/metrics, outside /api', () => {
  it('is read from an allowed address whoever calls, and unknown to any other, signed in or not', async () => {
    for (const who of ['guest', 'Bidder', 'Staff', 'Admin'] as const) {
      const token = who === 'guest' ? undefined : await tokenFor(t, users[who]);
      const allowed = await t.request({ method: 'GET', url: '/metrics', ...(token ? { token } : {}) });
      const other = await t.request({
        method: 'GET',
        url: '/metrics',
        remoteAddress: '198.51.100.7',
        ...(token ? { token } : {}),
      });
      expect([who, allowed.status, other.status]).toEqual([who, 200, 404]);
    }
  });
});

describe('a reset link for the Admin', () => {
  it('appears on no route Staff can read, even when a Staff member asked for it', async () => {
    const staff = await tokenFor(t, users.Staff);
    const asked = await t.request({
      method: 'POST',
      url: '/api/auth/forgot-password',
      payload: { email: users.Admin.email },
      token: staff,
    });
    expect(asked.status).toBe(200);
    const token = linkToken((await mailsTo(t, users.Admin.email))[0]);
    // Every GET route, not only those the matrix opens to Staff: a route that leaks fails here too.
    const reads = matrix.filter(([method]) => method === 'GET');
    for (const [, url] of reads) {
      const answer = await t.request({
        method: 'GET',
        url: url.replace('*', 'swagger-ui.css'),
        token: staff,
      });
      expect(answer.text, url).not.toContain(token);
    }
  });
});

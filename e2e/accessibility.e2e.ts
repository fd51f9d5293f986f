import type { Auction, Lot, StaffLot } from '@auction/contracts';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { demoAccountWithRole, readDemoAccounts } from './support/accounts';
import { apiCall, apiSignIn } from './support/api';
import { colourRules, expectNoA11yViolations } from './support/axe';
import { useBrowser, viewports } from './support/browser';
import { focusRingContrast } from './support/contrast';

const baseUrl = inject('baseUrl');
const dataDir = inject('dataDir');
const browser = useBrowser();
/** Generous waits for a slow machine: visible text, never fixed sleeps. */
const wait = { timeout: 30_000 };

type Device = keyof typeof viewports;
type Theme = 'light' | 'dark';
type Who = 'guest' | 'bidder' | 'staff' | 'admin';
type Look = [Device, Theme];

/** A page as someone uses it: where it is, and what shows it has finished loading. */
interface Visit {
  name: string;
  path: () => string;
  /** Waits for the page's own content, and does what the visitor does before it is checked. */
  ready?: (page: Page) => Promise<unknown>;
}

/** What the suite made for itself before the first page: sales, lots and signed-in tokens. */
interface World {
  tokens: Record<Exclude<Who, 'guest'>, string>;
  demoSale: Auction;
  demoLot: Lot;
  timedSale: Auction;
  timedLot: StaffLot;
  liveSale: Auction;
  clerk: BrowserContext;
}
let world: World;
const w = () => world;

const lotPath = (lot: { id: string; slug: string }) => `/lots/${lot.id}-${lot.slug}`;
const heading = (name: string | RegExp) => (page: Page) =>
  page.getByRole('heading', { level: 1, name }).first().waitFor(wait);

const publicPages: Visit[] = [
  {
    name: 'home',
    path: () => '/',
    ready: (page) => page.getByRole('heading', { level: 2 }).first().waitFor(wait),
  },
  {
    name: 'auctions',
    path: () => '/auctions',
    ready: (page) => page.locator('article').first().waitFor(wait),
  },
  { name: 'past auctions', path: () => '/auctions/past' },
  {
    name: 'an auction',
    path: () => `/auctions/${w().demoSale.id}-${w().demoSale.slug}`,
    ready: (page) => heading(w().demoSale.title)(page),
  },
  { name: 'a lot', path: () => lotPath(w().demoLot), ready: (page) => heading(w().demoLot.title)(page) },
  { name: 'a category', path: () => '/category/furniture' },
  { name: 'services', path: () => '/services' },
  { name: 'about', path: () => '/about' },
  { name: 'contact', path: () => '/contact' },
  { name: 'login', path: () => '/login' },
  { name: 'register', path: () => '/register' },
  { name: 'forgot password', path: () => '/forgot-password' },
  { name: 'reset password', path: () => '/reset-password/an-unknown-token' },
  { name: 'not found', path: () => '/no-such-page' },
];

const liveRoom: Visit = {
  name: 'the live room with a lot open',
  path: () => `/auctions/${w().liveSale.id}/live`,
  ready: (page) =>
    page
      .getByRole('button', { name: /^Bid \$/ })
      .first()
      .waitFor(wait),
};

const bidderPages: Visit[] = [
  {
    name: 'dashboard',
    path: () => '/dashboard',
    ready: (page) => page.getByRole('region', { name: 'Lots won' }).waitFor(wait),
  },
  { name: 'profile', path: () => '/profile' },
  { name: 'watchlist', path: () => '/watchlist' },
  { name: 'invoices', path: () => '/invoices' },
  { name: 'an invoice', path: () => '/invoices/7d1f3b0e-5a55-4c5e-9a0e-1f2d3c4b5a69' },
  { name: 'an invoice’s payment', path: () => '/invoices/7d1f3b0e-5a55-4c5e-9a0e-1f2d3c4b5a69/pay' },
  {
    name: 'a lot with the bid form',
    path: () => lotPath(w().timedLot),
    ready: (page) => page.getByRole('textbox', { name: 'Your maximum bid' }).waitFor(wait),
  },
  {
    name: 'a lot with the bid to confirm',
    path: () => lotPath(w().timedLot),
    ready: async (page) => {
      await page.getByRole('textbox', { name: 'Your maximum bid' }).waitFor(wait);
      await page.getByRole('button', { name: 'Place bid' }).click();
      await page
        .getByRole('dialog', { name: 'Confirm your bid' })
        .getByRole('button', { name: 'Confirm bid' })
        .waitFor(wait);
    },
  },
  liveRoom,
];

const staffPages: Visit[] = [
  { name: 'admin dashboard', path: () => '/admin' },
  {
    name: 'auctions list',
    path: () => '/admin/auctions',
    ready: (page) => page.getByRole('table').first().waitFor(wait),
  },
  { name: 'auction edit', path: () => `/admin/auctions/${w().timedSale.id}/edit` },
  { name: 'a sale’s dashboard', path: () => `/admin/auctions/${w().demoSale.id}/dashboard` },
  { name: 'a sale’s lots', path: () => `/admin/auctions/${w().timedSale.id}/lots` },
  { name: 'lot stats', path: () => `/admin/auctions/${w().demoSale.id}/lot-stats` },
  { name: 'bidder registration', path: () => `/admin/auctions/${w().timedSale.id}/bidder-registration` },
  { name: 'increment profiles', path: () => '/admin/bid-increment-profiles' },
  { name: 'release desk', path: () => '/admin/release-desk' },
  { name: 'pick list', path: () => '/admin/release-desk/pick-list' },
  {
    name: 'invoices list',
    path: () => '/admin/invoices',
    ready: (page) => page.getByRole('region', { name: 'Totals of these invoices' }).waitFor(wait),
  },
  {
    name: 'clerk panel with a lot open',
    path: () => `/admin/clerk-panel/${w().liveSale.id}`,
    ready: (page) =>
      page
        .getByRole('region', { name: 'Clerk panel' })
        .getByRole('button', { name: 'Fair warning', exact: true })
        .waitFor(wait),
  },
  {
    name: 'auctioneer display',
    path: () => `/admin/auctioneer-display/${w().liveSale.id}`,
    ready: (page) => page.getByRole('status', { name: 'Lot state' }).getByText('OPEN').waitFor(wait),
  },
  { name: 'AI clerk test', path: () => '/admin/test-ai-clerk' },
];

const adminPages: Visit[] = [
  { name: 'settings', path: () => '/admin/settings' },
  {
    name: 'users',
    path: () => '/admin/users',
  },
];

/** A timed sale of its own, open for two hours, with one lot; the bidder registers for it. */
async function createTimedSale(staffToken: string, bidderToken: string) {
  const now = Date.now();
  const auction = (await apiCall(baseUrl, staffToken, 'POST', '/api/admin/auctions', {
    title: `Accessibility timed sale ${now}`,
    type: 'timed',
    start_at: new Date(now - 60_000).toISOString(),
    end_at: new Date(now + 2 * 60 * 60_000).toISOString(),
    requires_approval: false,
  })) as Auction;
  const lot = (await apiCall(baseUrl, staffToken, 'POST', `/api/admin/auctions/${auction.id}/lots`, {
    title: 'Mahogany Sea Chest',
    lot_number: '1',
    startingBid: 80,
  })) as StaffLot;
  await apiCall(baseUrl, staffToken, 'POST', `/api/admin/auctions/${auction.id}/publish`);
  await apiCall(baseUrl, bidderToken, 'POST', `/api/auctions/${auction.id}/register`, { accept_terms: true });
  return { auction, lot };
}

/** A live sale of its own with two lots; the bidder registers, and the clerk opens lot 1. */
async function createLiveSaleWithLotOpen(staffToken: string, bidderToken: string) {
  const now = Date.now();
  const auction = (await apiCall(baseUrl, staffToken, 'POST', '/api/admin/auctions', {
    title: `Accessibility live sale ${now}`,
    type: 'live',
    start_at: new Date(now + 60 * 60_000).toISOString(),
    end_at: new Date(now + 4 * 60 * 60_000).toISOString(),
  })) as Auction;
  for (const [index, title] of ['Brass Ship’s Lantern', 'Hooked Rug'].entries()) {
    await apiCall(baseUrl, staffToken, 'POST', `/api/admin/auctions/${auction.id}/lots`, {
      title,
      lot_number: String(index + 1),
      startingBid: 100 * (index + 1),
    });
  }
  await apiCall(baseUrl, staffToken, 'POST', `/api/admin/auctions/${auction.id}/publish`);
  await apiCall(baseUrl, bidderToken, 'POST', `/api/auctions/${auction.id}/register`, { accept_terms: true });
  const clerk = await signedInContext(browser(), 'desktop', 'light', staffToken);
  const page = await clerk.newPage();
  await page.goto(`${baseUrl}/admin/clerk-panel/${auction.id}`);
  const panel = page.getByRole('region', { name: 'Clerk panel' });
  await panel.getByRole('button', { name: 'Open lot', exact: true }).click(wait);
  await panel.getByRole('button', { name: 'Fair warning', exact: true }).waitFor(wait);
  return { auction, clerk };
}

/** The seeded timed sale with the most lots, and one of its lots, as a guest finds them. */
async function demoSaleAndLot() {
  const sales = (await (await fetch(`${baseUrl}/api/auctions?per_page=50`)).json()) as { data: Auction[] };
  const demoSale = [...sales.data].sort((a, b) => b.totalLots - a.totalLots)[0];
  if (!demoSale) throw new Error('No demo sale');
  const lots = (await (await fetch(`${baseUrl}/api/auctions/${demoSale.id}/lots?per_page=1`)).json()) as {
    data: Lot[];
  };
  const demoLot = lots.data[0];
  if (!demoLot) throw new Error('The demo sale has no lots');
  return { demoSale, demoLot };
}

/**
 * One browser context per look: its width, its theme (kept where the app keeps it) and, when
 * signed in, its token. Motion is reduced so no colour is checked halfway through a transition.
 */
async function signedInContext(b: Browser, device: Device, theme: Theme, token: string | null) {
  const context = await b.newContext({ viewport: viewports[device], reducedMotion: 'reduce' });
  context.setDefaultTimeout(15_000);
  await context.addInitScript(
    ([t, k]) => {
      localStorage.setItem('theme', t as string);
      if (k) localStorage.setItem('token', k);
    },
    [theme, token],
  );
  return context;
}

beforeAll(async () => {
  const bidder = readDemoAccounts(dataDir).find((account) => account.email.startsWith('bidder@'));
  if (!bidder) throw new Error('No demo account bidder@');
  const staff = demoAccountWithRole(dataDir, 'Staff');
  const admin = demoAccountWithRole(dataDir, 'Admin');
  const tokens = {
    bidder: await apiSignIn(baseUrl, bidder.email, bidder.password),
    staff: await apiSignIn(baseUrl, staff.email, staff.password),
    admin: await apiSignIn(baseUrl, admin.email, admin.password),
  };
  const timed = await createTimedSale(tokens.staff, tokens.bidder);
  const live = await createLiveSaleWithLotOpen(tokens.staff, tokens.bidder);
  world = {
    tokens,
    ...(await demoSaleAndLot()),
    timedSale: timed.auction,
    timedLot: timed.lot,
    liveSale: live.auction,
    clerk: live.clerk,
  };
});

afterAll(async () => {
  await world?.clerk.close();
});

/** Opens the page, waits for its content and the end of its requests, then checks it. */
async function check(page: Page, visit: Visit, label: string) {
  await page.goto(`${baseUrl}${visit.path()}`);
  await (visit.ready ?? ((p: Page) => p.locator('h1').first().waitFor(wait)))(page);
  await quiet(page);
  await expect
    .poll(
      () =>
        page
          .getByRole('status')
          .filter({ hasText: /^Loading/ })
          .count(),
      wait,
    )
    .toBe(0);
  await expectNoA11yViolations(page, label);
}

const inFlight = new WeakMap<Page, Set<unknown>>();

/** Counts the page's requests, so `quiet` knows when its data has arrived. */
function trackRequests(page: Page) {
  const open = new Set<unknown>();
  inFlight.set(page, open);
  page.on('request', (request) => open.add(request));
  page.on('requestfinished', (request) => open.delete(request));
  page.on('requestfailed', (request) => open.delete(request));
}

/** No request in flight for 150 ms: the page's data has arrived (quicker than "network idle"). */
async function quiet(page: Page) {
  const open = inFlight.get(page);
  if (!open) throw new Error('The page is not tracked');
  const deadline = Date.now() + wait.timeout;
  let quietSince = Date.now();
  while (Date.now() - quietSince < 150) {
    if (Date.now() > deadline) throw new Error(`Requests still open after ${wait.timeout} ms`);
    if (open.size > 0) quietSince = Date.now();
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

/** Every visit of one person in one look, in one context and one tab reused page after page. */
function checkEach(who: Who, visits: Visit[], looks: Look[]) {
  for (const [device, theme] of looks) {
    describe(`${who}, ${device} (${viewports[device].width} px), ${theme} theme`, () => {
      const page = tabOf(who, device, theme);
      for (const visit of visits) {
        it(`${visit.name} has no WCAG 2.2 A or AA violation`, async () => {
          await check(page(), visit, `${visit.name} (${who}, ${device}, ${theme})`);
        });
      }
    });
  }
}

/**
 * Every visit of one person at each width: every rule in the light theme, then, on the same page
 * switched to dark by its own "Dark theme" button, the rules colours decide. The dark theme swaps
 * colours and nothing else: the same elements, names, sizes and order (the logo swaps for one
 * with the same alt text), so the other rules answer there as they did in light, and loading the
 * page again for the dark theme only cost time. The next visit loads in light again (the
 * context's start-up script sets it).
 */
function checkEachInBothThemes(who: Who, visits: Visit[]) {
  for (const device of ['phone', 'desktop'] as const) {
    describe(`${who}, ${device} (${viewports[device].width} px), light then dark theme`, () => {
      const page = tabOf(who, device, 'light');
      for (const visit of visits) {
        it(`${visit.name} has no WCAG 2.2 A or AA violation, nor a colour one in the dark theme`, async () => {
          await check(page(), visit, `${visit.name} (${who}, ${device}, light)`);
          await switchToDarkTheme(page());
          await expectNoA11yViolations(page(), `${visit.name} (${who}, ${device}, dark)`, colourRules);
        });
      }
    });
  }
}

/** One context and one tab for a describe block's visits, opened before them and closed after. */
function tabOf(who: Who, device: Device, theme: Theme): () => Page {
  let context: BrowserContext;
  let page: Page;
  beforeAll(async () => {
    context = await signedInContext(browser(), device, theme, who === 'guest' ? null : w().tokens[who]);
    page = await context.newPage();
    trackRequests(page);
  });
  afterAll(async () => {
    await context?.close();
  });
  return () => page;
}

/**
 * Presses the page's own theme button. The click is dispatched to the button rather than made with
 * the pointer, so no element is left hovered or focused in the colours being checked.
 */
async function switchToDarkTheme(page: Page) {
  await page.getByRole('button', { name: 'Dark theme', pressed: false }).first().dispatchEvent('click');
  await page.locator('html.dark').waitFor({ state: 'attached', ...wait });
}

describe('the focus ring of the bid amount field', () => {
  // axe-core does not measure focus rings (non-text contrast, WCAG 1.4.11): this does.
  for (const theme of ['light', 'dark'] as const) {
    it(`stands out at least 3:1 from the page in the ${theme} theme`, async () => {
      const context = await signedInContext(browser(), 'phone', theme, w().tokens.bidder);
      const page = await context.newPage();
      await page.goto(`${baseUrl}${lotPath(w().timedLot)}`);
      const field = page.getByRole('textbox', { name: 'Your maximum bid' });
      await field.waitFor(wait);
      await field.focus();
      expect(await focusRingContrast(field)).toBeGreaterThanOrEqual(3);
      await context.close();
    });
  }
});

/** Each width only once, so every rule runs in both looks. */
const oneWidthPerTheme: Look[] = [
  ['phone', 'light'],
  ['desktop', 'dark'],
];

describe('accessibility (axe-core, WCAG 2.2 A and AA)', () => {
  checkEachInBothThemes('guest', publicPages);
  checkEachInBothThemes('bidder', bidderPages);
  // Staff pages once per theme, each at one width, to keep the browser suite's time in CI.
  checkEach('staff', staffPages, oneWidthPerTheme);
  checkEach('admin', adminPages, oneWidthPerTheme);
});

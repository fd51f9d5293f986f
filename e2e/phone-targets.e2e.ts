import type { Auction, StaffLot } from '@auction/contracts';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { demoAccountWithRole, readDemoAccounts } from './support/accounts';
import { apiCall, apiSignIn } from './support/api';
import { useBrowser } from './support/browser';
import { screenshot, writingScreenshots } from './support/screenshots';

const baseUrl = inject('baseUrl');
const dataDir = inject('dataDir');
const browser = useBrowser();
const wait = { timeout: 30_000 };

/** The size a thumb needs (WCAG 2.5.5, AAA; the house's bidders bid on phones). */
const TARGET_PX = 44;

interface World {
  bidderToken: string;
  timedSale: Auction;
  timedLot: StaffLot;
  liveSale: Auction;
  clerk: BrowserContext;
}
let world: World;

interface Visit {
  name: string;
  path: () => string;
  ready: (page: Page) => Promise<unknown>;
}

const h1 = (name: string | RegExp) => (page: Page) =>
  page.getByRole('heading', { level: 1, name }).first().waitFor(wait);

const visits: Visit[] = [
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
  {
    name: 'an auction',
    path: () => `/auctions/${world.timedSale.id}`,
    ready: (page) => h1(world.timedSale.title)(page),
  },
  {
    name: 'a lot with the bid panel',
    path: () => `/lots/${world.timedLot.id}`,
    ready: (page) => page.getByRole('textbox', { name: 'Your maximum bid' }).waitFor(wait),
  },
  {
    name: 'the live room',
    path: () => `/auctions/${world.liveSale.id}/live`,
    ready: (page) =>
      page
        .getByRole('button', { name: /^Bid \$/ })
        .first()
        .waitFor(wait),
  },
  {
    name: 'the dashboard',
    path: () => '/dashboard',
    ready: (page) => page.getByRole('region', { name: 'Lots won' }).waitFor(wait),
  },
  { name: 'the watchlist', path: () => '/watchlist', ready: h1('My watchlist') },
];

/**
 * Every visible button, link, input and select smaller than 44 x 44 CSS px, as "name (w x h)".
 * Links inside running text are exempt (WCAG 2.5.8's inline exception), and so is a box or radio
 * whose label is the target: the label is measured instead.
 */
function smallTargets(page: Page, min: number): Promise<string[]> {
  return page.evaluate((least) => {
    const selector =
      'a[href], button, input:not([type="hidden"]), select, textarea, summary, [role="button"]';
    const small: string[] = [];
    for (const element of document.querySelectorAll<HTMLElement>(selector)) {
      if (element.closest('[aria-hidden="true"], [inert]')) continue;
      const style = getComputedStyle(element);
      if (style.visibility === 'hidden' || style.display === 'none') continue;
      let target: HTMLElement = element;
      if (element instanceof HTMLInputElement && ['checkbox', 'radio'].includes(element.type)) {
        target = element.closest('label') ?? element;
      }
      const box = target.getBoundingClientRect();
      // Visually hidden (a screen-reader-only input), or kept above the page until focused (the skip link).
      const clipped = style.clipPath === 'inset(50%)' || style.clip.startsWith('rect(0');
      if (box.width <= 2 || box.height <= 2 || box.bottom <= 0 || clipped) continue;
      if (element.tagName === 'A' && style.display === 'inline') {
        const block = element.parentElement;
        const own = (element.textContent ?? '').trim();
        if (block && (block.textContent ?? '').trim() !== own) continue;
      }
      if (box.width < least || box.height < least) {
        const name =
          element.getAttribute('aria-label') ||
          (element.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 40) ||
          element.getAttribute('name') ||
          element.tagName.toLowerCase();
        small.push(`${name} (${Math.round(box.width)}x${Math.round(box.height)})`);
      }
    }
    return small;
  }, min);
}

/**
 * How far the page scrolls sideways (0 when it reflows), with the innermost elements that stick
 * out past the screen's right edge, so a failure says what to fix.
 */
async function sidewaysOverflow(page: Page): Promise<string | null> {
  return page.evaluate(() => {
    const overflow = document.documentElement.scrollWidth - window.innerWidth;
    if (overflow <= 0) return null;
    // What a row that scrolls on its own (the phone's menu row) hides is not the page's width.
    const inScroller = (element: HTMLElement) => {
      for (let up = element.parentElement; up && up !== document.body; up = up.parentElement) {
        if (getComputedStyle(up).overflowX !== 'visible') return true;
      }
      return false;
    };
    const sticking = [...document.querySelectorAll<HTMLElement>('body *')].filter(
      (element) => element.getBoundingClientRect().right > window.innerWidth + 0.5,
    );
    const outside = sticking.filter((element) => !inScroller(element));
    const past = outside.length > 0 ? outside : sticking;
    const innermost = past.filter(
      (element) => !past.some((other) => other !== element && element.contains(other)),
    );
    const names = innermost.slice(0, 4).map((element) => {
      const text = (element.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 30);
      return `${element.tagName.toLowerCase()}.${[...element.classList].slice(0, 4).join('.')} "${text}"`;
    });
    return `${overflow} px too wide (${names.join('; ')})`;
  });
}

/** With E2E_SCREENSHOTS=1, a picture of the page at 375 px in each theme (as the suite's others). */
async function keepPicture(page: Page, name: string) {
  if (!writingScreenshots) return;
  // The colours would ease over 150 ms into the new theme: the picture shows where they end.
  await page.addStyleTag({ content: '*, *::before, *::after { transition: none !important; }' });
  for (const theme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme: theme });
    await screenshot(page, 'phone-targets', name.replace(/\W+/g, '-'), { width: 'phone', theme });
  }
  await page.emulateMedia({ colorScheme: 'light' });
}

async function phoneContext(b: Browser, width: number, token: string | null) {
  const context = await b.newContext({ viewport: { width, height: 812 }, reducedMotion: 'reduce' });
  context.setDefaultTimeout(15_000);
  await context.addInitScript((stored) => {
    if (stored) localStorage.setItem('token', stored);
  }, token);
  return context;
}

async function open(page: Page, visit: Visit) {
  await page.goto(`${baseUrl}${visit.path()}`);
  await visit.ready(page);
  await page.waitForLoadState('networkidle');
}

async function createTimedSale(staffToken: string, bidderToken: string) {
  const now = Date.now();
  const auction = (await apiCall(baseUrl, staffToken, 'POST', '/api/admin/auctions', {
    title: `Phone targets timed sale ${now}`,
    type: 'timed',
    start_at: new Date(now - 60_000).toISOString(),
    end_at: new Date(now + 2 * 60 * 60_000).toISOString(),
    requires_approval: false,
  })) as Auction;
  const lot = (await apiCall(baseUrl, staffToken, 'POST', `/api/admin/auctions/${auction.id}/lots`, {
    title: 'Cast Iron Wood Stove',
    lot_number: '1',
    startingBid: 120,
  })) as StaffLot;
  await apiCall(baseUrl, staffToken, 'POST', `/api/admin/auctions/${auction.id}/publish`);
  await apiCall(baseUrl, bidderToken, 'POST', `/api/auctions/${auction.id}/register`, { accept_terms: true });
  await apiCall(baseUrl, bidderToken, 'POST', '/api/watchlist', { lot_id: lot.id });
  return { auction, lot };
}

async function createLiveSaleWithLotOpen(staffToken: string, bidderToken: string) {
  const now = Date.now();
  const auction = (await apiCall(baseUrl, staffToken, 'POST', '/api/admin/auctions', {
    title: `Phone targets live sale ${now}`,
    type: 'live',
    start_at: new Date(now + 60 * 60_000).toISOString(),
    end_at: new Date(now + 4 * 60 * 60_000).toISOString(),
  })) as Auction;
  for (const [index, title] of ['Ship’s Wheel Clock', 'Quilt, Log Cabin Pattern'].entries()) {
    await apiCall(baseUrl, staffToken, 'POST', `/api/admin/auctions/${auction.id}/lots`, {
      title,
      lot_number: String(index + 1),
      startingBid: 100 * (index + 1),
    });
  }
  await apiCall(baseUrl, staffToken, 'POST', `/api/admin/auctions/${auction.id}/publish`);
  await apiCall(baseUrl, bidderToken, 'POST', `/api/auctions/${auction.id}/register`, { accept_terms: true });
  const clerk = await browser().newContext({ viewport: { width: 1280, height: 800 } });
  await clerk.addInitScript((token) => localStorage.setItem('token', token), staffToken);
  const page = await clerk.newPage();
  await page.goto(`${baseUrl}/admin/clerk-panel/${auction.id}`);
  const panel = page.getByRole('region', { name: 'Clerk panel' });
  await panel.getByRole('button', { name: 'Open lot', exact: true }).click(wait);
  await panel.getByRole('button', { name: 'Fair warning', exact: true }).waitFor(wait);
  return { auction, clerk };
}

beforeAll(async () => {
  const bidder = readDemoAccounts(dataDir).find((account) => account.email.startsWith('bidder@'));
  if (!bidder) throw new Error('No demo account bidder@');
  const staff = demoAccountWithRole(dataDir, 'Staff');
  const bidderToken = await apiSignIn(baseUrl, bidder.email, bidder.password);
  const staffToken = await apiSignIn(baseUrl, staff.email, staff.password);
  const timed = await createTimedSale(staffToken, bidderToken);
  const live = await createLiveSaleWithLotOpen(staffToken, bidderToken);
  world = {
    bidderToken,
    timedSale: timed.auction,
    timedLot: timed.lot,
    liveSale: live.auction,
    clerk: live.clerk,
  };
});

afterAll(async () => {
  await world?.clerk.close();
});

describe('a bidder’s phone', () => {
  it('has every button, link, input and select at least 44 x 44 px at 375 px, signed in', async () => {
    const context = await phoneContext(browser(), 375, world.bidderToken);
    const page = await context.newPage();
    const found: string[] = [];
    for (const visit of visits) {
      await open(page, visit);
      await keepPicture(page, visit.name);
      const small = await smallTargets(page, TARGET_PX);
      if (small.length > 0) found.push(`${visit.name}: ${small.join(', ')}`);
    }
    await context.close();
    expect(found, `targets under ${TARGET_PX} x ${TARGET_PX} px`).toEqual([]);
  });

  it('reflows the home page, a lot and the live room at 320 px without sideways scrolling', async () => {
    const context = await phoneContext(browser(), 320, world.bidderToken);
    const page = await context.newPage();
    const wide: string[] = [];
    for (const visit of visits.filter((v) =>
      ['home', 'a lot with the bid panel', 'the live room'].includes(v.name),
    )) {
      await open(page, visit);
      const overflow = await sidewaysOverflow(page);
      if (overflow) wide.push(`${visit.name}: ${overflow}`);
    }
    await context.close();
    expect(wide).toEqual([]);
  });

  it('keeps the lot page and the live bar whole at 200% text on a 375 px phone', async () => {
    const context = await phoneContext(browser(), 375, world.bidderToken);
    const page = await context.newPage();
    const broken: string[] = [];
    for (const visit of visits.filter((v) =>
      ['home', 'a lot with the bid panel', 'the live room'].includes(v.name),
    )) {
      await open(page, visit);
      await page.evaluate(() => {
        document.documentElement.style.fontSize = '200%';
      });
      const overflow = await sidewaysOverflow(page);
      if (overflow) broken.push(`${visit.name}: ${overflow}`);
      const clipped = await page.evaluate(() =>
        [...document.querySelectorAll<HTMLElement>('.fixed *')]
          .filter((element) => element.children.length === 0 && element.scrollWidth > element.clientWidth + 1)
          .map((element) => (element.textContent ?? '').trim())
          .filter(Boolean),
      );
      if (clipped.length > 0) broken.push(`${visit.name}: clipped ${clipped.join(', ')}`);
    }
    await context.close();
    expect(broken).toEqual([]);
  });
});

import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { demoAccountWithRole } from './support/accounts';
import { apiSignIn } from './support/api';
import { expectNoA11yViolations } from './support/axe';
import { useBrowser } from './support/browser';
import { screenshotEveryLook } from './support/screenshots';
import { newPage, signedInPage, waitForPath } from './support/session';

const baseUrl = inject('baseUrl');
const dataDir = inject('dataDir');
const browser = useBrowser();
const wait = { timeout: 30_000 };

async function tokenOf(role: 'Admin' | 'Staff') {
  const account = demoAccountWithRole(dataDir, role);
  return apiSignIn(baseUrl, account.email, account.password);
}

/** Opens a page's editor from the content list. */
async function openEditor(page: Page, path: string) {
  await page.goto(`${baseUrl}/admin/cms`);
  await page.getByRole('heading', { level: 1, name: 'Content' }).waitFor(wait);
  await page.getByRole('link', { name: `Edit ${path}`, exact: true }).click();
  await page.getByRole('heading', { level: 1, name: `Edit ${path}` }).waitFor(wait);
}

/** What the public sees at a path, in a fresh visitor's browser. */
async function publicHeading(path: string): Promise<string> {
  const { context, page } = await newPage(browser(), 'phone');
  try {
    await page.goto(`${baseUrl}${path}`);
    const heading = page.getByRole('heading', { level: 1 });
    await heading.waitFor(wait);
    return await heading.innerText();
  } finally {
    await context.close();
  }
}

describe('content management', () => {
  it('staff edit the home hero with a live preview, publish it for the public, and restore the old words', async () => {
    const stamp = Date.now();
    const words = `Harbour lights sale ${stamp}`;
    const { context, page } = await signedInPage(browser(), await tokenOf('Staff'), 'desktop', 'light');
    await openEditor(page, '/');
    const hero = page.getByRole('group', { name: /Home: the hero/ });
    const oldHeading = await hero.getByRole('textbox', { name: /^Heading/ }).inputValue();
    await hero.getByRole('textbox', { name: /^Heading/ }).fill(words);
    await hero
      .getByRole('textbox', { name: /^Text \(Markdown\)/ })
      .fill(`Bid on **everything** from the ${stamp} estate.`);
    // The preview is the server's rendering, asked for once typing pauses.
    await hero
      .getByRole('region', { name: /Preview of Home: the hero/ })
      .locator('strong', { hasText: 'everything' })
      .waitFor(wait);
    await expectNoA11yViolations(page, 'the CMS page editor');

    await page.getByRole('button', { name: 'Save and publish' }).click();
    await page.getByText(/Version \d+ is now public\./).waitFor(wait);
    expect(await publicHeading('/')).toBe(words);

    // The history names who saved each version; restoring the one before as a draft copies it as a new draft.
    const history = page.getByRole('heading', { name: 'History' }).locator('..');
    await history.getByText('Liam Fraser', { exact: false }).first().waitFor(wait);
    const restoreButtons = history.getByRole('button', { name: /^Restore version \d+$/ });
    const previous = (await restoreButtons.first().getAttribute('aria-label')) ?? '';
    await restoreButtons.first().click();
    await history
      .getByRole('group', { name: previous })
      .getByRole('button', { name: 'Restore as draft' })
      .click();
    await history.getByText(new RegExp(`restored from ${previous.replace('Restore ', '')}`)).waitFor(wait);
    await page
      .getByRole('group', { name: /Home: the hero/ })
      .getByRole('textbox', { name: /^Heading/ })
      .waitFor(wait);
    expect(
      await page
        .getByRole('group', { name: /Home: the hero/ })
        .getByRole('textbox', { name: /^Heading/ })
        .inputValue(),
    ).toBe(oldHeading);
    // A restored draft is not public until it is published.
    expect(await publicHeading('/')).toBe(words);
    await page.getByRole('button', { name: 'Save and publish' }).click();
    await page.getByText(/Version \d+ is now public\./).waitFor(wait);
    expect(await publicHeading('/')).toBe(oldHeading);
    await context.close();
  });

  it('an Admin adds a page at its own path, publishes it, and the public finds it there', async () => {
    const path = `/harbour-questions-${Date.now()}`;
    const { context, page } = await signedInPage(browser(), await tokenOf('Admin'), 'phone', 'dark');
    await page.goto(`${baseUrl}/admin/cms`);
    await page.getByRole('heading', { level: 1, name: 'Content' }).waitFor(wait);

    // The app's own routes are refused with a clear message.
    const form = page.getByRole('form', { name: 'Add a page' });
    await form.getByLabel('Path').fill('/auctions');
    await form.getByLabel('Title').fill('Harbour questions');
    await form.getByRole('button', { name: 'Add page' }).click();
    await form
      .getByText('/auctions is one of the site’s own pages; choose another path, like /faq.')
      .waitFor(wait);

    await form.getByLabel('Path').fill(path);
    await form.getByRole('button', { name: 'Add page' }).click();
    await page.getByRole('heading', { level: 1, name: `Edit ${path}` }).waitFor(wait);
    const body = page.getByRole('group', { name: 'Main text' });
    await body.getByRole('textbox', { name: /^Heading/ }).fill('Pickup');
    await body
      .getByRole('textbox', { name: /^Text \(Markdown\)/ })
      .fill('Bring your invoice and photo ID to Dartmouth.');
    await expectNoA11yViolations(page, 'a new custom page in the editor, phone, dark');
    await page.getByRole('button', { name: 'Save and publish' }).click();
    await page.getByText(/Version \d+ is now public\./).waitFor(wait);

    const visitor = await newPage(browser(), 'desktop');
    const response = await visitor.page.goto(`${baseUrl}${path}`);
    expect(response?.status()).toBe(200);
    await visitor.page.getByRole('heading', { level: 1, name: 'Harbour questions' }).waitFor(wait);
    await visitor.page.getByText('Bring your invoice and photo ID to Dartmouth.').waitFor(wait);
    await expectNoA11yViolations(visitor.page, 'a published custom page');
    const unknown = await visitor.page.goto(`${baseUrl}${path}-missing`);
    expect(unknown?.status()).toBe(404);
    await visitor.page.getByRole('heading', { level: 1, name: 'Page not found' }).waitFor(wait);
    await visitor.context.close();

    await page.goto(`${baseUrl}/admin/cms`);
    await waitForPath(page, '/admin/cms');
    await page.getByRole('link', { name: `Edit ${path}` }).waitFor(wait);
    await context.close();
  });

  it('the content list and a page editor pass the accessibility checks at both widths in both themes', async () => {
    await screenshotEveryLook(browser(), await tokenOf('Staff'), 'admin-cms', [
      {
        name: 'content-list',
        open: async (page) => {
          await page.goto(`${baseUrl}/admin/cms`);
          await page.getByRole('link', { name: 'Edit /services', exact: true }).waitFor(wait);
          await expectNoA11yViolations(page, 'the content list');
        },
      },
      {
        name: 'services-editor',
        open: async (page) => {
          await page.getByRole('link', { name: 'Edit /services', exact: true }).click();
          await page.getByRole('group', { name: /estate auctions/ }).waitFor(wait);
          await expectNoA11yViolations(page, 'the services page editor');
        },
      },
      {
        name: 'public-home',
        open: async (page) => {
          await page.goto(`${baseUrl}/`);
          await page.getByRole('heading', { level: 2, name: 'How bidding works' }).waitFor(wait);
          await expectNoA11yViolations(page, 'the public home page');
        },
      },
      {
        name: 'public-faq',
        open: async (page) => {
          await page.goto(`${baseUrl}/faq`);
          await page.getByRole('heading', { level: 1, name: 'Frequently asked questions' }).waitFor(wait);
          await expectNoA11yViolations(page, 'the demo /faq page');
        },
      },
      {
        name: 'public-services',
        open: async (page) => {
          await page.goto(`${baseUrl}/services#estate`);
          await page.getByRole('heading', { level: 2, name: 'Estate auctions' }).waitFor(wait);
          await expectNoA11yViolations(page, 'the public services page');
        },
      },
    ]);
  });
});

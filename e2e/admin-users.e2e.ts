import { mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { demoAccountWithRole } from './support/accounts';
import { apiSignIn } from './support/api';
import { expectNoA11yViolations } from './support/axe';
import { useBrowser, viewports } from './support/browser';
import { newPage, signedInPage, signInThroughForm, waitForPath } from './support/session';

const baseUrl = inject('baseUrl');
const dataDir = inject('dataDir');
const browser = useBrowser();
const wait = { timeout: 30_000 };

/** A bidder of this test's own, registered as anyone registers on the site. */
async function registerBidder(name: string, email: string) {
  const password = 'harbour-lights-2026';
  const answer = await fetch(`${baseUrl}/api/auth/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ name, email, password, terms_accepted: true }),
  });
  if (answer.status !== 201) throw new Error(`Registering ${email}: ${answer.status} ${await answer.text()}`);
  return { email, password };
}

/** Resolves when the page's live channel has greeted it as signed in. */
function greetedSignedIn(page: Page): Promise<void> {
  return new Promise((resolve) => {
    page.on('websocket', (socket) => {
      socket.on('framereceived', ({ payload }) => {
        if (String(payload).includes('"authenticated"') && !String(payload).includes('"user":null'))
          resolve();
      });
    });
  });
}

describe('user administration', () => {
  it('an Admin finds a user, makes them Staff, disables them, and their open page is signed out', async () => {
    const stamp = Date.now();
    const name = `Morgan Lightkeeper ${stamp}`;
    const bidder = await registerBidder(name, `morgan-${stamp}@example.ca`);

    // The bidder has the site open, signed in, with the live channel up.
    const bidderToken = await apiSignIn(baseUrl, bidder.email, bidder.password);
    const { context: bidderContext, page: bidderPage } = await newPage(browser(), 'phone');
    await bidderContext.addInitScript((value) => localStorage.setItem('token', value), bidderToken);
    const greeted = greetedSignedIn(bidderPage);
    await bidderPage.goto(`${baseUrl}/dashboard`);
    await greeted;

    const admin = demoAccountWithRole(dataDir, 'Admin');
    const adminToken = await apiSignIn(baseUrl, admin.email, admin.password);
    const { context, page } = await signedInPage(browser(), adminToken, 'desktop', 'light');
    await page.goto(`${baseUrl}/admin/users`);
    await page.getByRole('heading', { level: 1, name: 'Users' }).waitFor(wait);
    await page.getByLabel('Search name, e-mail or phone').fill(String(stamp));
    await page.getByRole('button', { name: 'Search' }).click();
    await page.getByRole('link', { name }).click(wait);
    await page.getByRole('heading', { level: 1, name }).waitFor(wait);
    await expectNoA11yViolations(page, 'a user page');

    await page.getByRole('checkbox', { name: /^Staff/ }).check();
    await page.getByRole('button', { name: 'Save roles' }).click();
    await page.getByText(`The roles of ${name} are saved.`).waitFor(wait);
    await page.getByRole('row', { name: /Roles changed/ }).waitFor(wait);

    await page.getByRole('button', { name: 'Disable account…' }).click();
    await page.getByLabel('Reason for disabling').fill('Asked us to close the account for now');
    await page.getByRole('button', { name: 'Disable account', exact: true }).click();
    await page
      .getByText(/^Disabled since .*: they cannot sign in until it is enabled again\.$/)
      .waitFor(wait);
    await page.getByRole('button', { name: 'Enable account' }).waitFor(wait);

    // The bidder's open page hears at once that the session is over, and goes to sign-in.
    await bidderPage.getByText('Your session has expired. Please log in again.').first().waitFor(wait);
    await waitForPath(bidderPage, '/login');
    await signInThroughForm(bidderPage, bidder.email, bidder.password);
    await bidderPage
      .getByText(
        'This account has been disabled. Please contact the auction house if you think this is a mistake.',
      )
      .waitFor(wait);
    expect(new URL(bidderPage.url()).pathname).toBe('/login');

    await bidderContext.close();
    await context.close();
  });

  it('the list and a user page read well on a phone and a desktop, in the light and the dark theme', async () => {
    const stamp = Date.now();
    const name = `Rowan Ferryman ${stamp}`;
    await registerBidder(name, `rowan-${stamp}@example.ca`);
    const admin = demoAccountWithRole(dataDir, 'Admin');
    const adminToken = await apiSignIn(baseUrl, admin.email, admin.password);
    const shots = join(tmpdir(), 'harbourside-admin-users');
    for (const device of ['phone', 'desktop'] as const) {
      for (const theme of ['light', 'dark'] as const) {
        const { context, page } = await signedInPage(browser(), adminToken, device, theme);
        const look = async (shot: string) => {
          await expectNoA11yViolations(page, `${shot} (${device}, ${theme})`);
          if (process.env.E2E_SCREENSHOTS !== '1') return;
          mkdirSync(shots, { recursive: true });
          const file = join(shots, `${shot}-${viewports[device].width}-${theme}.png`);
          await page.screenshot({ path: file, fullPage: true });
        };
        await page.goto(`${baseUrl}/admin/users?q=${stamp}`);
        await page.getByRole('link', { name }).waitFor(wait);
        await look('users');
        await page.getByRole('link', { name }).click();
        await page.getByRole('heading', { level: 1, name }).waitFor(wait);
        await page.getByRole('row', { name: /Registered/ }).waitFor(wait);
        await look('user');
        await context.close();
      }
    }
  });
});

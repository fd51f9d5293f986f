import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { demoAccountWithRole } from './support/accounts';
import { apiCall, freshSignIn } from './support/api';
import { useBrowser, type viewports } from './support/browser';
import { newPage, waitForPath } from './support/session';

const baseUrl = inject('baseUrl');
const dataDir = inject('dataDir');
const browser = useBrowser();
const wait = { timeout: 30_000 };

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

describe('a session that ends elsewhere', () => {
  for (const device of ['phone', 'desktop'] as (keyof typeof viewports)[]) {
    it(`on the ${device}: the open page says the session expired and goes to sign-in when the token is logged out`, async () => {
      const bidder = demoAccountWithRole(dataDir, 'Bidder');
      const token = await freshSignIn(baseUrl, bidder.email, bidder.password);
      const { context, page } = await newPage(browser(), device);
      await context.addInitScript((value) => localStorage.setItem('token', value), token);
      const greeted = greetedSignedIn(page);
      await page.goto(`${baseUrl}/dashboard`);
      await greeted;

      // Signed out from another device: only the live channel can tell this page.
      await apiCall(baseUrl, token, 'POST', '/api/auth/logout');
      await page.getByText('Your session has expired. Please log in again.').first().waitFor(wait);
      await waitForPath(page, '/login');
      expect(new URL(page.url()).searchParams.get('redirect')).toBe('/dashboard');
      expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
      await context.close();
    });
  }
});

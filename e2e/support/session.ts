import { expect } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { viewports } from './browser';

export async function newPage(browser: Browser, device: keyof typeof viewports = 'desktop') {
  const context: BrowserContext = await browser.newContext({ viewport: viewports[device] });
  context.setDefaultTimeout(10_000);
  const page: Page = await context.newPage();
  return { context, page };
}

/** Fills the sign-in form the way a person would. */
export async function signInThroughForm(page: Page, email: string, password: string) {
  await page.getByLabel('E-mail address').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

export async function waitForPath(page: Page, path: string | RegExp) {
  await page.waitForURL((url) => (typeof path === 'string' ? url.pathname === path : path.test(url.pathname)));
  expect(typeof path === 'string' ? new URL(page.url()).pathname : path.test(new URL(page.url()).pathname)).toBe(
    typeof path === 'string' ? path : true,
  );
}

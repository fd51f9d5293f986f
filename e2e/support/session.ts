import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { expect, onTestFailed } from 'vitest';
import { viewports } from './browser';

const resultsDir = fileURLToPath(new URL('../test-results/', import.meta.url));

/**
 * A fresh browser context. When the test fails, the page's screenshot goes to e2e/test-results/
 * and what the page logged is printed, so a red CI run says what the person would have seen.
 */
export async function newPage(browser: Browser, device: keyof typeof viewports = 'desktop') {
  const context: BrowserContext = await browser.newContext({ viewport: viewports[device] });
  context.setDefaultTimeout(15_000);
  const page: Page = await context.newPage();
  const log: string[] = [];
  page.on('console', (message) => log.push(`console.${message.type()}: ${message.text()}`));
  page.on('pageerror', (error) => log.push(`page error: ${error.message}`));
  page.on('requestfailed', (request) =>
    log.push(`request failed: ${request.url()} ${request.failure()?.errorText}`),
  );
  onTestFailed(async ({ task }) => {
    if (page.isClosed()) return;
    mkdirSync(resultsDir, { recursive: true });
    const file = `${resultsDir}${task.name.replace(/\W+/g, '-').slice(0, 80)}-${Date.now()}.png`;
    await page.screenshot({ path: file, fullPage: true }).catch(() => {});
    console.log(`Failed at ${page.url()}; screenshot ${file}\n${log.join('\n')}`);
  });
  return { context, page };
}

/** Fills the sign-in form the way a person would. */
export async function signInThroughForm(page: Page, email: string, password: string) {
  await page.getByLabel('E-mail address').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

export async function waitForPath(page: Page, path: string) {
  await page.waitForURL((url) => url.pathname === path);
  expect(new URL(page.url()).pathname).toBe(path);
}

/**
 * A browser context already signed in with a token from `apiSignIn` (sign-in is rate limited per
 * account, so a test signs in once and reuses the token), at a width and in a theme.
 */
export async function signedInPage(
  browser: Browser,
  token: string,
  device: keyof typeof viewports,
  theme: 'light' | 'dark',
) {
  const context = await browser.newContext({ viewport: viewports[device], colorScheme: theme });
  await context.addInitScript(
    ([storedToken, storedTheme]) => {
      localStorage.setItem('token', storedToken as string);
      localStorage.setItem('theme', storedTheme as string);
    },
    [token, theme],
  );
  context.setDefaultTimeout(15_000);
  const page = await context.newPage();
  onTestFailed(async () => {
    if (!page.isClosed()) console.log(`Failed at ${page.url()}:\n${await page.locator('body').innerText()}`);
  });
  return { context, page };
}

import { type Browser, chromium } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';

export const chromiumArgs = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

export function launchBrowser(): Promise<Browser> {
  const executablePath = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
  return chromium.launch({ executablePath, args: chromiumArgs, headless: true });
}

export const viewports = {
  phone: { width: 375, height: 812 },
  desktop: { width: 1280, height: 800 },
} as const;

/** One Chromium for the test file, launched before its tests and closed after them. */
export function useBrowser(): () => Browser {
  let browser: Browser | undefined;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });
  return () => {
    if (!browser) throw new Error('The browser is not running yet');
    return browser;
  };
}

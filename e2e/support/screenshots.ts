import { mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { viewports } from './browser';
import { signedInPage } from './session';

export type Width = keyof typeof viewports;
export type Theme = 'light' | 'dark';

/** One look at a page: a phone's or a desktop's width, in the light or the dark theme. */
export interface Look {
  width: Width;
  theme: Theme;
}

/** The four looks every staff page is seen in. */
export const everyLook: readonly Look[] = (['phone', 'desktop'] as const).flatMap((width) =>
  (['light', 'dark'] as const).map((theme) => ({ width, theme })),
);

/**
 * Whether the image files are written: developers set E2E_SCREENSHOTS=1 to look at the pages. CI
 * does not look at them, and a full-page capture is the dearest step of a look, so by default the
 * pages are still opened and checked at every look, but not photographed.
 */
export const writingScreenshots = process.env.E2E_SCREENSHOTS === '1';

/** Saves the page as `<tmp>/<folder>/<name>-<px>-<theme>.png`, when screenshots are wanted. */
export async function screenshot(page: Page, folder: string, name: string, look: Look): Promise<void> {
  if (!writingScreenshots) return;
  const dir = join(tmpdir(), folder);
  mkdirSync(dir, { recursive: true });
  // Pictures and late data are in before the picture is taken.
  await page.waitForLoadState('networkidle');
  await page.screenshot({
    path: join(dir, `${name}-${viewports[look.width].width}-${look.theme}.png`),
    fullPage: true,
  });
}

/** A page of a feature as one look sees it. */
export interface ScreenPage {
  name: string;
  /** Goes to the page (or acts on the one open) and waits for, or checks, what the person sees. */
  open: (page: Page, look: Look) => Promise<unknown>;
  /** Who is signed in, when not the one the pages are given. */
  token?: string;
}

/**
 * Every page of a feature at a phone's and a desktop's width, in both themes: each look gets a
 * signed-in context per person, visits the pages in order (a page may go on from the one before),
 * runs each page's checks and takes its screenshot when screenshots are wanted.
 */
export async function screenshotEveryLook(
  browser: Browser,
  token: string,
  folder: string,
  pages: ScreenPage[],
): Promise<void> {
  for (const look of everyLook) {
    const open = new Map<string, { context: BrowserContext; page: Page }>();
    try {
      for (const screen of pages) {
        const who = screen.token ?? token;
        let view = open.get(who);
        if (!view) {
          view = await signedInPage(browser, who, look.width, look.theme);
          open.set(who, view);
        }
        await screen.open(view.page, look);
        await screenshot(view.page, folder, screen.name, look);
      }
    } finally {
      for (const view of open.values()) await view.context.close();
    }
  }
}

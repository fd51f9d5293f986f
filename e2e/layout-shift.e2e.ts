import { describe, expect, inject, it } from 'vitest';
import { useBrowser } from './support/browser';
import { newPage } from './support/session';

const baseUrl = inject('baseUrl');
const browser = useBrowser();
const wait = { timeout: 30_000 };

/** Issue 9: what loads later (the page's code, its lists, the footer) has its space kept. */
const layoutShiftBudget = 0.05;

async function publicPages() {
  const auctions = (await (await fetch(`${baseUrl}/api/auctions?status=open`)).json()) as {
    data: { id: string }[];
  };
  const auctionId = auctions.data[0]?.id;
  const lots = (await (await fetch(`${baseUrl}/api/auctions/${auctionId}/lots`)).json()) as {
    data: { id: string }[];
  };
  return ['/', '/auctions', `/auctions/${auctionId}`, `/lots/${lots.data[0]?.id}`];
}

describe('layout shift on the public pages', () => {
  for (const device of ['phone', 'desktop'] as const) {
    it(`stays within ${layoutShiftBudget} while each page loads, on a ${device}`, async () => {
      const { context, page } = await newPage(browser(), device);
      await page.addInitScript(() => {
        const shifts: number[] = [];
        Object.assign(window, { layoutShifts: shifts });
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as (PerformanceEntry & {
            value: number;
            hadRecentInput: boolean;
          })[])
            if (!entry.hadRecentInput) shifts.push(entry.value);
        }).observe({ type: 'layout-shift', buffered: true });
      });
      const measured: Record<string, number> = {};
      for (const path of await publicPages()) {
        await page.goto(`${baseUrl}${path}`, { waitUntil: 'networkidle' });
        await page.getByRole('heading', { level: 1 }).first().waitFor(wait);
        measured[path] = await page.evaluate(() =>
          (window as unknown as { layoutShifts: number[] }).layoutShifts.reduce(
            (sum, value) => sum + value,
            0,
          ),
        );
      }
      for (const [path, shift] of Object.entries(measured)) {
        expect(shift, path).toBeLessThanOrEqual(layoutShiftBudget);
      }
      await context.close();
    });
  }
});

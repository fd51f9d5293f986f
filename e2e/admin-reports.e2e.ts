import { readFileSync } from 'node:fs';
import { describe, expect, inject, it } from 'vitest';
import { demoAccountNamed, demoAccountWithRole } from './support/accounts';
import { apiSignIn } from './support/api';
import { expectNoA11yViolations } from './support/axe';
import { useBrowser } from './support/browser';
import { closedSaleWonBy, generateAndIssue } from './support/invoices';
import { everyLook, screenshot } from './support/screenshots';
import { signedInPage } from './support/session';

const baseUrl = inject('baseUrl');
const dataDir = inject('dataDir');
const browser = useBrowser();

const day = (offsetDays: number) => new Date(Date.now() + offsetDays * 86_400_000).toISOString().slice(0, 10);

describe('reports', () => {
  it('staff open a sale’s figures from a link, switch reports, download a CSV, at every width and theme', async () => {
    const staff = demoAccountWithRole(dataDir, 'Staff');
    const bidder = demoAccountNamed(dataDir, 'bidder');
    const tokens = {
      staff: await apiSignIn(baseUrl, staff.email, staff.password),
      bidder: await apiSignIn(baseUrl, bidder.email, bidder.password),
    };
    const { auction } = await closedSaleWonBy(baseUrl, tokens, {
      sale: 'Report test sale',
      lot: 'Cape Islander model',
      startingBid: 60,
    });
    await generateAndIssue(baseUrl, tokens.staff, auction.id);

    // Today in Halifax lies inside two days either side of today in UTC.
    const path = `/admin/reports?report=sales&from=${day(-2)}&to=${day(2)}&group=auction`;
    const { context, page } = await signedInPage(browser(), tokens.staff, 'desktop', 'light');
    await page.goto(`${baseUrl}${path}`);
    const sales = page.getByRole('table', { name: 'Sales by auction' });
    const row = sales.getByRole('row').filter({ has: page.getByRole('rowheader', { name: auction.title }) });
    await expect.poll(() => row.count(), { timeout: 15_000 }).toBe(1);
    const cells = await row.getByRole('cell').allInnerTexts();
    // Offered, sold, passed, sell-through, hammer, average, median; invoiced lots and hammer, premium (15%).
    expect(cells.slice(0, 10)).toEqual([
      '1',
      '1',
      '0',
      '100.0%',
      '$60.00',
      '$60.00',
      '$60.00',
      '1',
      '$60.00',
      '$9.00',
    ]);
    await expect
      .poll(() => page.getByRole('img', { name: 'Hammer of sold lots, and the part invoiced' }).count())
      .toBe(1);
    // The headline is the total row's own figures: sold lots, hammer, average, invoiced lots and hammer.
    const total = sales.getByRole('row').filter({ has: page.getByRole('rowheader', { name: 'Total' }) });
    const totalCells = await total.getByRole('cell').allInnerTexts();
    const headline = page.getByRole('region', { name: 'Totals: Sales by auction' });
    const headlineFigures = await headline.locator('dd').allInnerTexts();
    expect(headlineFigures).toEqual([
      totalCells[1],
      totalCells[4],
      totalCells[5],
      totalCells[7],
      totalCells[8],
    ]);
    await expectNoA11yViolations(page, 'sales report');

    await page.getByRole('button', { name: 'Receivables' }).click();
    await page.getByRole('table', { name: 'Payments by method' }).waitFor();
    expect(new URL(page.url()).searchParams.get('report')).toBe('receivables');
    await page.getByRole('button', { name: 'Sales' }).click();
    await sales.waitFor();

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download CSV' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe(`sales-${day(-2)}-to-${day(2)}.csv`);
    const csv = readFileSync(await download.path(), 'utf8');
    // The sales table's header (a CSV of several sections names each above its table).
    expect(csv.split('\n').find((line) => line.startsWith('Auction,'))).toContain(
      'Auction,Lots offered,Sold lots,Passed,Sell-through (%),Hammer,Average hammer,Median hammer,Invoiced lots,Invoiced hammer,Premium',
    );
    expect(csv).toContain(`${auction.title},1,1,0,100.00,60.00,60.00,60.00,1,60.00,9.00`);
    await context.close();

    for (const look of everyLook) {
      const seen = await signedInPage(browser(), tokens.staff, look.width, look.theme);
      for (const report of ['sales', 'tax', 'receivables', 'payables', 'bidding', 'categories']) {
        await seen.page.goto(
          `${baseUrl}/admin/reports?report=${report}&from=${day(-2)}&to=${day(2)}&group=auction`,
        );
        await seen.page.getByRole('heading', { level: 2 }).first().waitFor();
        if (report === 'sales' || report === 'bidding') {
          await expectNoA11yViolations(seen.page, `${report} report at ${look.width} in ${look.theme}`);
        }
        await screenshot(seen.page, 'harbourside-report-screens', report, look);
      }
      await seen.context.close();
    }
  }, 240_000);
});

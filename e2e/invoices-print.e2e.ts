import { execFileSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, inject, it } from 'vitest';
import { demoAccountWithRole } from './support/accounts';
import { apiSignIn } from './support/api';
import { useBrowser } from './support/browser';
import { screenshot } from './support/screenshots';
import { signedInPage } from './support/session';

const baseUrl = inject('baseUrl');
const dataDir = inject('dataDir');
const browser = useBrowser();
const wait = { timeout: 30_000 };

describe('printing selected invoices', () => {
  it('saves one PDF of three chosen invoices, each from a new page', async () => {
    const staff = demoAccountWithRole(dataDir, 'Staff');
    const token = await apiSignIn(baseUrl, staff.email, staff.password);
    const { context, page } = await signedInPage(browser(), token, 'desktop', 'light');
    // The demo's invoices, newest number first: paid, partly paid, overdue and void ones among them.
    await page.goto(`${baseUrl}/admin/invoices`);
    const table = page.getByRole('table', { name: 'Invoices' });
    await table
      .getByRole('checkbox', { name: /^Select \d{4}-\d{6} for / })
      .first()
      .waitFor(wait);
    // The filters' own lists load after the rows; a selection made before them would be let go.
    await page.waitForLoadState('networkidle');
    const boxes = table.getByRole('checkbox', { name: /^Select \d{4}-\d{6} for / });
    expect(await boxes.count()).toBeGreaterThanOrEqual(3);
    const numbers: string[] = [];
    for (let index = 0; index < 3; index++) {
      const box = boxes.nth(index);
      numbers.push(((await box.getAttribute('aria-label')) ?? '').match(/\d{4}-\d{6}/)?.[0] ?? '');
      await box.check();
    }
    const bar = page.getByRole('region', { name: 'Bulk actions' });
    await bar.getByText('3 selected').waitFor();
    await screenshot(page, 'harbourside-invoices-print', 'selected', { width: 'desktop', theme: 'light' });
    const [download] = await Promise.all([
      page.waitForEvent('download', wait),
      bar.getByRole('button', { name: 'Print selected' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('invoices-3.pdf');
    const file = join(mkdtempSync(join(tmpdir(), 'invoices-print-')), 'invoices.pdf');
    await download.saveAs(file);
    await context.close();

    const pages = execFileSync('pdftotext', ['-raw', file, '-'], { encoding: 'utf8' })
      .split('\f')
      .slice(0, -1);
    expect(pages.length).toBeGreaterThanOrEqual(3);
    // Each invoice starts a page of its own, in the order chosen, with its own "Page 1 of".
    const firstPages = pages.filter((text) => /Page 1 of \d+/.test(text));
    expect(firstPages).toHaveLength(3);
    firstPages.forEach((text, index) => {
      expect(text).toContain('INVOICE');
      expect(text).toContain(numbers[index]);
    });
  }, 120_000);
});

import { execFileSync } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type {
  Auction,
  ConsignorDetail,
  InventoryItemDetail,
  LotsFromInventoryResult,
  StaffInvoiceDetail,
  StaffInvoicePage,
} from '@auction/contracts';
import type { Browser, Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { demoAccountNamed, demoAccountWithRole } from './support/accounts';
import { apiCall, apiSignIn } from './support/api';
import { expectNoA11yViolations } from './support/axe';
import { useBrowser, viewports } from './support/browser';
import { houseToday } from './support/invoices';
import { signedInPage } from './support/session';

const baseUrl = inject('baseUrl');
const dataDir = inject('dataDir');
const browser = useBrowser();
const wait = { timeout: 30_000 };
const screensDir = join(tmpdir(), 'harbourside-statement-screens');

const saleTimes = (title: string, endMs: number) => ({
  title,
  type: 'timed',
  start_at: new Date(Date.now() - 60_000).toISOString(),
  end_at: new Date(endMs).toISOString(),
  soft_close_window_seconds: 0,
  soft_close_extension_seconds: 0,
  stagger_seconds: 0,
  requires_approval: false,
});

async function consignorWithItem(token: string, name: string, item: string) {
  const consignor = (await apiCall(baseUrl, token, 'POST', '/api/admin/consignors', {
    name,
    email: `${name.toLowerCase().replace(/\W+/g, '.')}@example.ca`,
    payout_method: 'cheque',
  })) as ConsignorDetail;
  const stock = (await apiCall(baseUrl, token, 'POST', '/api/admin/inventory', {
    title: item,
    consignor_id: consignor.id,
    starting_bid_cents: 5_000,
  })) as InventoryItemDetail;
  return { consignor, item: stock, label: `C-${consignor.number} ${name}` };
}

/**
 * A timed sale of two consignors' items, one lot each, bought by two bidders; it closes, both
 * invoices are issued and only the first buyer pays. Made through the API as staff and bidders would.
 */
async function soldSale(run: string) {
  const staff = demoAccountWithRole(dataDir, 'Staff');
  const token = await apiSignIn(baseUrl, staff.email, staff.password);
  const buyers = [demoAccountNamed(dataDir, 'bidder'), demoAccountNamed(dataDir, 'bidder2')];
  const buyerTokens = await Promise.all(buyers.map((b) => apiSignIn(baseUrl, b.email, b.password)));
  const paid = await consignorWithItem(token, `Eleanor Whynot ${run}`, `Lunenburg sea chest ${run}`);
  const unpaid = await consignorWithItem(token, `Gerald Comeau ${run}`, `Acadian spinning wheel ${run}`);

  const title = `Statement test sale ${run}`;
  let auction = (await apiCall(
    baseUrl,
    token,
    'POST',
    '/api/admin/auctions',
    saleTimes(title, Date.now() + 3_600_000),
  )) as Auction;
  const lots = (await apiCall(
    baseUrl,
    token,
    'POST',
    `/api/admin/auctions/${auction.id}/lots/from-inventory`,
    {
      item_ids: [paid.item.id, unpaid.item.id],
    },
  )) as LotsFromInventoryResult;
  expect(lots.refused).toEqual([]);
  const lotOf = (itemId: string) => lots.added.find((added) => added.item_id === itemId)?.lot_id ?? '';
  auction = (await apiCall(
    baseUrl,
    token,
    'PUT',
    `/api/admin/auctions/${auction.id}`,
    saleTimes(title, Date.now() + 25_000),
  )) as Auction;
  await apiCall(baseUrl, token, 'POST', `/api/admin/auctions/${auction.id}/publish`);

  const bids = [
    { token: buyerTokens[0] ?? '', lot: lotOf(paid.item.id) },
    { token: buyerTokens[1] ?? '', lot: lotOf(unpaid.item.id) },
  ];
  for (const bid of bids) {
    await apiCall(baseUrl, bid.token, 'POST', `/api/auctions/${auction.id}/register`, { accept_terms: true });
    // The server's ticker opens the sale; a bid is refused until it has.
    await expect
      .poll(
        () =>
          apiCall(baseUrl, bid.token, 'POST', `/api/lots/${bid.lot}/bids`, { amount: 50 }).then(
            () => true,
            () => false,
          ),
        { timeout: 30_000, interval: 500 },
      )
      .toBe(true);
  }
  await expect
    .poll(
      async () =>
        ((await apiCall(baseUrl, token, 'GET', `/api/admin/auctions/${auction.id}`)) as Auction).status,
      { timeout: 180_000, interval: 1_000 },
    )
    .toBe('closed');

  await apiCall(baseUrl, token, 'POST', `/api/admin/auctions/${auction.id}/invoices`, {});
  const invoices = (await apiCall(
    baseUrl,
    token,
    'GET',
    `/api/admin/invoices?auction_id=${auction.id}`,
  )) as StaffInvoicePage;
  expect(invoices.data).toHaveLength(2);
  for (const draft of invoices.data) {
    const issued = (await apiCall(
      baseUrl,
      token,
      'POST',
      `/api/admin/invoices/${draft.id}/issue`,
    )) as StaffInvoiceDetail;
    if (!issued.lines.some((line) => line.lot_id === lotOf(paid.item.id))) continue;
    await apiCall(baseUrl, token, 'POST', `/api/admin/invoices/${issued.id}/payments`, {
      method: 'etransfer',
      amount_cents: issued.balance_cents,
      received_on: houseToday(),
      reference: `CA${run}`,
      idempotency_key: `e2e-statement-${issued.id}`,
    });
  }
  return { token, auction, paid, unpaid };
}

const statusOf = (page: Page) => page.locator('h1 + span');

/** The list and a statement at a phone's and a desktop's width, in both themes, to look at. */
async function screenshots(b: Browser, token: string, statementPath: string) {
  mkdirSync(screensDir, { recursive: true });
  for (const width of ['phone', 'desktop'] as const) {
    for (const theme of ['light', 'dark'] as const) {
      const { context, page } = await signedInPage(b, token, width, theme);
      for (const [name, path] of [
        ['list', '/admin/consignor-statements'],
        ['statement', statementPath],
      ] as const) {
        await page.goto(`${baseUrl}${path}`);
        await page.getByRole('heading', { level: 1 }).waitFor(wait);
        await page
          .getByRole('heading', { name: 'Payouts' })
          .or(page.getByRole('table'))
          .first()
          .waitFor(wait);
        await page.screenshot({
          path: join(screensDir, `${name}-${viewports[width].width}-${theme}.png`),
          fullPage: true,
        });
      }
      await context.close();
    }
  }
}

describe('consignor statements', () => {
  it('staff make a sale’s statements, finalise and pay one, and finalise the unpaid one only with a reason', async () => {
    const run = Date.now().toString(36);
    const { token, auction, paid, unpaid } = await soldSale(run);
    const { context, page } = await signedInPage(browser(), token, 'desktop', 'light');

    await page.goto(`${baseUrl}/admin/consignor-statements`);
    await page.getByRole('button', { name: 'Make statements for an auction' }).click(wait);
    const make = page.getByRole('form', { name: 'Make statements for an auction' });
    await make.locator('option', { hasText: auction.title }).waitFor({ state: 'attached', ...wait });
    await make.getByLabel('Closed auction').selectOption({ label: auction.title });
    await make.getByRole('button', { name: 'Make statements' }).click();
    await page.getByText('2 statements created').waitFor(wait);
    await expectNoA11yViolations(page, 'statement list');

    // The paid buyer's consignor: final after one confirmation, a PDF, a cheque, paid.
    await page.getByRole('link', { name: paid.label, exact: true }).click();
    await page.getByRole('heading', { level: 1, name: `Statement for ${paid.label}` }).waitFor(wait);
    expect(await statusOf(page).first().textContent()).toBe('Draft');
    await page.getByText('Buyers paid').waitFor();
    await page.getByRole('table', { name: 'Lines' }).getByText(`Lunenburg sea chest ${run}`).waitFor();
    await page.getByRole('button', { name: 'Finalise…' }).click();
    const confirm = page.getByRole('dialog', { name: 'Finalise this statement?' });
    await confirm.getByRole('button', { name: 'Finalise statement' }).click();
    await expect.poll(() => statusOf(page).first().textContent(), wait).toBe('Final');
    const statementPath = new URL(page.url()).pathname;

    const [download] = await Promise.all([
      page.waitForEvent('download', wait),
      page.getByRole('button', { name: 'Download PDF' }).click(),
    ]);
    const pdf = readFileSync(await download.path());
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    mkdirSync(screensDir, { recursive: true });
    writeFileSync(join(screensDir, 'statement.pdf'), pdf);
    execFileSync('pdftoppm', [
      '-png',
      '-r',
      '60',
      join(screensDir, 'statement.pdf'),
      join(screensDir, 'pdf'),
    ]);
    expect(execFileSync('pdftotext', [join(screensDir, 'statement.pdf'), '-']).toString()).toContain(
      `Lunenburg sea chest ${run}`,
    );

    await page.getByRole('button', { name: 'E-mail to consignor' }).click();
    await page.getByRole('button', { name: 'E-mail again' }).waitFor(wait);

    const payout = page.getByRole('form', { name: 'Record a payout' });
    expect(await payout.getByLabel('Method').inputValue()).toBe('cheque');
    await payout.getByLabel(/^Reference/).fill('100245');
    await payout.getByRole('button', { name: 'Record payout' }).click();
    await expect.poll(() => statusOf(page).first().textContent(), wait).toBe('Paid');
    await page
      .getByRole('list', { name: 'Payouts' })
      .getByText(/Reference 100245/)
      .waitFor();
    expect(await page.locator('dt:text-is("Outstanding") + dd').textContent()).toBe('$0.00');
    // The toasts of the e-mail and the payout are the toaster's own; the page is checked once they have gone.
    await expect.poll(() => page.locator('[data-sonner-toast]').count(), wait).toBe(0);
    await expectNoA11yViolations(page, 'paid statement');

    // The unpaid buyer's consignor: the lot is named, and only a reason lets it be final.
    await page.goto(`${baseUrl}/admin/consignor-statements?auction_id=${auction.id}`);
    // In the list a consignor's link also names the sale, for a screen reader.
    await page.getByRole('link', { name: new RegExp(`^${unpaid.label}\\W`) }).click(wait);
    await page.getByRole('heading', { level: 1, name: `Statement for ${unpaid.label}` }).waitFor(wait);
    await page.getByText('Waiting on buyers').first().waitFor();
    await page.getByRole('button', { name: 'Finalise…' }).click();
    const override = page.getByRole('form', { name: 'Finalise before every buyer has paid' });
    await override.getByText(/have not paid in full yet/).waitFor();
    await override.getByRole('button', { name: 'Finalise with this reason…' }).click();
    await override.getByText('Say why the statement is final before every buyer has paid.').waitFor();
    await override.getByLabel('Reason for finalising now').fill('The buyer pays by cheque on Friday');
    await override.getByRole('button', { name: 'Finalise with this reason…' }).click();
    await page
      .getByRole('dialog', { name: 'Finalise this statement?' })
      .getByRole('button', { name: 'Finalise statement' })
      .click();
    await expect.poll(() => statusOf(page).first().textContent(), wait).toBe('Final');
    await page.getByText('Reason: The buyer pays by cheque on Friday').waitFor();
    await context.close();

    await screenshots(browser(), token, statementPath);
  }, 420_000);
});

import type { Auction } from '@auction/contracts';
import { describe, expect, inject, it } from 'vitest';
import { demoAccountNamed, demoAccountWithRole } from './support/accounts';
import { apiCall, apiSignIn } from './support/api';
import { expectNoA11yViolations } from './support/axe';
import { useBrowser } from './support/browser';
import { closedSaleWonBy, generateAndIssue, houseToday } from './support/invoices';
import { screenshotEveryLook } from './support/screenshots';
import { signedInPage } from './support/session';

const baseUrl = inject('baseUrl');
const dataDir = inject('dataDir');
const browser = useBrowser();
const wait = { timeout: 30_000 };

/** A one-lot timed sale won by the bidder, closed, invoiced, issued and paid by e-Transfer. */
async function paidInvoice(staffToken: string, bidderToken: string) {
  const { auction } = await closedSaleWonBy(
    baseUrl,
    { staff: staffToken, bidder: bidderToken },
    { sale: 'Release desk sale', lot: 'Mahogany Tall Case Clock' },
  );
  const issued = await generateAndIssue(baseUrl, staffToken, auction.id);
  await apiCall(baseUrl, staffToken, 'POST', `/api/admin/invoices/${issued.id}/payments`, {
    method: 'etransfer',
    amount_cents: issued.balance_cents,
    received_on: houseToday(),
    reference: 'CA7hR2xQ',
    idempotency_key: `release-${Date.now()}`,
  });
  return { auction, id: issued.id, number: issued.number ?? '' };
}

describe('pickup and release', () => {
  it('staff register a floor buyer at the desk', async () => {
    const staff = demoAccountWithRole(dataDir, 'Staff');
    const staffToken = await apiSignIn(baseUrl, staff.email, staff.password);
    const auction = (await apiCall(baseUrl, staffToken, 'POST', '/api/admin/auctions', {
      title: `Floor sale ${Date.now()}`,
      type: 'live',
      start_at: new Date(Date.now() + 86_400_000).toISOString(),
      requires_approval: false,
    })) as Auction;
    const { context, page } = await signedInPage(browser(), staffToken, 'desktop', 'light');
    await page.goto(`${baseUrl}/admin/auctions/${auction.id}/bidder-registration`);
    const form = page.getByRole('form', { name: 'Register a floor buyer' });
    await form.waitFor(wait);
    await form.getByLabel('Paddle', { exact: true }).fill('7000');
    await form.getByLabel('Name', { exact: true }).fill('Gerald MacIsaac');
    await form.getByLabel('Phone', { exact: true }).fill('902-555-0142');
    await form.getByRole('button', { name: 'Register floor buyer' }).click();
    await form.getByText('Floor paddles are below 7000.').waitFor();
    await form.getByLabel('Paddle', { exact: true }).fill('12');
    await form.getByLabel('Street address', { exact: true }).fill('14 Portland Street');
    await form.getByLabel('City', { exact: true }).fill('Dartmouth');
    await form.getByLabel('Postal code', { exact: true }).fill('B2Y 1H1');
    await form.getByLabel('ID checked', { exact: true }).check();
    await form.getByLabel(/ID note/).fill('Nova Scotia driver licence');
    await expectNoA11yViolations(page, 'floor registration form (desktop, light)');
    await form.getByRole('button', { name: 'Register floor buyer' }).click();
    await page.getByText('Paddle 12 given to Gerald MacIsaac.').waitFor(wait);
    const floor = (await apiCall(
      baseUrl,
      staffToken,
      'GET',
      `/api/admin/auctions/${auction.id}/floor-registrations`,
    )) as { paddle_number: number; name: string; id_checked: boolean }[];
    expect(floor).toEqual([
      expect.objectContaining({ paddle_number: 12, name: 'Gerald MacIsaac', id_checked: true }),
    ]);

    // The clerk corrects the registration: a new name, an e-mail, another paddle and an account.
    const bidder = demoAccountNamed(dataDir, 'bidder');
    await page.getByRole('button', { name: 'Edit paddle 12' }).click();
    const edit = page.getByRole('form', { name: 'Edit paddle 12' });
    await edit.getByLabel('Name', { exact: true }).fill('Gerald M. MacIsaac');
    await edit.getByLabel(/^E-mail/).fill('gerald.macisaac@example.ca');
    await edit.getByLabel('Paddle', { exact: true }).fill('14');
    await edit.getByLabel('Existing account (e-mail or phone)').fill(bidder.email);
    await edit.getByRole('button', { name: 'Find account' }).click();
    await edit.getByRole('list', { name: 'Matching accounts' }).getByRole('button').first().click();
    await edit.getByText(/Linked to the account of/).waitFor(wait);
    await expectNoA11yViolations(page, 'floor registration edit form (desktop, light)');
    await edit.getByRole('button', { name: 'Save changes' }).click();
    await page.getByText('Paddle 14 (Gerald M. MacIsaac) updated.').waitFor(wait);
    await page.getByRole('rowheader', { name: '14' }).waitFor(wait);
    const edited = (await apiCall(
      baseUrl,
      staffToken,
      'GET',
      `/api/admin/auctions/${auction.id}/floor-registrations`,
    )) as { paddle_number: number; name: string; email: string; user_email: string | null }[];
    expect(edited).toEqual([
      expect.objectContaining({
        paddle_number: 14,
        name: 'Gerald M. MacIsaac',
        email: 'gerald.macisaac@example.ca',
        user_email: bidder.email,
      }),
    ]);
    await context.close();
  }, 120_000);

  it('the release desk finds a paid invoice and releases its lot to the buyer', async () => {
    const staff = demoAccountWithRole(dataDir, 'Staff');
    const bidder = demoAccountNamed(dataDir, 'bidder');
    const staffToken = await apiSignIn(baseUrl, staff.email, staff.password);
    const bidderToken = await apiSignIn(baseUrl, bidder.email, bidder.password);
    const { number } = await paidInvoice(staffToken, bidderToken);

    const { context, page } = await signedInPage(browser(), staffToken, 'desktop', 'light');
    await page.goto(`${baseUrl}/admin/release-desk`);
    await page.getByLabel('Invoice number, paddle or name').fill(number);
    await page.getByRole('button', { name: 'Find', exact: true }).click();
    await page.getByRole('heading', { name: `Invoice ${number}` }).waitFor(wait);
    await page.getByText('Paid in full').waitFor();
    await expectNoA11yViolations(page, 'release desk (desktop, light)');
    await page.getByRole('checkbox', { name: /Mahogany Tall Case Clock/ }).waitFor();
    await page.getByRole('button', { name: 'Release 1 lot' }).click();
    await page.getByText(/Released .* to /).waitFor(wait);

    await context.close();
    await screenshotEveryLook(browser(), staffToken, 'harbourside-release-screens', [
      {
        name: 'release-desk',
        open: async (shot) => {
          await shot.goto(`${baseUrl}/admin/release-desk?q=${encodeURIComponent(number)}`);
          await shot.getByRole('heading', { name: `Invoice ${number}` }).waitFor(wait);
        },
      },
    ]);
  }, 240_000);
});

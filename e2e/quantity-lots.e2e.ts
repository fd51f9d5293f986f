import type { Auction, StaffLot } from '@auction/contracts';
import { describe, expect, inject, it } from 'vitest';
import { demoAccountNamed, demoAccountWithRole } from './support/accounts';
import { apiCall, apiSignIn } from './support/api';
import { useBrowser } from './support/browser';
import { closedSaleWonBy, generateAndIssue } from './support/invoices';
import { screenshot } from './support/screenshots';
import { signedInPage } from './support/session';

const baseUrl = inject('baseUrl');
const dataDir = inject('dataDir');
const browser = useBrowser();
const wait = { timeout: 30_000 };
const chairs = { quantity: 40, per_unit: true };

describe('a quantity lot', () => {
  it('is bid per unit with the all-in cost of every unit, and invoiced at the bid times its units', async () => {
    const staff = demoAccountWithRole(dataDir, 'Staff');
    const bidder = demoAccountNamed(dataDir, 'bidder2');
    const staffToken = await apiSignIn(baseUrl, staff.email, staff.password);
    const bidderToken = await apiSignIn(baseUrl, bidder.email, bidder.password);

    // An open sale: the bidder reads the price per chair and what forty of them cost in all.
    const now = Date.now();
    const open = (await apiCall(baseUrl, staffToken, 'POST', '/api/admin/auctions', {
      title: `Banquet hall sale ${now}`,
      type: 'timed',
      start_at: new Date(now - 60_000).toISOString(),
      end_at: new Date(now + 3_600_000).toISOString(),
      requires_approval: false,
    })) as Auction;
    const lot = (await apiCall(baseUrl, staffToken, 'POST', `/api/admin/auctions/${open.id}/lots`, {
      title: 'Stacking banquet chairs',
      lot_number: '7',
      startingBid: 5,
      ...chairs,
    })) as StaffLot;
    await apiCall(baseUrl, staffToken, 'POST', `/api/admin/auctions/${open.id}/publish`);
    await apiCall(baseUrl, bidderToken, 'POST', `/api/auctions/${open.id}/register`, { accept_terms: true });

    const { context, page } = await signedInPage(browser(), bidderToken, 'phone', 'light');
    await page.goto(`${baseUrl}/lots/${lot.id}-${lot.slug}`);
    await page.getByRole('heading', { level: 1, name: 'Stacking banquet chairs' }).waitFor(wait);
    await page.getByText('per unit, × 40 = $200.00').first().waitFor(wait);
    await page.getByRole('textbox', { name: 'Your maximum bid' }).fill('6');
    await page.getByRole('button', { name: 'Place bid' }).click(wait);
    const dialog = page.getByRole('dialog', { name: 'Confirm your bid' });
    await dialog.getByText('per unit, × 40 = $240.00').waitFor(wait);
    const allIn = dialog.getByRole('region', { name: /^If you win at/ });
    expect(await allIn.getByText('Hammer price (40 × $6.00)').locator('+ dd').textContent()).toBe('$240.00');
    await screenshot(page, 'harbourside-quantity-lot-screens', 'confirm', { width: 'phone', theme: 'light' });
    await dialog.getByRole('button', { name: 'Confirm bid' }).click();
    await dialog.waitFor({ state: 'detached' });
    await context.close();

    // A closed sale of the same kind: the invoice bills every chair at the price bid.
    const { auction } = await closedSaleWonBy(
      baseUrl,
      { staff: staffToken, bidder: bidderToken },
      { sale: 'Quantity lot sale', lot: 'Stacking banquet chairs', startingBid: 5, lotFields: chairs },
    );
    const invoice = await generateAndIssue(baseUrl, staffToken, auction.id);
    expect(invoice.hammer_cents).toBe(20_000);
    const buyer = await signedInPage(browser(), bidderToken, 'desktop', 'light');
    await buyer.page.goto(`${baseUrl}/invoices/${invoice.id}`);
    await buyer.page
      .getByText('Stacking banquet chairs, 40 units at $5.00 each')
      .filter({ visible: true })
      .waitFor(wait);
    await buyer.context.close();
  }, 240_000);
});

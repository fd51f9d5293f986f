import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { demoAccountWithRole } from './support/accounts';
import { apiCall, apiSignIn, latestMailTo } from './support/api';
import { expectNoA11yViolations } from './support/axe';
import { useBrowser } from './support/browser';
import { screenshotEveryLook } from './support/screenshots';
import { signedInPage } from './support/session';

const baseUrl = inject('baseUrl');
const dataDir = inject('dataDir');
const browser = useBrowser();
const wait = { timeout: 30_000 };

async function anAuction(token: string): Promise<{ id: string; title: string }> {
  const page = (await apiCall(baseUrl, token, 'GET', '/api/admin/auctions?per_page=1')) as {
    data: { id: string; title: string }[];
  };
  const auction = page.data[0];
  if (!auction) throw new Error('The demo has no auction to announce.');
  return auction;
}

async function openCampaignPath(page: Page): Promise<string> {
  await page.waitForURL((url) => /^\/admin\/marketing\/campaigns\/[0-9a-f-]{36}$/.test(url.pathname), wait);
  return new URL(page.url()).pathname;
}

describe('e-mail campaigns', () => {
  it('staff announce an auction, send themselves a test, send it, and watch the send finish', async () => {
    const staff = demoAccountWithRole(dataDir, 'Staff');
    const token = await apiSignIn(baseUrl, staff.email, staff.password);
    const admin = demoAccountWithRole(dataDir, 'Admin');
    const adminToken = await apiSignIn(baseUrl, admin.email, admin.password);
    const auction = await anAuction(token);
    const { context, page } = await signedInPage(browser(), token, 'desktop', 'light');
    try {
      await page.goto(`${baseUrl}/admin/auctions/${auction.id}/dashboard`);
      // The dashboard has its auction and figures before the button is pressed: a retry in CI once
      // found no dialog after a click made while the page was still loading on a busy machine.
      await page.getByRole('heading', { level: 1, name: 'Auction dashboard' }).waitFor(wait);
      await page.getByText(auction.title).first().waitFor(wait);
      await page.getByRole('button', { name: 'Announce this auction' }).click(wait);
      const announce = page.getByRole('dialog', { name: 'Announce this auction by e-mail' });
      await announce.waitFor(wait);
      await announce.getByLabel('Send to').selectOption('all_opted_in', wait);
      await page.getByRole('button', { name: 'Draft the announcement' }).click();
      const campaignPath = await openCampaignPath(page);
      await page.getByRole('heading', { level: 1, name: `New auction: ${auction.title}` }).waitFor(wait);
      await expect
        .poll(() => page.getByLabel('Message', { exact: true }).inputValue(), wait)
        .toContain(auction.title);
      await page.getByTitle('Message preview').waitFor(wait);

      // A high rate, so the whole audience goes in the sender's next pass.
      await page.getByLabel('Mails per minute').fill('6000');
      const stamp = Date.now();
      await page.getByLabel('Name', { exact: true }).fill(`Announcement ${stamp}`);
      await page.getByRole('button', { name: 'Save draft' }).click();
      await page.getByRole('heading', { level: 1, name: `Announcement ${stamp}` }).waitFor(wait);
      await expectNoA11yViolations(page, 'a draft campaign');

      await page.getByRole('button', { name: 'Send a test to me' }).click();
      await page.getByText(`Test sent to ${staff.email}.`).first().waitFor(wait);
      const test = await latestMailTo(baseUrl, adminToken, staff.email);
      expect(test.subject).toBe(`[Test] New auction: ${auction.title}`);

      await page.getByRole('button', { name: 'Send campaign' }).click();
      const confirm = page.getByRole('button', { name: /^Send to \d+$/ });
      await confirm.waitFor(wait);
      const count = Number((await confirm.textContent())?.replace(/\D/g, ''));
      expect(count).toBeGreaterThan(0);
      await confirm.click();
      await page.getByRole('progressbar').waitFor(wait);
      // The sender runs every few seconds and the page asks for the progress every three.
      await page.getByText('Done', { exact: true }).waitFor({ timeout: 60_000 });
      await expect.poll(() => page.getByRole('progressbar').getAttribute('aria-valuenow')).toBe('100');
      await expectNoA11yViolations(page, 'a sent campaign');

      await page.goto(`${baseUrl}/admin/marketing`);
      await page.getByLabel('Search name or subject').fill(`Announcement ${stamp}`);
      await page.getByRole('button', { name: 'Search' }).click();
      await page.getByRole('link', { name: `Announcement ${stamp}` }).waitFor(wait);
      await page.getByRole('row', { name: /Sent/ }).first().waitFor(wait);

      await screenshotEveryLook(browser(), token, 'harbourside-marketing-screens', [
        {
          name: 'campaigns',
          open: async (p) => {
            await p.goto(`${baseUrl}/admin/marketing`);
            await p.getByRole('table', { name: 'Campaigns' }).waitFor(wait);
            await expectNoA11yViolations(p, 'the campaigns list');
          },
        },
        {
          name: 'consent-ledger',
          open: async (p) => {
            await p.getByRole('tab', { name: 'Consent ledger' }).click();
            await p.getByRole('table', { name: 'Consent ledger' }).waitFor(wait);
            await expectNoA11yViolations(p, 'the consent ledger');
          },
        },
        {
          name: 'sent-campaign',
          open: async (p) => {
            await p.goto(`${baseUrl}${campaignPath}`);
            await p.getByRole('progressbar').waitFor(wait);
          },
        },
        {
          name: 'new-campaign',
          open: async (p) => {
            await p.goto(`${baseUrl}/admin/marketing/campaigns/new`);
            await p
              .getByLabel('Message', { exact: true })
              .fill('# Spring sale\n\nSee [the catalogue](https://example.ca).');
            await p.getByTitle('Message preview').waitFor(wait);
            await expectNoA11yViolations(p, 'a new campaign');
          },
        },
      ]);
    } finally {
      await context.close();
    }
  }, 240_000);
});

import { readFile } from 'node:fs/promises';
import type { Auction, OutboxMail, StaffLot } from '@auction/contracts';
import ICAL from 'ical.js';
import { describe, expect, inject, it } from 'vitest';
import { demoAccountWithRole, readDemoAccounts } from './support/accounts';
import { apiCall, apiSignIn } from './support/api';
import { useBrowser } from './support/browser';
import { signedInPage } from './support/session';

const baseUrl = inject('baseUrl');
const dataDir = inject('dataDir');
const browser = useBrowser();

function demoBidder(prefix: string) {
  const account = readDemoAccounts(dataDir).find((a) => a.email.startsWith(`${prefix}@`));
  if (!account) throw new Error(`No demo account ${prefix}@`);
  return account;
}

/** The alert pass runs every 20 s on the server: waits for its mail to the bidder about `word`. */
async function alertMail(adminToken: string, to: string, word: string): Promise<OutboxMail> {
  for (let attempt = 0; attempt < 60; attempt += 1) {
    const page = (await apiCall(baseUrl, adminToken, 'GET', '/api/admin/outbox?per_page=50')) as {
      data: OutboxMail[];
    };
    const mail = page.data.find((m) => m.to.toLowerCase() === to.toLowerCase() && m.subject.includes(word));
    if (mail) return mail;
    await new Promise((resolve) => setTimeout(resolve, 1_000));
  }
  throw new Error(`No saved-search mail to ${to} about ${word}`);
}

describe('search every lot on a phone', () => {
  it('finds a lot by an accent-free word from the header, saves the search, is mailed about a new lot, and adds the sale to a calendar', async () => {
    const stamp = Date.now().toString(36);
    const word = `zephyr${stamp}`;
    const staff = demoAccountWithRole(dataDir, 'Staff');
    const admin = demoAccountWithRole(dataDir, 'Admin');
    const bidder = demoBidder('bidder');
    const staffToken = await apiSignIn(baseUrl, staff.email, staff.password);
    const adminToken = await apiSignIn(baseUrl, admin.email, admin.password);
    const bidderToken = await apiSignIn(baseUrl, bidder.email, bidder.password);

    const now = Date.now();
    const start = new Date(now - 60_000);
    const end = new Date(now + 3 * 86_400_000);
    const auction = (await apiCall(baseUrl, staffToken, 'POST', '/api/admin/auctions', {
      title: `Harbour Teapots ${stamp}`,
      type: 'timed',
      start_at: start.toISOString(),
      end_at: end.toISOString(),
      requires_approval: false,
    })) as Auction;
    const addLot = (title: string, lotNumber: string) =>
      apiCall(baseUrl, staffToken, 'POST', `/api/admin/auctions/${auction.id}/lots`, {
        title,
        lot_number: lotNumber,
        startingBid: 25,
      }) as Promise<StaffLot>;
    await addLot(`Théière Zéphyr${stamp}`, '1');
    await apiCall(baseUrl, staffToken, 'POST', `/api/admin/auctions/${auction.id}/publish`);

    const { context, page } = await signedInPage(browser(), bidderToken, 'phone', 'light');
    await page.goto(`${baseUrl}/auctions`, { waitUntil: 'domcontentloaded' });
    const searchButton = page.getByRole('button', { name: 'Search all lots' });
    const box = await searchButton.boundingBox();
    expect(box?.width).toBeGreaterThanOrEqual(44);
    expect(box?.height).toBeGreaterThanOrEqual(44);
    await searchButton.click();
    const field = page.locator('#header-search').getByRole('searchbox', { name: 'Search all lots' });
    await field.fill(word);
    await field.press('Enter');
    await page.getByRole('heading', { level: 1, name: `Lots matching “${word}”` }).waitFor();
    await page.getByRole('link', { name: new RegExp(`Théière Zéphyr${stamp}`) }).waitFor();
    await page.getByRole('link', { name: auction.title }).waitFor();

    await page.getByRole('button', { name: 'Save this search' }).click();
    await page.getByRole('button', { name: 'Search saved' }).waitFor();
    const saved = (await apiCall(baseUrl, bidderToken, 'GET', '/api/saved-searches')) as {
      data: { query: string }[];
    };
    expect(saved.data.map((search) => search.query)).toContain(word);

    // Staff add a new matching lot to the open sale: the next alert pass mails the bidder once.
    const newLot = await addLot(`Sugar bowl, Zéphyr${stamp} pattern`, '2');
    const mail = await alertMail(adminToken, bidder.email, `Sugar bowl, Zéphyr${stamp}`);
    expect(mail.text).toContain(`/lots/${newLot.id}-`);
    expect(mail.text).not.toContain(`Théière Zéphyr${stamp}`);

    // The sale's calendar file, from the auction page.
    await page.goto(`${baseUrl}/auctions/${auction.id}-${auction.slug}`, { waitUntil: 'domcontentloaded' });
    await page.getByRole('button', { name: 'Share' }).waitFor();
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('link', { name: 'Add to calendar' }).click(),
    ]);
    const text = await readFile((await download.path()) as string, 'utf8');
    const vevent = new ICAL.Component(ICAL.parse(text)).getFirstSubcomponent('vevent');
    if (!vevent) throw new Error(`no event in ${text}`);
    const event = new ICAL.Event(vevent);
    expect(event.summary).toBe(`${auction.title} (online auction)`);
    expect(event.startDate.toJSDate().getTime()).toBe(Math.floor(start.getTime() / 1000) * 1000);
    expect(event.endDate.toJSDate().getTime()).toBe(Math.floor(end.getTime() / 1000) * 1000);
    await context.close();
  });
});

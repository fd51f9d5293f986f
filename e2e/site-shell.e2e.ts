import { describe, expect, inject, it } from 'vitest';
import { demoAccountWithRole } from './support/accounts';
import { useBrowser } from './support/browser';
import { newPage, signInThroughForm, waitForPath } from './support/session';

const baseUrl = inject('baseUrl');
const dataDir = inject('dataDir');
const browser = useBrowser();

describe('the site shell', () => {
  it('remembers the dark theme across a reload and opens the phone menu', async () => {
    const { context, page } = await newPage(browser(), 'phone');
    await page.goto(`${baseUrl}/`);
    expect(await page.evaluate(() => document.documentElement.classList.contains('dark'))).toBe(false);
    await page.getByRole('button', { name: 'Dark theme' }).click();
    expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('dark');
    await page.reload();
    expect(await page.evaluate(() => document.documentElement.classList.contains('dark'))).toBe(true);

    const menuButton = page.getByRole('button', { name: 'Main menu' });
    await menuButton.click();
    expect(await menuButton.getAttribute('aria-expanded')).toBe('true');
    await page.getByRole('navigation', { name: 'Menu' }).waitFor();
    await page.locator('#mobile-menu').getByRole('link', { name: 'Get started' }).click();
    await waitForPath(page, '/register');
    await context.close();
  });

  it('shows the Admin the Super Admin group and collapses the sidebar to 64 px', async () => {
    const admin = demoAccountWithRole(dataDir, 'Admin');
    const { context, page } = await newPage(browser(), 'desktop');
    await page.goto(`${baseUrl}/admin/settings`);
    await waitForPath(page, '/login');
    await signInThroughForm(page, admin.email, admin.password);
    await waitForPath(page, '/admin/settings');
    const sidebar = page.getByRole('complementary', { name: 'Admin sidebar' });
    await sidebar.getByRole('heading', { name: 'Super Admin' }).waitFor();
    expect((await sidebar.boundingBox())?.width).toBe(256);
    await page.getByRole('button', { name: 'Collapse sidebar' }).click();
    await expect.poll(async () => (await sidebar.boundingBox())?.width).toBe(64);
    await page.getByRole('button', { name: 'Expand sidebar' }).click();
    await expect.poll(async () => (await sidebar.boundingBox())?.width).toBe(256);
    await context.close();
  });

  it('resolves SEO paths by their leading UUID and shows not-found otherwise', async () => {
    const list = (await (await fetch(`${baseUrl}/api/auctions?per_page=1`)).json()) as {
      data: { id: string; slug: string; title: string }[];
    };
    const auction = list.data[0];
    if (!auction) throw new Error('The demo seed has no public auction');
    const { context, page } = await newPage(browser(), 'desktop');
    await page.goto(`${baseUrl}/auctions/${auction.id}-${auction.slug}`);
    await page.getByRole('heading', { name: auction.title, level: 1 }).waitFor();
    await page.goto(`${baseUrl}/auctions/3f2b7c1e-8a4d-4c3b-9e2f-1a2b3c4d5e6f-no-such-sale`);
    await page.getByRole('heading', { name: 'Page not found' }).waitFor();
    await page.goto(`${baseUrl}/lots/not-a-uuid-teak-sideboard`);
    await page.getByRole('heading', { name: 'Page not found' }).waitFor();
    await page.goto(`${baseUrl}/no/such/page`);
    await page.getByRole('heading', { name: 'Page not found' }).waitFor();
    await context.close();
  });
});

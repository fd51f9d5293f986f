import { describe, expect, inject, it } from 'vitest';
import { demoAccountWithRole } from './support/accounts';
import { useBrowser } from './support/browser';
import { newPage, signInThroughForm, waitForPath } from './support/session';

const baseUrl = inject('baseUrl');
const dataDir = inject('dataDir');
const browser = useBrowser();

describe('route guards in the browser', () => {
  it('sends a visitor on a deep link to sign in, then back to where they were going', async () => {
    const bidder = demoAccountWithRole(dataDir, 'Bidder');
    const { context, page } = await newPage(browser(), 'desktop');
    await page.goto(`${baseUrl}/profile?tab=address#postal`);
    await waitForPath(page, '/login');
    await signInThroughForm(page, bidder.email, bidder.password);
    await waitForPath(page, '/profile');
    const url = new URL(page.url());
    expect(url.search).toBe('?tab=address');
    expect(url.hash).toBe('#postal');
    await page.goto(`${baseUrl}/login`);
    await waitForPath(page, '/dashboard');
    await page.goto(`${baseUrl}/register`);
    await waitForPath(page, '/dashboard');
    await context.close();
  });

  it('lets Staff into /admin but sends them from /admin/users to /dashboard', async () => {
    const staff = demoAccountWithRole(dataDir, 'Staff');
    const { context, page } = await newPage(browser(), 'desktop');
    await page.goto(`${baseUrl}/login`);
    await signInThroughForm(page, staff.email, staff.password);
    await waitForPath(page, '/dashboard');
    await page.goto(`${baseUrl}/admin`);
    await waitForPath(page, '/admin');
    await page.getByRole('navigation').getByRole('link', { name: 'Inventory' }).first().waitFor();
    expect(await page.getByText('Super Admin').count()).toBe(0);
    await page.goto(`${baseUrl}/admin/users`);
    await waitForPath(page, '/dashboard');
    await context.close();
  });

  it('sends a Bidder away from the admin area', async () => {
    const bidder = demoAccountWithRole(dataDir, 'Bidder');
    const { context, page } = await newPage(browser(), 'phone');
    await page.goto(`${baseUrl}/admin`);
    await waitForPath(page, '/login');
    await signInThroughForm(page, bidder.email, bidder.password);
    await waitForPath(page, '/dashboard');
    await context.close();
  });
});

import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { demoAccountWithRole } from './support/accounts';
import { apiCall, apiSignIn } from './support/api';
import { useBrowser } from './support/browser';
import { newPage, signInThroughForm, waitForPath } from './support/session';

const baseUrl = inject('baseUrl');
const dataDir = inject('dataDir');
const browser = useBrowser();
let adminToken: string;

beforeAll(async () => {
  const admin = demoAccountWithRole(dataDir, 'Admin');
  adminToken = await apiSignIn(baseUrl, admin.email, admin.password);
});
afterAll(async () => {
  await apiCall(baseUrl, adminToken, 'PUT', '/api/admin/settings', { maintenance_mode: false });
});

describe('maintenance mode', () => {
  it('is switched on by the Admin in settings; a visitor sees the maintenance page and the Admin still works', async () => {
    const admin = demoAccountWithRole(dataDir, 'Admin');
    const adminSession = await newPage(browser(), 'desktop');
    const { page } = adminSession;
    await page.goto(`${baseUrl}/login`);
    await signInThroughForm(page, admin.email, admin.password);
    await waitForPath(page, '/dashboard');
    await page.goto(`${baseUrl}/admin/settings`);
    await page.getByLabel(/maintenance mode/i).check();
    await page.getByRole('button', { name: 'Save settings' }).click();
    await page
      .getByText(/settings saved/i)
      .first()
      .waitFor();
    const status = await (await fetch(`${baseUrl}/api/maintenance/status`)).json();
    expect(status).toEqual({ maintenance: true });

    const visitor = await newPage(browser(), 'phone');
    await visitor.page.goto(`${baseUrl}/`);
    await visitor.page.getByRole('heading', { name: /maintenance/i }).waitFor();
    expect(await visitor.page.getByRole('link', { name: 'Auctions' }).count()).toBe(0);
    await visitor.page.goto(`${baseUrl}/login`);
    await visitor.page.getByRole('button', { name: 'Sign in' }).waitFor();

    await page.goto(`${baseUrl}/profile`);
    await page.getByRole('button', { name: 'Save profile' }).waitFor();
    expect(await page.getByRole('heading', { name: /maintenance/i }).count()).toBe(0);

    await page.goto(`${baseUrl}/admin/settings`);
    await page.getByLabel(/maintenance mode/i).uncheck();
    await page.getByRole('button', { name: 'Save settings' }).click();
    await page
      .getByText(/settings saved/i)
      .first()
      .waitFor();
    await visitor.page.goto(`${baseUrl}/`);
    await visitor.page.getByRole('link', { name: 'Auctions' }).first().waitFor();
    await visitor.context.close();
    await adminSession.context.close();
  });
});

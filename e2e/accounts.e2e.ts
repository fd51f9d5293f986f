import { describe, expect, inject, it } from 'vitest';
import { demoAccountWithRole } from './support/accounts';
import { apiSignIn, firstLinkIn, latestMailTo } from './support/api';
import { useBrowser } from './support/browser';
import { newPage, signInThroughForm, waitForPath } from './support/session';

const baseUrl = inject('baseUrl');
const dataDir = inject('dataDir');
const browser = useBrowser();

describe('a new bidder on a phone', () => {
  it('registers, verifies the e-mail from the link, signs in, edits the profile and signs out', async () => {
    const email = `colette.${Date.now()}@example.com`;
    const password = 'lobster-trap-2026';
    const { context, page } = await newPage(browser(), 'phone');

    await page.goto(`${baseUrl}/register`);
    await page.getByLabel('Full name').fill('Colette Arsenault');
    await page.getByLabel('E-mail address').fill(email);
    await page.getByLabel('Phone number').fill('902-555-0199');
    await page.getByLabel('Password', { exact: true }).fill(password);
    await page.getByLabel('Confirm password').fill(password);
    await page.getByLabel(/I accept the/).check();
    expect(await page.getByLabel('E-mail me auction announcements and news').isChecked()).toBe(false);
    await page.getByRole('button', { name: 'Create account' }).click();
    await page
      .getByText(/check your e-?mail/i)
      .first()
      .waitFor();

    const admin = demoAccountWithRole(dataDir, 'Admin');
    const staffToken = await apiSignIn(baseUrl, admin.email, admin.password);
    const mail = await latestMailTo(baseUrl, staffToken, email);
    const link = firstLinkIn(mail.text, '/verify-email');
    expect(new URL(link).searchParams.get('token')).toMatch(/^[\w-]{20,}$/);

    await page.goto(link);
    await page
      .getByText(/e-?mail (address )?(is |has been )?verified/i)
      .first()
      .waitFor();

    await page.goto(`${baseUrl}/login`);
    await signInThroughForm(page, email, password);
    await waitForPath(page, '/dashboard');
    await page.getByRole('button', { name: /Hi Colette/ }).waitFor();

    await page.goto(`${baseUrl}/profile`);
    await page.getByLabel('Phone number').fill('902-555-0123');
    await page.getByLabel('City or town').fill('Cole Harbour');
    await page.getByRole('button', { name: 'Save profile' }).click();
    await page
      .getByText(/profile (saved|updated)/i)
      .first()
      .waitFor();
    await page.reload();
    await expect.poll(() => page.getByLabel('City or town').inputValue()).toBe('Cole Harbour');
    expect(await page.getByLabel('Phone number').inputValue()).toBe('902-555-0123');

    await page.getByRole('button', { name: /Hi Colette/ }).click();
    await page.getByRole('button', { name: 'Sign out' }).click();
    await waitForPath(page, '/');
    await page.getByRole('link', { name: 'Log In' }).first().waitFor();
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
    await context.close();
  });

  it('resets a forgotten password from the e-mailed link', async () => {
    const bidder = demoAccountWithRole(dataDir, 'Bidder');
    const { context, page } = await newPage(browser(), 'phone');
    const other = { email: `reset.${Date.now()}@example.com`, password: 'first-password-1' };
    const register = await fetch(`${baseUrl}/api/auth/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ name: 'Gérard Comeau', ...other, terms_accepted: true }),
    });
    expect(register.status).toBe(201);
    expect(bidder.email).toContain('@');

    await page.goto(`${baseUrl}/forgot-password`);
    await page.getByLabel('E-mail address').fill(other.email);
    await page.getByRole('button', { name: /send|reset/i }).click();
    await page
      .getByText(/if an account exists/i)
      .first()
      .waitFor();

    const admin = demoAccountWithRole(dataDir, 'Admin');
    const staffToken = await apiSignIn(baseUrl, admin.email, admin.password);
    const mail = await latestMailTo(baseUrl, staffToken, other.email);
    const link = firstLinkIn(mail.text, '/reset-password/');
    await page.goto(link);
    await page.getByLabel('New password', { exact: true }).fill('second-password-2');
    await page.getByLabel('Confirm new password').fill('second-password-2');
    await page.getByRole('button', { name: /password/i }).click();
    await page
      .getByText(/password (has been )?(reset|changed|updated)/i)
      .first()
      .waitFor();

    await page.goto(`${baseUrl}/login`);
    await signInThroughForm(page, other.email, 'second-password-2');
    await waitForPath(page, '/dashboard');
    await context.close();
  });
});

import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { consentWording, type User } from '@auction/contracts';
import { describe, expect, inject, it } from 'vitest';
import { unsubscribeToken } from '../apps/server/src/modules/marketing-consent/unsubscribe-links';
import { demoAccountWithRole } from './support/accounts';
import { apiCall, apiSignIn } from './support/api';
import { expectNoA11yViolations } from './support/axe';
import { useBrowser, viewports } from './support/browser';
import { everyLook, screenshot, screenshotEveryLook } from './support/screenshots';
import { newPage, signedInPage } from './support/session';

const baseUrl = inject('baseUrl');
const dataDir = inject('dataDir');
const browser = useBrowser();

/** The server signs unsubscribe links with its JWT secret: JWT_SECRET, else the one kept in DATA_DIR. */
const serverSecret = () => process.env.JWT_SECRET || readFileSync(join(dataDir, 'jwt-secret'), 'utf8').trim();

/** A new person who ticked "E-mail me auction announcements" when signing up. */
async function subscribedPerson(name: string) {
  const email = `${name.toLowerCase()}.${Date.now()}@example.com`;
  const password = 'herring-cove-2026';
  const answer = await fetch(`${baseUrl}/api/auth/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      name: `${name} Theriault`,
      email,
      password,
      phone: '',
      terms_accepted: true,
      marketing_consent: true,
    }),
  });
  expect(answer.status).toBe(201);
  const token = await apiSignIn(baseUrl, email, password);
  const profile = (await apiCall(baseUrl, token, 'GET', '/api/users/profile')) as User;
  expect(profile.marketing_consent).toBe(true);
  return { email, token, id: profile.id };
}

describe('unsubscribing from marketing e-mail', () => {
  it('works from the link signed out; the profile then shows the switch off', async () => {
    const person = await subscribedPerson('Odile');
    const link = `${baseUrl}/unsubscribe?token=${encodeURIComponent(
      unsubscribeToken(serverSecret(), { userId: person.id, campaignId: null }),
    )}`;
    const { context, page } = await newPage(browser(), 'phone');
    await page.goto(link);
    await page.getByText(`o•••@example.com`).waitFor();
    await page.getByText(consentWording.unsubscribePage).waitFor();
    await expectNoA11yViolations(page, 'unsubscribe page');
    // Opening the page (as a mail scanner would) changed nothing.
    const before = (await apiCall(baseUrl, person.token, 'GET', '/api/users/profile')) as User;
    expect(before.marketing_consent).toBe(true);

    await page.getByRole('button', { name: 'Unsubscribe' }).click();
    await page.getByRole('heading', { name: 'You are unsubscribed' }).waitFor();
    await expectNoA11yViolations(page, 'unsubscribed page');
    await context.close();

    const signedIn = await signedInPage(browser(), person.token, 'desktop', 'light');
    await signedIn.page.goto(`${baseUrl}/profile`);
    const consentBox = signedIn.page.getByLabel(consentWording.profile);
    await consentBox.waitFor();
    expect(await consentBox.isChecked()).toBe(false);
    await signedIn.context.close();
  });

  it('refuses a forged link with a plain message, changing nothing', async () => {
    const person = await subscribedPerson('Fabien');
    const forged = unsubscribeToken('not the server secret at all, just a guess', {
      userId: person.id,
      campaignId: null,
    });
    const { context, page } = await newPage(browser(), 'desktop');
    await page.goto(`${baseUrl}/unsubscribe?token=${encodeURIComponent(forged)}`);
    await page.getByText(/This unsubscribe link is not valid/).waitFor();
    await context.close();
    const after = (await apiCall(baseUrl, person.token, 'GET', '/api/users/profile')) as User;
    expect(after.marketing_consent).toBe(true);
  });

  it("shows Staff the person's sign-up consent and unsubscribe in the ledger", async () => {
    const person = await subscribedPerson('Hortense');
    const unsubscribed = await fetch(`${baseUrl}/api/marketing/unsubscribe`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        token: unsubscribeToken(serverSecret(), { userId: person.id, campaignId: null }),
      }),
    });
    expect(unsubscribed.status).toBe(200);
    const staff = demoAccountWithRole(dataDir, 'Staff');
    const staffToken = await apiSignIn(baseUrl, staff.email, staff.password);
    await screenshotEveryLook(browser(), staffToken, 'unsubscribe-screens', [
      {
        name: 'consent-ledger',
        open: async (page, look) => {
          await page.goto(`${baseUrl}/admin/marketing?view=consent&q=${encodeURIComponent(person.email)}`);
          const ledger = page.getByRole('table', { name: 'Consent ledger' });
          await ledger.getByText('Unsubscribe page').waitFor();
          await ledger.getByText('Sign-up form').waitFor();
          await ledger.getByText(consentWording.signUp).waitFor();
          await expectNoA11yViolations(page, `consent ledger ${look.width} ${look.theme}`);
        },
      },
    ]);
  });

  it('looks right on a phone and a desktop, light and dark', async () => {
    const person = await subscribedPerson('Gisele');
    const token = unsubscribeToken(serverSecret(), { userId: person.id, campaignId: null });
    for (const look of everyLook) {
      const context = await browser().newContext({
        viewport: viewports[look.width],
        colorScheme: look.theme,
      });
      await context.addInitScript((theme) => localStorage.setItem('theme', theme), look.theme);
      const page = await context.newPage();
      await page.goto(`${baseUrl}/unsubscribe?token=${encodeURIComponent(token)}`);
      await page.getByRole('button', { name: 'Unsubscribe' }).waitFor();
      await expectNoA11yViolations(page, `unsubscribe page ${look.width} ${look.theme}`);
      await screenshot(page, 'unsubscribe-screens', 'unsubscribe', look);
      await context.close();
    }
    const login = (await apiCall(baseUrl, person.token, 'GET', '/api/users/profile')) as User;
    expect(login.marketing_consent).toBe(true);
  });
});

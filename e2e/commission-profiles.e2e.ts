import { describe, expect, inject, it } from 'vitest';
import { demoAccountWithRole } from './support/accounts';
import { apiSignIn } from './support/api';
import { expectNoA11yViolations } from './support/axe';
import { useBrowser } from './support/browser';
import { screenshotEveryLook } from './support/screenshots';
import { signedInPage } from './support/session';

const baseUrl = inject('baseUrl');
const dataDir = inject('dataDir');
const browser = useBrowser();
const wait = { timeout: 30_000 };

describe('commission profiles', () => {
  it('an Admin creates an incremental profile and the calculator shows its commission', async () => {
    const admin = demoAccountWithRole(dataDir, 'Admin');
    const token = await apiSignIn(baseUrl, admin.email, admin.password);
    const { context, page } = await signedInPage(browser(), token, 'desktop', 'light');
    await page.goto(`${baseUrl}/admin/commission-profiles`);
    await page.getByRole('heading', { level: 1, name: 'Commission profiles' }).waitFor(wait);
    // The demo house starts with its sliding default.
    await page.getByRole('rowheader', { name: /Standard estate/ }).waitFor(wait);

    await page.getByRole('button', { name: 'New profile' }).click();
    const form = page.getByRole('form', { name: 'New commission profile' });
    await form.getByLabel('Profile name').fill('Art and antiques');
    await form.getByLabel('Kind').selectOption('incremental');
    await form.getByLabel('Rate (%), rate 1').fill('25');
    await form.getByRole('button', { name: 'Add rate' }).click();
    await form.getByLabel('From ($), rate 2').fill('500');
    await form.getByLabel('Rate (%), rate 2').fill('20');
    await form.getByRole('button', { name: 'Add rate' }).click();
    await form.getByLabel('From ($), rate 3').fill('5000');
    await form.getByLabel('Rate (%), rate 3').fill('15');
    await form.getByLabel('Hammer price ($)').fill('6000');
    // $500 at 25% + $4,500 at 20% + $1,000 at 15% = $125 + $900 + $150.
    const commission = form.getByTestId('calculated-commission');
    await expect.poll(() => commission.textContent()).toBe('Commission $1,175.00');
    await expect
      .poll(() => form.locator('output').textContent())
      .toContain('The same rates sliding: $900.00; incremental: $1,175.00.');
    await form.getByLabel('Hammer price ($)').fill('30');
    await form.getByLabel(/^Minimum per lot/).fill('10');
    await expect.poll(() => commission.textContent()).toBe('Commission $10.00');
    await expectNoA11yViolations(page, 'commission profile form (desktop, light)');

    await form.getByRole('button', { name: 'Save profile' }).click();
    await page.getByRole('form', { name: 'New commission profile' }).waitFor({ state: 'detached', ...wait });
    const row = page.getByRole('row', { name: /Art and antiques/ });
    await row.waitFor(wait);
    expect(await row.textContent()).toContain('25% from $0.00, 20% from $500.00, 15% from $5,000.00');
    await context.close();

    await screenshotEveryLook(browser(), token, 'harbourside-commission-screens', [
      {
        name: 'profiles',
        open: async (shot) => {
          await shot.goto(`${baseUrl}/admin/commission-profiles`);
          await shot.getByRole('button', { name: 'Edit Art and antiques' }).click(wait);
          await shot.getByTestId('calculated-commission').waitFor(wait);
        },
      },
    ]);
  });
});

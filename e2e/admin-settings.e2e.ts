import type { AdminSettings } from '@auction/contracts';
import sharp from 'sharp';
import { describe, expect, inject, it } from 'vitest';
import { demoAccountWithRole } from './support/accounts';
import { apiCall, apiSignIn } from './support/api';
import { expectNoA11yViolations } from './support/axe';
import { useBrowser } from './support/browser';
import { screenshotEveryLook } from './support/screenshots';
import { signedInPage } from './support/session';

const baseUrl = inject('baseUrl');
const dataDir = inject('dataDir');
const browser = useBrowser();
const wait = { timeout: 30_000 };

/** A wide logo with words on it, as a house would upload. */
async function logoPng(): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="420" height="96">
    <rect width="420" height="96" rx="12" fill="#0f3b5f"/>
    <text x="24" y="62" font-family="sans-serif" font-size="40" font-weight="700" fill="#fff">Test House Logo</text>
  </svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}

describe('admin settings and dashboard', () => {
  it('an Admin uploads the admin logo, sets the default premium for new auctions and the fees, and reads the dashboard', async () => {
    const admin = demoAccountWithRole(dataDir, 'Admin');
    const token = await apiSignIn(baseUrl, admin.email, admin.password);
    const before = (await apiCall(baseUrl, token, 'GET', '/api/admin/settings')) as AdminSettings;
    try {
      const { context, page } = await signedInPage(browser(), token, 'desktop', 'light');
      await page.goto(`${baseUrl}/admin/settings`);
      await page.getByRole('heading', { level: 1, name: 'Settings' }).waitFor(wait);

      // The light admin logo: uploaded, then shown in the sidebar at once.
      await page.getByLabel('Admin logo, light theme').setInputFiles({
        name: 'house-logo.png',
        mimeType: 'image/png',
        buffer: await logoPng(),
      });
      const sidebarLogo = page.locator('a[href="/admin"] img').first();
      await expect
        .poll(() => sidebarLogo.getAttribute('src'), wait)
        .toMatch(/^\/media\/lots\/[0-9a-f]{32}-800\.webp$/);
      expect(await sidebarLogo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(
        420,
      );
      await page.getByRole('button', { name: 'Remove admin logo, light theme' }).waitFor(wait);
      await expectNoA11yViolations(page, 'settings with an uploaded logo (desktop, light)');

      // The default premium for new auctions: checked, saved, and the new-auction form starts from it.
      const defaults = page.getByRole('form', { name: 'Defaults for new auctions' });
      await defaults.getByLabel("Buyer's premium (%)").fill('55');
      await defaults.getByRole('button', { name: 'Save auction defaults' }).click();
      await defaults.getByText("The buyer's premium is at most 50%.").waitFor(wait);
      await defaults.getByLabel("Buyer's premium (%)").fill('17.5');
      await defaults.getByLabel('Stagger (seconds)').fill('45');
      await defaults.getByRole('button', { name: 'Save auction defaults' }).click();
      await page.getByText('Defaults for new auctions saved.').waitFor(wait);
      await page.goto(`${baseUrl}/admin/auctions/new`);
      await expect.poll(() => page.getByLabel("Buyer's premium (%)").inputValue(), wait).toBe('17.5');
      expect(await page.getByLabel('Stagger (seconds)').inputValue()).toBe('45');

      // The late and storage fees: checked before sending, saved on their own, kept on reload. (The
      // fees stay off: the suite's other invoices must not start charging them.)
      await page.goto(`${baseUrl}/admin/settings`);
      const fees = page.getByRole('form', { name: 'Late and storage fees' });
      await fees.getByRole('switch', { name: /Charge a late fee/ }).check();
      await fees.getByLabel('Late fee ($)').fill('twenty');
      await fees.getByRole('button', { name: 'Save fees' }).click();
      await fees.getByText('The late fee must be an amount in dollars, e.g. 250 or 249.99.').waitFor(wait);
      await fees.getByLabel('Late fee ($)').fill('30');
      await fees.getByRole('switch', { name: /Charge a late fee/ }).uncheck();
      await fees.getByLabel(/^Notice/).fill('4');
      await fees.getByRole('button', { name: 'Save fees' }).click();
      await page.getByText('Late and storage fees saved.').waitFor(wait);
      await page.reload();
      await expect.poll(() => fees.getByLabel(/^Notice/).inputValue(), wait).toBe('4');
      const saved = (await apiCall(baseUrl, token, 'GET', '/api/admin/settings')) as AdminSettings;
      expect(saved.invoice_fees).toMatchObject({
        notice_days: 4,
        late_fee: { enabled: false, amount_cents: 3_000 },
      });

      // The dashboard's figures, each a link into its report.
      await page.goto(`${baseUrl}/admin`);
      const cards = page.getByRole('region', { name: 'Today at the house' });
      await cards.waitFor(wait);
      const sales = cards.getByRole('link', { name: /Today's sales/ });
      expect(await sales.getAttribute('href')).toMatch(
        /^\/admin\/reports\?report=sales&from=\d{4}-\d{2}-\d{2}&to=/,
      );
      expect(await cards.getByRole('link', { name: /Pickups today/ }).getAttribute('href')).toMatch(
        /^\/admin\/release-desk\/pick-list\?date=\d{4}-\d{2}-\d{2}$/,
      );
      await expectNoA11yViolations(page, 'admin dashboard figures (desktop, light)');

      // Remove: the default logo is back.
      await page.goto(`${baseUrl}/admin/settings`);
      await page.getByRole('button', { name: 'Remove admin logo, light theme' }).click();
      await expect.poll(() => sidebarLogo.getAttribute('src'), wait).not.toMatch(/^\/media\//);
      await context.close();

      await screenshotEveryLook(browser(), token, 'harbourside-settings-screens', [
        {
          name: 'dashboard',
          open: async (shot) => {
            await shot.goto(`${baseUrl}/admin`);
            await shot.getByRole('region', { name: 'Today at the house' }).waitFor(wait);
          },
        },
        {
          name: 'settings',
          open: async (shot, look) => {
            await shot.goto(`${baseUrl}/admin/settings`);
            await shot.getByRole('form', { name: 'Defaults for new auctions' }).waitFor(wait);
            await expectNoA11yViolations(shot, `settings (${look.width}, ${look.theme})`);
          },
        },
      ]);
    } finally {
      await apiCall(baseUrl, token, 'PUT', '/api/admin/settings', {
        logo_admin_light: before.logo_admin_light,
        auction_defaults: before.auction_defaults,
        invoice_fees: before.invoice_fees,
      });
    }
  });
});

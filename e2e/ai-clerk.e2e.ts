import { describe, expect, inject, it } from 'vitest';
import { demoAccountWithRole } from './support/accounts';
import { useBrowser } from './support/browser';
import { newPage, signInThroughForm, waitForPath } from './support/session';

const baseUrl = inject('baseUrl');
const dataDir = inject('dataDir');
const browser = useBrowser();

describe('the AI clerk test page', () => {
  it('shows staff what the AI clerk reads in a typed phrase, without touching a sale', async () => {
    const staff = demoAccountWithRole(dataDir, 'Staff');
    const { context, page } = await newPage(browser(), 'desktop');
    await page.goto(`${baseUrl}/admin/test-ai-clerk`);
    await waitForPath(page, '/login');
    await signInThroughForm(page, staff.email, staff.password);
    await waitForPath(page, '/admin/test-ai-clerk');
    await page.getByRole('heading', { level: 1, name: 'AI clerk test' }).waitFor();

    const form = page.getByRole('form', { name: 'Try a phrase' });
    await form
      .getByRole('textbox', { name: "Auctioneer's words" })
      .fill('sold to paddle 42 for five hundred');
    await form.getByRole('button', { name: 'Read phrase' }).click();

    const heard = page
      .getByRole('list', { name: 'Heard, newest first' })
      .getByRole('listitem', { name: 'Heard: sold to paddle 42 for five hundred' });
    const proposal = heard.getByRole('article', { name: 'Proposal: Sold, paddle 42, $500' });
    await proposal.waitFor();
    expect(await proposal.getByText('Sold', { exact: true }).isVisible()).toBe(true);
    expect(await proposal.getByText('42', { exact: true }).isVisible()).toBe(true);
    expect(await proposal.getByText('$500', { exact: true }).isVisible()).toBe(true);
    const confidence = Number(
      await proposal.getByRole('meter', { name: 'Confidence' }).getAttribute('value'),
    );
    expect(confidence).toBeGreaterThanOrEqual(90);
    expect(await proposal.getByText(`${confidence}% · Sure`).isVisible()).toBe(true);
    // Practice only: no button here applies anything to a sale.
    expect(await page.getByRole('button', { name: /^Apply/ }).count()).toBe(0);
    await context.close();
  });
});

import type { BackupList } from '@auction/contracts';
import { describe, expect, inject, it } from 'vitest';
import { demoAccountWithRole } from './support/accounts';
import { apiSignIn } from './support/api';
import { expectNoA11yViolations } from './support/axe';
import { useBrowser } from './support/browser';
import { screenshot, screenshotEveryLook } from './support/screenshots';
import { signedInPage } from './support/session';

const baseUrl = inject('baseUrl');
const dataDir = inject('dataDir');
const browser = useBrowser();
const wait = { timeout: 60_000 };
const shots = 'harbourside-backups';

async function backupList(token: string): Promise<BackupList> {
  const answer = await fetch(`${baseUrl}/api/admin/backups`, {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(answer.status).toBe(200);
  return (await answer.json()) as BackupList;
}

// No restore here: restoring the shared server's database would pull it from under the other tests.
describe('backups', () => {
  it('an Admin backs up now, sees the backup listed and downloads it', async () => {
    const admin = demoAccountWithRole(dataDir, 'Admin');
    const token = await apiSignIn(baseUrl, admin.email, admin.password);
    const before = new Set((await backupList(token)).backups.map((backup) => backup.name));
    // The demo's first start made one already.
    expect(before.size).toBeGreaterThan(0);

    const { context, page } = await signedInPage(browser(), token, 'desktop', 'light');
    await page.goto(`${baseUrl}/admin/backups`);
    await page.getByRole('heading', { level: 1, name: 'Backups' }).waitFor(wait);
    await page.getByRole('button', { name: 'Back up now' }).click();
    await page.getByText(/^Backed up: /).waitFor(wait);

    const made = (await backupList(token)).backups.find((backup) => !before.has(backup.name));
    expect(made).toMatchObject({ kind: 'manual', uploaded: false });
    const name = made?.name ?? '';
    const row = page.getByRole('row', { name: new RegExp(name.replaceAll('.', '\\.')) });
    await row.waitFor(wait);
    await expect.poll(() => row.getByText('Manual', { exact: true }).count()).toBe(1);

    const download = page.waitForEvent('download', wait);
    await row.getByRole('button', { name: `Download ${name}` }).click();
    expect((await download).suggestedFilename()).toBe(name);

    // The restore asks for the typed word before its button works; cancelling changes nothing.
    await row.getByRole('button', { name: `Restore… ${name}` }).click();
    const dialog = page.getByRole('dialog', { name: /^Restore the backup of / });
    await dialog.waitFor(wait);
    const confirm = dialog.getByRole('button', { name: 'Restore this backup' });
    expect(await confirm.isDisabled()).toBe(true);
    await dialog.getByLabel('Type RESTORE to confirm').fill('RESTORE');
    expect(await confirm.isDisabled()).toBe(false);
    await expectNoA11yViolations(page, 'the restore dialog');
    await screenshot(page, shots, 'restore-dialog', { width: 'desktop', theme: 'light' });
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await dialog.waitFor({ state: 'hidden', ...wait });
    await context.close();

    await screenshotEveryLook(browser(), token, shots, [
      {
        name: 'backups',
        open: async (view, look) => {
          await view.goto(`${baseUrl}/admin/backups`);
          await view.getByRole('table', { name: 'Backups' }).waitFor(wait);
          await view.getByRole('form', { name: 'Backup schedule' }).waitFor(wait);
          await expectNoA11yViolations(view, `backups ${look.width} ${look.theme}`);
        },
      },
    ]);

    // Tidy up: the test's own backup goes again, through the page.
    const tidy = await signedInPage(browser(), token, 'phone', 'light');
    await tidy.page.goto(`${baseUrl}/admin/backups`);
    const ownRow = tidy.page.getByRole('row', { name: new RegExp(name.replaceAll('.', '\\.')) });
    await ownRow.getByRole('button', { name: `Delete ${name}` }).click(wait);
    await ownRow.getByRole('button', { name: `Yes, delete ${name}` }).click(wait);
    await tidy.page.getByText('The backup is deleted.').waitFor(wait);
    await tidy.context.close();
    expect((await backupList(token)).backups.map((backup) => backup.name)).not.toContain(name);
  });
});

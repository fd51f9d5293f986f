import type { BackupList } from '@auction/contracts';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { responseError } from '../../../../test/axios-errors';
import { buildUser } from '../../../../test/factories';
import { renderRoutes } from '../../../../test/render-app';
import { http } from '../../../lib/http/client';
import { formatSize } from '../components/backup-table';
import { BackupsPage } from './backups-page';

afterEach(() => vi.restoreAllMocks());
beforeAll(() => {
  // jsdom has no modal dialogs; the browser test covers the real one.
  HTMLDialogElement.prototype.showModal ??= function showModal(this: HTMLDialogElement) {
    this.setAttribute('open', '');
  };
  HTMLDialogElement.prototype.close ??= function close(this: HTMLDialogElement) {
    this.removeAttribute('open');
  };
});

const name = 'harbourside-20261128-060000-scheduled-0a1b2c.backup';
const list: BackupList = {
  backups: [
    {
      name,
      kind: 'scheduled',
      uploaded: false,
      created_at: '2026-11-28T06:00:00.000Z',
      database_kind: 'pglite',
      migration_level: 14,
      size_bytes: 6_300_000,
      media_files: 249,
      on_this_server: true,
      in_bucket: null,
    },
  ],
  database_kind: 'pglite',
  next_run_at: '2026-11-29T06:00:00.000Z',
  schedule: { backup_schedule_enabled: true, backup_schedule_time: '02:00', backup_keep_last: 7 },
  bucket: null,
};

function renderPage(data: BackupList = list) {
  vi.spyOn(http, 'get').mockResolvedValue({ data });
  renderRoutes([{ path: '/admin/backups', element: <BackupsPage /> }], {
    path: '/admin/backups',
    user: buildUser({ roles: ['Admin'] }),
  });
}

describe('BackupsPage', () => {
  it('lists a backup with its time in Halifax, size and database', async () => {
    renderPage();
    expect(await screen.findByRole('rowheader', { name: 'Nov 28, 2026, 2:00 a.m. AST' })).toBeInTheDocument();
    expect(screen.getByText('6.3 MB')).toBeInTheDocument();
    expect(screen.getByText('Embedded (PGlite), 249 pictures')).toBeInTheDocument();
    expect(screen.getByText('Next backup: Nov 29, 2026, 2:00 a.m. AST.')).toBeInTheDocument();
  });

  it('restores only once RESTORE is typed, and sends it', async () => {
    renderPage();
    const post = vi.spyOn(http, 'post').mockResolvedValue({
      data: {
        message: 'The backup is restored and the site is open again.',
        backup: list.backups[0],
        maintenance_kept_on: false,
      },
    });
    await userEvent.click(await screen.findByRole('button', { name: `Restore… ${name}` }));
    const confirm = screen.getByRole('button', { name: 'Restore this backup' });
    expect(confirm).toBeDisabled();
    await userEvent.type(screen.getByLabelText('Type RESTORE to confirm'), 'restore');
    expect(confirm).toBeDisabled();
    await userEvent.clear(screen.getByLabelText('Type RESTORE to confirm'));
    await userEvent.type(screen.getByLabelText('Type RESTORE to confirm'), 'RESTORE');
    await userEvent.click(confirm);
    await vi.waitFor(() =>
      expect(post).toHaveBeenCalledWith(
        `/api/admin/backups/${name}/restore`,
        { confirmation: 'RESTORE' },
        expect.objectContaining({ silent: true }),
      ),
    );
    expect(
      await screen.findByText(
        'Restored the backup of Nov 28, 2026, 2:00 a.m. AST: everything entered after it is gone. People stay signed in, unless their account or password is newer than the backup. The site is open again.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('says maintenance stays on when it was on before the restore', async () => {
    renderPage();
    vi.spyOn(http, 'post').mockResolvedValue({
      data: {
        message: 'The backup is restored. Maintenance mode was on before, so it stays on.',
        backup: list.backups[0],
        maintenance_kept_on: true,
      },
    });
    await userEvent.click(await screen.findByRole('button', { name: `Restore… ${name}` }));
    await userEvent.type(screen.getByLabelText('Type RESTORE to confirm'), 'RESTORE');
    await userEvent.click(screen.getByRole('button', { name: 'Restore this backup' }));
    expect(await screen.findByText(/Maintenance mode was on before, so it stays on\.$/)).toHaveTextContent(
      /^Restored the backup of Nov 28, 2026, 2:00 a\.m\. AST/,
    );
  });

  it("shows the server's refusal in the dialog and keeps it open", async () => {
    renderPage();
    vi.spyOn(http, 'post').mockRejectedValue(
      responseError(422, {
        message: 'This backup comes from a newer version of the site: update the site before restoring it.',
      }),
    );
    await userEvent.click(await screen.findByRole('button', { name: `Restore… ${name}` }));
    await userEvent.type(screen.getByLabelText('Type RESTORE to confirm'), 'RESTORE');
    await userEvent.click(screen.getByRole('button', { name: 'Restore this backup' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This backup comes from a newer version of the site: update the site before restoring it.',
    );
    expect(screen.getByRole('button', { name: 'Restore this backup' })).toBeInTheDocument();
    expect(screen.queryByText(/^Restored the backup/)).not.toBeInTheDocument();
  });

  it('refuses to keep fewer than one backup before sending the schedule', async () => {
    renderPage();
    const put = vi.spyOn(http, 'put');
    const keep = await screen.findByLabelText('Backups to keep');
    await userEvent.clear(keep);
    await userEvent.type(keep, '0');
    await userEvent.click(screen.getByRole('button', { name: 'Save schedule' }));
    expect(await screen.findByText('Keep at least 1 backup.')).toBeInTheDocument();
    expect(put).not.toHaveBeenCalled();
  });

  it('has no bucket column when no bucket is set', async () => {
    renderPage();
    await screen.findByRole('rowheader', { name: 'Nov 28, 2026, 2:00 a.m. AST' });
    expect(screen.queryByRole('columnheader', { name: 'Bucket' })).not.toBeInTheDocument();
    expect(screen.queryByText(/copied to the bucket/)).not.toBeInTheDocument();
    expect(
      screen.getByText(
        'Each backup holds the whole database and every uploaded picture. Keep a copy off this machine.',
      ),
    ).toBeInTheDocument();
  });

  it('says for each backup whether the bucket holds it, and which only the bucket holds', async () => {
    const [first] = list.backups;
    if (!first) throw new Error('the list has a backup');
    const at = (hour: string) => `2026-11-${hour}T06:00:00.000Z`;
    renderPage({
      ...list,
      backups: [
        { ...first, in_bucket: true, created_at: at('28') },
        { ...first, name: name.replace('0a1b2c', '0a1b2d'), in_bucket: false, created_at: at('27') },
        {
          ...first,
          name: name.replace('0a1b2c', '0a1b2e'),
          on_this_server: false,
          in_bucket: true,
          created_at: at('26'),
        },
      ],
      bucket: { keep: 14, reachable: true, last_failure: null },
    });
    expect(await screen.findByRole('columnheader', { name: 'Bucket' })).toBeInTheDocument();
    expect(
      screen.getByText(
        'Each backup holds the whole database; the pictures are kept in the bucket, not in the backup.',
      ),
    ).toBeInTheDocument();
    const rows = screen.getAllByRole('row').slice(1);
    const where = ['In the bucket', 'Not in the bucket', 'Only in the bucket'];
    expect(rows.map((row) => where.filter((text) => within(row).queryByText(text)))).toEqual(
      where.map((text) => [text]),
    );
    expect(
      screen.getByText(
        'Each backup made here is also copied to the bucket, encrypted; the newest 14 are kept there.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByText(/could not be/)).not.toBeInTheDocument();
    // A copy only the bucket holds can still be downloaded and restored from here.
    expect(
      screen.getByRole('button', { name: `Restore… ${name.replace('0a1b2c', '0a1b2e')}` }),
    ).toBeEnabled();
  });

  it('shows a failed copy and a bucket that could not be read', async () => {
    const [first] = list.backups;
    if (!first) throw new Error('the list has a backup');
    renderPage({
      ...list,
      backups: [{ ...first, in_bucket: null }],
      bucket: {
        keep: 3,
        reachable: false,
        last_failure: { name, at: '2026-11-28T06:00:04.000Z', message: 'connect ECONNREFUSED' },
      },
    });
    expect(
      await screen.findByText(
        'At Nov 28, 2026, 2:00 a.m. AST, a backup could not be copied to the bucket; it is kept on this server. The bucket answered: connect ECONNREFUSED',
      ),
    ).toBeInTheDocument();
    expect(
      screen.getByText(
        'The bucket could not be read just now: this list shows only the backups on this server.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('cell', { name: 'Unknown' })).toBeInTheDocument();
  });

  it('reads sizes as people do', () => {
    expect(formatSize(512)).toBe('512 bytes');
    expect(formatSize(6_300_000)).toBe('6.3 MB');
    expect(formatSize(1_250_000_000)).toBe('1.3 GB');
  });
});

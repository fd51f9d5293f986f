import type { InventoryImport } from '@auction/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { responseError } from '../../../../test/axios-errors';
import { buildUser } from '../../../../test/factories';
import { renderRoutes } from '../../../../test/render-app';
import { stubGet } from '../../../../test/stub-get';
import { http } from '../../../lib/http/client';
import { outcomeSentence, percentDone } from '../import-words';
import { InventoryImportPage } from './inventory-import-page';

afterEach(() => vi.restoreAllMocks());

const id = '50000000-0000-4000-8000-000000000001';
const previewed: InventoryImport = {
  id,
  status: 'previewed',
  file_name: 'boats.csv',
  encoding: 'windows-1252',
  delimiter: ',',
  headers: ['Title', 'Qty', 'Start'],
  mapping: { title: 0, quantity: 1 },
  remembered_fields: ['title'],
  guessed_fields: ['quantity'],
  total_rows: 3,
  processed_rows: 0,
  created_count: 0,
  updated_count: 0,
  unchanged_count: 0,
  skipped_count: 0,
  error: null,
  created_at: '2026-11-25T15:00:00.000Z',
  finished_at: null,
  rejected: [],
  preview: {
    valid_rows: 2,
    rows_with_errors: 1,
    first_rows: [
      { row: 1, values: ['Anchor', '1', '100'], errors: [] },
      {
        row: 2,
        values: ['Oars', 'two', '12'],
        errors: [{ field: 'quantity', message: 'quantity "two" is not a whole number of 1 or more' }],
      },
    ],
    error_rows: [
      {
        row: 2,
        values: ['Oars', 'two', '12'],
        errors: [{ field: 'quantity', message: 'quantity "two" is not a whole number of 1 or more' }],
      },
    ],
  },
};

function renderPage(path = '/admin/inventory/import', current: InventoryImport = previewed) {
  stubGet({
    '/api/admin/inventory-imports': { data: [] },
    [`/api/admin/inventory-imports/${id}`]: current,
  });
  return renderRoutes([{ path: '/admin/inventory/import', element: <InventoryImportPage /> }], {
    path,
    user: buildUser({ roles: ['Staff'] }),
  });
}

describe('InventoryImportPage', () => {
  it('uploads a chosen file and shows the mapping, marked, with the rows that have problems', async () => {
    renderPage();
    const post = vi.spyOn(http, 'post').mockResolvedValue({ data: previewed });
    const file = new File(['Title,Qty\nAnchor,1\n'], 'boats.csv', { type: 'text/csv' });
    await userEvent.upload(screen.getByLabelText('CSV file to import'), file);
    expect(post).toHaveBeenCalledWith(
      '/api/admin/inventory-imports',
      expect.any(FormData),
      expect.anything(),
    );

    const title = await screen.findByRole('combobox', { name: /^Title/ });
    expect(title).toHaveValue('0');
    expect(screen.getByText('As in your last import')).toBeInTheDocument();
    expect(screen.getByText('Guessed from the column name')).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: /^Starting bid/ })).toHaveValue('');
    const problems = screen.getByRole('table', { name: 'Rows with problems' });
    expect(
      within(problems).getByText('Quantity "two" is not a whole number of 1 or more'),
    ).toBeInTheDocument();
    expect(screen.getByText(/windows-1252 \(excel\)/i)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Confirm and import 2 rows' })).toBeEnabled();
  });

  it('says in words why a file was refused', async () => {
    renderPage();
    vi.spyOn(http, 'post').mockRejectedValue(
      responseError(422, { message: 'This file is a PNG picture, not a CSV file.', errors: { file: ['x'] } }),
    );
    await userEvent.upload(screen.getByLabelText('CSV file to import'), new File(['x'], 'photo.csv'));
    expect(await screen.findByRole('alert')).toHaveTextContent('This file is a PNG picture, not a CSV file.');
  });

  it('sends a changed mapping and confirms', async () => {
    renderPage(`/admin/inventory/import?import=${id}`);
    const put = vi
      .spyOn(http, 'put')
      .mockResolvedValue({ data: { ...previewed, mapping: { title: 0, quantity: 1, starting_bid: 2 } } });
    await userEvent.selectOptions(await screen.findByRole('combobox', { name: /^Starting bid/ }), 'Start');
    expect(put).toHaveBeenCalledWith(
      `/api/admin/inventory-imports/${id}/mapping`,
      { mapping: { title: 0, quantity: 1, starting_bid: 2 } },
      expect.anything(),
    );
    const post = vi
      .spyOn(http, 'post')
      .mockResolvedValue({ data: { ...previewed, status: 'queued', preview: null } });
    await userEvent.click(screen.getByRole('button', { name: 'Confirm and import 2 rows' }));
    expect(post).toHaveBeenCalledWith(`/api/admin/inventory-imports/${id}/confirm`, {}, expect.anything());
    expect(await screen.findByRole('progressbar', { name: 'Rows imported' })).toHaveAttribute(
      'aria-valuenow',
      '0',
    );
  });

  it('shows a finished import with its counts, its skipped rows and the download', async () => {
    renderPage(`/admin/inventory/import?import=${id}`, {
      ...previewed,
      status: 'done',
      preview: null,
      processed_rows: 3,
      created_count: 2,
      skipped_count: 1,
      rejected: [{ row: 2, reason: 'Quantity "two" is not a whole number of 1 or more' }],
    });
    expect(await screen.findByRole('progressbar', { name: 'Rows imported' })).toHaveAttribute(
      'aria-valuenow',
      '100',
    );
    expect(screen.getByText('2 created, 0 updated, 0 unchanged, 1 skipped.')).toBeInTheDocument();
    expect(screen.getByText(/Quantity "two" is not a whole number/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Download rejected rows (CSV)' })).toBeInTheDocument();
  });
});

const summaryOf = (answer: InventoryImport, changes: Partial<InventoryImport>) => {
  const {
    encoding,
    delimiter,
    headers,
    mapping,
    remembered_fields,
    guessed_fields,
    preview,
    rejected,
    ...summary
  } = { ...answer, ...changes };
  return summary;
};
const hoursAgo = (hours: number) => new Date(Date.now() - hours * 3_600_000).toISOString();

describe('past imports', () => {
  it('are asked for again while one is queued or running, and no longer once none is', async () => {
    const queued = summaryOf(previewed, { status: 'queued', file_name: 'queued.csv' });
    const answers = [
      [queued],
      [{ ...queued, status: 'running', processed_rows: 1 }],
      [{ ...queued, status: 'done', processed_rows: 3, created_count: 2, skipped_count: 1 }],
    ];
    let asks = 0;
    const get = stubGet({
      '/api/admin/inventory-imports': () => ({ data: answers[Math.min(asks++, answers.length - 1)] }),
    });
    renderRoutes([{ path: '/admin/inventory/import', element: <InventoryImportPage /> }], {
      path: '/admin/inventory/import',
      user: buildUser({ roles: ['Staff'] }),
    });
    const table = await screen.findByRole('table', { name: 'Past imports' });
    expect(within(table).getByText('Queued')).toBeInTheDocument();
    expect(await within(table).findByText('Done', {}, { timeout: 4_000 })).toBeInTheDocument();
    expect(within(table).getByRole('cell', { name: '2' })).toBeInTheDocument();
    const asked = get.mock.calls.length;
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    expect(get.mock.calls.length).toBe(asked);
  }, 10_000);

  it('call a preview left for more than a day "Not confirmed", and let staff discard a preview', async () => {
    let rows = [
      summaryOf(previewed, {
        id: '50000000-0000-4000-8000-000000000002',
        file_name: 'new.csv',
        created_at: hoursAgo(2),
      }),
      summaryOf(previewed, { file_name: 'old.csv', created_at: hoursAgo(30) }),
      summaryOf(previewed, {
        id: '50000000-0000-4000-8000-000000000003',
        file_name: 'done.csv',
        status: 'done',
      }),
    ];
    stubGet({ '/api/admin/inventory-imports': () => ({ data: rows }) });
    const remove = vi.spyOn(http, 'delete').mockImplementation(async () => {
      rows = rows.filter((row) => row.id !== id);
      return { data: null, status: 204 };
    });
    renderRoutes([{ path: '/admin/inventory/import', element: <InventoryImportPage /> }], {
      path: '/admin/inventory/import',
      user: buildUser({ roles: ['Staff'] }),
    });
    const table = await screen.findByRole('table', { name: 'Past imports' });
    const rowOf = (name: string) =>
      within(table).getByRole('rowheader', { name }).closest('tr') as HTMLElement;
    expect(within(rowOf('new.csv')).getByText('Waiting for confirmation')).toBeInTheDocument();
    expect(within(rowOf('old.csv')).getByText('Not confirmed')).toBeInTheDocument();
    expect(within(rowOf('done.csv')).queryByRole('button', { name: /Discard/ })).toBeNull();
    expect(within(rowOf('new.csv')).getByRole('button', { name: 'Discard new.csv' })).toBeInTheDocument();

    await userEvent.click(within(rowOf('old.csv')).getByRole('button', { name: 'Discard old.csv' }));
    const dialog = screen.getByRole('dialog', { name: 'Discard old.csv?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Discard the preview' }));
    expect(remove).toHaveBeenCalledWith(`/api/admin/inventory-imports/${id}`, expect.anything());
    await waitFor(() => expect(within(table).queryByText('old.csv')).toBeNull());
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('discards the preview on screen and goes back to choosing a file', async () => {
    renderPage(`/admin/inventory/import?import=${id}`);
    const remove = vi.spyOn(http, 'delete').mockResolvedValue({ data: null, status: 204 });
    await userEvent.click(await screen.findByRole('button', { name: 'Discard and choose another file' }));
    await userEvent.click(screen.getByRole('button', { name: 'Discard the preview' }));
    expect(remove).toHaveBeenCalledWith(`/api/admin/inventory-imports/${id}`, expect.anything());
    expect(await screen.findByLabelText('CSV file to import')).toBeInTheDocument();
  });

  it('says why a preview could not be discarded, keeping the question open', async () => {
    renderPage(`/admin/inventory/import?import=${id}`);
    vi.spyOn(http, 'delete').mockRejectedValue(
      responseError(409, { message: 'This import was already confirmed; only a preview can be discarded.' }),
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Discard and choose another file' }));
    await userEvent.click(screen.getByRole('button', { name: 'Discard the preview' }));
    expect(await within(screen.getByRole('dialog')).findByRole('alert')).toHaveTextContent(
      'This import was already confirmed; only a preview can be discarded.',
    );
  });
});

describe('import words', () => {
  it('count progress and outcomes', () => {
    expect(percentDone({ processed_rows: 500, total_rows: 10_000 })).toBe(5);
    expect(percentDone({ processed_rows: 0, total_rows: 0 })).toBe(100);
    expect(
      outcomeSentence({ created_count: 1197, updated_count: 0, unchanged_count: 0, skipped_count: 3 }),
    ).toBe('1,197 created, 0 updated, 0 unchanged, 3 skipped.');
  });
});

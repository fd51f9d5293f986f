import type { PageMeta } from '@auction/contracts';
import type { ColumnDef } from '@tanstack/react-table';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderRoutes } from '../../../test/render-app';
import { Button } from '../ui/button';
import { fetchAllRows, tableCsv } from './csv';
import { type ApiParams, ServerDataTable } from './server-data-table';

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

interface Consignor {
  id: string;
  name: string;
  lots: number;
}

const consignors: Consignor[] = Array.from({ length: 45 }, (_, index) => ({
  id: `c${index + 1}`,
  name: index === 0 ? 'Boudreau, "Lise"' : `Consignor ${String(index + 1).padStart(2, '0')}`,
  lots: index + 1,
}));

const columns: ColumnDef<Consignor>[] = [
  {
    id: 'name',
    header: 'Name',
    enableSorting: true,
    meta: { rowHeader: true, csv: (c) => c.name },
    cell: ({ row }) => row.original.name,
  },
  {
    id: 'lots',
    header: 'Lots',
    enableSorting: true,
    meta: { align: 'right', csv: (c) => c.lots },
    cell: ({ row }) => row.original.lots,
  },
  { id: 'code', header: 'Code', meta: { csvOnly: true, csv: (c) => c.id } },
  { id: 'notes', header: 'Notes', cell: () => '—' },
];

function fakeServer(params: ApiParams): { data: Consignor[]; meta: PageMeta } {
  const page = Number(params.page);
  const perPage = Number(params.per_page);
  const sorted = [...consignors].sort((a, b) => {
    const order = params.sort === 'lots' ? a.lots - b.lots : a.name.localeCompare(b.name);
    return params.order === 'desc' ? -order : order;
  });
  return {
    data: sorted.slice((page - 1) * perPage, page * perPage),
    meta: { total: sorted.length, page, per_page: perPage },
  };
}

function renderList(path = '/consignors') {
  const asked: ApiParams[] = [];
  const bulk = vi.fn();
  const fetchPage = vi.fn(async (params: ApiParams) => {
    asked.push(params);
    return fakeServer(params);
  });
  const view = renderRoutes(
    [
      {
        path: '/consignors',
        element: (
          <ServerDataTable
            label="Consignors"
            noun={{ one: 'consignor', other: 'consignors' }}
            columns={columns}
            getRowId={(c) => c.id}
            source={{ key: ['test', 'consignors'], fetchPage }}
            defaults={{ sort: 'name', order: 'asc' }}
            searchLabel="Search consignors"
            csvFileName="consignors.csv"
            rowLabel={(c) => c.name}
            bulkActions={(selected, clear) => (
              <Button
                size="sm"
                onClick={() => {
                  bulk(selected.map((c) => c.id));
                  clear();
                }}
              >
                Send statements
              </Button>
            )}
            emptyMessage={() => 'No consignors.'}
            errorMessage="The consignors could not be loaded."
          />
        ),
      },
    ],
    { path },
  );
  return { ...view, asked, bulk, fetchPage };
}

const namesOn = () => screen.getAllByRole('rowheader').map((cell) => cell.textContent);

describe('DataTable', () => {
  it('is a named table in a named, focusable scroll region, with sort buttons and labelled checkboxes', async () => {
    renderList();
    const table = await screen.findByRole('table', { name: 'Consignors' });
    const region = screen.getByRole('region', { name: 'Consignors' });
    expect(region).toHaveAttribute('tabindex', '0');
    expect(region).toContainElement(table);
    const name = within(table).getByRole('columnheader', { name: 'Name' });
    expect(name).toHaveAttribute('aria-sort', 'ascending');
    expect(within(name).getByRole('button', { name: 'Name' })).toBeInTheDocument();
    expect(within(table).getByRole('columnheader', { name: 'Lots' })).toHaveAttribute('aria-sort', 'none');
    const notes = within(table).getByRole('columnheader', { name: 'Notes' });
    expect(notes).not.toHaveAttribute('aria-sort');
    expect(within(notes).queryByRole('button')).not.toBeInTheDocument();
    expect(within(table).queryByRole('columnheader', { name: 'Code' })).not.toBeInTheDocument();
    expect(
      within(table).getByRole('checkbox', { name: 'Select all consignors on this page' }),
    ).toBeInTheDocument();
    expect(within(table).getByRole('checkbox', { name: 'Select Consignor 02' })).toBeInTheDocument();
    expect(within(table).getAllByRole('rowheader')).toHaveLength(20);
  });

  it('asks the server for the column whose heading is pressed, and the other way round when pressed again', async () => {
    const user = userEvent.setup();
    const { asked, router } = renderList();
    await screen.findByRole('table', { name: 'Consignors' });
    expect(asked.at(-1)).toEqual({ page: 1, per_page: 20, sort: 'name', order: 'asc' });
    await user.click(screen.getByRole('button', { name: 'Lots' }));
    await vi.waitFor(() =>
      expect(asked.at(-1)).toEqual({ page: 1, per_page: 20, sort: 'lots', order: 'asc' }),
    );
    expect(router.state.location.search).toBe('?sort=lots&order=asc');
    await user.click(screen.getByRole('button', { name: 'Lots' }));
    await vi.waitFor(() => expect(asked.at(-1)).toMatchObject({ sort: 'lots', order: 'desc' }));
    await vi.waitFor(() => expect(namesOn()[0]).toBe('Consignor 45'));
    expect(screen.getByRole('columnheader', { name: 'Lots' })).toHaveAttribute('aria-sort', 'descending');
  });

  it('reads page, sort and search from the address, ignoring a column it does not know', async () => {
    const { asked } = renderList('/consignors?page=2&sort=password&order=desc&q=bou');
    await screen.findByRole('table', { name: 'Consignors' });
    expect(asked.at(-1)).toEqual({ page: 2, per_page: 20, sort: 'name', order: 'asc', q: 'bou' });
    expect(screen.getByRole('searchbox', { name: 'Search consignors' })).toHaveValue('bou');
  });

  it('pages forward and back, saying which rows are on show', async () => {
    const user = userEvent.setup();
    const { asked, router } = renderList();
    await screen.findByText('Showing 1–20 of 45 consignors');
    const pages = screen.getByRole('navigation', { name: 'Pages' });
    expect(within(pages).getByRole('button', { name: 'Previous' })).toBeDisabled();
    await user.click(within(pages).getByRole('button', { name: 'Next' }));
    await screen.findByText('Showing 21–40 of 45 consignors');
    expect(asked.at(-1)).toMatchObject({ page: 2 });
    expect(router.state.location.search).toBe('?page=2');
    expect(within(pages).getByText('Page 2 of 3')).toBeInTheDocument();
    await user.click(within(pages).getByRole('button', { name: 'Next' }));
    await screen.findByText('Showing 41–45 of 45 consignors');
    expect(within(pages).getByRole('button', { name: 'Next' })).toBeDisabled();
    expect(screen.getAllByRole('rowheader')).toHaveLength(5);
  });

  it('selects rows, hands them to a bulk action and lets go of them afterwards', async () => {
    const user = userEvent.setup();
    const { bulk } = renderList();
    await screen.findByRole('table', { name: 'Consignors' });
    expect(screen.queryByRole('region', { name: 'Bulk actions' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('checkbox', { name: 'Select Consignor 02' }));
    await user.click(screen.getByRole('checkbox', { name: 'Select Consignor 03' }));
    const bar = screen.getByRole('region', { name: 'Bulk actions' });
    expect(within(bar).getByText('2 selected')).toBeInTheDocument();
    const all = screen.getByRole('checkbox', { name: 'Select all consignors on this page' });
    expect(all).toHaveProperty('indeterminate', true);
    await user.click(within(bar).getByRole('button', { name: 'Send statements' }));
    expect(bulk).toHaveBeenCalledWith(['c2', 'c3']);
    expect(screen.queryByRole('region', { name: 'Bulk actions' })).not.toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Select Consignor 02' })).not.toBeChecked();

    await user.click(screen.getByRole('checkbox', { name: 'Select all consignors on this page' }));
    expect(
      within(screen.getByRole('region', { name: 'Bulk actions' })).getByText('20 selected'),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await screen.findByText('Showing 21–40 of 45 consignors');
    expect(screen.queryByRole('region', { name: 'Bulk actions' })).not.toBeInTheDocument();
  }, 20_000);

  it('downloads every page of the current sort as CSV, not only the page on show', async () => {
    const user = userEvent.setup();
    let saved: Blob | null = null;
    vi.stubGlobal(
      'URL',
      Object.assign(URL, {
        createObjectURL: vi.fn((blob: Blob) => {
          saved = blob;
          return 'blob:consignors';
        }),
        revokeObjectURL: vi.fn(),
      }),
    );
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    const { asked } = renderList('/consignors?sort=lots&order=desc');
    await screen.findByRole('table', { name: 'Consignors' });
    await user.click(screen.getByRole('button', { name: 'Download CSV' }));
    await vi.waitFor(() => expect(click).toHaveBeenCalledOnce());
    expect(asked.at(-1)).toEqual({ page: 1, per_page: 100, sort: 'lots', order: 'desc' });
    const csv = await new Promise<string>((resolve) => {
      const reader = new FileReader();
      reader.onload = () => resolve(String(reader.result));
      reader.readAsText(saved as unknown as Blob);
    });
    const lines = csv.split('\r\n');
    expect(lines[0]).toBe('Name,Lots,Code');
    expect(lines[1]).toBe('Consignor 45,45,c45');
    expect(lines[45]).toBe('"Boudreau, ""Lise""",1,c1');
    expect(lines).toHaveLength(47);
  });
});

describe('CSV', () => {
  it('writes the exported columns in order, quoting commas, quotes and line breaks', () => {
    const rows = [
      { id: 'a', name: 'Pine, "Harvest"\nTable', lots: 2 },
      { id: 'b', name: 'Quilt', lots: 0 },
    ];
    expect(tableCsv(columns, rows)).toBe('Name,Lots,Code\r\n"Pine, ""Harvest""\nTable",2,a\r\nQuilt,0,b\r\n');
  });

  it('writes a title a spreadsheet would run as a formula as plain text', () => {
    const rows = [{ id: '-12', name: '=HYPERLINK("http://example.com","Click")', lots: -1 }];
    expect(tableCsv(columns, rows)).toBe(
      'Name,Lots,Code\r\n"\'=HYPERLINK(""http://example.com"",""Click"")",-1,-12\r\n',
    );
  });

  it('reads pages of 100 until it has the total', async () => {
    const fetchPage = vi.fn(async (page: number, perPage: number) =>
      fakeServer({ page, per_page: perPage, sort: 'lots', order: 'asc' }),
    );
    const many = Array.from({ length: 250 }, (_, index) => ({
      id: `m${index}`,
      name: `M${index}`,
      lots: index,
    }));
    consignors.push(...many);
    try {
      const all = await fetchAllRows(fetchPage);
      expect(all.complete).toBe(true);
      expect(all.rows).toHaveLength(295);
      expect(fetchPage.mock.calls).toEqual([
        [1, 100],
        [2, 100],
        [3, 100],
      ]);
    } finally {
      consignors.splice(45);
    }
  });
});

import type { ColumnDef } from '@tanstack/react-table';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useEffect, useState } from 'react';
import { describe, expect, it } from 'vitest';
import { renderRoutes } from '../../../test/render-app';
import { ServerDataTable } from './server-data-table';
import type { FilterOption } from './toolbar';

interface Lot {
  id: string;
  title: string;
}
const lots: Lot[] = [
  { id: 'l1', title: 'Pine blanket box' },
  { id: 'l2', title: 'Hooked rug' },
];
const columns: ColumnDef<Lot>[] = [
  { id: 'title', header: 'Title', meta: { rowHeader: true }, cell: ({ row }) => row.original.title },
];

let loadOptions: () => void = () => undefined;

/** A list whose auction filter's options arrive after the rows, as a second query's do. */
function LateOptionsList() {
  const [options, setOptions] = useState<FilterOption[]>([{ value: '', label: 'All auctions' }]);
  useEffect(() => {
    loadOptions = () =>
      setOptions([
        { value: '', label: 'All auctions' },
        { value: 'a1', label: 'Harbour estate sale' },
      ]);
  }, []);
  return (
    <ServerDataTable
      label="Lots"
      noun={{ one: 'lot', other: 'lots' }}
      columns={columns}
      getRowId={(lot) => lot.id}
      source={{
        key: ['test', 'late-options'],
        fetchPage: async (params) => ({
          data: lots,
          meta: { total: 2, page: Number(params.page), per_page: 20 },
        }),
      }}
      defaults={{ sort: 'title', order: 'asc', filters: ['auction_id'] }}
      filters={[{ name: 'auction_id', label: 'Auction', options }]}
      rowLabel={(lot) => lot.title}
      bulkActions={() => null}
      emptyMessage={() => 'No lots.'}
      errorMessage="The lots could not be loaded."
    />
  );
}

describe('ServerDataTable selection', () => {
  it('keeps the rows selected when a filter’s options load after them', async () => {
    const user = userEvent.setup();
    renderRoutes([{ path: '/lots', element: <LateOptionsList /> }], { path: '/lots?auction_id=a1' });
    await screen.findByRole('table', { name: 'Lots' });
    await user.click(screen.getByRole('checkbox', { name: 'Select Hooked rug' }));
    expect(
      within(screen.getByRole('region', { name: 'Bulk actions' })).getByText('1 selected'),
    ).toBeInTheDocument();
    act(() => loadOptions());
    expect(await screen.findByRole('option', { name: 'Harbour estate sale' })).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Select Hooked rug' })).toBeChecked();
    expect(
      within(screen.getByRole('region', { name: 'Bulk actions' })).getByText('1 selected'),
    ).toBeInTheDocument();
  });
});

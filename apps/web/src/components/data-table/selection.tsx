import type { ColumnDef, Row, Table } from '@tanstack/react-table';
import type { ReactNode } from 'react';
import { Button } from '../ui/button';

const box =
  'size-5 rounded border-slate-400 accent-harbour-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-harbour-600 dark:border-slate-500 dark:accent-harbour-300';

function SelectAll<T>({ table, label }: { table: Table<T>; label: string }) {
  return (
    <input
      type="checkbox"
      className={box}
      aria-label={`Select all ${label.toLowerCase()} on this page`}
      checked={table.getIsAllPageRowsSelected()}
      ref={(input) => {
        if (input) input.indeterminate = table.getIsSomePageRowsSelected();
      }}
      onChange={table.getToggleAllPageRowsSelectedHandler()}
    />
  );
}

function SelectRow<T>({ row, label }: { row: Row<T>; label: string }) {
  return (
    <input
      type="checkbox"
      className={box}
      aria-label={`Select ${label}`}
      checked={row.getIsSelected()}
      disabled={!row.getCanSelect()}
      onChange={row.getToggleSelectedHandler()}
    />
  );
}

/** The first column of a table with bulk actions: a labelled checkbox per row and one for the page. */
export function selectionColumn<T>(tableLabel: string, rowLabel: (row: T) => string): ColumnDef<T> {
  return {
    id: 'select',
    enableSorting: false,
    meta: { label: 'Select', className: 'w-10' },
    header: ({ table }) => <SelectAll table={table} label={tableLabel} />,
    cell: ({ row }) => <SelectRow row={row} label={rowLabel(row.original)} />,
  };
}

/** How many rows are chosen, what can be done with them, and a way to let go of them. */
export function SelectionBar<T>({
  selected,
  onClear,
  actions,
}: {
  selected: T[];
  onClear: () => void;
  actions: (selected: T[], clear: () => void) => ReactNode;
}) {
  if (selected.length === 0) return null;
  return (
    <section
      aria-label="Bulk actions"
      className="flex flex-wrap items-center gap-3 rounded-xl border border-harbour-200 bg-harbour-50 px-4 py-3 text-sm dark:border-harbour-800 dark:bg-harbour-950"
    >
      <p className="font-medium text-slate-900 dark:text-white" aria-live="polite">
        {selected.length} selected
      </p>
      {actions(selected, onClear)}
      <Button variant="ghost" size="sm" onClick={onClear}>
        Clear selection
      </Button>
    </section>
  );
}

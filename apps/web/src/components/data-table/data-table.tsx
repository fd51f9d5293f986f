import './column-meta';
import {
  type ColumnDef,
  flexRender,
  getCoreRowModel,
  type RowSelectionState,
  useReactTable,
} from '@tanstack/react-table';
import { clsx } from 'clsx';
import type { HTMLAttributes } from 'react';
import { ScrollRegion } from '../ui/scroll-region';
import { selectionColumn } from './selection';
import { SortHeader } from './sort-header';

export interface TableSort {
  id: string;
  desc: boolean;
}

export interface TableSelection<T> {
  /** What a row is called in its checkbox's name: "Select Timberlea Estate Auction". */
  rowLabel: (row: T) => string;
  selected: RowSelectionState;
  onChange: (selected: RowSelectionState) => void;
}

export interface DataTableProps<T> {
  // biome-ignore lint/suspicious/noExplicitAny: column values differ per column, as in TanStack's own examples.
  columns: ColumnDef<T, any>[];
  rows: T[];
  getRowId: (row: T) => string;
  /** The table's name (its caption) and the name of the region that scrolls it sideways. */
  label: string;
  /** The sort on show; a column sorts only when it says `enableSorting` and `onSortChange` is given. */
  sort?: TableSort | null;
  onSortChange?: (sort: TableSort) => void;
  selection?: TableSelection<T>;
  /** Extra attributes of a row, such as the drag handlers of a list in sale order. */
  rowProps?: (row: T, index: number) => HTMLAttributes<HTMLTableRowElement>;
  /** The width below which the table scrolls sideways, e.g. `min-w-[48rem]`. */
  minWidth?: string;
  /** Dims the rows while the next page loads. */
  busy?: boolean;
  /** Its own rounded border and background; off when the table sits inside a card. */
  framed?: boolean;
  className?: string;
}

const cellBase = 'px-3 py-3 align-middle text-sm text-slate-800 dark:text-slate-200';

/**
 * The staff area's one table: a real `<table>` with a caption, column headings that sort, a
 * labelled checkbox per row when there are bulk actions, and on a narrow screen a named region that
 * scrolls sideways and takes keyboard focus. Sorting and paging are the caller's (usually the server's).
 */
export function DataTable<T>({
  columns,
  rows,
  getRowId,
  label,
  sort = null,
  onSortChange,
  selection,
  rowProps,
  minWidth = 'min-w-[40rem]',
  busy = false,
  framed = true,
  className,
}: DataTableProps<T>) {
  const allColumns = selection ? [selectionColumn(label, selection.rowLabel), ...columns] : columns;
  const table = useReactTable({
    data: rows,
    columns: allColumns,
    getRowId,
    getCoreRowModel: getCoreRowModel(),
    manualSorting: true,
    enableRowSelection: Boolean(selection),
    state: {
      columnVisibility: Object.fromEntries(
        allColumns.filter((column) => column.meta?.csvOnly && column.id).map((column) => [column.id, false]),
      ),
      rowSelection: selection?.selected ?? {},
    },
    onRowSelectionChange: (updater) => {
      if (!selection) return;
      selection.onChange(typeof updater === 'function' ? updater(selection.selected) : updater);
    },
  });

  return (
    <ScrollRegion
      label={label}
      className={clsx(
        framed &&
          'rounded-xl border border-slate-200 bg-white shadow-sm dark:border-slate-800 dark:bg-slate-900',
        className,
      )}
    >
      <table className={clsx('w-full border-collapse', minWidth)}>
        <caption className="sr-only">{label}</caption>
        <thead className="border-b border-slate-200 bg-slate-50 dark:border-slate-800 dark:bg-slate-800/60">
          {table.getHeaderGroups().map((group) => (
            <tr key={group.id}>
              {group.headers.map((header) => (
                <SortHeader
                  key={header.id}
                  header={header}
                  sorted={sort?.id === header.column.id ? (sort.desc ? 'desc' : 'asc') : false}
                  onSort={
                    onSortChange && header.column.columnDef.enableSorting
                      ? (desc) => onSortChange({ id: header.column.id, desc })
                      : undefined
                  }
                />
              ))}
            </tr>
          ))}
        </thead>
        <tbody
          aria-busy={busy || undefined}
          className={clsx('divide-y divide-slate-200 dark:divide-slate-800', busy && 'opacity-60')}
        >
          {table.getRowModel().rows.map((row, index) => {
            const extra = rowProps?.(row.original, index);
            return (
              <tr
                key={row.id}
                {...extra}
                className={clsx(
                  row.getIsSelected() && 'bg-harbour-50 dark:bg-harbour-950/60',
                  extra?.className,
                )}
              >
                {row.getVisibleCells().map((cell) => {
                  const meta = cell.column.columnDef.meta;
                  const classes = clsx(
                    cellBase,
                    meta?.align === 'right' && 'text-right tabular-nums',
                    meta?.className,
                  );
                  const content = flexRender(cell.column.columnDef.cell, cell.getContext());
                  return meta?.rowHeader ? (
                    <th key={cell.id} scope="row" className={clsx(classes, 'text-left font-normal')}>
                      {content}
                    </th>
                  ) : (
                    <td key={cell.id} className={classes}>
                      {content}
                    </td>
                  );
                })}
              </tr>
            );
          })}
        </tbody>
      </table>
    </ScrollRegion>
  );
}

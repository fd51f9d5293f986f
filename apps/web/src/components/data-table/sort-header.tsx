import type { Header } from '@tanstack/react-table';
import { flexRender } from '@tanstack/react-table';
import { clsx } from 'clsx';
import { ArrowDown, ArrowUp, ArrowUpDown } from 'lucide-react';

export const headerCell =
  'px-3 py-3 text-xs font-semibold tracking-wide whitespace-nowrap text-slate-600 uppercase dark:text-slate-300';

/**
 * A column heading. A sortable one holds a button and says with `aria-sort` how the list runs;
 * pressing it sorts by the column, pressing again turns the order round.
 */
export function SortHeader<T>({
  header,
  sorted,
  onSort,
}: {
  header: Header<T, unknown>;
  /** How the list runs by this column, or false when it is not the sort column. */
  sorted: false | 'asc' | 'desc';
  /** Given when the column sorts. */
  onSort: ((desc: boolean) => void) | undefined;
}) {
  const { column } = header;
  const right = column.columnDef.meta?.align === 'right';
  const content = header.isPlaceholder ? null : flexRender(column.columnDef.header, header.getContext());
  if (!onSort) {
    return (
      <th scope="col" className={clsx(headerCell, right ? 'text-right' : 'text-left')}>
        {content}
      </th>
    );
  }
  const Icon = sorted === 'asc' ? ArrowUp : sorted === 'desc' ? ArrowDown : ArrowUpDown;
  return (
    <th
      scope="col"
      aria-sort={sorted === 'asc' ? 'ascending' : sorted === 'desc' ? 'descending' : 'none'}
      className={clsx(headerCell, right ? 'text-right' : 'text-left')}
    >
      <button
        type="button"
        onClick={() => onSort(sorted === 'asc')}
        className={clsx(
          'inline-flex min-h-8 items-center gap-1 rounded uppercase hover:text-harbour-800 dark:hover:text-white',
          right && 'flex-row-reverse',
        )}
      >
        {content}
        <Icon aria-hidden="true" className={clsx('size-3.5 shrink-0', !sorted && 'opacity-50')} />
      </button>
    </th>
  );
}

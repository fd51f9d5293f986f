import type { DrawerCount, DrawerCountedDay, DrawerCountPage } from '@auction/contracts';
import type { ColumnDef } from '@tanstack/react-table';
import { clsx } from 'clsx';
import { Link } from 'react-router';
import { type ListSource, ServerDataTable } from '../../../components/data-table';
import { formatDateTime, formatDay } from '../../../lib/format';
import { csvMoney, formatCents } from '../../../lib/money';
import { cashDrawerKeys, fetchDrawerCountPage } from '../api/cash-drawer';
import { compartments, overShortTone, overShortWords } from '../drawer-figures';

const csvOnly = (id: string, label: string, csv: (day: DrawerCountedDay) => string | number) =>
  ({
    id,
    header: label,
    meta: { csvOnly: true, csv },
    cell: () => null,
  }) satisfies ColumnDef<DrawerCountedDay>;

/** One compartment of the standing count: expected, counted and the over or short, in one cell. */
const compartmentColumns = compartments.flatMap(({ method, label }): ColumnDef<DrawerCountedDay>[] => {
  const key = `${method}_cents` as const;
  return [
    {
      id: method,
      header: label,
      meta: { align: 'right', className: 'whitespace-nowrap' },
      cell: ({ row: { original } }) => {
        const count = original.count;
        const counted = count.counted[key] - (method === 'cash' ? count.float_cents : 0);
        return (
          <span className="block tabular-nums">
            <span className="block text-slate-600 dark:text-slate-400">
              <span className="sr-only">Expected </span>
              {formatCents(count.expected[key])}
            </span>
            <span className="block">
              <span className="sr-only">Counted </span>
              {formatCents(counted)}
            </span>
            <span className={clsx('block font-semibold', overShortTone(count.over_short[key]))}>
              {overShortWords(count.over_short[key])}
            </span>
          </span>
        );
      },
    },
    csvOnly(`${method}_expected`, `${label} expected`, (day) => csvMoney(day.count.expected[key])),
    csvOnly(`${method}_counted`, `${label} counted`, (day) => csvMoney(day.count.counted[key])),
    csvOnly(`${method}_over_short`, `${label} over or short`, (day) => csvMoney(day.count.over_short[key])),
  ];
});

function EarlierCounts({ earlier }: { earlier: DrawerCount[] }) {
  if (earlier.length === 0) return null;
  return (
    <details className="mt-1 text-sm">
      <summary className="cursor-pointer font-medium text-harbour-800 dark:text-harbour-200">
        {earlier.length === 1 ? '1 earlier count' : `${earlier.length} earlier counts`}
      </summary>
      <ul className="mt-1 space-y-1">
        {earlier.map((count) => (
          <li key={count.id}>
            {formatDateTime(count.counted_at)}, {count.counted_by.name}:{' '}
            {overShortWords(count.over_short.total_cents).toLowerCase()}
            {count.note && <> — {count.note}</>}
          </li>
        ))}
      </ul>
    </details>
  );
}

export const countedDayColumns: ColumnDef<DrawerCountedDay>[] = [
  {
    id: 'day',
    header: 'Day',
    meta: { rowHeader: true, className: 'whitespace-nowrap', csv: (day) => day.day },
    cell: ({ row }) => (
      <Link
        to={`/admin/cash-drawer?day=${row.original.day}`}
        className="font-semibold text-slate-900 hover:underline dark:text-white"
      >
        {formatDay(row.original.day)}
      </Link>
    ),
  },
  csvOnly('float', 'Float', (day) => csvMoney(day.count.float_cents)),
  ...compartmentColumns,
  {
    id: 'total',
    header: 'Over or short',
    meta: {
      align: 'right',
      className: 'whitespace-nowrap',
      csv: (day) => csvMoney(day.count.over_short.total_cents),
    },
    cell: ({ row }) => (
      <span
        className={clsx(
          'font-semibold tabular-nums',
          overShortTone(row.original.count.over_short.total_cents),
        )}
      >
        {overShortWords(row.original.count.over_short.total_cents)}
      </span>
    ),
  },
  {
    id: 'counted_by',
    header: 'Counted by',
    meta: { className: 'min-w-[9rem]', csv: (day) => day.count.counted_by.name },
    cell: ({ row }) => (
      <>
        {row.original.count.counted_by.name}
        <span className="block text-sm text-slate-600 dark:text-slate-400">
          {formatDateTime(row.original.count.counted_at)}
        </span>
      </>
    ),
  },
  {
    id: 'note',
    header: 'Note',
    meta: { className: 'min-w-[14rem]', csv: (day) => day.count.note },
    cell: ({ row }) => (
      <>
        {row.original.count.note || <span className="text-slate-500 dark:text-slate-400">—</span>}
        <EarlierCounts earlier={row.original.earlier} />
      </>
    ),
  },
];

const source: ListSource<DrawerCountedDay, DrawerCountPage> = {
  key: cashDrawerKeys.lists,
  fetchPage: fetchDrawerCountPage,
};

/**
 * The days counted, newest first: per compartment what was expected, counted and the over or short
 * (the cash after its float), the total, who counted and the note, with any earlier counts of the day.
 */
export function CountedDays() {
  return (
    <section aria-labelledby="counted-days-heading" className="space-y-3">
      <h2 id="counted-days-heading" className="text-lg font-semibold">
        Counted days
      </h2>
      <p className="text-sm text-slate-600 dark:text-slate-400">
        Each compartment shows what was expected, what was counted and the over or short.
      </p>
      <ServerDataTable
        label="Counted days"
        noun={{ one: 'day', other: 'days' }}
        columns={countedDayColumns}
        getRowId={(day) => day.day}
        source={source}
        defaults={{ sort: 'day', order: 'desc' }}
        csvFileName="cash-drawer-counts.csv"
        emptyMessage={() => 'No day has been counted yet.'}
        errorMessage="The counted days could not be loaded. Please reload the page."
        minWidth="min-w-[60rem]"
      />
    </section>
  );
}

import type { Journal } from '@auction/contracts';
import { createColumnHelper } from '@tanstack/react-table';
import { DataTable } from '../../../components/data-table';
import { formatCents } from '../../../lib/money';

interface LineRow {
  id: string;
  first: boolean;
  total: boolean;
  date: string;
  number: string;
  account: string;
  description: string;
  debit: number;
  credit: number;
}

const helper = createColumnHelper<LineRow>();
const money = (cents: number) =>
  cents === 0 ? '' : <span className="whitespace-nowrap">{formatCents(cents)}</span>;
const oneLine = (text: string) => <span className="whitespace-nowrap">{text}</span>;

const columns = [
  helper.accessor((row) => (row.first ? row.number : ''), {
    id: 'number',
    header: 'Journal no.',
    cell: (cell) => oneLine(cell.getValue()),
    meta: { rowHeader: true },
  }),
  helper.accessor((row) => (row.first ? row.date : ''), {
    id: 'date',
    header: 'Date',
    cell: (cell) => oneLine(cell.getValue()),
  }),
  helper.accessor('account', { header: 'Account' }),
  helper.accessor('description', { header: 'Description' }),
  helper.accessor('debit', {
    header: 'Debit',
    cell: (cell) => money(cell.getValue()),
    meta: { align: 'right' },
  }),
  helper.accessor('credit', {
    header: 'Credit',
    cell: (cell) => money(cell.getValue()),
    meta: { align: 'right' },
  }),
];

/** Every line of the period's entries, an entry's number and date on its first line, then the totals. */
export function JournalTable({ journal }: { journal: Journal }) {
  const rows: LineRow[] = journal.entries.flatMap((entry) =>
    entry.lines.map((line, index) => ({
      id: `${entry.number}-${index}`,
      first: index === 0,
      total: false,
      date: entry.date,
      number: entry.number,
      account: line.account.name,
      description: line.description,
      debit: line.debit_cents,
      credit: line.credit_cents,
    })),
  );
  rows.push({
    id: 'total',
    first: true,
    total: true,
    date: '',
    number: 'Total',
    account: '',
    description: `${journal.entries.length} entries`,
    debit: journal.debit_cents,
    credit: journal.credit_cents,
  });
  return (
    <DataTable
      columns={columns}
      rows={rows}
      getRowId={(row) => row.id}
      label="Journal entries"
      minWidth="min-w-[60rem]"
      rowProps={(row, index) =>
        row.total
          ? { className: 'font-semibold bg-slate-50 dark:bg-slate-800/60' }
          : row.first && index > 0
            ? { className: 'border-t-2 border-slate-300 dark:border-slate-600' }
            : {}
      }
    />
  );
}

interface AccountRow {
  id: string;
  name: string;
  code: string;
  debit: number;
  credit: number;
}
const accountHelper = createColumnHelper<AccountRow>();
const accountColumns = [
  accountHelper.accessor('name', { header: 'Account', meta: { rowHeader: true } }),
  accountHelper.accessor('code', { header: 'Code (Xero)' }),
  accountHelper.accessor('debit', {
    header: 'Debits',
    cell: (cell) => money(cell.getValue()),
    meta: { align: 'right' },
  }),
  accountHelper.accessor('credit', {
    header: 'Credits',
    cell: (cell) => money(cell.getValue()),
    meta: { align: 'right' },
  }),
];

/** What each account was debited and credited over the period, and the two totals. */
export function JournalAccounts({ journal }: { journal: Journal }) {
  const rows: AccountRow[] = [
    ...journal.accounts.map((row) => ({
      id: `${row.account.name}|${row.account.code}`,
      name: row.account.name,
      code: row.account.code,
      debit: row.debit_cents,
      credit: row.credit_cents,
    })),
    { id: 'total', name: 'Total', code: '', debit: journal.debit_cents, credit: journal.credit_cents },
  ];
  return (
    <DataTable
      columns={accountColumns}
      rows={rows}
      getRowId={(row) => row.id}
      label="Totals by account"
      minWidth="min-w-[32rem]"
      rowProps={(row) =>
        row.id === 'total' ? { className: 'font-semibold bg-slate-50 dark:bg-slate-800/60' } : {}
      }
    />
  );
}

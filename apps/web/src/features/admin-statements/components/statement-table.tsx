import {
  type StatementListItem,
  type StatementPage,
  statementStatuses,
  statementStatusLabels,
} from '@auction/contracts';
import type { ColumnDef } from '@tanstack/react-table';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { type ListParams, type ListSource, ServerDataTable } from '../../../components/data-table';
import { NameCell } from '../../../components/data-table/name-cell';
import { PrintSelected } from '../../../components/data-table/print-selected';
import { formatDay } from '../../../lib/format';
import { csvMoney, formatCents } from '../../../lib/money';
import { useSaleAuctionFilter } from '../../admin-invoices/public';
import { downloadStatementBatchPdf } from '../api/statement-batch';
import { fetchStatementPage, statementKeys } from '../api/statement-queries';
import { consignorName, saleName, statementPath } from '../statement-format';
import { BuyersPaidBadge, StatementStatusBadge } from './statement-status-badge';

const money = (
  id: keyof StatementListItem & `${string}_cents`,
  header: string,
  { sort, csvOnly }: { sort?: string; csvOnly?: boolean } = {},
) =>
  ({
    id: sort ?? id,
    header,
    enableSorting: Boolean(sort),
    meta: { align: 'right', csvOnly, csv: (statement) => csvMoney(statement[id]) },
    cell: ({ row }) => formatCents(row.original[id]),
  }) satisfies ColumnDef<StatementListItem>;

/** The statement list's columns; those with `enableSorting` are sorted by the server. */
export const statementColumns: ColumnDef<StatementListItem>[] = [
  {
    id: 'consignor',
    header: 'Consignor',
    enableSorting: true,
    meta: { rowHeader: true, className: 'min-w-[9rem]', csv: (s) => consignorName(s.consignor) },
    cell: ({ row: { original: statement } }) => (
      <Link
        to={statementPath(statement)}
        className="font-semibold text-slate-900 hover:underline dark:text-white"
      >
        <NameCell name={consignorName(statement.consignor)} />
        <span className="sr-only">, statement for {saleName(statement)}</span>
      </Link>
    ),
  },
  {
    id: 'sale',
    header: 'Sale',
    meta: { className: 'min-w-[10rem]', csv: (s) => saleName(s) },
    cell: ({ row }) => saleName(row.original),
  },
  {
    id: 'sale_date',
    header: 'Sale date',
    enableSorting: true,
    meta: { className: 'whitespace-nowrap', csv: (s) => s.sale_date },
    cell: ({ row }) => formatDay(row.original.sale_date),
  },
  {
    id: 'lots',
    header: 'Sold',
    meta: { align: 'right', className: 'whitespace-nowrap', csv: (s) => `${s.sold_lots} of ${s.lots}` },
    cell: ({ row }) => `${row.original.sold_lots} of ${row.original.lots}`,
  },
  money('hammer_cents', 'Hammer'),
  // Commission and fees before tax: in the CSV; the statement itself shows them line by line.
  money('charges_cents', 'Charges', { csvOnly: true }),
  money('net_payout_cents', 'Net payout', { sort: 'net_payout' }),
  money('paid_cents', 'Paid'),
  {
    id: 'buyers_paid',
    header: 'Buyers',
    meta: { csv: (s) => (s.buyers_paid ? 'All paid' : 'Waiting') },
    cell: ({ row }) => (
      <BuyersPaidBadge paid={row.original.buyers_paid} soldLots={row.original.sold_lots} short />
    ),
  },
  {
    id: 'status',
    header: 'Status',
    enableSorting: true,
    meta: { csv: (s) => statementStatusLabels[s.status] },
    cell: ({ row }) => <StatementStatusBadge status={row.original.status} />,
  },
];

const source: ListSource<StatementListItem, StatementPage> = {
  key: statementKeys.lists,
  fetchPage: fetchStatementPage,
};

export const statementListDefaults = {
  sort: 'sale_date',
  order: 'desc',
  filters: ['status', 'kind', 'auction_id', 'consignor'],
} as const;

const statusOptions = [
  { value: '', label: 'All statuses' },
  ...statementStatuses.map((status) => ({ value: status, label: statementStatusLabels[status] })),
];

const kindOptions = [
  { value: '', label: 'Auctions and buy-now' },
  { value: 'auction', label: 'Auctions' },
  { value: 'buy_now', label: 'Buy-now sales' },
];

function emptyMessage({ q, filters, page }: ListParams): string {
  if (q || Object.values(filters).some(Boolean)) return 'No statement matches these filters.';
  return page > 1
    ? 'There are no statements on this page.'
    : 'No statements yet. Make them for a closed auction.';
}

/** Every consignor statement, filtered, sorted and paged by the server, with a CSV of the filter and the chosen ones printed. */
export function StatementTable({ toolbarActions }: { toolbarActions?: ReactNode }) {
  const auctionFilter = useSaleAuctionFilter();
  return (
    <ServerDataTable
      label="Statements"
      noun={{ one: 'statement', other: 'statements' }}
      columns={statementColumns}
      getRowId={(statement) => statement.id}
      source={source}
      defaults={statementListDefaults}
      searchLabel="Search consignor name or number"
      filters={[
        { name: 'status', label: 'Status', options: statusOptions },
        { name: 'kind', label: 'Kind', options: kindOptions },
        auctionFilter,
      ]}
      csvFileName="consignor-statements.csv"
      rowLabel={(statement) =>
        `the statement of ${consignorName(statement.consignor)} for ${saleName(statement)}`
      }
      bulkActions={(selected) => (
        <PrintSelected print={() => downloadStatementBatchPdf(selected.map((statement) => statement.id))} />
      )}
      toolbarActions={toolbarActions}
      emptyMessage={emptyMessage}
      errorMessage="The statements could not be loaded. Please reload the page."
      minWidth="min-w-[58rem]"
    />
  );
}

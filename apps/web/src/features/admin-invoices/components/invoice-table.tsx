import { type InvoiceSummary, invoiceDisplayStatuses, type StaffInvoicePage } from '@auction/contracts';
import type { ColumnDef } from '@tanstack/react-table';
import { Mail, Truck } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { Link } from 'react-router';
import { type ListSource, ServerDataTable } from '../../../components/data-table';
import type { ListParams } from '../../../components/data-table/list-params';
import { NameCell } from '../../../components/data-table/name-cell';
import { PrintSelected } from '../../../components/data-table/print-selected';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { InvoiceStatusBadge, invoiceStatusLabels } from '../../../components/ui/invoice-status-badge';
import { formatDay } from '../../../lib/format';
import { messageForError } from '../../../lib/http/messages';
import { csvMoney, formatCents } from '../../../lib/money';
import { notify } from '../../../lib/notify';
import { downloadInvoiceBatchPdf } from '../api/invoice-batch';
import { useEmailInvoices } from '../api/invoice-mutations';
import { adminInvoiceKeys, fetchStaffInvoicePage } from '../api/invoice-queries';
import { useSaleAuctionFilter } from './make-for-auction';

const money = (id: keyof InvoiceSummary & `${string}_cents`, header: string, sortable = false) =>
  ({
    id,
    header,
    enableSorting: sortable,
    meta: { align: 'right', csv: (invoice) => csvMoney(invoice[id]) },
    cell: ({ row }) => formatCents(row.original[id]),
  }) satisfies ColumnDef<InvoiceSummary>;

/** The staff invoice list's columns; those with `enableSorting` are sorted by the server. */
export const invoiceColumns: ColumnDef<InvoiceSummary>[] = [
  {
    id: 'number',
    header: 'Invoice',
    enableSorting: true,
    meta: { rowHeader: true, className: 'whitespace-nowrap', csv: (invoice) => invoice.number ?? 'Draft' },
    cell: ({ row: { original: invoice } }) => (
      <Link
        to={`/admin/invoices/${invoice.id}`}
        className="font-semibold text-slate-900 hover:underline dark:text-white"
      >
        {invoice.number ?? 'Draft'}
        {!invoice.number && invoice.paddle_number !== null && (
          <span className="sr-only"> for paddle {invoice.paddle_number}</span>
        )}
      </Link>
    ),
  },
  {
    id: 'buyer_name',
    header: 'Buyer',
    enableSorting: true,
    meta: { className: 'min-w-[10rem]', csv: (invoice) => invoice.buyer_name },
    cell: ({ row }) => <NameCell name={row.original.buyer_name} />,
  },
  {
    id: 'paddle_number',
    header: 'Paddle',
    enableSorting: true,
    meta: { align: 'right', csv: (invoice) => invoice.paddle_number ?? '' },
    cell: ({ row }) => row.original.paddle_number ?? '—',
  },
  {
    id: 'auction_title',
    header: 'Auction',
    meta: { className: 'min-w-[10rem]', csv: (invoice) => invoice.auction_title },
    cell: ({ row }) => row.original.auction_title,
  },
  {
    id: 'issued_at',
    header: 'Issued',
    meta: { className: 'whitespace-nowrap', csv: (invoice) => invoice.issued_at?.slice(0, 10) ?? '' },
    cell: ({ row }) => formatDay(row.original.issued_at),
  },
  {
    id: 'due_on',
    header: 'Due',
    enableSorting: true,
    meta: { className: 'whitespace-nowrap', csv: (invoice) => invoice.due_on ?? '' },
    cell: ({ row }) => formatDay(row.original.due_on),
  },
  money('total_cents', 'Total', true),
  money('paid_cents', 'Paid'),
  money('balance_cents', 'Balance', true),
  {
    id: 'status',
    header: 'Status',
    enableSorting: true,
    meta: { csv: (invoice) => invoiceStatusLabels[invoice.display_status] },
    cell: ({ row }) => (
      <InvoiceStatusBadge status={row.original.status} displayStatus={row.original.display_status} />
    ),
  },
  {
    id: 'shipping_requested',
    header: 'Shipping',
    meta: { csv: (invoice) => (invoice.shipping_requested ? 'Requested' : '') },
    cell: ({ row }) =>
      row.original.shipping_requested ? (
        <span className="inline-flex items-center gap-1 whitespace-nowrap">
          <Truck aria-hidden="true" className="size-4" />
          Requested
        </span>
      ) : (
        <span className="text-slate-500 dark:text-slate-400">Pickup</span>
      ),
  },
];

const source: ListSource<InvoiceSummary, StaffInvoicePage> = {
  key: adminInvoiceKeys.lists,
  fetchPage: fetchStaffInvoicePage,
};

export const invoiceListDefaults = {
  sort: 'number',
  order: 'desc',
  filters: ['auction_id', 'kind', 'status', 'shipping_requested'],
} as const;

const statusOptions = [
  { value: '', label: 'All statuses' },
  ...invoiceDisplayStatuses.map((status) => ({ value: status, label: invoiceStatusLabels[status] })),
];

const kindOptions = [
  { value: '', label: 'Auctions and buy-now' },
  { value: 'auction', label: 'Auction sales' },
  { value: 'buy_now', label: 'Buy-now purchases' },
];

const shippingOptions = [
  { value: '', label: 'Pickup and shipping' },
  { value: 'true', label: 'Shipping requested' },
  { value: 'false', label: 'No shipping request' },
];

function emptyMessage({ q, filters, page }: ListParams): string {
  if (q || Object.values(filters).some(Boolean)) return 'No invoice matches these filters.';
  return page > 1
    ? 'There are no invoices on this page.'
    : 'No invoices yet. Generate them for a closed auction.';
}

const invoiceCount = (count: number) => (count === 1 ? '1 invoice' : `${count} invoices`);

/** E-mails the selected invoices (drafts and void ones left out) once staff have said yes. */
function EmailSelected({ selected, clear }: { selected: InvoiceSummary[]; clear: () => void }) {
  const email = useEmailInvoices();
  const [asking, setAsking] = useState(false);
  const sendable = selected.filter((invoice) => invoice.status !== 'draft' && invoice.status !== 'void');
  const leftOut = selected.length - sendable.length;
  return (
    <>
      <Button size="sm" disabled={sendable.length === 0} onClick={() => setAsking(true)}>
        <Mail aria-hidden="true" className="size-4" />
        E-mail {invoiceCount(sendable.length)}
      </Button>
      {asking && (
        <ConfirmDialog
          title={`Send ${invoiceCount(sendable.length)} by e-mail?`}
          confirmLabel="Send"
          busy={email.isPending}
          error={email.error ? messageForError(email.error) : null}
          onConfirm={() =>
            email.mutate(
              { invoice_ids: sendable.map((invoice) => invoice.id) },
              {
                onSuccess: ({ sent }) => {
                  setAsking(false);
                  notify.success(`${invoiceCount(sent)} e-mailed.`);
                  clear();
                },
              },
            )
          }
          onCancel={() => {
            setAsking(false);
            email.reset();
          }}
        >
          <p>
            Each buyer gets their invoice by e-mail, its PDF attached. A mail cannot be called back once it is
            sent.
          </p>
          {leftOut > 0 && (
            <p>
              {leftOut === 1 ? '1 selected invoice is' : `${leftOut} selected invoices are`} a draft or void
              and {leftOut === 1 ? 'is' : 'are'} left out.
            </p>
          )}
        </ConfirmDialog>
      )}
    </>
  );
}

/** Every invoice, filtered, sorted and paged by the server, with bulk e-mail and CSV of the filter. */
export function InvoiceTable({ toolbarActions }: { toolbarActions?: ReactNode }) {
  const auctionFilter = useSaleAuctionFilter();
  return (
    <ServerDataTable
      label="Invoices"
      noun={{ one: 'invoice', other: 'invoices' }}
      columns={invoiceColumns}
      getRowId={(invoice) => invoice.id}
      source={source}
      defaults={invoiceListDefaults}
      searchLabel="Search buyer, paddle or number"
      filters={[
        auctionFilter,
        { name: 'kind', label: 'Sold by', options: kindOptions },
        { name: 'status', label: 'Status', options: statusOptions },
        { name: 'shipping_requested', label: 'Shipping', options: shippingOptions },
      ]}
      csvFileName="invoices.csv"
      rowLabel={(invoice) => `${invoice.number ?? 'draft'} for ${invoice.buyer_name}`}
      bulkActions={(selected, clear) => (
        <>
          <EmailSelected selected={selected} clear={clear} />
          <PrintSelected print={() => downloadInvoiceBatchPdf(selected.map((invoice) => invoice.id))} />
        </>
      )}
      toolbarActions={toolbarActions}
      emptyMessage={emptyMessage}
      errorMessage="The invoices could not be loaded. Please reload the page."
      minWidth="min-w-[72rem]"
    />
  );
}

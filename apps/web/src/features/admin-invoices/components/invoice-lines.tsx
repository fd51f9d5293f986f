import type { InvoiceLine, StaffInvoiceDetail } from '@auction/contracts';
import type { ColumnDef } from '@tanstack/react-table';
import { Trash2 } from 'lucide-react';
import { DataTable } from '../../../components/data-table';
import { Button } from '../../../components/ui/button';
import { formatCents } from '../../../lib/money';
import { useRemoveLine } from '../api/invoice-mutations';
import { chargeTypeLabels } from '../form-schemas';

/** Money taken off, with a minus; nothing taken off reads $0.00. */
const minus = (cents: number) => (cents === 0 ? formatCents(0) : `−${formatCents(Math.abs(cents))}`);

const kindLabel = (line: InvoiceLine) => {
  if (line.kind === 'lot') return `Lot ${line.lot_number ?? ''}`.trim();
  const type = chargeTypeLabels[line.charge_type as keyof typeof chargeTypeLabels];
  return type ?? (line.kind === 'credit' ? 'Credit' : 'Charge');
};

function RemoveLine({ invoiceId, line }: { invoiceId: string; line: InvoiceLine }) {
  const remove = useRemoveLine(invoiceId);
  return (
    <Button
      variant="ghost"
      size="sm"
      loading={remove.isPending && remove.variables === line.id}
      onClick={() => remove.mutate(line.id)}
      aria-label={`Remove ${line.description}`}
    >
      <Trash2 aria-hidden="true" className="size-4" />
      Remove
    </Button>
  );
}

function lineColumns(invoiceId: string, editable: boolean): ColumnDef<InvoiceLine>[] {
  const columns: ColumnDef<InvoiceLine>[] = [
    {
      id: 'item',
      header: 'Item',
      meta: { rowHeader: true, className: 'whitespace-nowrap font-medium' },
      cell: ({ row }) => kindLabel(row.original),
    },
    {
      id: 'description',
      header: 'Description',
      meta: { className: 'min-w-[12rem]' },
      cell: ({ row: { original: line } }) => (
        <>
          {line.description}
          {line.reason && (
            <span className="block text-slate-600 dark:text-slate-400">Reason: {line.reason}</span>
          )}
          {line.kind === 'charge' && !line.taxable && (
            <span className="block text-slate-600 dark:text-slate-400">Not taxable</span>
          )}
          {line.released_at && <span className="block text-emerald-800 dark:text-emerald-300">Released</span>}
        </>
      ),
    },
    {
      id: 'amount',
      header: 'Amount',
      meta: { align: 'right' },
      cell: ({ row: { original: line } }) =>
        line.kind === 'credit' ? minus(line.amount_cents) : formatCents(line.amount_cents),
    },
    {
      id: 'premium',
      header: 'Premium',
      meta: { align: 'right' },
      cell: ({ row }) => (row.original.kind === 'lot' ? formatCents(row.original.premium_cents) : ''),
    },
  ];
  if (editable) {
    columns.push({
      id: 'actions',
      header: 'Actions',
      meta: { label: 'Actions' },
      cell: ({ row }) =>
        row.original.kind === 'lot' ? null : <RemoveLine invoiceId={invoiceId} line={row.original} />,
    });
  }
  return columns;
}

function TotalsList({ invoice }: { invoice: StaffInvoiceDetail }) {
  const rate = (invoice.tax_rate_bps / 100).toLocaleString('en-CA', { maximumFractionDigits: 2 });
  const rows: [string, string][] = [
    ['Hammer', formatCents(invoice.hammer_cents)],
    ["Buyer's premium", formatCents(invoice.premium_cents)],
    ['Charges', formatCents(invoice.charges_cents)],
    ['Credits', minus(invoice.credits_cents)],
    [`${invoice.tax_label} ${rate}% (${invoice.place_of_supply})`, formatCents(invoice.tax_cents)],
    ['Total', formatCents(invoice.total_cents)],
    ...invoice.credit_notes.map(
      (note) => [`Credit note ${note.number}`, minus(note.total_cents)] as [string, string],
    ),
    ['Paid', formatCents(invoice.received_cents)],
    ...(invoice.refunded_cents === 0
      ? []
      : ([['Refunded', formatCents(invoice.refunded_cents)]] as [string, string][])),
    ['Balance', formatCents(invoice.balance_cents)],
  ];
  return (
    <dl className="ml-auto w-full max-w-sm space-y-1 text-sm">
      {rows.map(([label, value]) => (
        <div
          key={label}
          className={
            label === 'Total' || label === 'Balance'
              ? 'flex justify-between border-t border-slate-200 pt-1 font-semibold dark:border-slate-700'
              : 'flex justify-between'
          }
        >
          <dt>{label}</dt>
          <dd className="tabular-nums">{value}</dd>
        </div>
      ))}
      {invoice.tax_exemption_number && (
        <div className="flex justify-between gap-4 text-slate-600 dark:text-slate-400">
          <dt>Tax exemption</dt>
          <dd>{invoice.tax_exemption_number}</dd>
        </div>
      )}
    </dl>
  );
}

/** The lots, charges and credits of the invoice, then its totals; a draft's charges and credits can be removed. */
export function InvoiceLines({ invoice }: { invoice: StaffInvoiceDetail }) {
  const editable = invoice.status === 'draft';
  return (
    <div className="space-y-4">
      <DataTable
        label="Lines"
        columns={lineColumns(invoice.id, editable)}
        rows={invoice.lines}
        getRowId={(line) => line.id}
        minWidth="min-w-[36rem]"
      />
      <TotalsList invoice={invoice} />
    </div>
  );
}

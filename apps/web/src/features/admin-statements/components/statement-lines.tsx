import type { StatementDetail, StatementLine } from '@auction/contracts';
import type { ColumnDef } from '@tanstack/react-table';
import { DataTable } from '../../../components/data-table';
import { Badge } from '../../../components/ui/badge';
import { formatCents } from '../../../lib/money';

const feesOf = (line: StatementLine) => line.lot_fee_cents + line.photo_fee_cents + line.unsold_fee_cents;

/** Which fees make up a line's fee figure, in the house's words. */
function feeNames(line: StatementLine): string {
  const names = [
    line.lot_fee_cents > 0 && `lot fee ${formatCents(line.lot_fee_cents)}`,
    line.photo_fee_cents > 0 && `photo fee ${formatCents(line.photo_fee_cents)}`,
    line.unsold_fee_cents > 0 && `unsold fee ${formatCents(line.unsold_fee_cents)}`,
  ].filter(Boolean);
  return names.join(', ');
}

function Result({ line }: { line: StatementLine }) {
  return line.outcome === 'sold' ? <Badge label="Sold" tone="green" /> : <Badge label="Unsold" tone="grey" />;
}

function BuyerPaid({ line }: { line: StatementLine }) {
  if (line.outcome !== 'sold') return <span className="text-slate-600 dark:text-slate-400">—</span>;
  return line.buyer_paid ? <Badge label="Paid" tone="green" /> : <Badge label="Not yet" tone="amber" />;
}

const money = (cents: number) => (cents === 0 ? '—' : formatCents(cents));

const columns: ColumnDef<StatementLine>[] = [
  {
    id: 'reference',
    header: 'Lot',
    meta: { rowHeader: true, className: 'whitespace-nowrap font-semibold' },
    cell: ({ row }) => row.original.reference,
  },
  {
    id: 'title',
    header: 'Title',
    meta: { className: 'min-w-[14rem]' },
    cell: ({ row }) => row.original.title,
  },
  { id: 'outcome', header: 'Result', cell: ({ row }) => <Result line={row.original} /> },
  {
    id: 'hammer',
    header: 'Hammer',
    meta: { align: 'right' },
    cell: ({ row }) => money(row.original.hammer_cents),
  },
  {
    id: 'commission',
    header: 'Commission',
    meta: { align: 'right' },
    cell: ({ row }) => money(row.original.commission_cents),
  },
  {
    id: 'fees',
    header: 'Fees',
    meta: { align: 'right' },
    cell: ({ row }) => <span title={feeNames(row.original) || undefined}>{money(feesOf(row.original))}</span>,
  },
  { id: 'buyer_paid', header: 'Buyer paid', cell: ({ row }) => <BuyerPaid line={row.original} /> },
];

function LineCard({ line }: { line: StatementLine }) {
  const figures: [string, string][] = [
    ['Hammer', money(line.hammer_cents)],
    ['Commission', money(line.commission_cents)],
    ['Fees', money(feesOf(line))],
  ];
  return (
    <li className="space-y-3 rounded-xl border border-slate-200 bg-white p-4 dark:border-slate-800 dark:bg-slate-900">
      <div className="flex items-start justify-between gap-3">
        <h3 className="min-w-0 font-semibold break-words">
          <span className="text-slate-600 dark:text-slate-400">{line.reference}</span> {line.title}
        </h3>
        <Result line={line} />
      </div>
      <dl className="grid grid-cols-3 gap-2 text-sm">
        {figures.map(([label, value]) => (
          <div key={label}>
            <dt className="text-slate-600 dark:text-slate-400">{label}</dt>
            <dd className="font-medium tabular-nums">{value}</dd>
          </div>
        ))}
      </dl>
      {feeNames(line) && <p className="text-sm text-slate-600 dark:text-slate-400">Fees: {feeNames(line)}</p>}
      {line.outcome === 'sold' && (
        <p className="flex items-center gap-2 text-sm">
          Buyer paid: <BuyerPaid line={line} />
        </p>
      )}
    </li>
  );
}

/** Every lot of the consignor in the sale: a table on a wide screen, one card per lot on a phone. */
export function StatementLines({ statement }: { statement: StatementDetail }) {
  if (statement.lines.length === 0) {
    return <p className="text-sm text-slate-600 dark:text-slate-400">No lots on this statement.</p>;
  }
  return (
    <>
      <div className="hidden sm:block">
        <DataTable
          label="Lines"
          columns={columns}
          rows={statement.lines}
          getRowId={(line) => line.id}
          minWidth="min-w-[40rem]"
          framed={false}
        />
      </div>
      <ul aria-label="Lots" className="space-y-3 sm:hidden">
        {statement.lines.map((line) => (
          <LineCard key={line.id} line={line} />
        ))}
      </ul>
    </>
  );
}

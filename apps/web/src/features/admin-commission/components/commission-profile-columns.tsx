import type { CommissionProfileJson } from '@auction/contracts';
import type { ColumnDef } from '@tanstack/react-table';
import type { ReactNode } from 'react';
import { Badge } from '../../../components/ui/badge';
import { formatCents } from '../../../lib/money';
import { kindLabels, ratesSummary } from './commission-format';

const money = (
  id: keyof CommissionProfileJson & `${string}_cents`,
  header: string,
): ColumnDef<CommissionProfileJson> => ({
  id,
  header,
  cell: ({ row }) => formatCents(row.original[id]),
  meta: { align: 'right' },
});

/** The columns of the profiles table; `actions` draws the buttons a row offers (Admin only). */
export function commissionProfileColumns(
  actions: ((profile: CommissionProfileJson) => ReactNode) | null,
): ColumnDef<CommissionProfileJson>[] {
  const columns: ColumnDef<CommissionProfileJson>[] = [
    {
      id: 'name',
      header: 'Profile',
      cell: ({ row }) => (
        <span className="flex flex-wrap items-center gap-2">
          <span className="font-semibold">{row.original.name}</span>
          {row.original.is_default && <Badge label="Default" tone="amber" />}
        </span>
      ),
      meta: { rowHeader: true },
    },
    { id: 'kind', header: 'Kind', cell: ({ row }) => kindLabels[row.original.kind] },
    {
      id: 'rates',
      header: 'Rates',
      cell: ({ row }) => ratesSummary(row.original),
      meta: { className: 'min-w-[10rem] max-w-[18rem]' },
    },
    money('minimum_per_lot_cents', 'Minimum'),
    {
      id: 'fees',
      header: 'Fees',
      cell: ({ row }) => (
        <span className="block text-right whitespace-nowrap tabular-nums">
          <span className="block">Lot {formatCents(row.original.lot_fee_cents)}</span>
          <span className="block">Photo {formatCents(row.original.photo_fee_cents)}</span>
          <span className="block">Unsold {formatCents(row.original.unsold_fee_cents)}</span>
        </span>
      ),
      meta: { align: 'right' },
    },
    {
      id: 'consignor_count',
      header: 'Consignors on it',
      cell: ({ row }) => row.original.consignor_count,
      meta: { align: 'right' },
    },
  ];
  if (actions) {
    columns.push({
      id: 'actions',
      header: 'Actions',
      cell: ({ row }) => actions(row.original),
      meta: { className: 'whitespace-nowrap' },
    });
  }
  return columns;
}

import type { StaffLot } from '@auction/contracts';
import type { ColumnDef } from '@tanstack/react-table';
import { ArrowDown, ArrowUp, GripVertical, ImageIcon } from 'lucide-react';
import { useState } from 'react';
import { LotStatusBadge } from '../../../components/admin/auction-status-badge';
import { DataTable } from '../../../components/data-table';
import { Badge } from '../../../components/ui/badge';
import { formatSaleTime } from '../../../lib/format';
import { formatCents, formatDollars } from '../../../lib/money';
import { LotRowActions, type LotRowHandlers } from './lot-row-actions';

const moveButton =
  'inline-flex size-9 items-center justify-center rounded-lg border border-slate-300 text-slate-700 hover:bg-slate-100 disabled:opacity-40 dark:border-slate-600 dark:text-slate-200 dark:hover:bg-slate-800';

interface LotTableProps extends LotRowHandlers {
  lots: StaffLot[];
  canReorder: boolean;
  onMove: (from: number, to: number) => void;
  /** A live sale's lots in a choice, by lot id: "Choice 2-4" shows next to their numbers. */
  choiceBadges?: Map<string, string>;
}

function lotColumns({
  lots,
  canReorder,
  onMove,
  choiceBadges,
  ...handlers
}: LotTableProps): ColumnDef<StaffLot>[] {
  return [
    {
      id: 'order',
      header: 'Order',
      cell: ({ row: { original: lot, index } }) => (
        <div className="flex items-center gap-2">
          {canReorder && (
            <GripVertical aria-hidden="true" className="hidden size-4 cursor-grab text-slate-400 md:block" />
          )}
          <span className="w-6 text-right tabular-nums text-slate-500 dark:text-slate-400">{index + 1}</span>
          <button
            id={`move-up-${lot.id}`}
            type="button"
            className={moveButton}
            disabled={!canReorder || index === 0}
            onClick={() => onMove(index, index - 1)}
            aria-label={`Move lot ${lot.lotNumber} up`}
          >
            <ArrowUp aria-hidden="true" className="size-4" />
          </button>
          <button
            id={`move-down-${lot.id}`}
            type="button"
            className={moveButton}
            disabled={!canReorder || index === lots.length - 1}
            onClick={() => onMove(index, index + 1)}
            aria-label={`Move lot ${lot.lotNumber} down`}
          >
            <ArrowDown aria-hidden="true" className="size-4" />
          </button>
        </div>
      ),
    },
    {
      id: 'lot',
      header: 'Lot',
      meta: { rowHeader: true, className: 'min-w-[16rem]' },
      cell: ({ row: { original: lot } }) => (
        <div className="flex items-center gap-3">
          <div className="flex size-12 shrink-0 items-center justify-center overflow-hidden rounded-md bg-slate-100 dark:bg-slate-800">
            {lot.images[0] ? (
              <img src={lot.images[0].thumb} alt="" className="size-full object-cover" />
            ) : (
              <ImageIcon aria-hidden="true" className="size-5 text-slate-400" />
            )}
          </div>
          <div className="min-w-0">
            <span className="flex flex-wrap items-center gap-2">
              <span className="font-semibold text-slate-900 dark:text-white">Lot {lot.lotNumber}</span>
              {choiceBadges?.has(lot.id) && <Badge label={choiceBadges.get(lot.id) ?? ''} tone="blue" />}
            </span>
            <span className="block break-words text-slate-700 dark:text-slate-300">{lot.title}</span>
            {lot.endDate && (
              <span className="block text-xs text-slate-500 dark:text-slate-400">
                Ends {formatSaleTime(lot.endDate)}
              </span>
            )}
          </div>
        </div>
      ),
    },
    {
      id: 'starting_bid',
      header: 'Starting bid',
      meta: { align: 'right' },
      cell: ({ row }) => formatDollars(row.original.startingBid),
    },
    {
      id: 'reserve',
      header: 'Reserve',
      meta: { align: 'right' },
      cell: ({ row }) =>
        row.original.reserve_cents == null ? 'None' : formatCents(row.original.reserve_cents),
    },
    {
      id: 'status',
      header: 'Status',
      cell: ({ row }) => <LotStatusBadge status={row.original.status} />,
    },
    { id: 'bids', header: 'Bids', meta: { align: 'right' }, cell: ({ row }) => row.original.bidCount },
    {
      id: 'actions',
      header: 'Actions',
      meta: { className: 'min-w-[12.5rem]' },
      cell: ({ row }) => <LotRowActions lot={row.original} {...handlers} />,
    },
  ];
}

/** The lots in sale order; Move up / Move down (or drag a row) changes the order. */
export function LotTable(props: LotTableProps) {
  const { lots, canReorder, onMove } = props;
  const [dragged, setDragged] = useState<number | null>(null);
  return (
    <DataTable
      label="Lots in sale order"
      columns={lotColumns(props)}
      rows={lots}
      getRowId={(lot) => lot.id}
      minWidth="min-w-[58rem]"
      rowProps={(_, index) => ({
        draggable: canReorder,
        onDragStart: () => setDragged(index),
        onDragOver: (event) => {
          if (dragged !== null) event.preventDefault();
        },
        onDrop: () => {
          if (dragged !== null && dragged !== index) onMove(dragged, index);
          setDragged(null);
        },
        onDragEnd: () => setDragged(null),
        className: dragged === index ? 'opacity-50' : undefined,
      })}
    />
  );
}

import type { StaffLot } from '@auction/contracts';
import { clsx } from 'clsx';
import { ArrowDown, ArrowUp, GripVertical, ImageIcon } from 'lucide-react';
import { useState } from 'react';
import { formatSaleTime } from '../../../lib/format';
import { formatCents, formatDollars } from '../../../lib/money';
import { LotStatusBadge } from './auction-status-badge';
import { LotRowActions, type LotRowHandlers } from './lot-row-actions';

const cell = 'block px-4 py-1 md:table-cell md:py-3 md:align-middle';
const label = 'mr-1 font-medium text-slate-500 md:hidden dark:text-slate-400';
const moveButton =
  'inline-flex size-9 items-center justify-center rounded-lg border border-slate-300 text-slate-700 hover:bg-slate-100 disabled:opacity-40 dark:border-slate-600 dark:text-slate-200 dark:hover:bg-slate-800';

interface LotTableProps extends LotRowHandlers {
  lots: StaffLot[];
  canReorder: boolean;
  onMove: (from: number, to: number) => void;
}

/** The lots in sale order; Move up / Move down (or drag a row) changes the order. */
export function LotTable({ lots, canReorder, onMove, ...handlers }: LotTableProps) {
  const [dragged, setDragged] = useState<number | null>(null);
  return (
    <table className="block w-full text-sm md:table md:rounded-xl md:border md:border-slate-200 md:bg-white md:shadow-sm dark:md:border-slate-800 dark:md:bg-slate-900">
      <caption className="sr-only">Lots in sale order</caption>
      <thead className="sr-only md:not-sr-only md:table-header-group">
        <tr className="border-b border-slate-200 text-left whitespace-nowrap text-slate-600 dark:border-slate-800 dark:text-slate-400">
          <th scope="col" className="px-4 py-3 font-semibold">
            Order
          </th>
          <th scope="col" className="px-4 py-3 font-semibold">
            Lot
          </th>
          <th scope="col" className="px-4 py-3 text-right font-semibold">
            Starting bid
          </th>
          <th scope="col" className="px-4 py-3 text-right font-semibold">
            Reserve
          </th>
          <th scope="col" className="px-4 py-3 font-semibold">
            Status
          </th>
          <th scope="col" className="px-4 py-3 text-right font-semibold">
            Bids
          </th>
          <th scope="col" className="px-4 py-3 font-semibold">
            Actions
          </th>
        </tr>
      </thead>
      <tbody className="block space-y-3 md:table-row-group md:space-y-0">
        {lots.map((lot, index) => (
          <tr
            key={lot.id}
            draggable={canReorder}
            onDragStart={() => setDragged(index)}
            onDragOver={(event) => dragged !== null && event.preventDefault()}
            onDrop={() => {
              if (dragged !== null && dragged !== index) onMove(dragged, index);
              setDragged(null);
            }}
            onDragEnd={() => setDragged(null)}
            className={clsx(
              'block rounded-xl border border-slate-200 bg-white py-3 shadow-sm md:table-row md:rounded-none md:border-0 md:border-b md:py-0 md:shadow-none md:last:border-b-0 dark:border-slate-800 dark:bg-slate-900',
              dragged === index && 'opacity-50',
            )}
          >
            <td className={cell}>
              <div className="flex items-center gap-2">
                {canReorder && (
                  <GripVertical
                    aria-hidden="true"
                    className="hidden size-4 cursor-grab text-slate-400 md:block"
                  />
                )}
                <span className="w-6 text-right tabular-nums text-slate-500 dark:text-slate-400">
                  {index + 1}
                </span>
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
            </td>
            <th scope="row" className={`${cell} text-left font-normal`}>
              <div className="flex items-center gap-3">
                <div className="flex size-12 shrink-0 items-center justify-center overflow-hidden rounded-md bg-slate-100 dark:bg-slate-800">
                  {lot.images[0] ? (
                    <img src={lot.images[0].thumb} alt="" className="size-full object-cover" />
                  ) : (
                    <ImageIcon aria-hidden="true" className="size-5 text-slate-400" />
                  )}
                </div>
                <div className="min-w-0">
                  <span className="block font-semibold text-slate-900 dark:text-white">
                    Lot {lot.lotNumber}
                  </span>
                  <span className="block break-words text-slate-700 dark:text-slate-300">{lot.title}</span>
                  {lot.endDate && (
                    <span className="block text-xs text-slate-500 dark:text-slate-400">
                      Ends {formatSaleTime(lot.endDate)}
                    </span>
                  )}
                </div>
              </div>
            </th>
            <td className={`${cell} tabular-nums md:text-right`}>
              <span className={label}>Starting bid</span>
              {formatDollars(lot.startingBid)}
            </td>
            <td className={`${cell} tabular-nums md:text-right`}>
              <span className={label}>Reserve</span>
              {lot.reserve_cents == null ? 'None' : formatCents(lot.reserve_cents)}
            </td>
            <td className={cell}>
              <LotStatusBadge status={lot.status} />
            </td>
            <td className={`${cell} tabular-nums md:text-right`}>
              <span className={label}>Bids</span>
              {lot.bidCount}
            </td>
            <td className={`${cell} pt-3 md:min-w-[12.5rem] md:pt-3`}>
              <LotRowActions lot={lot} {...handlers} />
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

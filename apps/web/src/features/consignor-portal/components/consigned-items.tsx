import {
  type ConsignorGood,
  type ConsignorOverview,
  type InventoryStatus,
  inventoryStatuses,
  inventoryStatusLabels,
} from '@auction/contracts';
import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { Pager } from '../../../components/data-table';
import { Badge, type BadgeTone } from '../../../components/ui/badge';
import { Card } from '../../../components/ui/card';
import { SelectField } from '../../../components/ui/select-field';
import { formatCents } from '../../../lib/money';
import { consignorOverviewQuery } from '../api/consignor-portal-queries';

const perPage = 10;
const statusTones: Record<InventoryStatus, BadgeTone> = {
  in_stock: 'grey',
  in_auction: 'blue',
  sold: 'green',
  unsold: 'amber',
  returned: 'grey',
  buy_now: 'blue',
};
const statusLabel = (status: string) => inventoryStatusLabels[status as InventoryStatus] ?? status;

/** Where the item is in the sale: its lot and auction, and what it sold for once it sold. */
export function itemResult(item: ConsignorGood): string {
  if (item.sold_cents !== null) {
    const where =
      item.lot?.status === 'sold' ? `Lot ${item.lot.lot_number}, ${item.lot.auction_title}` : 'Buy now';
    return `${where}: sold for ${formatCents(item.sold_cents)}`;
  }
  if (!item.lot) return 'Not in a sale yet';
  const lot = `Lot ${item.lot.lot_number}, ${item.lot.auction_title}`;
  if (item.lot.status === 'sold') return `${lot}: sold`;
  if (item.lot.status === 'passed') return `${lot}: passed`;
  if (item.lot.status === 'withdrawn') return `${lot}: withdrawn`;
  return lot;
}

/** The SKU and shelf of an item; a lot catalogued straight into a sale has neither. */
function itemFacts(item: ConsignorGood): string[] {
  if (item.kind === 'lot') return ['Catalogued in the sale'];
  return [item.sku, item.location ? `Shelf ${item.location.code}` : 'No shelf yet'];
}

function ItemRow({ item }: { item: ConsignorGood }) {
  return (
    <li className="flex flex-col gap-2 py-3 sm:flex-row sm:items-center sm:justify-between">
      <div className="min-w-0">
        <p className="font-medium">{item.title}</p>
        <p className="text-sm text-slate-600 dark:text-slate-300">
          {[...itemFacts(item), itemResult(item)].join(' · ')}
        </p>
      </div>
      <div className="self-start sm:self-auto">
        <Badge
          label={statusLabel(item.status)}
          tone={statusTones[item.status as InventoryStatus] ?? 'grey'}
        />
      </div>
    </li>
  );
}

function StatusCounts({ counts }: { counts: ConsignorOverview['counts'] }) {
  return (
    <dl className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-6">
      {inventoryStatuses.map((status) => (
        <div key={status} className="rounded-lg bg-stone-50 px-3 py-2 dark:bg-slate-950">
          <dt className="text-xs text-slate-600 dark:text-slate-300">{inventoryStatusLabels[status]}</dt>
          <dd className="text-lg font-semibold tabular-nums">{counts.items_by_status[status] ?? 0}</dd>
        </div>
      ))}
    </dl>
  );
}

/**
 * The consignor's goods by status, each with where it is kept and how it sold. The counts and the
 * sold total are the server's sums of the very rows the list pages through.
 */
export function ConsignedItems() {
  const headingId = useId();
  const [status, setStatus] = useState('');
  const [page, setPage] = useState(1);
  const overview = useQuery(
    consignorOverviewQuery({ page, per_page: perPage, ...(status ? { status } : {}) }),
  );
  const data = overview.data;
  return (
    <section aria-labelledby={headingId}>
      <Card className="p-5 sm:p-6">
        <div className="flex flex-wrap items-end justify-between gap-4">
          <div>
            <h3 id={headingId} className="text-lg font-semibold">
              Your items
            </h3>
            {data && (
              <p className="text-sm text-slate-600 dark:text-slate-300">
                {data.counts.items_total === 1 ? '1 item' : `${data.counts.items_total} items`} with us
                {data.counts.sold > 0 &&
                  `; ${data.counts.sold} sold for ${formatCents(data.counts.sold_cents)} in all`}
                .
              </p>
            )}
          </div>
          <div className="w-full sm:w-56">
            <SelectField
              label="Show"
              value={status}
              onChange={(event) => {
                setStatus(event.target.value);
                setPage(1);
              }}
              options={[
                { value: '', label: 'All items' },
                ...inventoryStatuses.map((value) => ({ value, label: inventoryStatusLabels[value] })),
              ]}
            />
          </div>
        </div>
        <div className="mt-4 space-y-4">
          {overview.isError ? (
            <p className="text-sm text-slate-600 dark:text-slate-300">
              Your items could not be loaded. Check your connection and try again.
            </p>
          ) : !data ? (
            <p className="text-sm text-slate-600 dark:text-slate-300">Loading your items…</p>
          ) : (
            <>
              <StatusCounts counts={data.counts} />
              {data.items.data.length === 0 ? (
                <p className="text-sm text-slate-600 dark:text-slate-300">
                  {status ? 'No item has this status.' : 'No items are booked in for you yet.'}
                </p>
              ) : (
                <ul className="divide-y divide-slate-200 dark:divide-slate-800">
                  {data.items.data.map((item) => (
                    <ItemRow key={item.id} item={item} />
                  ))}
                </ul>
              )}
              {data.items.meta.total > data.items.meta.per_page && (
                <Pager meta={data.items.meta} noun={{ one: 'item', other: 'items' }} onPage={setPage} />
              )}
            </>
          )}
        </div>
      </Card>
    </section>
  );
}

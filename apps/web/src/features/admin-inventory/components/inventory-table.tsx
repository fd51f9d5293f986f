import {
  type ConsignorSummary,
  type InventoryItemRow,
  type InventoryPage,
  inventoryStatuses,
  inventoryStatusLabels,
} from '@auction/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { ColumnDef } from '@tanstack/react-table';
import { type FormEvent, useEffect, useId, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { ConsignorPicker, consignorLabel } from '../../../components/consignor-picker/consignor-picker';
import { type ListParams, ServerDataTable } from '../../../components/data-table';
import { inputClasses } from '../../../components/ui/field-shell';
import { categoriesQuery } from '../../../lib/categories-query';
import { formatDate } from '../../../lib/format';
import { formatCents } from '../../../lib/money';
import { PrintLabelsButton } from '../../admin-locations/public';
import { fetchInventoryPage, inventoryKeys } from '../api/inventory-api';
import { amountOf } from '../item-form-schema';
import { ItemStatusBadge } from './item-status-badge';

const moneyCell = (cents: number | null) => (cents === null ? '—' : formatCents(cents));
const csvAmount = (cents: number | null) => (cents === null ? '' : (cents / 100).toFixed(2));

export const inventoryColumns: ColumnDef<InventoryItemRow>[] = [
  {
    id: 'sku',
    header: 'SKU',
    enableSorting: true,
    meta: { rowHeader: true, className: 'whitespace-nowrap', csv: (item) => item.sku },
    cell: ({ row: { original: item } }) => (
      <Link
        to={`/admin/inventory/${item.id}`}
        className="font-semibold text-slate-900 hover:underline dark:text-white"
      >
        {item.sku}
        {item.lot_number ? (
          <span className="block text-xs font-normal text-slate-500 dark:text-slate-400">
            Lot {item.lot_number}
          </span>
        ) : null}
      </Link>
    ),
  },
  {
    id: 'title',
    header: 'Title',
    enableSorting: true,
    meta: { className: 'min-w-[14rem]', csv: (item) => item.title },
    cell: ({ row: { original: item } }) => (
      <div className="flex items-center gap-3">
        {item.thumb_url ? (
          <img src={item.thumb_url} alt="" className="size-10 shrink-0 rounded object-cover" loading="lazy" />
        ) : (
          <span aria-hidden="true" className="size-10 shrink-0 rounded bg-slate-100 dark:bg-slate-800" />
        )}
        <span>
          {item.title}
          {item.brand && (
            <span className="block text-sm text-slate-600 dark:text-slate-400">{item.brand}</span>
          )}
        </span>
      </div>
    ),
  },
  {
    id: 'consignor',
    header: 'Consignor',
    meta: { csv: (item) => (item.consignor ? consignorLabel(item.consignor) : 'House stock') },
    cell: ({ row: { original: item } }) => (item.consignor ? consignorLabel(item.consignor) : 'House stock'),
  },
  {
    id: 'location',
    header: 'Location',
    meta: { className: 'whitespace-nowrap', csv: (item) => item.location?.code ?? '' },
    cell: ({ row: { original: item } }) => item.location?.code ?? '—',
  },
  {
    id: 'category',
    header: 'Category',
    meta: { csv: (item) => item.category ?? '' },
    cell: ({ row }) => row.original.category ?? '—',
  },
  {
    id: 'quantity',
    header: 'Qty',
    meta: { align: 'right', csv: (item) => item.quantity },
    cell: ({ row }) => row.original.quantity,
  },
  {
    id: 'estimate',
    header: 'Estimate',
    meta: {
      align: 'right',
      className: 'whitespace-nowrap',
      csv: (item) =>
        item.estimate_low_cents === null
          ? ''
          : `${amountOf(item.estimate_low_cents)}-${amountOf(item.estimate_high_cents)}`,
    },
    cell: ({ row: { original: item } }) =>
      item.estimate_low_cents === null && item.estimate_high_cents === null
        ? '—'
        : `${moneyCell(item.estimate_low_cents)}–${moneyCell(item.estimate_high_cents)}`,
  },
  {
    id: 'starting_bid_cents',
    header: 'Starting bid',
    meta: { align: 'right', csv: (item) => csvAmount(item.starting_bid_cents) },
    cell: ({ row }) => moneyCell(row.original.starting_bid_cents),
  },
  {
    id: 'buy_now_price_cents',
    header: 'Buy now',
    meta: { align: 'right', csv: (item) => csvAmount(item.buy_now_price_cents) },
    cell: ({ row }) => moneyCell(row.original.buy_now_price_cents),
  },
  {
    id: 'status',
    header: 'Status',
    enableSorting: true,
    meta: { csv: (item) => inventoryStatusLabels[item.status] },
    cell: ({ row }) => <ItemStatusBadge status={row.original.status} />,
  },
  {
    id: 'created_at',
    header: 'Taken in',
    enableSorting: true,
    meta: { className: 'whitespace-nowrap', csv: (item) => item.created_at.slice(0, 10) },
    cell: ({ row }) => formatDate(row.original.created_at),
  },
];

const statusOptions = [
  { value: '', label: 'All statuses' },
  ...inventoryStatuses.map((status) => ({ value: status, label: inventoryStatusLabels[status] })),
];

function emptyMessage({ q, filters, page }: ListParams): string {
  if (q || Object.values(filters).some(Boolean)) return 'No item matches these filters.';
  return page > 1 ? 'There are no items on this page.' : 'No items yet. Take some in with "New item".';
}

/** A location code typed or scanned filters the list to that bin; empty shows every location. */
function LocationFilter() {
  const id = useId();
  const [search, setSearch] = useSearchParams();
  const current = search.get('location') ?? '';
  const [text, setText] = useState(current);
  useEffect(() => setText(current), [current]);
  function submit(event: FormEvent) {
    event.preventDefault();
    setSearch((previous) => {
      const next = new URLSearchParams(previous);
      const code = text.trim().toUpperCase();
      if (code) next.set('location', code);
      else next.delete('location');
      next.delete('page');
      return next;
    });
  }
  return (
    <form onSubmit={submit} className="flex flex-col gap-1.5 sm:w-44">
      <label htmlFor={id} className="text-sm font-medium text-slate-800 dark:text-slate-200">
        Location code
      </label>
      <input
        id={id}
        value={text}
        placeholder="A-03-2"
        autoComplete="off"
        spellCheck={false}
        onChange={(event) => setText(event.target.value)}
        className={inputClasses}
      />
    </form>
  );
}

/** Every item, searched, filtered, sorted and paged by the server, with CSV of the filter. */
export function InventoryTable() {
  const categories = useQuery(categoriesQuery);
  const [search] = useSearchParams();
  const consignorId = search.get('consignor_id') ?? '';
  const lists = useQueryClient().getQueriesData<InventoryPage>({ queryKey: inventoryKeys.lists });
  const current =
    lists.flatMap(([, page]) => page?.data ?? []).find((item) => item.consignor?.id === consignorId)
      ?.consignor ?? null;
  const categoryOptions = [
    { value: '', label: 'All categories' },
    ...(categories.data ?? []).map((category) => ({ value: category.id, label: category.name })),
  ];
  return (
    <ServerDataTable
      label="Inventory"
      noun={{ one: 'item', other: 'items' }}
      columns={inventoryColumns}
      getRowId={(item) => item.id}
      source={{ key: inventoryKeys.lists, fetchPage: fetchInventoryPage }}
      defaults={{
        sort: 'created_at',
        order: 'desc',
        filters: ['status', 'category_id', 'location', 'consignor_id'],
      }}
      searchLabel="Search SKU, title or brand"
      filters={[
        { name: 'status', label: 'Status', options: statusOptions },
        { name: 'category_id', label: 'Category', options: categoryOptions },
      ]}
      toolbarActions={
        <div className="flex flex-wrap items-end gap-2">
          <LocationFilter />
          <ConsignorFilter current={current} />
        </div>
      }
      csvFileName="inventory.csv"
      rowLabel={(item) => `${item.sku} ${item.title}`}
      bulkActions={(selected) => (
        <PrintLabelsButton
          size="sm"
          count={selected.length}
          target={{ kind: 'items', item_ids: selected.map((item) => item.id) }}
        />
      )}
      emptyMessage={emptyMessage}
      errorMessage="The inventory could not be loaded. Please reload the page."
      minWidth="min-w-[72rem]"
    />
  );
}

/** Picking a consignor filters the list to their items; changing it back to no one shows everyone's. */
function ConsignorFilter({ current }: { current: ConsignorSummary | null }) {
  const [search, setSearch] = useSearchParams();
  const value = search.get('consignor_id') || null;
  return (
    <div className="sm:w-72">
      <ConsignorPicker
        label="Consignor"
        value={value}
        initial={current}
        onChange={(next) => {
          setSearch((previous) => {
            const params = new URLSearchParams(previous);
            if (next) params.set('consignor_id', next);
            else params.delete('consignor_id');
            params.delete('page');
            return params;
          });
        }}
      />
    </div>
  );
}

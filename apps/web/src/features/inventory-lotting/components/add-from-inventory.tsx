import type { LotCandidate, LotCandidatesQuery, LotsFromInventoryResult } from '@auction/contracts';
import { useQuery } from '@tanstack/react-query';
import type { ColumnDef, RowSelectionState } from '@tanstack/react-table';
import { useState } from 'react';
import { DataTable } from '../../../components/data-table';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { SelectField } from '../../../components/ui/select-field';
import { TextField } from '../../../components/ui/text-field';
import { formatCents } from '../../../lib/money';
import { notify } from '../../../lib/notify';
import { lotCandidateFiltersQuery, lotCandidatesQuery, useAddFromInventory } from '../api/lotting-api';

const columns: ColumnDef<LotCandidate>[] = [
  {
    id: 'sku',
    header: 'SKU',
    meta: { className: 'whitespace-nowrap font-mono' },
    cell: ({ row }) => row.original.sku,
  },
  {
    id: 'title',
    header: 'Item',
    cell: ({ row: { original: item } }) => (
      <span className="block">
        <span className="font-medium">{item.title}</span>
        <span className="block text-xs text-slate-600 dark:text-slate-400">
          {[item.consignor?.name, item.category_name, item.location?.code].filter(Boolean).join(' · ') ||
            'House stock'}
        </span>
      </span>
    ),
  },
  {
    id: 'pictures',
    header: 'Pictures',
    meta: { align: 'right', className: 'tabular-nums' },
    cell: ({ row }) => row.original.picture_count,
  },
  {
    id: 'start',
    header: 'Starting bid',
    meta: { align: 'right', className: 'whitespace-nowrap' },
    cell: ({ row: { original: item } }) =>
      item.starting_bid_cents === null ? (
        <span className="text-red-800 dark:text-red-300">None yet</span>
      ) : (
        formatCents(item.starting_bid_cents)
      ),
  },
  {
    id: 'status',
    header: 'Status',
    cell: ({ row }) => (row.original.status === 'unsold' ? 'Unsold before' : 'In stock'),
  },
];

const anyOption = (label: string) => ({ value: '', label });

/** "Add from inventory": filter the items in stock, choose many, and they become the next lots. */
export function AddFromInventory({ auctionId, onClose }: { auctionId: string; onClose: () => void }) {
  const [filters, setFilters] = useState<LotCandidatesQuery>({});
  const [selected, setSelected] = useState<RowSelectionState>({});
  const [result, setResult] = useState<LotsFromInventoryResult | null>(null);
  const options = useQuery(lotCandidateFiltersQuery);
  const candidates = useQuery(lotCandidatesQuery(auctionId, filters));
  const add = useAddFromInventory(auctionId);
  const chosen = Object.keys(selected).filter((id) => selected[id]);
  const set = (key: keyof LotCandidatesQuery) => (event: { target: { value: string } }) =>
    setFilters((current) => ({ ...current, [key]: event.target.value || undefined }));
  const toOptions = (list: { id: string; label: string }[] | undefined) =>
    (list ?? []).map((option) => ({ value: option.id, label: option.label }));

  function addChosen() {
    add.mutate(chosen, {
      onSuccess: (answer) => {
        setResult(answer);
        setSelected({});
        if (answer.added.length > 0) notify.success(answer.message);
      },
    });
  }

  return (
    <Card className="space-y-4 p-4 sm:p-5">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h2 className="text-lg font-semibold">Add from inventory</h2>
          <p className="text-sm text-slate-600 dark:text-slate-400">
            The chosen items become lots numbered after the last, with their pictures.
          </p>
        </div>
        <Button variant="ghost" size="sm" onClick={onClose}>
          Close inventory
        </Button>
      </div>
      <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-5">
        <TextField
          label="Search"
          type="search"
          value={filters.q ?? ''}
          onChange={set('q')}
          hint="SKU or title"
        />
        <SelectField
          label="Consignor"
          value={filters.consignor_id ?? ''}
          onChange={set('consignor_id')}
          options={[anyOption('Any consignor'), ...toOptions(options.data?.consignors)]}
        />
        <SelectField
          label="Category"
          value={filters.category_id ?? ''}
          onChange={set('category_id')}
          options={[anyOption('Any category'), ...toOptions(options.data?.categories)]}
        />
        <SelectField
          label="Location"
          value={filters.location_id ?? ''}
          onChange={set('location_id')}
          options={[anyOption('Any location'), ...toOptions(options.data?.locations)]}
        />
        <SelectField
          label="Stock"
          value={filters.status ?? ''}
          onChange={set('status')}
          options={[
            anyOption('Any stock'),
            { value: 'in_stock', label: 'In stock' },
            { value: 'unsold', label: 'Unsold before' },
          ]}
        />
      </div>
      {candidates.isError && <Alert tone="error">The items could not be loaded. Please try again.</Alert>}
      {candidates.data && candidates.data.length === 0 && (
        <p className="text-sm text-slate-600 dark:text-slate-400">No item in stock matches these filters.</p>
      )}
      {candidates.data && candidates.data.length > 0 && (
        <DataTable
          label="Items that can become lots"
          columns={columns}
          rows={candidates.data}
          getRowId={(item) => item.id}
          busy={candidates.isFetching}
          minWidth="min-w-[40rem]"
          selection={{ rowLabel: (item) => `${item.sku} ${item.title}`, selected, onChange: setSelected }}
        />
      )}
      {result && result.refused.length > 0 && (
        <Alert tone="warning" title={result.message}>
          <ul className="list-disc pl-5">
            {result.refused.map((refusal) => (
              <li key={refusal.item_id}>{`${refusal.sku ?? 'An item'}: ${refusal.reason}`}</li>
            ))}
          </ul>
        </Alert>
      )}
      <div className="flex flex-wrap items-center gap-3">
        <Button disabled={chosen.length === 0} loading={add.isPending} onClick={addChosen}>
          {chosen.length === 1 ? 'Add 1 item as a lot' : `Add ${chosen.length} items as lots`}
        </Button>
      </div>
    </Card>
  );
}

import type { UnsoldItem } from '@auction/contracts';
import { useQuery } from '@tanstack/react-query';
import type { ColumnDef } from '@tanstack/react-table';
import { useState } from 'react';
import { DataTable } from '../../../components/data-table';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { SelectField } from '../../../components/ui/select-field';
import { TextField } from '../../../components/ui/text-field';
import { notify } from '../../../lib/notify';
import { relistTargetsQuery, unsoldItemsQuery, useUnsoldItemAction } from '../api/lotting-api';

type Choice = { kind: 'relist' | 'return'; item: UnsoldItem } | null;

/** A closed auction's items that came back unsold: relist each in another sale, or return it. */
export function UnsoldItems({ auctionId }: { auctionId: string }) {
  const items = useQuery(unsoldItemsQuery(auctionId));
  const [choice, setChoice] = useState<Choice>(null);
  const columns: ColumnDef<UnsoldItem>[] = [
    {
      id: 'lot',
      header: 'Lot',
      meta: { className: 'tabular-nums' },
      cell: ({ row }) => row.original.lot_number,
    },
    {
      id: 'sku',
      header: 'SKU',
      meta: { className: 'font-mono whitespace-nowrap' },
      cell: ({ row }) => row.original.sku,
    },
    { id: 'title', header: 'Item', cell: ({ row }) => row.original.title },
    {
      id: 'consignor',
      header: 'Consignor',
      cell: ({ row }) => row.original.consignor?.name ?? 'House stock',
    },
    {
      id: 'actions',
      header: 'Next',
      cell: ({ row: { original: item } }) => (
        <div className="flex flex-wrap gap-2">
          <Button size="sm" variant="secondary" onClick={() => setChoice({ kind: 'relist', item })}>
            {`Relist ${item.sku}`}
          </Button>
          <Button size="sm" variant="ghost" onClick={() => setChoice({ kind: 'return', item })}>
            {`Return ${item.sku}`}
          </Button>
        </div>
      ),
    },
  ];
  return (
    <Card className="space-y-4 p-4 sm:p-5">
      <div>
        <h2 className="text-lg font-semibold">Unsold items</h2>
        <p className="text-sm text-slate-600 dark:text-slate-400">
          Items whose lots passed: put each in another auction, or hand it back to its consignor.
        </p>
      </div>
      {items.isError && <Alert tone="error">The unsold items could not be loaded.</Alert>}
      {items.data && items.data.length === 0 && (
        <p className="text-sm text-slate-600 dark:text-slate-400">
          No unsold item is waiting for a decision.
        </p>
      )}
      {items.data && items.data.length > 0 && (
        <DataTable
          label="Unsold items"
          columns={columns}
          rows={items.data}
          getRowId={(item) => item.id}
          minWidth="min-w-[40rem]"
        />
      )}
      {choice && (
        <UnsoldItemAction
          key={`${choice.kind}-${choice.item.id}`}
          auctionId={auctionId}
          choice={choice}
          onDone={() => setChoice(null)}
        />
      )}
    </Card>
  );
}

function UnsoldItemAction({
  auctionId,
  choice,
  onDone,
}: {
  auctionId: string;
  choice: NonNullable<Choice>;
  onDone: () => void;
}) {
  const targets = useQuery({ ...relistTargetsQuery, enabled: choice.kind === 'relist' });
  const [target, setTarget] = useState('');
  const [note, setNote] = useState('');
  const action = useUnsoldItemAction(auctionId);
  const { item } = choice;
  function submit(event: React.FormEvent) {
    event.preventDefault();
    const run =
      choice.kind === 'relist'
        ? { kind: 'relist' as const, itemId: item.id, auctionId: target }
        : { kind: 'return' as const, itemId: item.id, note };
    action.mutate(run, {
      onSuccess: (answer) => {
        notify.success(answer.message);
        onDone();
      },
    });
  }
  return (
    <form
      onSubmit={submit}
      className="space-y-3 rounded-xl border border-slate-200 p-4 dark:border-slate-700"
    >
      <h3 className="font-semibold">
        {choice.kind === 'relist'
          ? `Relist ${item.sku} ${item.title}`
          : `Return ${item.sku} ${item.title} to its consignor`}
      </h3>
      {choice.kind === 'relist' ? (
        <SelectField
          label="Auction"
          required
          value={target}
          onChange={(event) => setTarget(event.target.value)}
          hint="A draft or scheduled auction; the item becomes its next lot."
          options={[
            { value: '', label: targets.isPending ? 'Loading auctions…' : 'Choose an auction' },
            ...(targets.data ?? []).map((auction) => ({ value: auction.id, label: auction.title })),
          ]}
        />
      ) : (
        <TextField
          label="Note"
          value={note}
          maxLength={500}
          onChange={(event) => setNote(event.target.value)}
          hint="Who collected it, or how it went back."
        />
      )}
      <div className="flex flex-wrap gap-3">
        <Button type="submit" loading={action.isPending} disabled={choice.kind === 'relist' && !target}>
          {choice.kind === 'relist' ? 'Relist item' : 'Mark returned'}
        </Button>
        <Button type="button" variant="ghost" onClick={onDone}>
          Cancel
        </Button>
      </div>
    </form>
  );
}

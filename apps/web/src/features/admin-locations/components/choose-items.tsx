import type { Location } from '@auction/contracts';
import { useQuery } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { TextField } from '../../../components/ui/text-field';
import { notify } from '../../../lib/notify';
import { itemSearchQuery, useAssignItems } from '../api/locations-api';

/** Put items here by choosing them from a search of the inventory (SKU, title, consignor). */
export function ChooseItems({ location }: { location: Location }) {
  const [typed, setTyped] = useState('');
  const [q, setQ] = useState('');
  const [chosen, setChosen] = useState<Set<string>>(new Set());
  const found = useQuery(itemSearchQuery(q));
  const assign = useAssignItems(location.id);
  const items = found.data?.data ?? [];

  function search(event: FormEvent) {
    event.preventDefault();
    setQ(typed.trim());
  }
  function toggle(id: string) {
    setChosen((current) => {
      const next = new Set(current);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });
  }
  function putHere() {
    assign.mutate(
      { item_ids: [...chosen] },
      {
        onSuccess: ({ moved, unchanged }) => {
          notify.success(
            `${moved.length === 1 ? '1 item' : `${moved.length} items`} moved to ${location.code}${unchanged.length > 0 ? `; ${unchanged.length} already there` : ''}.`,
          );
          setChosen(new Set());
        },
      },
    );
  }

  if (location.archived_at) return null;
  return (
    <Card className="space-y-4 p-4 sm:p-6">
      <h2 className="text-lg font-semibold">Choose items from the inventory</h2>
      <search>
        <form onSubmit={search} className="flex flex-wrap items-end gap-3">
          <div className="min-w-0 flex-1">
            <TextField
              label="Search items"
              value={typed}
              onChange={(event) => setTyped(event.target.value)}
            />
          </div>
          <Button type="submit" variant="secondary">
            Search
          </Button>
        </form>
      </search>
      {q && found.isSuccess && items.length === 0 && (
        <p className="text-slate-700 dark:text-slate-300">No item matches “{q}”.</p>
      )}
      {items.length > 0 && (
        <fieldset>
          <legend className="sr-only">Items found</legend>
          <ul className="divide-y divide-slate-200 dark:divide-slate-800">
            {items.map((item) => (
              <li key={item.id}>
                <label className="flex min-h-11 cursor-pointer items-center gap-3 py-2">
                  <input
                    type="checkbox"
                    className="size-5 rounded border-slate-400 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-harbour-600"
                    checked={chosen.has(item.id)}
                    onChange={() => toggle(item.id)}
                  />
                  <span className="font-mono text-sm">{item.sku}</span>
                  <span className="min-w-0 flex-1 truncate">{item.title}</span>
                  <span className="text-sm text-slate-600 dark:text-slate-400">
                    {item.location?.code ?? 'No location'}
                  </span>
                </label>
              </li>
            ))}
          </ul>
        </fieldset>
      )}
      {chosen.size > 0 && (
        <Button loading={assign.isPending} onClick={putHere}>
          Put {chosen.size === 1 ? '1 item' : `${chosen.size} items`} at {location.code}
        </Button>
      )}
    </Card>
  );
}

import type { Location } from '@auction/contracts';
import { ScanLine, Undo2 } from 'lucide-react';
import { type FormEvent, useRef, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { CheckboxField } from '../../../components/ui/checkbox-field';
import { TextField } from '../../../components/ui/text-field';
import { useAssignItems, usePlaceItem } from '../api/locations-api';

interface Scan {
  key: number;
  text: string;
  tone: 'moved' | 'same' | 'missing' | 'undone' | 'pending';
  itemId?: string;
  fromId?: string | null;
}

const toneClasses: Record<Scan['tone'], string> = {
  moved: 'text-emerald-800 dark:text-emerald-300',
  same: 'text-slate-700 dark:text-slate-300',
  missing: 'text-red-700 dark:text-red-400',
  undone: 'text-slate-500 line-through dark:text-slate-400',
  pending: 'text-slate-500 dark:text-slate-400',
};

function say(text: string) {
  if (typeof window === 'undefined' || !('speechSynthesis' in window)) return;
  window.speechSynthesis.speak(new SpeechSynthesisUtterance(text));
}

/**
 * Put items here by scanning their labels one after another: a scanner types the SKU and presses
 * Enter; each scan is confirmed on screen (and out loud if asked) with an undo beside it.
 */
export function ScanToLocation({ location }: { location: Location }) {
  const assign = useAssignItems(location.id);
  const place = usePlaceItem();
  const [scans, setScans] = useState<Scan[]>([]);
  const [value, setValue] = useState('');
  const [speak, setSpeak] = useState(false);
  const [announcement, setAnnouncement] = useState('');
  const counter = useRef(0);
  const input = useRef<HTMLInputElement>(null);

  const update = (key: number, scan: Partial<Scan>) =>
    setScans((list) => list.map((entry) => (entry.key === key ? { ...entry, ...scan } : entry)));
  const confirm = (text: string) => {
    setAnnouncement(text);
    if (speak) say(text);
  };

  async function handleScan(event: FormEvent) {
    event.preventDefault();
    const sku = value.trim();
    setValue('');
    input.current?.focus();
    if (!sku) return;
    counter.current += 1;
    const key = counter.current;
    setScans((list) => [{ key, text: `${sku.toUpperCase()}: putting it here…`, tone: 'pending' }, ...list]);
    try {
      const answer = await assign.mutateAsync({ skus: [sku] });
      const [moved] = answer.moved;
      const [same] = answer.unchanged;
      if (moved) {
        const text = `${moved.sku} ${moved.title}: moved to ${location.code}${moved.from ? ` from ${moved.from.code}` : ''}.`;
        update(key, { text, tone: 'moved', itemId: moved.id, fromId: moved.from?.id ?? null });
        confirm(text);
      } else if (same) {
        const text = `${same.sku} ${same.title} is already at ${location.code}.`;
        update(key, { text, tone: 'same' });
        confirm(text);
      } else {
        const text = `No item has the SKU ${sku.toUpperCase()}.`;
        update(key, { text, tone: 'missing' });
        confirm(text);
      }
    } catch {
      update(key, { text: `${sku.toUpperCase()} could not be put here.`, tone: 'missing' });
    }
  }

  async function undo(scan: Scan) {
    if (!scan.itemId) return;
    await place.mutateAsync({ itemId: scan.itemId, locationId: scan.fromId ?? null });
    const text = `Undone: ${scan.text.split(':')[0]} is back where it was.`;
    update(scan.key, { tone: 'undone' });
    confirm(text);
  }

  return (
    <Card className="space-y-4 p-4 sm:p-6">
      <h2 className="flex items-center gap-2 text-lg font-semibold">
        <ScanLine aria-hidden="true" className="size-5" />
        Scan items into {location.code}
      </h2>
      {location.archived_at ? (
        <p className="text-slate-700 dark:text-slate-300">
          This location is archived; restore it to put items here.
        </p>
      ) : (
        <>
          <form onSubmit={handleScan} className="flex flex-wrap items-end gap-3">
            <div className="min-w-0 flex-1">
              <TextField
                ref={input}
                label="SKU"
                hint="Scan a label, or type a SKU and press Enter."
                autoComplete="off"
                spellCheck={false}
                value={value}
                onChange={(event) => setValue(event.target.value)}
              />
            </div>
            <Button type="submit">Put here</Button>
          </form>
          <CheckboxField
            label="Say each scan out loud"
            checked={speak}
            onChange={(event) => setSpeak(event.target.checked)}
          />
        </>
      )}
      <p aria-live="polite" className="sr-only">
        {announcement}
      </p>
      {scans.length > 0 && (
        <ul aria-label="Scans" className="divide-y divide-slate-200 dark:divide-slate-800">
          {scans.map((scan) => (
            <li key={scan.key} className="flex flex-wrap items-center justify-between gap-2 py-2">
              <span className={toneClasses[scan.tone]}>{scan.text}</span>
              {scan.tone === 'moved' && (
                <Button size="sm" variant="ghost" loading={place.isPending} onClick={() => undo(scan)}>
                  <Undo2 aria-hidden="true" className="size-4" />
                  Undo <span className="sr-only">{scan.text.split(':')[0]}</span>
                </Button>
              )}
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}

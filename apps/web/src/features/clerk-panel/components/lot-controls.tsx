import type { LiveSnapshot } from '@auction/contracts';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { inputClasses } from '../../../components/ui/field-shell';

/** Pick a lot to open, or move to the next one in sale order. */
export function LotControls({
  room,
  onOpen,
  onNext,
}: {
  room: LiveSnapshot;
  onOpen: (lotId: string) => void;
  onNext: () => void;
}) {
  const [picked, setPicked] = useState('');
  const lots = room.upcoming_lots;
  const chosen = lots.some((l) => l.lot_id === picked) ? picked : (lots[0]?.lot_id ?? '');
  return (
    <div className="flex flex-wrap items-end gap-2">
      <label className="min-w-0 flex-1 basis-48 text-sm font-medium">
        Lots
        <select
          aria-label="Lots"
          className={`${inputClasses} mt-1`}
          value={chosen}
          onChange={(event) => setPicked(event.target.value)}
          disabled={lots.length === 0}
        >
          {lots.length === 0 && <option value="">No lots left to offer</option>}
          {lots.map((lot) => (
            <option key={lot.lot_id} value={lot.lot_id}>
              Lot {lot.lot_number}: {lot.title}
            </option>
          ))}
        </select>
      </label>
      <Button variant="secondary" disabled={!chosen} onClick={() => chosen && onOpen(chosen)}>
        Open lot
      </Button>
      <Button variant="secondary" onClick={onNext} aria-keyshortcuts="N">
        Next lot
      </Button>
    </div>
  );
}

import type { LiveSnapshot } from '@auction/contracts';
import type { LiveCommand } from '@auction/domain';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { inputClasses } from '../../../components/ui/field-shell';
import { nameWithReason } from '../lib/labels';

/** Pick a lot to open, or move to the next one in sale order (both wait until the block is free). */
export function LotControls({
  room,
  whyNot,
  onOpen,
  onNext,
}: {
  room: LiveSnapshot;
  whyNot: (command: LiveCommand) => string | null;
  onOpen: (lotId: string) => void;
  onNext: () => void;
}) {
  const [picked, setPicked] = useState('');
  const lots = room.upcoming_lots;
  const chosen = lots.some((l) => l.lot_id === picked) ? picked : (lots[0]?.lot_id ?? '');
  const openReason = chosen ? whyNot({ type: 'open_lot', lotId: chosen }) : null;
  const nextReason = whyNot({ type: 'next_lot' });
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
      <Button
        variant="secondary"
        aria-label={nameWithReason('Open lot', openReason)}
        disabled={!chosen || openReason !== null}
        onClick={() => chosen && onOpen(chosen)}
      >
        Open lot
      </Button>
      <Button
        variant="secondary"
        aria-label={nameWithReason('Next lot', nextReason)}
        disabled={nextReason !== null}
        onClick={onNext}
        aria-keyshortcuts="N"
      >
        Next lot
      </Button>
    </div>
  );
}

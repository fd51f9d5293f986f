import type { LiveChoice, LiveSnapshot } from '@auction/contracts';
import type { LiveCommand } from '@auction/domain';
import { type FormEvent, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { inputClasses } from '../../../components/ui/field-shell';
import { formatDollars } from '../../../lib/money';
import { buyerText, lotsLeftOf, takesOf } from '../lib/choice';
import { nameWithReason, sourceText } from '../lib/labels';

/** The paddle typed, or undefined when empty (the buyer); a typing slip goes on for the protocol to name. */
function paddleOf(text: string): number | undefined {
  const cleaned = text.trim();
  return cleaned === '' ? undefined : Number(cleaned);
}

/**
 * After a choice lot's hammer: the lots still left as checkboxes, taken at the hammer price per
 * lot by the buyer (no paddle) or by the paddle the clerk enters; then the rest pass.
 */
export function ChoiceTakes({
  room,
  choice,
  whyNot,
  onTake,
  onPassRest,
}: {
  room: LiveSnapshot;
  choice: LiveChoice;
  whyNot: (command: LiveCommand) => string | null;
  /** True when the take went to the server (the form then clears). */
  onTake: (lotIds: string[], paddle: number | undefined) => boolean;
  onPassRest: () => void;
}) {
  const [picked, setPicked] = useState<string[]>([]);
  const [paddle, setPaddle] = useState('');
  const left = room.current_lot ? lotsLeftOf(room.current_lot) : [];
  const checked = picked.filter((lotId) => left.some((lot) => lot.lot_id === lotId));
  const takes = takesOf(room);
  const takeReason = whyNot({ type: 'take_choice', lotIds: checked, taker: null });
  const passReason = whyNot({ type: 'pass' });
  const buyer = `${buyerText(choice)}${choice.paddle === null ? '' : ` (${sourceText[choice.source]})`}`;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (takeReason) return;
    if (!onTake(checked, paddleOf(paddle))) return;
    setPicked([]);
    setPaddle('');
  };
  const toggle = (lotId: string, on: boolean) =>
    setPicked((ids) => (on ? [...ids, lotId] : ids.filter((id) => id !== lotId)));

  return (
    <section
      aria-labelledby="choice-heading"
      className="space-y-3 rounded-xl border-2 border-violet-300 bg-violet-50 p-4 dark:border-violet-700 dark:bg-violet-950/40"
    >
      <h2 id="choice-heading" className="text-base font-semibold">
        Choice at {formatDollars(choice.amount)} per lot
      </h2>
      <p className="text-sm text-slate-700 dark:text-slate-300">
        The hammer fell to {buyer}. Tick the lots the buyer takes, then those the next bidders take by their
        paddle. Pass the rest once no one wants more.
      </p>
      {takes.length > 0 && (
        <ul aria-label="Lots taken" className="space-y-1 text-sm">
          {takes.map((take) => (
            <li key={take.lotId} className="font-medium">
              Taken: lot {take.lotNumber} by {take.by}
            </li>
          ))}
        </ul>
      )}
      <form aria-label="Take lots of the choice" onSubmit={submit} className="space-y-3">
        <fieldset className="space-y-1">
          <legend className="mb-1 text-sm font-semibold">Lots left</legend>
          {left.map((lot) => {
            const id = `choice-lot-${lot.lot_id}`;
            return (
              <div key={lot.lot_id} className="flex min-h-11 items-center gap-3">
                <input
                  id={id}
                  type="checkbox"
                  className="size-5 accent-harbour-700 dark:accent-brass-400"
                  checked={checked.includes(lot.lot_id)}
                  onChange={(event) => toggle(lot.lot_id, event.target.checked)}
                />
                <label htmlFor={id} className="min-w-0 flex-1 text-sm">
                  Lot {lot.lot_number}: {lot.title}
                </label>
              </div>
            );
          })}
        </fieldset>
        <div className="flex flex-wrap items-end gap-2">
          <label className="w-40 text-sm font-medium">
            Paddle
            <input
              aria-describedby="choice-paddle-hint"
              inputMode="numeric"
              placeholder="The buyer"
              className={`${inputClasses} mt-1 tabular-nums`}
              value={paddle}
              onChange={(event) => setPaddle(event.target.value)}
            />
          </label>
          <Button
            type="submit"
            aria-label={nameWithReason('Take selected lots', takeReason)}
            disabled={takeReason !== null}
          >
            Take selected lots
          </Button>
          <Button
            type="button"
            variant="secondary"
            aria-label={nameWithReason('Pass the rest', passReason)}
            disabled={passReason !== null}
            onClick={onPassRest}
          >
            Pass the rest
          </Button>
        </div>
        <p id="choice-paddle-hint" className="text-xs text-slate-600 dark:text-slate-400">
          Leave empty for the buyer, {buyer}.
        </p>
        {passReason && <p className="text-xs text-slate-600 dark:text-slate-400">{passReason}</p>}
      </form>
    </section>
  );
}

import type { LotGroup } from '@auction/contracts';
import { Button } from '../../../../components/ui/button';
import { choiceLotNumbers, groupWay } from './choice-words';

interface ChoiceLotListProps {
  choices: LotGroup[];
  /** The choice being taken apart, whose button waits for the server. */
  takingApart: string | null;
  /** Null once the sale can no longer change: the list is shown without its buttons. */
  onTakeApart: ((choice: LotGroup) => void) | null;
}

/** The sale's choice and grouped lots, each with its lots and a button to offer them one by one again. */
export function ChoiceLotList({ choices, takingApart, onTakeApart }: ChoiceLotListProps) {
  if (choices.length === 0)
    return (
      <p className="text-sm text-slate-600 dark:text-slate-400">
        This sale has no lots offered together yet.
      </p>
    );
  return (
    <ul className="divide-y divide-slate-200 rounded-lg border border-slate-200 dark:divide-slate-700 dark:border-slate-700">
      {choices.map((choice) => (
        <li
          key={choice.id}
          className="flex flex-col gap-2 p-3 sm:flex-row sm:items-center sm:justify-between"
        >
          <p className="min-w-0 break-words text-sm text-slate-700 dark:text-slate-300">
            <span className="font-semibold text-slate-900 dark:text-white">{choiceLotNumbers(choice)}</span>
            {` (${groupWay(choice)}) — ${choice.lots.map((lot) => lot.title).join(', ')}`}
          </p>
          {onTakeApart && (
            <Button
              variant="secondary"
              size="sm"
              loading={takingApart === choice.id}
              disabled={takingApart !== null}
              onClick={() => onTakeApart(choice)}
            >
              Take apart
              <span className="sr-only">{` ${choiceLotNumbers(choice).toLowerCase()}`}</span>
            </Button>
          )}
        </li>
      ))}
    </ul>
  );
}

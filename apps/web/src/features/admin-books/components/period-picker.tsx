import { calendarDateProblem, lastDayWithinAYear } from '@auction/contracts';
import { reportRangeOf, reportRangePresets } from '@auction/domain';
import { useEffect, useState } from 'react';
import { buttonClasses } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/text-field';
import type { JournalPeriod } from '../api/journal-queries';

/** Why typed days cannot be exported, or null when they can. */
function periodProblem(period: JournalPeriod): { from?: string; to?: string } | null {
  const fromProblem = period.from ? calendarDateProblem(period.from) : 'Enter the first day.';
  if (fromProblem) return { from: fromProblem };
  const toProblem = period.to ? calendarDateProblem(period.to) : 'Enter the last day.';
  if (toProblem) return { to: toProblem };
  if (period.to < period.from) return { to: 'The period must end on or after its first day.' };
  if (period.to > lastDayWithinAYear(period.from)) return { to: 'An export covers at most a year.' };
  return null;
}

/** The house days to export: a preset or two days typed, applied once both make sense. */
export function PeriodPicker({
  period,
  today,
  onPeriod,
}: {
  period: JournalPeriod;
  today: string;
  onPeriod: (period: JournalPeriod) => void;
}) {
  const [typed, setTyped] = useState(period);
  // The period is a new object on every render of the page: follow its days, not the object,
  // or a re-render would throw away a day half typed.
  const { from, to } = period;
  useEffect(() => setTyped({ from, to }), [from, to]);
  const problem = periodProblem(typed);
  const type = (next: JournalPeriod) => {
    setTyped(next);
    if (!periodProblem(next)) onPeriod(next);
  };
  return (
    <div className="space-y-4 rounded-xl border border-slate-200 bg-white p-4 shadow-sm dark:border-slate-800 dark:bg-slate-900">
      <fieldset>
        <legend className="mb-2 text-sm font-semibold">Period</legend>
        <div className="flex flex-wrap gap-2">
          {reportRangePresets.map((preset) => {
            const days = reportRangeOf(preset.key, today);
            const current = days.from === period.from && days.to === period.to;
            return (
              <button
                key={preset.key}
                type="button"
                aria-pressed={current}
                className={buttonClasses(current ? 'primary' : 'secondary', 'sm')}
                onClick={() => onPeriod(days)}
              >
                {preset.label}
              </button>
            );
          })}
        </div>
      </fieldset>
      <div className="grid gap-3 sm:grid-cols-2">
        <TextField
          label="From"
          type="date"
          value={typed.from}
          error={problem?.from}
          onChange={(event) => type({ ...typed, from: event.target.value })}
        />
        <TextField
          label="To"
          type="date"
          value={typed.to}
          error={problem?.to}
          onChange={(event) => type({ ...typed, to: event.target.value })}
        />
      </div>
    </div>
  );
}

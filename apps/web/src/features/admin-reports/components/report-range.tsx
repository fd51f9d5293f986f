import { calendarDateProblem, lastDayWithinFiveYears, type ReportGroup } from '@auction/contracts';
import { reportRangeOf, reportRangePresets } from '@auction/domain';
import { clsx } from 'clsx';
import { useEffect, useState } from 'react';
import { buttonClasses } from '../../../components/ui/button';
import { SelectField } from '../../../components/ui/select-field';
import { TextField } from '../../../components/ui/text-field';

export interface ReportRange {
  from: string;
  to: string;
}

const groupOptions: { value: ReportGroup; label: string }[] = [
  { value: 'month', label: 'Month' },
  { value: 'week', label: 'Week' },
  { value: 'day', label: 'Day' },
  { value: 'auction', label: 'Auction' },
];

/** Why a typed range cannot be read, or null when it can. */
function rangeProblem(range: ReportRange): { from?: string; to?: string } | null {
  if (!range.from) return { from: 'Enter the first day.' };
  const fromProblem = calendarDateProblem(range.from);
  if (fromProblem) return { from: fromProblem };
  if (!range.to) return { to: 'Enter the last day.' };
  const toProblem = calendarDateProblem(range.to);
  if (toProblem) return { to: toProblem };
  if (range.to < range.from) return { to: 'The range must end on or after its first day.' };
  if (range.to > lastDayWithinFiveYears(range.from)) return { to: 'A report covers at most five years.' };
  return null;
}

/**
 * The days a report covers: a preset (this month, last month...) or two days typed, and for the
 * sales report how its rows are grouped. A range is applied once both days make sense.
 */
export function ReportRangePicker({
  range,
  today,
  group,
  showGroup,
  onRange,
  onGroup,
}: {
  range: ReportRange;
  today: string;
  group: ReportGroup;
  showGroup: boolean;
  onRange: (range: ReportRange) => void;
  onGroup: (group: ReportGroup) => void;
}) {
  const [typed, setTyped] = useState(range);
  // Follow the range when it changes from outside (a preset, the address), not on every render.
  useEffect(() => setTyped({ from: range.from, to: range.to }), [range.from, range.to]);
  const problem = rangeProblem(typed);
  const type = (next: ReportRange) => {
    setTyped(next);
    if (!rangeProblem(next)) onRange(next);
  };
  return (
    <div className="space-y-4 rounded-xl border border-slate-200 bg-white p-4 shadow-sm dark:border-slate-800 dark:bg-slate-900">
      <fieldset>
        <legend className="mb-2 text-sm font-semibold">Range</legend>
        <div className="flex flex-wrap gap-2">
          {reportRangePresets.map((preset) => {
            const days = reportRangeOf(preset.key, today);
            const current = days.from === range.from && days.to === range.to;
            return (
              <button
                key={preset.key}
                type="button"
                aria-pressed={current}
                className={buttonClasses(current ? 'primary' : 'secondary', 'sm')}
                onClick={() => onRange(days)}
              >
                {preset.label}
              </button>
            );
          })}
        </div>
      </fieldset>
      <div className={clsx('grid gap-3', showGroup ? 'sm:grid-cols-3' : 'sm:grid-cols-2')}>
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
        {showGroup && (
          <SelectField
            label="Group by"
            options={groupOptions}
            value={group}
            onChange={(event) => onGroup(event.target.value as ReportGroup)}
          />
        )}
      </div>
    </div>
  );
}

import { clsx } from 'clsx';
import type { ReactNode } from 'react';
import { SearchBox } from '../ui/search-box';
import { SelectField } from '../ui/select-field';

export interface FilterOption {
  value: string;
  label: string;
}

/** One filter of a list: a select, or a row of buttons of which one is pressed (with counts, say). */
export interface ListFilter<Answer> {
  name: string;
  label: string;
  /** The options; the first is usually "All" with the value ''. A function sees the latest answer. */
  options: FilterOption[] | ((answer: Answer | undefined) => FilterOption[]);
  style?: 'select' | 'buttons';
}

function FilterButtons({
  label,
  options,
  value,
  onChange,
}: {
  label: string;
  options: FilterOption[];
  value: string;
  onChange: (value: string) => void;
}) {
  return (
    <fieldset className="flex flex-wrap gap-2">
      <legend className="sr-only">{label}</legend>
      {options.map((option) => (
        <button
          key={option.value}
          type="button"
          aria-pressed={value === option.value}
          onClick={() => onChange(option.value)}
          className={clsx(
            'min-h-9 rounded-full border px-3 py-1.5 text-sm font-medium',
            value === option.value
              ? 'border-harbour-800 bg-harbour-800 text-white dark:border-harbour-300 dark:bg-harbour-300 dark:text-harbour-950'
              : 'border-slate-300 text-slate-700 hover:bg-slate-100 dark:border-slate-600 dark:text-slate-200 dark:hover:bg-slate-800',
          )}
        >
          {option.label}
        </button>
      ))}
    </fieldset>
  );
}

/** Search (applied on submit), the list's filters and its actions (CSV) above a table. */
export function Toolbar<Answer>({
  searchLabel,
  q,
  filters = [],
  values,
  answer,
  onChange,
  actions,
}: {
  searchLabel?: string;
  q: string;
  filters?: ListFilter<Answer>[];
  values: Record<string, string>;
  answer: Answer | undefined;
  onChange: (name: string, value: string) => void;
  actions?: ReactNode;
}) {
  const buttonRows = filters.filter((filter) => filter.style === 'buttons');
  const selects = filters.filter((filter) => filter.style !== 'buttons');
  const optionsOf = (filter: ListFilter<Answer>) =>
    typeof filter.options === 'function' ? filter.options(answer) : filter.options;
  return (
    <div className="space-y-3">
      {buttonRows.map((filter) => (
        <FilterButtons
          key={filter.name}
          label={filter.label}
          options={optionsOf(filter)}
          value={values[filter.name] ?? ''}
          onChange={(value) => onChange(filter.name, value)}
        />
      ))}
      <div className="flex flex-col gap-3 sm:flex-row sm:flex-wrap sm:items-end">
        {searchLabel && (
          <SearchBox
            label={searchLabel}
            value={q}
            onSearch={(text) => onChange('q', text)}
            className="min-w-0 flex-1 sm:min-w-[16rem]"
          />
        )}
        {selects.map((filter) => (
          <div key={filter.name} className="sm:w-56">
            <SelectField
              label={filter.label}
              options={optionsOf(filter)}
              value={values[filter.name] ?? ''}
              onChange={(event) => onChange(filter.name, event.target.value)}
            />
          </div>
        ))}
        {actions && <div className="flex flex-wrap gap-2 sm:ml-auto">{actions}</div>}
      </div>
    </div>
  );
}

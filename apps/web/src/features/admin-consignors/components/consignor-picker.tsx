import type { ConsignorSummary } from '@auction/contracts';
import { formatConsignorNumber } from '@auction/domain';
import { useQuery } from '@tanstack/react-query';
import { clsx } from 'clsx';
import { type KeyboardEvent, useEffect, useId, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { describedBy, FieldShell, inputClasses } from '../../../components/ui/field-shell';
import { consignorQuery, consignorSearchQuery } from '../api/consignor-queries';

/** "C-1024 Margaret Ellis (Ellis Antiques)": how a consignor is named in a picker. */
export function consignorLabel(consignor: ConsignorSummary): string {
  const company = consignor.company && consignor.company !== consignor.name ? ` (${consignor.company})` : '';
  return `${formatConsignorNumber(consignor.number)} ${consignor.name}${company}`;
}

function useDebounced(value: string, ms: number): string {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return debounced;
}

interface ConsignorPickerProps {
  label?: string;
  /** The chosen consignor's id, or null for none. */
  value: string | null;
  onChange: (id: string | null, consignor: ConsignorSummary | null) => void;
  error?: string | undefined;
  hint?: string;
  optional?: boolean;
}

/**
 * Finds a consignor by name, company, e-mail, phone or number (`C-1024` or `1024`) and picks one,
 * by mouse or keyboard (arrows, Enter, Escape). The inventory intake and the lot form use it.
 */
export function ConsignorPicker({
  label = 'Consignor',
  value,
  onChange,
  error,
  hint,
  optional,
}: ConsignorPickerProps) {
  const id = useId();
  const [text, setText] = useState('');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(0);
  const q = useDebounced(text.trim(), 250);
  const results = useQuery({ ...consignorSearchQuery(q), enabled: open && value === null });
  const chosen = useQuery({ ...consignorQuery(value ?? ''), enabled: value !== null });
  const options = results.data?.data ?? [];
  const inputId = `${id}-input`;

  const pick = (consignor: ConsignorSummary) => {
    onChange(consignor.id, consignor);
    setText('');
    setOpen(false);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      setOpen(true);
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((index) => (options.length === 0 ? 0 : (index + step + options.length) % options.length));
    } else if (event.key === 'Enter' && open && options[active]) {
      event.preventDefault();
      pick(options[active]);
    } else if (event.key === 'Escape') {
      setOpen(false);
    }
  };

  return (
    <FieldShell id={inputId} label={label} hint={hint} error={error} optional={optional}>
      {value !== null ? (
        <div className="flex flex-wrap items-center gap-2 rounded-lg border border-slate-300 px-3 py-2 dark:border-slate-700">
          <output id={inputId} className="min-w-0 flex-1 break-words text-sm font-medium">
            {chosen.data ? consignorLabel(chosen.data) : chosen.isError ? 'Unknown consignor' : 'Loading…'}
          </output>
          <Button size="sm" variant="secondary" onClick={() => onChange(null, null)}>
            Change consignor
          </Button>
        </div>
      ) : (
        <div className="relative">
          <input
            id={inputId}
            type="search"
            role="combobox"
            autoComplete="off"
            aria-expanded={open}
            aria-controls={`${id}-list`}
            aria-autocomplete="list"
            aria-activedescendant={open && options[active] ? `${id}-option-${active}` : undefined}
            aria-invalid={error ? true : undefined}
            aria-describedby={describedBy(inputId, hint, error)}
            placeholder="Name, company or C-number"
            value={text}
            onChange={(event) => {
              setText(event.target.value);
              setActive(0);
              setOpen(true);
            }}
            onFocus={() => setOpen(true)}
            onBlur={() => setTimeout(() => setOpen(false), 150)}
            onKeyDown={onKeyDown}
            className={inputClasses}
          />
          {open && (
            <div
              id={`${id}-list`}
              role="listbox"
              aria-label={`${label} results`}
              className="absolute z-20 mt-1 max-h-72 w-full overflow-auto rounded-lg border border-slate-200 bg-white py-1 shadow-lg dark:border-slate-700 dark:bg-slate-900"
            >
              {options.map((consignor, index) => (
                // biome-ignore lint/a11y/useKeyWithClickEvents: the combobox's input takes the keys (aria-activedescendant).
                <div
                  key={consignor.id}
                  id={`${id}-option-${index}`}
                  role="option"
                  tabIndex={-1}
                  aria-selected={index === active}
                  onMouseDown={(event) => event.preventDefault()}
                  onClick={() => pick(consignor)}
                  className={clsx(
                    'cursor-pointer px-3 py-2 text-sm',
                    index === active && 'bg-harbour-100 text-harbour-950 dark:bg-harbour-900 dark:text-white',
                  )}
                >
                  {consignorLabel(consignor)}
                </div>
              ))}
              {options.length === 0 && (
                <p className="px-3 py-2 text-sm text-slate-600 dark:text-slate-400">
                  {results.isPending ? 'Searching…' : 'No consignor matches.'}
                </p>
              )}
            </div>
          )}
        </div>
      )}
    </FieldShell>
  );
}

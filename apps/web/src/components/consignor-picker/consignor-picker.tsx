import type { ConsignorSummary } from '@auction/contracts';
import { useQuery } from '@tanstack/react-query';
import { clsx } from 'clsx';
import { type KeyboardEvent, type Ref, useEffect, useId, useImperativeHandle, useRef, useState } from 'react';
import { Button } from '../ui/button';
import { describedBy, FieldShell, inputClasses } from '../ui/field-shell';
import {
  chosenConsignorQuery,
  consignorLabel,
  consignorSearchQuery,
  searchWords,
} from './consignor-picker-queries';

export { consignorLabel } from './consignor-picker-queries';

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
  /** The chosen consignor, to name them without asking the server (an item being edited). */
  initial?: ConsignorSummary | null;
  /** What is typed while no consignor is chosen, so a form can refuse a name that matches nobody. */
  onTextChange?: (text: string) => void;
  inputRef?: Ref<HTMLInputElement>;
  onBlur?: () => void;
  error?: string | undefined;
  hint?: string | undefined;
  optional?: boolean;
}

/**
 * Finds a consignor by name, company, e-mail, phone or number (`C-1024` or `1024`) and picks one,
 * by mouse or keyboard (arrows, Enter, Escape); a label typed in full picks its consignor on leaving
 * the field. The inventory intake, the inventory filter and the lot form use it.
 */
export function ConsignorPicker({
  label = 'Consignor',
  value,
  onChange,
  initial = null,
  onTextChange,
  inputRef,
  onBlur,
  error,
  hint,
  optional,
}: ConsignorPickerProps) {
  const id = useId();
  const input = useRef<HTMLInputElement | null>(null);
  useImperativeHandle(inputRef, () => input.current as HTMLInputElement, []);
  const [text, setText] = useState('');
  const [open, setOpen] = useState(false);
  const [focused, setFocused] = useState(false);
  const [active, setActive] = useState(0);
  const [picked, setPicked] = useState<ConsignorSummary | null>(null);
  const refocus = useRef(false);
  const q = useDebounced(searchWords(text), 250);
  const results = useQuery({ ...consignorSearchQuery(q), enabled: value === null && (open || q !== '') });
  const known = [picked, initial].find((consignor) => consignor && consignor.id === value) ?? null;
  const chosen = useQuery({ ...chosenConsignorQuery(value ?? ''), enabled: value !== null && !known });
  const shown = known ?? chosen.data ?? null;
  const options = results.data ?? [];
  const inputId = `${id}-input`;

  const pick = (consignor: ConsignorSummary) => {
    setPicked(consignor);
    onChange(consignor.id, consignor);
    setText('');
    setOpen(false);
  };
  // A label typed in full is chosen once the field is left and the search has named it.
  const typed = options.find((consignor) => consignorLabel(consignor) === text.trim());
  useEffect(() => {
    if (value === null && !focused && typed) pick(typed);
  });
  useEffect(() => {
    if (value !== null || !refocus.current) return;
    refocus.current = false;
    input.current?.focus();
  }, [value]);

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
            {shown ? consignorLabel(shown) : chosen.isError ? 'Unknown consignor' : 'Loading…'}
          </output>
          <Button
            size="sm"
            variant="secondary"
            onClick={() => {
              refocus.current = true;
              onChange(null, null);
            }}
          >
            Change consignor
          </Button>
        </div>
      ) : (
        <div className="relative">
          <input
            id={inputId}
            ref={input}
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
              onTextChange?.(event.target.value);
              setActive(0);
              setOpen(true);
            }}
            onFocus={() => {
              setFocused(true);
              setOpen(true);
            }}
            onBlur={() => {
              setFocused(false);
              setTimeout(() => setOpen(false), 150);
              onBlur?.();
            }}
            onKeyDown={onKeyDown}
            className={inputClasses}
          />
          {open && (
            <div
              id={`${id}-list`}
              role="listbox"
              aria-label={`${label} results`}
              // Not a Tab stop: Chromium makes a list that scrolls focusable, which took Tab from
              // the search into the list (then closed it) instead of on to the next field.
              tabIndex={-1}
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
                  {results.isError
                    ? 'The search failed; please type again.'
                    : results.isPending
                      ? 'Searching…'
                      : 'No consignor matches.'}
                </p>
              )}
            </div>
          )}
        </div>
      )}
    </FieldShell>
  );
}

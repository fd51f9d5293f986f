import type { ConsignorSummary } from '@auction/contracts';
import { useQuery } from '@tanstack/react-query';
import { type Ref, useEffect, useId, useState } from 'react';
import { describedBy, FieldShell, inputClasses } from '../../../components/ui/field-shell';
import { consignorSearchQuery } from '../api/inventory-api';
import { consignorLabel } from '../consignor-label';

interface ConsignorPickerProps {
  /** The chosen consignor's id; '' for house stock; `?text` while the typed text matches nobody. */
  value: string;
  onChange: (value: string) => void;
  /** The chosen consignor, to show their name before any search (an item being edited). */
  initial: ConsignorSummary | null;
  error?: string | undefined;
  inputRef?: Ref<HTMLInputElement>;
  onBlur?: () => void;
  label?: string;
  hint?: string | undefined;
}

/**
 * A consignor by typing part of their name, company or number: the browser's own suggestion list
 * (keyboard and screen reader friendly) fills from the consignor search; empty is house stock.
 */
export function ConsignorPicker({
  value,
  onChange,
  initial,
  error,
  inputRef,
  onBlur,
  label = 'Consignor',
  hint,
}: ConsignorPickerProps) {
  const id = useId();
  const listId = `${id}-list`;
  const [text, setText] = useState(initial ? consignorLabel(initial) : '');
  const [search, setSearch] = useState('');
  const [known, setKnown] = useState<ConsignorSummary[]>(initial ? [initial] : []);
  useEffect(() => {
    // A whole label (`C-1024 Margaret Ellis (Ellis Antiques)`) is searched by the name in it.
    const words = text
      .replace(/\s*\(.*\)\s*$/, '')
      .replace(/^C-\d+\s+/i, '')
      .trim();
    const timer = setTimeout(() => setSearch(words || text.trim()), 250);
    return () => clearTimeout(timer);
  }, [text]);
  const matches = useQuery({ ...consignorSearchQuery(search), enabled: search.length > 0 });
  useEffect(() => {
    if (matches.data)
      setKnown((current) => [...new Map([...current, ...matches.data].map((c) => [c.id, c])).values()]);
  }, [matches.data]);
  // A reset form (the next intake keeps the consignor, an edit page reloads) may change the value.
  useEffect(() => {
    if (value === '') setText('');
    const chosen = known.find((consignor) => consignor.id === value);
    if (chosen) setText(consignorLabel(chosen));
    // A label typed in full before the search answered is chosen once the answer names it.
    const typed = value.startsWith('?')
      ? known.find((consignor) => consignorLabel(consignor) === value.slice(1))
      : null;
    if (typed) onChange(typed.id);
  }, [value, known, onChange]);

  function handleInput(next: string) {
    setText(next);
    const trimmed = next.trim();
    if (trimmed === '') return onChange('');
    const chosen = known.find((consignor) => consignorLabel(consignor) === trimmed);
    onChange(chosen ? chosen.id : `?${trimmed}`);
  }

  return (
    <FieldShell id={id} label={label} hint={hint} error={error}>
      <input
        id={id}
        ref={inputRef}
        list={listId}
        autoComplete="off"
        value={text}
        onChange={(event) => handleInput(event.target.value)}
        onBlur={onBlur}
        className={inputClasses}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, hint, error)}
      />
      <datalist id={listId}>
        {(matches.data ?? []).map((consignor) => (
          <option key={consignor.id} value={consignorLabel(consignor)} />
        ))}
      </datalist>
    </FieldShell>
  );
}

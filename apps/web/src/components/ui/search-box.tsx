import { clsx } from 'clsx';
import { Search } from 'lucide-react';
import { type FormEvent, useEffect, useId, useState } from 'react';
import { inputClasses } from './field-shell';

/** A search field that applies on submit (Enter or the button), not on every key. */
export function SearchBox({
  label,
  value,
  onSearch,
  className,
}: {
  label: string;
  value: string;
  onSearch: (q: string) => void;
  /** The form's own classes where a row lays it out (a list's toolbar). */
  className?: string;
}) {
  const id = useId();
  const [text, setText] = useState(value);
  useEffect(() => setText(value), [value]);
  function handleSubmit(event: FormEvent) {
    event.preventDefault();
    onSearch(text.trim());
  }
  return (
    <form onSubmit={handleSubmit} className={clsx('flex flex-col gap-1.5', className)}>
      <label htmlFor={id} className="text-sm font-medium text-slate-800 dark:text-slate-200">
        {label}
      </label>
      <div className="flex gap-2">
        <input
          id={id}
          type="search"
          value={text}
          onChange={(event) => setText(event.target.value)}
          className={inputClasses}
          maxLength={100}
        />
        <button
          type="submit"
          aria-label="Search"
          className="inline-flex size-11 shrink-0 items-center justify-center rounded-lg bg-harbour-800 text-white hover:bg-harbour-700 dark:bg-harbour-400 dark:text-harbour-950 dark:hover:bg-harbour-300"
        >
          <Search aria-hidden="true" className="size-5" />
        </button>
      </div>
    </form>
  );
}

import { clsx } from 'clsx';
import { Search, X } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { inputClasses } from '../../../components/ui/field-shell';
import { searchPath } from '../../../lib/search-path';

function SearchForm({ autoFocus, className }: { autoFocus?: boolean; className?: string }) {
  const id = useId();
  const navigate = useNavigate();
  const [text, setText] = useState('');
  function handleSubmit(event: FormEvent) {
    event.preventDefault();
    if (text.trim() === '') return;
    navigate(searchPath(text));
  }
  return (
    <form onSubmit={handleSubmit} className={clsx('flex gap-2', className)}>
      <label htmlFor={id} className="sr-only">
        Search all lots
      </label>
      <input
        id={id}
        type="search"
        value={text}
        onChange={(event) => setText(event.target.value)}
        placeholder="Search all lots"
        maxLength={100}
        // biome-ignore lint/a11y/noAutofocus: the field is opened on purpose by the search button.
        autoFocus={autoFocus}
        className={inputClasses}
      />
      <button
        type="submit"
        aria-label="Search"
        className="inline-flex size-11 shrink-0 items-center justify-center rounded-lg bg-harbour-800 text-white hover:bg-harbour-700 dark:bg-harbour-400 dark:text-harbour-950 dark:hover:bg-harbour-300"
      >
        <Search aria-hidden="true" className="size-5" />
      </button>
    </form>
  );
}

/**
 * The header's search across every open lot: a field on wide screens; on phones a 44 px button
 * that opens the field just under the header (closed again by navigating).
 */
export function HeaderSearch() {
  const { pathname, search } = useLocation();
  const [openOn, setOpenOn] = useState<string | null>(null);
  const here = pathname + search;
  const isOpen = openOn === here;
  return (
    <>
      <SearchForm className="hidden w-64 xl:flex" />
      <button
        type="button"
        aria-label={isOpen ? 'Close search' : 'Search all lots'}
        aria-expanded={isOpen}
        aria-controls="header-search"
        onClick={() => setOpenOn(isOpen ? null : here)}
        className="inline-flex size-11 items-center justify-center rounded-lg text-slate-800 hover:bg-slate-100 xl:hidden dark:text-slate-100 dark:hover:bg-slate-800"
      >
        {isOpen ? (
          <X aria-hidden="true" className="size-6" />
        ) : (
          <Search aria-hidden="true" className="size-6" />
        )}
      </button>
      {isOpen && (
        <div
          id="header-search"
          className="absolute inset-x-0 top-full border-b border-slate-200 bg-white px-4 py-3 shadow-sm xl:hidden dark:border-slate-800 dark:bg-slate-950"
        >
          <SearchForm autoFocus />
        </div>
      )}
    </>
  );
}

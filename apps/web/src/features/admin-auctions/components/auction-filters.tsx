import { auctionStatuses } from '@auction/contracts';
import { Search } from 'lucide-react';
import { type FormEvent, useEffect, useId, useState } from 'react';
import { inputClasses } from '../../../components/ui/field-shell';
import { SelectField } from '../../../components/ui/select-field';
import { auctionStatusLabel } from './auction-status-badge';

const statusOptions = [
  { value: '', label: 'All statuses' },
  ...auctionStatuses.map((status) => ({ value: status, label: auctionStatusLabel(status) })),
];

/** Text search (applied on submit) and the status filter of the staff auction list. */
export function AuctionFilters({
  q,
  status,
  onChange,
}: {
  q: string;
  status: string;
  onChange: (key: 'q' | 'status', value: string) => void;
}) {
  const id = useId();
  const [text, setText] = useState(q);
  useEffect(() => setText(q), [q]);
  function handleSubmit(event: FormEvent) {
    event.preventDefault();
    onChange('q', text.trim());
  }
  return (
    <div className="grid gap-4 sm:grid-cols-[1fr_14rem] sm:items-end">
      <form onSubmit={handleSubmit} className="flex flex-col gap-1.5">
        <label htmlFor={id} className="text-sm font-medium text-slate-800 dark:text-slate-200">
          Search auctions
        </label>
        <div className="flex gap-2">
          <input
            id={id}
            type="search"
            value={text}
            maxLength={100}
            onChange={(event) => setText(event.target.value)}
            className={inputClasses}
          />
          <button
            type="submit"
            aria-label="Search"
            className="inline-flex size-11 shrink-0 items-center justify-center rounded-lg bg-harbour-800 text-white hover:bg-harbour-700 dark:bg-harbour-400 dark:text-harbour-950"
          >
            <Search aria-hidden="true" className="size-5" />
          </button>
        </div>
      </form>
      <SelectField
        label="Status"
        options={statusOptions}
        value={status}
        onChange={(event) => onChange('status', event.target.value)}
      />
    </div>
  );
}

import { useQuery } from '@tanstack/react-query';
import { SearchBox } from '../../../components/ui/search-box';
import { SelectField } from '../../../components/ui/select-field';
import { categoriesQuery } from '../../../lib/categories-query';

export const auctionStatusOptions = [
  { value: '', label: 'All current' },
  { value: 'open', label: 'Open for bidding' },
  { value: 'live', label: 'Live now' },
  { value: 'closing', label: 'Closing' },
  { value: 'scheduled', label: 'Upcoming' },
] as const;

export const auctionSortOptions = [
  { value: 'ending_soonest', label: 'Ending soonest' },
  { value: 'starting_soonest', label: 'Starting soonest' },
  { value: 'newest', label: 'Newest' },
  { value: 'title', label: 'Title (A–Z)' },
] as const;

export type AuctionFilterValues = { q: string; status: string; category: string; sort: string };

/** Search, status, category and sort of an auction list; `showStatus` is off for past auctions. */
export function AuctionFilters({
  values,
  onChange,
  showStatus = true,
}: {
  values: AuctionFilterValues;
  onChange: (key: keyof AuctionFilterValues, value: string) => void;
  showStatus?: boolean;
}) {
  const categories = useQuery(categoriesQuery).data ?? [];
  return (
    <div className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4">
      <div className="col-span-2 lg:col-span-1">
        <SearchBox label="Search auctions" value={values.q} onSearch={(q) => onChange('q', q)} />
      </div>
      {showStatus && (
        <SelectField
          label="Status"
          options={auctionStatusOptions}
          value={values.status}
          onChange={(event) => onChange('status', event.target.value)}
        />
      )}
      <SelectField
        label="Category"
        options={[
          { value: '', label: 'All categories' },
          ...categories.map((c) => ({ value: c.slug, label: c.name })),
        ]}
        value={values.category}
        onChange={(event) => onChange('category', event.target.value)}
      />
      <div className={showStatus ? 'col-span-2 lg:col-span-1' : undefined}>
        <SelectField
          label="Sort by"
          options={auctionSortOptions}
          value={values.sort}
          onChange={(event) => onChange('sort', event.target.value)}
        />
      </div>
    </div>
  );
}

import type { Category } from '@auction/contracts';
import { useQuery } from '@tanstack/react-query';
import { PackageSearch } from 'lucide-react';
import { EmptyState } from '../../../components/ui/empty-state';
import { Pagination } from '../../../components/ui/pagination';
import { SearchBox } from '../../../components/ui/search-box';
import { SelectField } from '../../../components/ui/select-field';
import { CardGridSkeleton } from '../../../components/ui/skeletons';
import { useFilterParams } from '../../../lib/use-filter-params';
import { auctionLotsQuery } from '../api/catalogue-queries';
import { isLotSort, sortLots } from '../sort-lots';
import { LotCard } from './lot-card';

export const lotSortOptions = [
  { value: 'lot_number', label: 'Lot number' },
  { value: 'ending_soonest', label: 'Ending soonest' },
  { value: 'price_low', label: 'Price: low to high' },
  { value: 'price_high', label: 'Price: high to low' },
] as const;

/** All lots (the default, left out of the URL), the ones still open, or the closed ones. */
const lotStateOptions = [
  { value: '', label: 'All lots' },
  { value: 'open', label: 'Open lots' },
  { value: 'closed', label: 'Closed lots' },
] as const;

const LOTS_PER_PAGE = 60;

/**
 * The auction's lots with search, category, open or closed, and sort kept in the URL. Ending
 * soonest is the default: the lots still open come first once the closing has begun.
 */
export function LotGrid({ auctionId, categories }: { auctionId: string; categories: readonly Category[] }) {
  const { values, page, setValue, setPage } = useFilterParams({
    q: '',
    category: '',
    state: '',
    sort: 'ending_soonest',
  });
  const sort = isLotSort(values.sort) ? values.sort : 'ending_soonest';
  const list = useQuery(auctionLotsQuery(auctionId, { ...values, sort, page, per_page: LOTS_PER_PAGE }));
  const isFiltered = values.q !== '' || values.category !== '' || values.state !== '';

  return (
    <section aria-labelledby="lots-heading" className="mt-10">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id="lots-heading" className="text-2xl font-semibold">
          Lots
        </h2>
        {list.data && (
          <p className="text-sm text-slate-600 dark:text-slate-300" aria-live="polite">
            {list.data.meta.total === 1 ? '1 lot' : `${list.data.meta.total} lots`}
          </p>
        )}
      </div>
      <div className="mt-4 grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4">
        <div className="col-span-2 lg:col-span-1">
          <SearchBox label="Search lots" value={values.q} onSearch={(q) => setValue('q', q)} />
        </div>
        <SelectField
          label="Show"
          options={lotStateOptions}
          value={values.state}
          onChange={(event) => setValue('state', event.target.value)}
        />
        {categories.length > 0 && (
          <SelectField
            label="Category"
            options={[
              { value: '', label: 'All categories' },
              ...categories.map((c) => ({ value: c.slug, label: c.name })),
            ]}
            value={values.category}
            onChange={(event) => setValue('category', event.target.value)}
          />
        )}
        <div className={categories.length === 0 ? undefined : 'col-span-2 lg:col-span-1'}>
          <SelectField
            label="Sort lots by"
            options={lotSortOptions}
            value={sort}
            onChange={(event) => setValue('sort', event.target.value)}
          />
        </div>
      </div>
      <div className="mt-6">
        {list.isPending ? (
          <CardGridSkeleton
            label="Loading lots"
            className="grid grid-cols-2 gap-3 sm:gap-6 lg:grid-cols-4"
            count={8}
          />
        ) : list.isError ? (
          <EmptyState icon={PackageSearch} title="The lots could not be loaded">
            Check your connection and try again.
          </EmptyState>
        ) : list.data.data.length === 0 ? (
          <EmptyState icon={PackageSearch} title={isFiltered ? 'No lots match your search' : 'No lots yet'}>
            {isFiltered
              ? 'Try another word, category or choice of lots.'
              : 'The lots of this auction will be listed here once catalogued.'}
          </EmptyState>
        ) : (
          <>
            <ul className="grid grid-cols-2 gap-3 sm:gap-6 lg:grid-cols-4">
              {sortLots(list.data.data, sort).map((lot) => (
                <li key={lot.id} className="flex">
                  <LotCard lot={lot} />
                </li>
              ))}
            </ul>
            <Pagination meta={list.data.meta} onPage={setPage} />
          </>
        )}
      </div>
    </section>
  );
}

import { type BuyNowSort, buyNowSorts } from '@auction/contracts';
import { useQuery } from '@tanstack/react-query';
import { PackageSearch } from 'lucide-react';
import { Container } from '../../../components/ui/container';
import { EmptyState } from '../../../components/ui/empty-state';
import { PageHeader } from '../../../components/ui/page-header';
import { Pagination } from '../../../components/ui/pagination';
import { SearchBox } from '../../../components/ui/search-box';
import { SelectField } from '../../../components/ui/select-field';
import { CardGridSkeleton } from '../../../components/ui/skeletons';
import { categoriesQuery } from '../../../lib/categories-query';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useFilterParams } from '../../../lib/use-filter-params';
import { buyNowListQuery } from '../api/buy-now-queries';
import { BuyNowCard } from '../components/buy-now-card';

const sortOptions: { value: BuyNowSort; label: string }[] = [
  { value: 'newest', label: 'Newest first' },
  { value: 'price_asc', label: 'Price: low to high' },
  { value: 'price_desc', label: 'Price: high to low' },
];
const isSort = (value: string): value is BuyNowSort => (buyNowSorts as readonly string[]).includes(value);

const ITEMS_PER_PAGE = 24;

/** /buy-now: the items for sale at a fixed price, with search, category and sort kept in the URL. */
export function BuyNowPage() {
  useDocumentTitle('Buy now');
  const { values, page, setValue, setPage } = useFilterParams({ q: '', category: '', sort: 'newest' });
  const sort = isSort(values.sort) ? values.sort : 'newest';
  const categories = useQuery(categoriesQuery).data ?? [];
  const list = useQuery(
    buyNowListQuery({ q: values.q, category: values.category, sort, page, per_page: ITEMS_PER_PAGE }),
  );
  const isFiltered = values.q !== '' || values.category !== '';

  return (
    <>
      <PageHeader eyebrow="Fixed prices" title="Buy now">
        Goods you can buy today at the price shown, without waiting for an auction to close. Pay online and
        pick up at our Dartmouth warehouse.
      </PageHeader>
      <Container className="py-8">
        <section aria-labelledby="items-heading">
          <div className="flex flex-wrap items-baseline justify-between gap-2">
            <h2 id="items-heading" className="text-2xl font-semibold">
              Items
            </h2>
            {list.data && (
              <p className="text-sm text-slate-600 dark:text-slate-300" aria-live="polite">
                {list.data.meta.total === 1 ? '1 item' : `${list.data.meta.total} items`}
              </p>
            )}
          </div>
          <div className="mt-4 grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4">
            <div className="col-span-2">
              <SearchBox label="Search items" value={values.q} onSearch={(q) => setValue('q', q)} />
            </div>
            <SelectField
              label="Category"
              options={[
                { value: '', label: 'All categories' },
                ...categories.map((c) => ({ value: c.slug, label: c.name })),
              ]}
              value={values.category}
              onChange={(event) => setValue('category', event.target.value)}
            />
            <SelectField
              label="Sort items by"
              options={sortOptions}
              value={sort}
              onChange={(event) => setValue('sort', event.target.value)}
            />
          </div>
          <div className="mt-6">
            {list.isPending ? (
              <CardGridSkeleton
                label="Loading items"
                className="grid grid-cols-2 gap-3 sm:gap-6 lg:grid-cols-4"
                count={8}
              />
            ) : list.isError ? (
              <EmptyState icon={PackageSearch} title="The items could not be loaded">
                Check your connection and try again.
              </EmptyState>
            ) : list.data.data.length === 0 ? (
              <EmptyState
                icon={PackageSearch}
                title={isFiltered ? 'No items match your search' : 'Nothing for sale right now'}
              >
                {isFiltered
                  ? 'Try another word or category.'
                  : 'New items are added every week; have a look at our auctions meanwhile.'}
              </EmptyState>
            ) : (
              <>
                <ul className="grid grid-cols-2 gap-3 sm:gap-6 lg:grid-cols-4">
                  {list.data.data.map((item) => (
                    <li key={item.id} className="flex">
                      <BuyNowCard item={item} />
                    </li>
                  ))}
                </ul>
                <Pagination meta={list.data.meta} onPage={setPage} />
              </>
            )}
          </div>
        </section>
      </Container>
    </>
  );
}

import { useQuery } from '@tanstack/react-query';
import { PackageSearch } from 'lucide-react';
import { useSearchParams } from 'react-router';
import { Container } from '../../../components/ui/container';
import { EmptyState } from '../../../components/ui/empty-state';
import { PageHeader } from '../../../components/ui/page-header';
import { Pagination } from '../../../components/ui/pagination';
import { SearchBox } from '../../../components/ui/search-box';
import { CardGridSkeleton } from '../../../components/ui/skeletons';
import { lotSearchQuery } from '../../../lib/lot-search';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { FoundLotCard } from '../components/found-lot-card';
import { SaveSearchButton } from '../components/save-search-button';

const LOTS_PER_PAGE = 24;

/** `/search?q=`: every open or upcoming lot matching the words, across all published sales. */
export function SearchPage() {
  const [params, setParams] = useSearchParams();
  const q = (params.get('q') ?? '').trim();
  const category = params.get('category') ?? '';
  const page = Math.max(1, Number(params.get('page')) || 1);
  useDocumentTitle(q ? `Lots matching “${q}”` : 'Search lots');
  const results = useQuery(lotSearchQuery({ q, category, page, per_page: LOTS_PER_PAGE }));

  function update(next: Record<string, string>) {
    const merged = new URLSearchParams(params);
    for (const [key, value] of Object.entries(next)) {
      if (value) merged.set(key, value);
      else merged.delete(key);
    }
    setParams(merged);
  }

  return (
    <>
      <PageHeader eyebrow="Search" title={q ? `Lots matching “${q}”` : 'Search all lots'}>
        Every lot open for bidding or coming up in a published sale: titles, descriptions, lot numbers, brands
        and categories.
      </PageHeader>
      <Container className="py-8">
        <div className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
          <SearchBox
            label="Search all lots"
            value={q}
            onSearch={(text) => update({ q: text, page: '' })}
            className="w-full sm:max-w-md"
          />
          {q && <SaveSearchButton query={q} category={category} />}
        </div>
        <div className="mt-6">
          {!q ? (
            <EmptyState icon={PackageSearch} title="Type a word to search for">
              A maker, a kind of thing or a lot number: “Husqvarna”, “oak table”, “112”.
            </EmptyState>
          ) : results.isPending ? (
            <CardGridSkeleton
              label="Searching lots"
              className="grid grid-cols-2 gap-3 sm:gap-6 lg:grid-cols-4"
              count={8}
            />
          ) : results.isError ? (
            <EmptyState icon={PackageSearch} title="The search could not be run">
              Check your connection and try again.
            </EmptyState>
          ) : results.data.data.length === 0 ? (
            <EmptyState icon={PackageSearch} title={`No lots match “${q}”`}>
              Try another word, or save the search to hear when a lot like it comes in.
            </EmptyState>
          ) : (
            <>
              <p className="mb-4 text-sm text-slate-600 dark:text-slate-300" aria-live="polite">
                {results.data.meta.total === 1 ? '1 lot found' : `${results.data.meta.total} lots found`}
              </p>
              <ul className="grid grid-cols-2 gap-3 sm:gap-6 lg:grid-cols-4">
                {results.data.data.map((lot) => (
                  <li key={lot.id} className="flex">
                    <FoundLotCard lot={lot} />
                  </li>
                ))}
              </ul>
              <Pagination meta={results.data.meta} onPage={(next) => update({ page: String(next) })} />
            </>
          )}
        </div>
      </Container>
    </>
  );
}

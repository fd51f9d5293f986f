import { useQuery } from '@tanstack/react-query';
import { History, SearchX } from 'lucide-react';
import { Link } from 'react-router';
import { Container } from '../../../components/ui/container';
import { EmptyState } from '../../../components/ui/empty-state';
import { PageHeader } from '../../../components/ui/page-header';
import { Pagination } from '../../../components/ui/pagination';
import { CardGridSkeleton } from '../../../components/ui/skeletons';
import { TextLink } from '../../../components/ui/text-link';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useFilterParams } from '../../../lib/use-filter-params';
import { LotMatchesHint, RemindMeButton } from '../../sale-alerts/public';
import { auctionListQuery } from '../api/catalogue-queries';
import { AuctionCard } from '../components/auction-card';
import { AuctionFilters } from '../components/auction-filters';

export const AUCTIONS_PER_PAGE = 12;

export function AuctionsPage() {
  useDocumentTitle('Auctions');
  const { values, page, setValue, setPage } = useFilterParams({
    q: '',
    status: '',
    category: '',
    sort: 'ending_soonest',
  });
  const list = useQuery(auctionListQuery({ ...values, page, per_page: AUCTIONS_PER_PAGE }));
  const isFiltered = values.q !== '' || values.status !== '' || values.category !== '';

  return (
    <>
      <PageHeader eyebrow="Bid online or in the room" title="Auctions">
        Current and upcoming timed online and live webcast auctions. Times are Atlantic time (Halifax).
      </PageHeader>
      <Container className="py-8 sm:py-10">
        <AuctionFilters values={values} onChange={setValue} />
        <div className="mt-4 flex justify-end text-sm">
          <Link
            to="/auctions/past"
            className="tap-target inline-flex items-center gap-1.5 font-medium text-harbour-700 hover:underline dark:text-harbour-300"
          >
            <History aria-hidden="true" className="size-4" />
            Past auctions and prices realized
          </Link>
        </div>
        <section aria-labelledby="auction-results-heading" className="mt-6">
          {/* The cards' titles are level 3: this heading keeps the outline in order. */}
          <h2 id="auction-results-heading" className="sr-only">
            Auction results
          </h2>
          {list.isPending ? (
            <CardGridSkeleton label="Loading auctions" />
          ) : list.isError ? (
            <EmptyState icon={SearchX} title="The auctions could not be loaded">
              Check your connection and try again.
            </EmptyState>
          ) : list.data.data.length === 0 ? (
            <LotMatchesHint q={values.q}>
              <EmptyState
                icon={SearchX}
                title={isFiltered ? 'No auctions match your search' : 'No auctions right now'}
              >
                {isFiltered ? (
                  'Try another word, status or category.'
                ) : (
                  <>
                    New sales are announced here first. See the{' '}
                    <TextLink to="/auctions/past">past auctions</TextLink> meanwhile.
                  </>
                )}
              </EmptyState>
            </LotMatchesHint>
          ) : (
            <>
              <p className="mb-4 text-sm text-slate-600 dark:text-slate-300" aria-live="polite">
                {list.data.meta.total === 1 ? '1 auction' : `${list.data.meta.total} auctions`}
              </p>
              <div className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
                {list.data.data.map((auction, index) => (
                  <AuctionCard
                    key={auction.id}
                    auction={auction}
                    priority={index === 0}
                    footer={<RemindMeButton auction={auction} />}
                  />
                ))}
              </div>
              <Pagination meta={list.data.meta} onPage={setPage} />
            </>
          )}
        </section>
      </Container>
    </>
  );
}

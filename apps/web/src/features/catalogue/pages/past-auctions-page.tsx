import { useQuery } from '@tanstack/react-query';
import { Archive } from 'lucide-react';
import { Container } from '../../../components/ui/container';
import { EmptyState } from '../../../components/ui/empty-state';
import { PageHeader } from '../../../components/ui/page-header';
import { Pagination } from '../../../components/ui/pagination';
import { CardGridSkeleton } from '../../../components/ui/skeletons';
import { formatCount } from '../../../lib/format';
import { formatDollars } from '../../../lib/money';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useFilterParams } from '../../../lib/use-filter-params';
import { pastAuctionListQuery } from '../api/catalogue-queries';
import { AuctionCard } from '../components/auction-card';
import { AuctionFilters } from '../components/auction-filters';

export function PastAuctionsPage() {
  useDocumentTitle('Past auctions');
  const { values, page, setValue, setPage } = useFilterParams({
    q: '',
    status: '',
    category: '',
    sort: 'newest',
  });
  const { status: _status, ...filters } = values;
  const list = useQuery(pastAuctionListQuery({ ...filters, page, per_page: 12 }));

  return (
    <>
      <PageHeader eyebrow="Results" title="Past auctions">
        Closed sales and the prices they realized. Open an auction to see each lot’s hammer price.
      </PageHeader>
      <Container className="py-8 sm:py-10">
        <AuctionFilters values={values} onChange={setValue} showStatus={false} />
        <section aria-labelledby="past-auction-results-heading" className="mt-8">
          {/* The cards' titles are level 3: this heading keeps the outline in order. */}
          <h2 id="past-auction-results-heading" className="sr-only">
            Past auction results
          </h2>
          {list.isPending ? (
            <CardGridSkeleton label="Loading past auctions" />
          ) : list.isError ? (
            <EmptyState icon={Archive} title="The past auctions could not be loaded">
              Check your connection and try again.
            </EmptyState>
          ) : list.data.data.length === 0 ? (
            <EmptyState icon={Archive} title="No past auctions found">
              Closed sales appear here with their prices realized.
            </EmptyState>
          ) : (
            <>
              <div className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
                {list.data.data.map((auction, index) => (
                  <AuctionCard
                    key={auction.id}
                    auction={auction}
                    priority={index === 0}
                    footer={
                      <p className="w-full text-sm">
                        <span className="font-semibold tabular-nums">
                          {formatDollars(auction.totalRealized)}
                        </span>{' '}
                        realized · {formatCount(auction.soldLots)} of {formatCount(auction.totalLots)} lots
                        sold
                      </p>
                    }
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

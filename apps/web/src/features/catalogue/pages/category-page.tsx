import { useQuery } from '@tanstack/react-query';
import { Tags } from 'lucide-react';
import { useParams } from 'react-router';
import { NotFoundPage } from '../../../components/pages/not-found-page';
import { Container } from '../../../components/ui/container';
import { EmptyState } from '../../../components/ui/empty-state';
import { PageHeader } from '../../../components/ui/page-header';
import { Pagination } from '../../../components/ui/pagination';
import { BlockSkeleton, CardGridSkeleton } from '../../../components/ui/skeletons';
import { TextLink } from '../../../components/ui/text-link';
import { isNotFound } from '../../../lib/http/is-not-found';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useFilterParams } from '../../../lib/use-filter-params';
import { auctionListQuery, categoryQuery } from '../api/catalogue-queries';
import { AuctionCard } from '../components/auction-card';
import { CategoryAuctionLots } from '../components/category-auction-lots';

const slugPattern = /^[a-z0-9-]{1,80}$/;

export function CategoryPage() {
  const { slug = '' } = useParams();
  if (!slugPattern.test(slug)) return <NotFoundPage />;
  return <CategoryView slug={slug} />;
}

/** The category's lots in each current auction (ending soonest first), then those auctions. */
function CategoryView({ slug }: { slug: string }) {
  const category = useQuery(categoryQuery(slug));
  const { page, setPage } = useFilterParams({});
  const auctions = useQuery(auctionListQuery({ category: slug, sort: 'ending_soonest', page, per_page: 12 }));
  const notFound = category.isError && isNotFound(category.error);
  useDocumentTitle(category.data?.name ?? (notFound ? 'Page not found' : 'Category'));

  if (notFound) return <NotFoundPage />;
  return (
    <>
      {category.data ? (
        <PageHeader eyebrow="Category" title={category.data.name}>
          Lots in {category.data.name} still to be sold in current and upcoming auctions, ending soonest
          first.
        </PageHeader>
      ) : (
        <Container className="py-10">
          <BlockSkeleton label="Loading the category" className="h-24" />
        </Container>
      )}
      <Container className="py-8 sm:py-10">
        {auctions.isPending ? (
          <CardGridSkeleton label="Loading auctions" />
        ) : auctions.isError ? (
          <EmptyState icon={Tags} title="The auctions could not be loaded">
            Check your connection and try again.
          </EmptyState>
        ) : auctions.data.data.length === 0 ? (
          <EmptyState icon={Tags} title="Nothing open in this category right now">
            See <TextLink to="/auctions">every auction</TextLink> or check back soon.
          </EmptyState>
        ) : (
          <>
            {category.data && (
              <div className="divide-y divide-slate-200 dark:divide-slate-800">
                {auctions.data.data.map((auction) => (
                  <CategoryAuctionLots key={auction.id} auction={auction} category={category.data} />
                ))}
              </div>
            )}
            <h2 className="mt-10 text-xl font-semibold">
              Auctions with {category.data?.name ?? 'this category'}
            </h2>
            <div className="mt-4 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
              {auctions.data.data.map((auction) => (
                <AuctionCard key={auction.id} auction={auction} />
              ))}
            </div>
            <Pagination meta={auctions.data.meta} onPage={setPage} />
          </>
        )}
      </Container>
    </>
  );
}

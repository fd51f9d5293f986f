import { useQuery } from '@tanstack/react-query';
import { Gavel } from 'lucide-react';
import { Link } from 'react-router';
import { CoverImage } from '../../../components/catalogue/cover-image';
import { pictureSizes } from '../../../components/catalogue/picture-sizes';
import { PremiumTable } from '../../../components/catalogue/premium-table';
import { NotFoundPage } from '../../../components/pages/not-found-page';
import { CmsHtml } from '../../../components/ui/cms-html';
import { Container } from '../../../components/ui/container';
import { DirectionsLink } from '../../../components/ui/directions-link';
import { EmptyState } from '../../../components/ui/empty-state';
import { ShareButton } from '../../../components/ui/share-button';
import { BlockSkeleton } from '../../../components/ui/skeletons';
import { auctionPath } from '../../../lib/catalogue-paths';
import { isNotFound } from '../../../lib/http/is-not-found';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useResourceId } from '../../../lib/use-resource-id';
import { RegisterToBid, useLiveAuction } from '../../bidding/public';
import { RemindMeButton, SaleCalendarLink } from '../../sale-alerts/public';
import { usePublicSettings } from '../../site/public';
import { auctionQuery } from '../api/catalogue-queries';
import { AuctionCountdown } from '../components/auction-countdown';
import { AuctionFacts } from '../components/auction-facts';
import { LotGrid } from '../components/lot-grid';
import { SaleTerms } from '../components/sale-terms';
import { AuctionStatusBadge } from '../components/status-badge';
import { TextSection } from '../components/text-section';

/** Directions to where the sale is held, else to the house. */
function SaleDirections({ location }: { location: string }) {
  const settings = usePublicSettings();
  return (
    <p className="text-sm">
      <span className="block font-medium text-slate-700 dark:text-slate-200">Directions</span>
      <DirectionsLink address={location || settings.company_address} />
    </p>
  );
}

export function AuctionPage() {
  const id = useResourceId('auctionId');
  if (!id) return <NotFoundPage />;
  return <AuctionDetails id={id} />;
}

function AuctionDetails({ id }: { id: string }) {
  const query = useQuery(auctionQuery(id));
  useLiveAuction(query.data?.id);
  useDocumentTitle(
    query.data?.title ?? (query.isError && isNotFound(query.error) ? 'Page not found' : 'Auction'),
  );

  if (query.isError) {
    if (isNotFound(query.error)) return <NotFoundPage />;
    return (
      <Container className="py-10">
        <EmptyState icon={Gavel} title="This auction could not be loaded">
          Check your connection and try again.
        </EmptyState>
      </Container>
    );
  }
  if (query.isPending) {
    return (
      <Container className="space-y-6 py-8">
        <BlockSkeleton label="Loading the auction" className="h-72" />
        <BlockSkeleton label="Loading the lots" className="h-40" />
      </Container>
    );
  }

  const auction = query.data;
  return (
    <Container className="py-6 sm:py-10">
      <nav aria-label="Breadcrumb" className="text-sm text-slate-600 dark:text-slate-300">
        <Link to="/auctions" className="hover:underline">
          Auctions
        </Link>
        <span aria-hidden="true"> / </span>
        <span className="text-slate-900 dark:text-slate-100">{auction.title}</span>
      </nav>
      <div className="mt-4 grid gap-6 lg:grid-cols-[2fr_3fr] lg:gap-10">
        <div className="self-start overflow-hidden rounded-xl border border-slate-200 dark:border-slate-800">
          <CoverImage
            src={auction.image}
            variants={auction.image_variants}
            sizes={pictureSizes.auctionCover}
            alt=""
            icon={Gavel}
            priority
          />
        </div>
        <div className="space-y-5">
          <div className="flex flex-wrap items-center gap-2">
            <AuctionStatusBadge status={auction.status} />
            <span className="text-xs font-medium text-slate-500 uppercase dark:text-slate-400">
              {auction.type === 'live' ? 'Live webcast' : 'Timed online'}
            </span>
          </div>
          <h1 className="text-3xl font-semibold sm:text-4xl">{auction.title}</h1>
          <AuctionCountdown auction={auction} className="text-lg text-harbour-800 dark:text-harbour-200" />
          <AuctionFacts auction={auction} />
          <RegisterToBid auction={auction} />
          <div className="flex flex-wrap gap-2">
            <RemindMeButton auction={auction} />
            {auction.startDate && <SaleCalendarLink auctionId={auction.id} />}
            <ShareButton title={auction.title} path={auctionPath(auction)} />
          </div>
          <SaleDirections location={auction.location} />
        </div>
      </div>
      {auction.description && (
        <div className="mt-10 max-w-3xl">
          <TextSection title="About this auction">
            <CmsHtml html={auction.description_html} className="whitespace-normal" />
          </TextSection>
        </div>
      )}
      <LotGrid auctionId={auction.id} categories={auction.categories} />
      <div className="mt-12 grid gap-8 border-t border-slate-200 pt-8 md:grid-cols-2 dark:border-slate-800">
        <SaleTerms auction={auction} />
        <PremiumTable premium={auction.buyer_premium} />
      </div>
      {(auction.terms || auction.pickup_info) && (
        <div className="mt-8 grid gap-8 md:grid-cols-2">
          {auction.terms && (
            <TextSection id="auction-terms" title="Terms of sale">
              {auction.terms}
            </TextSection>
          )}
          {auction.pickup_info && (
            <TextSection title="Pickup and shipping">{auction.pickup_info}</TextSection>
          )}
        </div>
      )}
    </Container>
  );
}

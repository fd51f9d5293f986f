import { useQuery } from '@tanstack/react-query';
import { ImageOff } from 'lucide-react';
import { Link } from 'react-router';
import { LotGallery } from '../../../components/catalogue/lot-gallery';
import { PremiumTable } from '../../../components/catalogue/premium-table';
import { NotFoundPage } from '../../../components/pages/not-found-page';
import { Container } from '../../../components/ui/container';
import { EmptyState } from '../../../components/ui/empty-state';
import { ShareButton } from '../../../components/ui/share-button';
import { BlockSkeleton } from '../../../components/ui/skeletons';
import { auctionPath, lotPath } from '../../../lib/catalogue-paths';
import { isNotFound } from '../../../lib/http/is-not-found';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useResourceId } from '../../../lib/use-resource-id';
import { BID_PANEL_ID, BidPanel, PhoneBidBar, useLiveLot, useMyBidIds } from '../../bidding/public';
import { WatchButton } from '../../watchlist/public';
import { auctionQuery, lotBidsQuery, lotQuery } from '../api/catalogue-queries';
import { BidHistory } from '../components/bid-history';
import { LotDetails } from '../components/lot-details';
import { LotPricePanel } from '../components/lot-price-panel';
import { LotStatusBadge } from '../components/status-badge';
import { isLotBiddable } from '../lot-pricing';

export function LotPage() {
  const id = useResourceId('lotId');
  if (!id) return <NotFoundPage />;
  return <LotView id={id} />;
}

function LotView({ id }: { id: string }) {
  const query = useQuery(lotQuery(id));
  const lot = query.data;
  const auction = useQuery({ ...auctionQuery(lot?.auction_id ?? ''), enabled: lot !== undefined }).data;
  const bids = useQuery({ ...lotBidsQuery(id), enabled: lot !== undefined });
  const myBidIds = useMyBidIds(id);
  const notFound = query.isError && isNotFound(query.error);
  const { extendedUntil } = useLiveLot(lot, auction?.startDate ?? null);
  useDocumentTitle(lot ? `Lot ${lot.lotNumber}: ${lot.title}` : notFound ? 'Page not found' : 'Lot');

  if (query.isError) {
    if (notFound) return <NotFoundPage />;
    return (
      <Container className="py-10">
        <EmptyState icon={ImageOff} title="This lot could not be loaded">
          Check your connection and try again.
        </EmptyState>
      </Container>
    );
  }
  if (!lot) {
    return (
      <Container className="grid gap-6 py-8 lg:grid-cols-2">
        <BlockSkeleton label="Loading the lot" className="aspect-[4/3]" />
        <BlockSkeleton label="Loading the bids" className="h-72" />
      </Container>
    );
  }

  return (
    <Container className="pt-6 pb-24 sm:pt-10 lg:pb-10">
      <nav aria-label="Breadcrumb" className="text-sm text-slate-600 dark:text-slate-300">
        <Link to="/auctions" className="tap-target hover:underline">
          Auctions
        </Link>
        {auction && (
          <>
            <span aria-hidden="true"> / </span>
            <Link to={auctionPath(auction)} className="tap-target hover:underline">
              {auction.title}
            </Link>
          </>
        )}
      </nav>
      <div className="mt-4 grid grid-cols-1 gap-6 lg:grid-cols-[3fr_2fr] lg:gap-10">
        <LotGallery images={lot.images} title={lot.title} />
        <div className="space-y-5">
          <div>
            <div className="flex flex-wrap items-center gap-2">
              <span className="font-semibold text-brass-700 dark:text-brass-300">Lot {lot.lotNumber}</span>
              <LotStatusBadge status={lot.status} />
              <WatchButton lot={lot} className="ml-auto" />
              <ShareButton title={`Lot ${lot.lotNumber}: ${lot.title}`} path={lotPath(lot)} />
            </div>
            <h1 className="mt-1 text-2xl font-semibold sm:text-3xl">{lot.title}</h1>
          </div>
          <LotPricePanel lot={lot} auction={auction} extendedUntil={extendedUntil}>
            <div id={BID_PANEL_ID} className="scroll-mt-24">
              <BidPanel lot={lot} auction={auction} />
            </div>
          </LotPricePanel>
        </div>
      </div>
      <div className="mt-10 grid grid-cols-1 gap-10 lg:grid-cols-[3fr_2fr]">
        <div className="space-y-8">
          <LotDetails lot={lot} />
          {auction && <PremiumTable premium={auction.buyer_premium} />}
        </div>
        <section aria-labelledby="bid-history-heading">
          <h2 id="bid-history-heading" className="text-xl font-semibold">
            Bid history
          </h2>
          <div className="mt-3">
            {bids.isPending ? (
              <BlockSkeleton label="Loading the bid history" className="h-32" />
            ) : bids.isError ? (
              <p className="text-slate-600 dark:text-slate-300">The bid history could not be loaded.</p>
            ) : (
              <BidHistory bids={bids.data} isOpen={isLotBiddable(lot)} mine={myBidIds} />
            )}
          </div>
        </section>
      </div>
      <PhoneBidBar lot={lot} />
    </Container>
  );
}

import { useQuery } from '@tanstack/react-query';
import { type ReactNode, useEffect } from 'react';
import { Link } from 'react-router';
import { NotFoundPage } from '../../../components/pages/not-found-page';
import { Alert } from '../../../components/ui/alert';
import { Container } from '../../../components/ui/container';
import { PageLoader } from '../../../components/ui/page-loader';
import { isNotFound } from '../../../lib/http/is-not-found';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { auctionQuery } from '../../catalogue/public';
import { saleIsLive } from '../live-room-state';
import { useLiveRoom } from '../use-live-room';
import { ConnectionStatus } from './connection-status';
import { LotOnBlock } from './lot-on-block';
import { ClerkMessages, SoldSoFar } from './room-lists';
import { SaleVideo } from './sale-video';
import { UpcomingLots } from './upcoming-lots';

/** Room at the end of the page for the phone's fixed Bid bar, so it never covers the footer. */
function useRoomForTheBidBar() {
  useEffect(() => {
    const classes = ['pb-36', 'lg:pb-0'];
    document.body.classList.add(...classes);
    return () => document.body.classList.remove(...classes);
  }, []);
}

/**
 * The bidders' live room of one auction. `picture` replaces the sale's own video (the
 * single-source room shows the saleroom camera there).
 */
export function LiveRoom({ auctionId, picture }: { auctionId: string; picture?: ReactNode }) {
  const auction = useQuery(auctionQuery(auctionId));
  const { room, query, delayMs, connected } = useLiveRoom(auctionId);
  const notFound = auction.isError && isNotFound(auction.error);
  const timed = auction.data && auction.data.type !== 'live';
  useDocumentTitle(room ? `Live: ${room.title}` : notFound ? 'Page not found' : 'Live auction room');
  useRoomForTheBidBar();

  if (notFound) return <NotFoundPage />;
  if (timed) {
    return (
      <Container className="py-10">
        <Alert tone="warning" title="This is a timed auction">
          It has no live room.{' '}
          <Link to={`/auctions/${auctionId}`} className="underline">
            See its lots
          </Link>
          .
        </Alert>
      </Container>
    );
  }
  if (!room && (query.isError || auction.isError) && !auction.isPending) {
    return (
      <Container className="py-10">
        <Alert tone="error" title="The live room could not be loaded">
          Check your connection and reload the page.
        </Alert>
      </Container>
    );
  }
  if (!room) return <PageLoader />;

  return (
    <Container className="pt-4 pb-6 sm:pt-6 lg:pb-10">
      <section aria-label="Live auction room" className="space-y-4">
        <div className="flex flex-wrap items-start justify-between gap-2">
          <div className="min-w-0">
            <p className="text-xs font-semibold tracking-wide text-brass-700 uppercase dark:text-brass-300">
              Live auction room
            </p>
            <h1 className="text-xl font-semibold sm:text-3xl">{room.title}</h1>
          </div>
          <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
            <p className="text-xs text-slate-600 dark:text-slate-300">
              {room.presence.online_bidders} {room.presence.online_bidders === 1 ? 'bidder' : 'bidders'}{' '}
              online
            </p>
            <ConnectionStatus connected={connected} delayMs={delayMs} saleLive={saleIsLive(room)} />
          </div>
        </div>
        {/* Phones: one column, the lot right under the picture; desktop: the lot beside it. */}
        <div className="flex flex-col gap-4 lg:grid lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)] lg:items-start lg:gap-6">
          <div className="contents lg:block lg:space-y-4">
            <div className="order-1">
              {picture ?? <SaleVideo videoUrl={room.video_url} saleStatus={room.sale_status} />}
            </div>
            <div className="order-3">
              <ClerkMessages messages={room.messages} />
            </div>
          </div>
          <div className="contents lg:block lg:space-y-4">
            <div className="order-2">
              <LotOnBlock room={room} auction={auction.data} />
            </div>
            <div className="order-4">
              <UpcomingLots room={room} />
            </div>
            <div className="order-5">
              <SoldSoFar results={room.results} />
            </div>
          </div>
        </div>
      </section>
    </Container>
  );
}

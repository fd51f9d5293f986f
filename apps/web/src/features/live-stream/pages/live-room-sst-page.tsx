import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { NotFoundPage } from '../../../components/pages/not-found-page';
import { Alert } from '../../../components/ui/alert';
import { Container } from '../../../components/ui/container';
import { PageLoader } from '../../../components/ui/page-loader';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { auctionQuery, isNotFound } from '../../catalogue/api/catalogue-queries';
import { useResourceId } from '../../catalogue/use-resource-id';
import { LiveStreamPlayer } from '../components/live-stream-player';

/** `/auctions/{id}/live-sst`: the bidders' room in single-source mode (the picture, for now). */
export function LiveRoomSstPage() {
  const id = useResourceId('auctionId');
  const query = useQuery({ ...auctionQuery(id ?? ''), enabled: id !== null });
  useDocumentTitle(
    query.data
      ? `Live: ${query.data.title}`
      : query.isError && isNotFound(query.error)
        ? 'Page not found'
        : 'Live auction room',
  );
  if (!id || (query.isError && isNotFound(query.error))) return <NotFoundPage />;
  if (query.isError) {
    return (
      <Container className="py-10">
        <Alert tone="error" title="The live room could not be loaded">
          Check your connection and reload the page.
        </Alert>
      </Container>
    );
  }
  if (query.isPending) return <PageLoader />;

  const auction = query.data;
  return (
    <Container className="space-y-5 py-6 sm:py-10">
      <div>
        <p className="text-sm font-semibold tracking-wide text-brass-700 uppercase dark:text-brass-300">
          Live auction room
        </p>
        <h1 className="mt-1 text-2xl font-semibold sm:text-3xl">{auction.title}</h1>
      </div>
      {auction.type === 'live' ? (
        <div className="grid gap-6 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
          <LiveStreamPlayer auctionId={auction.id} />
          <div className="self-start">
            <Alert title="Bidding opens here with the live sale">
              The lot on the block, the asking price and your Bid button appear beside the picture once the
              auctioneer opens the sale.
            </Alert>
          </div>
        </div>
      ) : (
        <Alert tone="warning" title="This is a timed auction">
          It has no live room.{' '}
          <Link to={`/auctions/${auction.id}`} className="underline">
            See its lots
          </Link>
          .
        </Alert>
      )}
    </Container>
  );
}

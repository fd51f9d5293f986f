import { leadingUuid } from '@auction/domain';
import { useQuery } from '@tanstack/react-query';
import { ExternalLink } from 'lucide-react';
import { Link, useParams } from 'react-router';
import { NotFoundPage } from '../../../components/pages/not-found-page';
import { Alert } from '../../../components/ui/alert';
import { PageLoader } from '../../../components/ui/page-loader';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { adminAuctionQuery, isNotFound } from '../../admin-auctions/api/auction-queries';
import { RoomCamera } from '../components/room-camera';

/** `/admin/clerk-panel-sst/{id}`: the clerk's console in single-source mode (the camera, for now). */
export function ClerkPanelSstPage() {
  const id = leadingUuid(useParams().auctionId ?? '');
  const query = useQuery({ ...adminAuctionQuery(id ?? ''), enabled: id !== null });
  useDocumentTitle(
    query.data
      ? `Clerk panel · ${query.data.title}`
      : query.isError && isNotFound(query.error)
        ? 'Page not found'
        : 'Clerk panel',
  );
  if (!id || (query.isError && isNotFound(query.error))) return <NotFoundPage />;
  if (query.isError) {
    return (
      <div className="p-4 sm:p-6 lg:p-8">
        <Alert tone="error" title="The auction could not be loaded">
          Check your connection and reload the page.
        </Alert>
      </div>
    );
  }
  if (query.isPending) return <PageLoader />;

  const auction = query.data;
  return (
    <div className="space-y-6 p-4 sm:p-6 lg:p-8">
      <div className="space-y-1">
        <p className="text-sm font-semibold tracking-wide text-brass-700 uppercase dark:text-brass-300">
          Clerk panel · single source
        </p>
        <h1 className="text-2xl font-semibold">{auction.title}</h1>
        <Link
          to={`/auctions/${auction.id}/live-sst`}
          target="_blank"
          className="inline-flex items-center gap-1 text-sm font-medium text-harbour-700 hover:underline dark:text-harbour-300"
        >
          Open the bidders’ room
          <ExternalLink aria-hidden="true" className="size-4" />
        </Link>
      </div>
      {auction.type === 'live' ? (
        <div className="grid gap-6 xl:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
          <RoomCamera auctionId={auction.id} />
          <div className="self-start">
            <Alert title="Sale controls come with the live sale">
              Opening lots, the asking price, floor bids, fair warning and sold appear on this panel beside
              the camera once the live sale console is switched on.
            </Alert>
          </div>
        </div>
      ) : (
        <Alert tone="warning" title="This is a timed auction">
          Only live auctions have a clerk panel and a room camera.
        </Alert>
      )}
    </div>
  );
}

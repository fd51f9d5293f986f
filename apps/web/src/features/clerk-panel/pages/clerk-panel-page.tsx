import { type IncrementProfile, leadingUuid } from '@auction/domain';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useParams } from 'react-router';
import { NotFoundPage } from '../../../components/pages/not-found-page';
import { Alert } from '../../../components/ui/alert';
import { PageLoader } from '../../../components/ui/page-loader';
import { isNotFound } from '../../../lib/http/is-not-found';
import { adminAuctionQuery } from '../../../lib/staff-auctions';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { incrementProfileOf } from '../../bidding/public';
import { ClerkPanel } from '../components/clerk-panel';
import { useClerkRoom } from '../hooks/use-clerk-room';

function Problem({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div className="p-4 sm:p-6 lg:p-8">
      <Alert tone="error" title={title}>
        {children}
      </Alert>
    </div>
  );
}

/**
 * `/admin/clerk-panel/{id}` (and, with `camera`, `/admin/clerk-panel-sst/{id}`): the clerk's
 * console for a live sale.
 */
export function ClerkPanelPage({
  camera,
  roomPath = (id) => `/auctions/${id}/live`,
}: {
  camera?: (auctionId: string) => ReactNode;
  roomPath?: (auctionId: string) => string;
}) {
  const id = leadingUuid(useParams().auctionId ?? '');
  const auction = useQuery({ ...adminAuctionQuery(id ?? ''), enabled: id !== null });
  useDocumentTitle(
    auction.data
      ? `Clerk panel · ${auction.data.title}`
      : auction.isError && isNotFound(auction.error)
        ? 'Page not found'
        : 'Clerk panel',
  );
  if (!id || (auction.isError && isNotFound(auction.error))) return <NotFoundPage />;
  if (auction.isError) {
    return (
      <Problem title="The auction could not be loaded">Check your connection and reload the page.</Problem>
    );
  }
  if (auction.isPending) return <PageLoader />;
  if (auction.data.type !== 'live') {
    return (
      <div className="p-4 sm:p-6 lg:p-8">
        <Alert tone="warning" title="This is a timed auction">
          Only live auctions have a clerk panel.
        </Alert>
      </div>
    );
  }
  return (
    <LiveClerkPanel
      auctionId={id}
      profile={incrementProfileOf(auction.data.increments)}
      camera={camera?.(id)}
      roomPath={roomPath(id)}
    />
  );
}

function LiveClerkPanel({
  auctionId,
  profile,
  camera,
  roomPath,
}: {
  auctionId: string;
  profile: IncrementProfile;
  camera: ReactNode;
  roomPath: string;
}) {
  const clerk = useClerkRoom(auctionId);
  if (!clerk.room) {
    if (clerk.loadError) {
      return (
        <Problem title="The live sale could not be loaded">
          Drafts have no live room yet: publish the auction first. Otherwise check your connection and reload.
        </Problem>
      );
    }
    return <PageLoader />;
  }
  return <ClerkPanel clerk={clerk} room={clerk.room} profile={profile} camera={camera} roomPath={roomPath} />;
}

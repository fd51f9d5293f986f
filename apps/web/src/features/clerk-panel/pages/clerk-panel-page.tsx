import { leadingUuid } from '@auction/domain';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useParams } from 'react-router';
import { NotFoundPage } from '../../../components/pages/not-found-page';
import { Alert } from '../../../components/ui/alert';
import { PageLoader } from '../../../components/ui/page-loader';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { adminAuctionQuery, isNotFound } from '../../admin-auctions/api/auction-queries';
import { incrementProfilesQuery } from '../../admin-increments/api/increment-profiles';
import { ClerkPanel } from '../components/clerk-panel';
import { useClerkRoom } from '../hooks/use-clerk-room';
import { profileOf } from '../lib/clerk-commands';

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
  const profiles = useQuery(incrementProfilesQuery);
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
      profileId={auction.data.increment_profile_id}
      profiles={profiles.data}
      camera={camera?.(id)}
      roomPath={roomPath(id)}
    />
  );
}

function LiveClerkPanel({
  auctionId,
  profileId,
  profiles,
  camera,
  roomPath,
}: {
  auctionId: string;
  profileId: string | null;
  profiles: Parameters<typeof profileOf>[0];
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
  return (
    <ClerkPanel
      clerk={clerk}
      room={clerk.room}
      profile={profileOf(profiles, profileId)}
      camera={camera}
      roomPath={roomPath}
    />
  );
}

import { ClerkPanelPage } from '../../clerk-panel/public';
import { RoomCamera } from '../components/room-camera';

/**
 * `/admin/clerk-panel-sst/{id}`: the clerk panel in single-source mode, with the room's camera
 * and microphone streamed through our server to `/auctions/{id}/live-sst`.
 */
export function ClerkPanelSstPage() {
  return (
    <ClerkPanelPage
      camera={(auctionId) => <RoomCamera auctionId={auctionId} />}
      roomPath={(auctionId) => `/auctions/${auctionId}/live-sst`}
    />
  );
}

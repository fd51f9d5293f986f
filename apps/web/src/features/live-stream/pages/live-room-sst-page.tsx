import { NotFoundPage } from '../../../components/pages/not-found-page';
import { useResourceId } from '../../../lib/use-resource-id';
import { LiveRoom } from '../../live-room/public';
import { LiveStreamPlayer } from '../components/live-stream-player';

/** `/auctions/{id}/live-sst`: the bidders' live room with the saleroom camera (single-source mode). */
export function LiveRoomSstPage() {
  const id = useResourceId('auctionId');
  if (!id) return <NotFoundPage />;
  return <LiveRoom key={id} auctionId={id} picture={<LiveStreamPlayer auctionId={id} />} />;
}

import { NotFoundPage } from '../../../components/pages/not-found-page';
import { useResourceId } from '../../../lib/use-resource-id';
import { LiveRoom } from '../components/live-room';

/** `/auctions/{id}/live`: the bidders' live room with the sale's own video. */
export function LiveRoomPage() {
  const id = useResourceId('auctionId');
  if (!id) return <NotFoundPage />;
  return <LiveRoom key={id} auctionId={id} />;
}

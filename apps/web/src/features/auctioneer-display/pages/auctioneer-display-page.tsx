import { Link } from 'react-router';
import { NotFoundPage } from '../../../components/pages/not-found-page';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useResourceId } from '../../../lib/use-resource-id';
import { AuctioneerDisplay } from '../components/auctioneer-display';
import { useInternetBidFlash } from '../hooks/use-internet-bid-flash';
import { useLiveDisplayFeed } from '../hooks/use-live-display-feed';
// The display stands outside the admin layout, so it brings the admin area's stylesheet itself.
import '../../../styles/admin.css';

/** `/admin/auctioneer-display/{id}` (Staff, Admin): the auctioneer's screen, outside the admin layout. */
export function AuctioneerDisplayPage() {
  const id = useResourceId('auctionId');
  if (!id) return <NotFoundPage />;
  return <DisplayForSale auctionId={id} />;
}

function DisplayForSale({ auctionId }: { auctionId: string }) {
  const { room, problem, connected } = useLiveDisplayFeed(auctionId);
  const flash = useInternetBidFlash(room);
  useDocumentTitle(room ? `Auctioneer display: ${room.title}` : 'Auctioneer display');

  if (room) return <AuctioneerDisplay room={room} connected={connected} flash={flash} />;
  return (
    <div className="flex min-h-dvh flex-col items-center justify-center gap-4 bg-black p-6 text-center text-white">
      {problem === 'not_found' ? (
        <>
          <h1 className="text-3xl font-bold sm:text-5xl">No live sale here</h1>
          <p className="max-w-xl text-lg text-white/80">
            The auctioneer display is for live auctions that have been published.
          </p>
          <Link to="/admin/auctions" className="text-lg font-semibold text-brass-300 underline">
            All auctions
          </Link>
        </>
      ) : (
        <p role="status" className="text-2xl font-semibold sm:text-4xl">
          {problem === 'failed'
            ? 'The display cannot reach the server. Trying again…'
            : 'Connecting to the sale…'}
        </p>
      )}
    </div>
  );
}

import type { Auction, LiveSnapshot } from '@auction/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Gavel, LogIn } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { Link, useLocation } from 'react-router';
import { buttonClasses } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { myRegistrationQuery, RegisterToBid } from '../../bidding/public';
import { liveRoomQuery } from '../api/live-room-api';
import { biddingOpen, choiceOfferOf, formatLiveAmount } from '../live-room-state';
import { usePlaceBid } from '../use-place-bid';

const note = 'rounded-lg bg-slate-100 p-3 text-sm text-slate-700 dark:bg-slate-800 dark:text-slate-200';

/** One tap bids the asking price shown; the button waits for the server's answer. */
export function BidButton({ room }: { room: LiveSnapshot }) {
  const lot = room.current_lot;
  const { placeBid, pending, refusal } = usePlaceBid(lot?.lot_id ?? null);
  const open = biddingOpen(room) && lot !== null;
  const leads = room.viewer.is_high_bidder;
  const label = open && lot ? `Bid ${formatLiveAmount(lot.asking_price)}` : 'Bidding closed';
  return (
    <div className="space-y-2">
      <button
        type="button"
        disabled={!open || pending || leads}
        onClick={() => lot && placeBid(lot.lot_id, lot.asking_price)}
        className="inline-flex h-14 w-full items-center justify-center gap-2 rounded-xl bg-brass-300 px-6 text-xl font-bold text-harbour-950 shadow-sm transition hover:bg-brass-200 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-harbour-600 disabled:cursor-not-allowed disabled:bg-slate-200 disabled:text-slate-500 dark:disabled:bg-slate-800 dark:disabled:text-slate-400"
      >
        {pending ? <Spinner className="size-5" /> : <Gavel aria-hidden="true" className="size-6" />}
        {label}
      </button>
      <p role="status" className="sr-only">
        {pending ? 'Sending your bid…' : ''}
      </p>
      {refusal && (
        <p
          role="alert"
          className="rounded-lg bg-red-50 p-2 text-sm font-medium text-red-800 dark:bg-red-950/60 dark:text-red-200"
        >
          {refusal}
        </p>
      )}
    </div>
  );
}

/** A new registration, or an approval, changes what the room lets this bidder do: read it again. */
function useRegistrationWatch(auctionId: string, waiting: boolean) {
  const queryClient = useQueryClient();
  const mine = useQuery({ ...myRegistrationQuery(auctionId), refetchInterval: waiting ? 20_000 : false });
  const status = mine.isSuccess ? (mine.data?.status ?? 'none') : null;
  const seen = useRef<string | null>(null);
  useEffect(() => {
    if (status === null || seen.current === status) return;
    const first = seen.current === null;
    seen.current = status;
    if (!first) void queryClient.invalidateQueries({ queryKey: liveRoomQuery(auctionId).queryKey });
  }, [status, auctionId, queryClient]);
}

function RegistrationStep({ room, auction }: { room: LiveSnapshot; auction: Auction | undefined }) {
  const status = room.viewer.registration_status;
  useRegistrationWatch(room.auction_id, status !== 'approved');
  if (status === null) {
    return auction ? (
      <RegisterToBid auction={auction} termsHref={`/auctions/${auction.id}#auction-terms`} />
    ) : null;
  }
  if (status === 'pending') {
    return (
      <p role="status" className={note}>
        <strong className="block font-semibold">Waiting for approval</strong>
        The auction house approves bidders before they can bid. Your Bid button appears here as soon as you
        are approved.
      </p>
    );
  }
  if (status === 'rejected') {
    return (
      <p role="status" className={note}>
        The auction house did not approve your registration for this sale. Contact us for details.
      </p>
    );
  }
  return null;
}

/** What this viewer can do about the lot: bid, or the step they are missing first. */
export function BidPanel({ room, auction }: { room: LiveSnapshot; auction: Auction | undefined }) {
  const location = useLocation();
  const viewer = room.viewer;
  if (!viewer.signed_in) {
    const from = `${location.pathname}${location.search}`;
    return (
      <Link
        to={`/login?redirect=${encodeURIComponent(from)}`}
        state={{ from }}
        className={buttonClasses('accent', 'lg', 'w-full')}
      >
        <LogIn aria-hidden="true" className="size-5" />
        Sign in to bid
      </Link>
    );
  }
  if (viewer.is_clerk && !viewer.can_bid) {
    return (
      <p className={note}>
        You are signed in as staff: floor bids and the sale are run from the clerk panel.
      </p>
    );
  }
  if (viewer.registration_status !== 'approved') return <RegistrationStep room={room} auction={auction} />;
  if (!viewer.email_verified) {
    return (
      <p role="status" className={note}>
        Verify your e-mail address to bid: follow the link we sent you, then reload this page.
      </p>
    );
  }
  if (!viewer.can_bid) {
    return <p className={note}>Bidding in this sale is not open to your account. Contact us for details.</p>;
  }
  // A choice lot's hammer has fallen: its lots are taken by word to the clerk, not by a bid.
  const choiceOffer = choiceOfferOf(room);
  if (choiceOffer) {
    return (
      <p role="status" className={note}>
        {choiceOffer}
      </p>
    );
  }
  return <BidButton room={room} />;
}

import type { Auction, Lot } from '@auction/contracts';
import { useMutation, useQuery } from '@tanstack/react-query';
import { LogIn, MailWarning } from 'lucide-react';
import { Link, useLocation } from 'react-router';
import { Button, buttonClasses } from '../../../components/ui/button';
import { authFailure } from '../../../lib/auth/auth-errors';
import { useAuth } from '../../../lib/auth/use-auth';
import { postResendVerification } from '../../../lib/auth/verification-api';
import { notify } from '../../../lib/notify';
import { wonLotsQuery } from '../../watchlist/public';
import { myLotBidQuery } from '../api/bidding-api';
import { myRegistrationQuery } from '../api/register-for-auction';
import { BidForm } from './bid-form';
import { BidStanding, ClosedStanding } from './bid-standing';
import { RegisterToBid } from './register-to-bid';

/**
 * The bidding part of a lot page, for whoever is looking: guests are asked to sign in, unverified
 * bidders to verify, unregistered ones to register; registered bidders get their standing and
 * the bid form; once the lot has closed, a bidder who bid on it learns whether they won.
 */
export function BidPanel({ lot, auction }: { lot: Lot; auction: Auction | undefined }) {
  const { user } = useAuth();
  const location = useLocation();
  const myBid = useQuery({ ...myLotBidQuery(lot.id), enabled: user !== null });
  const registration = useQuery({
    ...myRegistrationQuery(auction?.id ?? ''),
    enabled: user !== null && auction !== undefined && lot.status === 'open',
  });
  const yourMax = myBid.data?.your_max ?? null;
  const wonHere = lot.status === 'sold' && myBid.data?.is_high_bidder === true;
  const wonLots = useQuery({ ...wonLotsQuery, enabled: user !== null && wonHere });
  const invoiceId = wonLots.data?.find((won) => won.lot.id === lot.id)?.invoice_id ?? null;

  if (lot.status === 'sold' || lot.status === 'passed') {
    if (yourMax === null) return null;
    const won = lot.status === 'sold' && myBid.data?.is_high_bidder === true;
    return (
      <ClosedStanding
        won={won}
        hammerPrice={won ? lot.currentBid : null}
        pickupInfo={auction?.pickup_info || null}
        invoiceId={won ? invoiceId : null}
      />
    );
  }
  if (!auction) return null;
  // Before the sale opens, bidders can already register (guests are sent to sign in first).
  if (lot.status === 'upcoming') return <RegisterToBid auction={auction} />;
  if (lot.status !== 'open') return null;
  if (auction.type === 'live') {
    return (
      <p className="rounded-lg bg-slate-100 px-3 py-2 text-sm dark:bg-slate-800">
        This lot is sold in the live auction.{' '}
        <Link to={`/auctions/${auction.id}/live`} className="font-semibold underline">
          Go to the live auction room
        </Link>
      </p>
    );
  }

  if (!user) {
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
  if (!user.email_verified_at) return <VerifyToBid email={user.email} />;
  if (registration.isPending) return null;
  const mine = registration.data ?? null;
  const mayBid =
    mine !== null &&
    (mine.status === 'approved' ||
      (mine.status === 'pending' &&
        !auction.requires_approval &&
        (mine.standing?.waiting_for.length ?? 0) === 0));
  if (!mayBid) return <RegisterToBid auction={auction} />;

  return (
    <div className="space-y-4">
      {yourMax !== null && (
        <BidStanding
          yourMax={yourMax}
          isHighBidder={myBid.data?.is_high_bidder === true}
          minimumNextBid={lot.minimum_next_bid}
          outbidReason={myBid.data?.outbid_reason ?? null}
        />
      )}
      <BidForm
        lot={lot}
        auction={auction}
        ownMaxCents={myBid.data?.is_high_bidder && yourMax !== null ? Math.round(yourMax * 100) : null}
      />
    </div>
  );
}

function VerifyToBid({ email }: { email: string }) {
  const resend = useMutation({
    mutationFn: () => postResendVerification({}),
    onSuccess: (message) => notify.success(message),
    onError: (error) =>
      notify.error(authFailure(error, 'The e-mail could not be sent. Please try again.').message),
  });
  return (
    <div className="space-y-3 rounded-lg border border-brass-300 bg-brass-50 p-4 dark:border-brass-700 dark:bg-brass-900/30">
      <p className="flex gap-2 font-semibold">
        <MailWarning
          aria-hidden="true"
          className="mt-0.5 size-5 shrink-0 text-brass-700 dark:text-brass-300"
        />
        Verify your e-mail address to bid
      </p>
      <p className="text-sm text-slate-700 dark:text-slate-300">
        We sent a link to {email}. Open it, then come back to this lot.
      </p>
      <Button
        variant="primary"
        loading={resend.isPending}
        disabled={resend.isSuccess}
        onClick={() => resend.mutate()}
      >
        Resend verification e-mail
      </Button>
    </div>
  );
}

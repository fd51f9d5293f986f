import type { Auction, AuctionRegistration } from '@auction/contracts';
import { useQuery } from '@tanstack/react-query';
import { BadgeCheck, UserPlus } from 'lucide-react';
import { useId, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { Button, buttonClasses } from '../../../components/ui/button';
import { useAuth } from '../../../lib/auth/use-auth';
import { formatCents } from '../../../lib/money';
import { notify } from '../../../lib/notify';
import { myRegistrationQuery, useRegisterForAuction } from '../api/register-for-auction';
import { RegistrationStandingPanel } from './registration-standing';

const closedStatuses: readonly Auction['status'][] = ['closed', 'settled'];

function registeredText(registration: AuctionRegistration): string {
  if (registration.status === 'approved')
    return `You're registered. Your paddle number is ${registration.paddle_number}.`;
  if (registration.status === 'pending') {
    const waits = registration.standing?.waiting_for ?? ['approval'];
    if (waits.length > 0 && !waits.includes('approval')) {
      return `You're registered with paddle ${registration.paddle_number}; you can bid once the steps below are done.`;
    }
    return `You're registered with paddle ${registration.paddle_number}; the auction house approves bidders before bidding opens to you.`;
  }
  return 'The auction house did not approve your registration for this auction. Contact us for details.';
}

/**
 * Guests are sent to sign in and come back here; signed-in bidders accept the auction's terms
 * and get a paddle number. `termsHref` is where the terms are read (on this page by default).
 */
export function RegisterToBid({
  auction,
  termsHref = '#auction-terms',
}: {
  auction: Auction;
  termsHref?: string;
}) {
  const { user } = useAuth();
  const location = useLocation();
  const checkboxId = useId();
  const [accepted, setAccepted] = useState(false);
  const register = useRegisterForAuction(auction.id);
  const mine = useQuery({ ...myRegistrationQuery(auction.id), enabled: user !== null });
  const registration = mine.data ?? null;

  if (closedStatuses.includes(auction.status)) return null;

  if (!user) {
    const from = `${location.pathname}${location.search}`;
    return (
      <Link
        to={`/login?redirect=${encodeURIComponent(from)}`}
        state={{ from }}
        className={buttonClasses('accent', 'lg', 'w-full sm:w-auto')}
      >
        <UserPlus aria-hidden="true" className="size-5" />
        Register to bid
      </Link>
    );
  }

  if (mine.isPending) return null;
  if (registration) {
    return (
      <div className="space-y-3">
        <p
          role="status"
          className="flex items-start gap-2 rounded-lg bg-emerald-50 p-3 text-sm text-emerald-900 dark:bg-emerald-900/40 dark:text-emerald-100"
        >
          <BadgeCheck aria-hidden="true" className="size-5 shrink-0" />
          {registeredText(registration)}
        </p>
        <RegistrationStandingPanel registration={registration} />
      </div>
    );
  }

  function handleRegister() {
    register.mutate(undefined, {
      onSuccess: () => notify.success(`Registered for ${auction.title}.`),
    });
  }

  return (
    <div className="space-y-3">
      <label htmlFor={checkboxId} className="flex items-start gap-2 text-sm">
        <input
          id={checkboxId}
          type="checkbox"
          checked={accepted}
          onChange={(event) => setAccepted(event.target.checked)}
          className="mt-0.5 size-4 rounded border-slate-400 accent-harbour-700"
        />
        <span>
          I accept the{' '}
          <a href={termsHref} className="underline">
            terms of this auction
          </a>
          {auction.requires_approval ? ' (bidders are approved by the auction house)' : ''}
        </span>
      </label>
      {(auction.deposit_cents ?? 0) > 0 && (
        <p className="text-sm">
          Deposit to bid: {formatCents(auction.deposit_cents ?? 0)}, applied to your invoice.
        </p>
      )}
      {auction.card_on_file_required && (
        <p className="text-sm">This sale asks for a card on file, charged only for what you win.</p>
      )}
      <Button
        variant="accent"
        size="lg"
        className="w-full sm:w-auto"
        disabled={!accepted}
        loading={register.isPending}
        onClick={handleRegister}
      >
        <UserPlus aria-hidden="true" className="size-5" />
        Register to bid
      </Button>
    </div>
  );
}

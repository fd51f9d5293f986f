import type { AuctionRegistration, RegistrationStanding } from '@auction/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { CreditCard, Landmark } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { formatCents } from '../../../lib/money';
import { notify } from '../../../lib/notify';
import { myRegistrationQuery } from '../api/register-for-auction';
import { useConfirmCardSetup, useStartCardSetup, useStartDepositPayment } from '../api/standing-api';

const StripeCardForm = lazy(() => import('./stripe-card-form'));

/** Why a registration cannot bid yet, in the bidder's words (the lot page shows the same). */
export function waitingWords(standing: RegistrationStanding): string[] {
  const words: string[] = [];
  const deposit = standing.deposit;
  if (standing.waiting_for.includes('deposit') && deposit?.asked_cents) {
    const owing = deposit.asked_cents - deposit.paid_cents;
    words.push(
      standing.card_payments_available
        ? `This sale asks a deposit of ${formatCents(deposit.asked_cents)} before you can bid (${formatCents(owing)} still to pay). Pay it by card below or at the office; it is applied to your invoice.`
        : `This sale asks a deposit of ${formatCents(deposit.asked_cents)} before you can bid (${formatCents(owing)} still to pay). Card payment online is not set up, so please pay it at the office; it is applied to your invoice.`,
    );
  }
  if (standing.waiting_for.includes('card')) {
    words.push(
      standing.card_payments_available
        ? 'This sale asks for a card on file before you can bid: save one below. We charge it only for what you win, after the sale.'
        : 'This sale asks for a card on file, but card payment online is not set up yet, so a card cannot be saved here. Please contact us.',
    );
  }
  if (standing.waiting_for.includes('approval') && words.length > 0) {
    words.push('The auction house then approves your registration.');
  }
  return words;
}

function SaveCard({ auctionId }: { auctionId: string }) {
  const start = useStartCardSetup(auctionId);
  const confirm = useConfirmCardSetup(auctionId);
  if (!start.data) {
    return (
      <Button variant="secondary" loading={start.isPending} onClick={() => start.mutate()}>
        <CreditCard aria-hidden="true" className="size-4" />
        Save a card
      </Button>
    );
  }
  return (
    <Suspense fallback={<p className="text-sm">Loading the card form…</p>}>
      <StripeCardForm
        mode="setup"
        label="Save this card"
        publishableKey={start.data.stripe_publishable_key}
        clientSecret={start.data.client_secret}
        onDone={(id) => {
          if (id) confirm.mutate(id, { onSuccess: (card) => notify.success(`${card.label} is on file.`) });
        }}
      />
    </Suspense>
  );
}

function PayDeposit({ registration }: { registration: AuctionRegistration }) {
  const start = useStartDepositPayment(registration.id);
  const queryClient = useQueryClient();
  const [paid, setPaid] = useState(false);
  if (paid)
    return (
      <p className="text-sm">Thank you: your deposit is being confirmed; this page updates in a moment.</p>
    );
  if (!start.data) {
    return (
      <Button variant="secondary" loading={start.isPending} onClick={() => start.mutate()}>
        <Landmark aria-hidden="true" className="size-4" />
        Pay the deposit by card
      </Button>
    );
  }
  return (
    <Suspense fallback={<p className="text-sm">Loading the card form…</p>}>
      <StripeCardForm
        mode="payment"
        label={`Pay ${formatCents(start.data.amount_cents)}`}
        publishableKey={start.data.stripe_publishable_key}
        clientSecret={start.data.client_secret}
        onDone={() => {
          setPaid(true);
          // The webhook records it; look again shortly.
          setTimeout(
            () =>
              queryClient.invalidateQueries({
                queryKey: myRegistrationQuery(registration.auction_id).queryKey,
              }),
            2_000,
          );
        }}
      />
    </Suspense>
  );
}

/** The registration's deposit and card: what it waits for and how to give it. */
export function RegistrationStandingPanel({ registration }: { registration: AuctionRegistration }) {
  const standing = registration.standing;
  if (!standing) return null;
  const words = waitingWords(standing);
  const deposit = standing.deposit;
  return (
    <div className="space-y-3" data-testid="registration-standing">
      {words.map((text) => (
        <p
          key={text}
          className="rounded-lg bg-amber-50 p-3 text-sm text-amber-950 dark:bg-amber-900/40 dark:text-amber-50"
        >
          {text}
        </p>
      ))}
      {standing.card && <p className="text-sm">Card on file: {standing.card.label}</p>}
      {deposit && deposit.held_cents > 0 && (
        <p className="text-sm">
          Deposit paid: {formatCents(deposit.held_cents)}, applied to your invoice after the sale.
        </p>
      )}
      {standing.waiting_for.includes('deposit') && standing.card_payments_available && (
        <PayDeposit registration={registration} />
      )}
      {standing.waiting_for.includes('card') && standing.card_payments_available && (
        <SaveCard auctionId={registration.auction_id} />
      )}
    </div>
  );
}

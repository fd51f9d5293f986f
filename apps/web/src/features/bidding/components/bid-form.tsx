import type { Auction, Lot } from '@auction/contracts';
import { Gavel } from 'lucide-react';
import { type FormEvent, useCallback, useId, useMemo, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { inputClasses } from '../../../components/ui/field-shell';
import { messageForError, serverMessageOf } from '../../../lib/http/messages';
import { newIdempotencyKey } from '../../../lib/idempotency-key';
import { dollarsToCents, formatCents } from '../../../lib/money';
import { centsToText } from '../../../lib/money-text';
import { notify } from '../../../lib/notify';
import { usePlaceBid } from '../api/bidding-api';
import { incrementProfileOf, quickPickCents, raiseAbove, readBidAmount } from '../bid-amounts';
import { ConfirmBidDialog } from './confirm-bid-dialog';

/** What the bidder is about to confirm: the amount and the one key this bid is sent under. */
interface PendingBid {
  cents: number;
  key: string;
}

export const BID_FORM_ID = 'place-bid';

/**
 * "Your maximum bid", prefilled with the minimum next bid, a few one-tap amounts and a plain
 * word on maximum bidding; Place bid opens the confirmation, which sends it.
 */
export function BidForm({
  lot,
  auction,
  ownMaxCents = null,
}: {
  lot: Lot;
  auction: Auction;
  /** The bidder's own maximum while they lead: a new maximum must be above it. */
  ownMaxCents?: number | null;
}) {
  const fieldId = useId();
  const minimumCents = dollarsToCents(lot.minimum_next_bid);
  const increments = useMemo(() => incrementProfileOf(auction.increments), [auction.increments]);
  const suggestedCents = raiseAbove(minimumCents, ownMaxCents, increments);
  const [typed, setTyped] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [pending, setPending] = useState<PendingBid | null>(null);
  // A bid whose answer never came back may have been placed: sent again, it keeps its key.
  const [unanswered, setUnanswered] = useState<PendingBid | null>(null);
  const cancel = useCallback(() => setPending(null), []);
  const placeBid = usePlaceBid(lot);
  const value = typed ?? centsToText(suggestedCents);
  const typedAmount = readBidAmount(value, 0);
  const typedCents = typedAmount.ok ? typedAmount.cents : null;

  function handleSubmit(event: FormEvent) {
    event.preventDefault();
    const amount = readBidAmount(value, minimumCents);
    if (!amount.ok) {
      setProblem(amount.message);
      return;
    }
    setProblem(null);
    const key = unanswered?.cents === amount.cents ? unanswered.key : newIdempotencyKey();
    setPending({ cents: amount.cents, key });
  }

  function handleConfirm() {
    if (!pending) return;
    // The same key on every attempt of this confirmed bid: a retry is answered, never counted twice.
    placeBid.mutate(
      { amount: pending.cents / 100, idempotencyKey: pending.key },
      {
        onSuccess: (result) => {
          setPending(null);
          setUnanswered(null);
          setTyped(null);
          if (result.is_high_bidder) notify.success('Bid placed. You’re the high bidder.');
        },
        onError: (error) => {
          const refusal = serverMessageOf(error);
          setUnanswered(refusal ? null : pending);
          setPending(null);
          setProblem(refusal ?? messageForError(error)[0] ?? 'Your bid could not be placed.');
        },
      },
    );
  }

  const errorId = `${fieldId}-error`;
  const hintId = `${fieldId}-hint`;
  return (
    <form id={BID_FORM_ID} onSubmit={handleSubmit} noValidate className="scroll-mt-24 space-y-3">
      <div className="space-y-1.5">
        <label htmlFor={fieldId} className="block text-sm font-medium text-slate-800 dark:text-slate-200">
          Your maximum bid
        </label>
        <div className="flex flex-wrap gap-2">
          <div className="relative min-w-32 flex-1">
            <span
              aria-hidden="true"
              className="pointer-events-none absolute inset-y-0 left-3 flex items-center text-slate-500 dark:text-slate-400"
            >
              $
            </span>
            <input
              id={fieldId}
              type="text"
              inputMode="decimal"
              autoComplete="off"
              value={value}
              onChange={(event) => {
                setTyped(event.target.value);
                setProblem(null);
              }}
              aria-invalid={problem ? true : undefined}
              aria-describedby={problem ? `${errorId} ${hintId}` : hintId}
              className={`${inputClasses} pl-7 text-lg font-semibold tabular-nums`}
            />
          </div>
          <Button type="submit" variant="accent" size="lg" className="shrink-0 px-5">
            <Gavel aria-hidden="true" className="size-5" />
            Place bid
          </Button>
        </div>
        {problem && (
          <p id={errorId} role="alert" className="text-sm font-medium text-red-700 dark:text-red-400">
            {problem}
          </p>
        )}
      </div>
      <fieldset className="flex flex-wrap gap-2">
        <legend className="sr-only">Quick maximum amounts</legend>
        {quickPickCents(suggestedCents, increments).map((cents, index) => (
          <button
            key={cents}
            type="button"
            onClick={() => {
              setTyped(centsToText(cents));
              setProblem(null);
            }}
            aria-pressed={typedCents === cents}
            className={`${index === 3 ? 'hidden sm:inline-block ' : ''}min-h-11 min-w-11 rounded-full border border-slate-300 px-4 py-2 text-sm font-medium tabular-nums sm:min-h-9 sm:py-1.5 hover:bg-slate-100 aria-pressed:border-harbour-600 aria-pressed:bg-harbour-50 dark:border-slate-600 dark:hover:bg-slate-800 dark:aria-pressed:border-harbour-300 dark:aria-pressed:bg-harbour-900/50`}
          >
            {formatCents(cents)}
          </button>
        ))}
      </fieldset>
      <p id={hintId} className="text-sm text-slate-600 dark:text-slate-300">
        Enter the most you are willing to pay. We bid for you only as much as needed to keep you in the lead,
        up to your maximum. Nobody else sees your maximum.
      </p>
      {pending && (
        <ConfirmBidDialog
          lot={lot}
          auction={auction}
          amountCents={pending.cents}
          isSending={placeBid.isPending}
          onConfirm={handleConfirm}
          onCancel={cancel}
        />
      )}
    </form>
  );
}

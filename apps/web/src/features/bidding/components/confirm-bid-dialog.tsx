import type { Auction, Lot } from '@auction/contracts';
import { Gavel } from 'lucide-react';
import { useEffect, useId, useRef } from 'react';
import { createPortal } from 'react-dom';
import { AllInCost } from '../../../components/catalogue/all-in-cost';
import { Button } from '../../../components/ui/button';
import { perUnitWorking } from '../../../lib/lot-price-line';
import { formatCents, formatDollars } from '../../../lib/money';

/**
 * The last look before a bid is sent: the maximum, what it means, the current price beside it, and
 * the all-in cost if the lot is won at that maximum. Escape or Cancel go back to the form; Tab
 * stays inside.
 */
export function ConfirmBidDialog({
  lot,
  auction,
  amountCents,
  isSending,
  onConfirm,
  onCancel,
}: {
  lot: Lot;
  auction: Auction;
  amountCents: number;
  isSending: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  const headingId = useId();
  const panelRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const opener = document.activeElement as HTMLElement | null;
    panelRef.current?.querySelector<HTMLElement>('[data-autofocus]')?.focus();
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onCancel();
      if (event.key !== 'Tab' || !panelRef.current) return;
      const focusable = [...panelRef.current.querySelectorAll<HTMLElement>('button:not([disabled])')];
      const first = focusable[0];
      const last = focusable[focusable.length - 1];
      if (!first || !last) return;
      if (event.shiftKey && document.activeElement === first) {
        event.preventDefault();
        last.focus();
      } else if (!event.shiftKey && document.activeElement === last) {
        event.preventDefault();
        first.focus();
      }
    };
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('keydown', onKey);
      opener?.focus();
    };
  }, [onCancel]);

  const amount = formatCents(amountCents);
  // On top of the whole page (the sticky header included), outside the page's stacking contexts.
  return createPortal(
    <div className="fixed inset-0 z-50 flex items-end justify-center bg-slate-950/60 sm:items-center sm:p-4">
      <div
        ref={panelRef}
        role="dialog"
        aria-modal="true"
        aria-labelledby={headingId}
        className="max-h-[90dvh] w-full overflow-y-auto rounded-t-2xl bg-white p-5 shadow-xl sm:max-w-md sm:rounded-2xl dark:bg-slate-900 dark:ring-1 dark:ring-slate-700"
      >
        <h2 id={headingId} className="flex items-center gap-2 text-xl font-semibold">
          <Gavel aria-hidden="true" className="size-5 text-brass-700 dark:text-brass-300" />
          Confirm your bid
        </h2>
        <p className="mt-3">
          Lot {lot.lotNumber}: {lot.title}
        </p>
        <p className="mt-2 text-2xl font-semibold tabular-nums">Your maximum: {amount}</p>
        {lot.per_unit && <p className="mt-1 font-medium tabular-nums">{perUnitWorking(lot, amountCents)}</p>}
        <p className="mt-2 text-sm text-slate-700 dark:text-slate-300">
          We bid for you only as much as needed to keep you in the lead, up to {amount}. A winning bid is
          binding.
        </p>
        {lot.currentBid !== null && (
          <p className="mt-2 text-sm text-slate-700 dark:text-slate-300">
            The current price is {formatDollars(lot.currentBid)}. If you win for less than your maximum, you
            pay less.
          </p>
        )}
        <div className="mt-4">
          <AllInCost
            hammerCents={amountCents}
            lot={lot}
            auction={auction}
            heading={`If you win at your maximum of ${amount}, you pay at most`}
          />
        </div>
        <div className="mt-5 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="secondary" size="lg" onClick={onCancel} disabled={isSending}>
            Cancel
          </Button>
          <Button data-autofocus variant="accent" size="lg" loading={isSending} onClick={onConfirm}>
            Confirm bid
          </Button>
        </div>
      </div>
    </div>,
    document.body,
  );
}

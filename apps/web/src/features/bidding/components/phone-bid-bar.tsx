import type { Lot } from '@auction/contracts';
import { Gavel } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { Countdown } from '../../../lib/countdown/countdown';
import { formatDollars } from '../../../lib/money';

export const BID_PANEL_ID = 'bid-panel';

/**
 * On phones the bid panel sits below the photos: this bar keeps the price, the time left and a
 * way to the panel at the bottom of the screen while the panel itself is out of view.
 */
export function PhoneBidBar({ lot }: { lot: Lot }) {
  const [panelInView, setPanelInView] = useState(false);
  const isOpen = lot.status === 'open';

  useEffect(() => {
    const panel = document.getElementById(BID_PANEL_ID);
    if (!isOpen || !panel || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(([entry]) => setPanelInView(entry?.isIntersecting ?? false));
    observer.observe(panel);
    return () => observer.disconnect();
  }, [isOpen]);

  if (!isOpen || panelInView) return null;

  function goToPanel() {
    const panel = document.getElementById(BID_PANEL_ID);
    panel?.scrollIntoView({ behavior: 'smooth', block: 'center' });
    panel?.querySelector<HTMLElement>('input, a, button')?.focus({ preventScroll: true });
  }

  const hasBids = lot.bidCount > 0 && lot.currentBid !== null;
  return (
    <div className="fixed inset-x-0 bottom-0 z-30 border-t border-slate-200 bg-white/95 px-4 py-2.5 shadow-[0_-4px_12px_rgba(0,0,0,0.08)] backdrop-blur lg:hidden dark:border-slate-800 dark:bg-slate-900/95">
      {/* Wraps at large text sizes: the button goes under the price rather than squeezing it. */}
      <div className="mx-auto flex max-w-xl flex-wrap items-center justify-between gap-x-3 gap-y-2">
        <div className="min-w-0 text-sm">
          <p className="font-semibold break-words tabular-nums">
            {hasBids ? 'Current bid' : 'Starting bid'}{' '}
            {formatDollars(hasBids ? (lot.currentBid ?? 0) : lot.startingBid)}
          </p>
          {lot.endDate && (
            // The panel's own countdown is the one screen readers hear; this copy is for the eye.
            <div aria-hidden="true">
              <Countdown
                to={lot.endDate}
                verb="closes"
                subject={`Lot ${lot.lotNumber}`}
                className="text-xs text-harbour-800 dark:text-harbour-200"
              />
            </div>
          )}
        </div>
        <Button variant="accent" onClick={goToPanel} className="ml-auto shrink-0">
          <Gavel aria-hidden="true" className="size-4" />
          Bid now
        </Button>
      </div>
    </div>
  );
}

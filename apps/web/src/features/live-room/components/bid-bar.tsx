import type { Auction, LiveSnapshot } from '@auction/contracts';
import { clsx } from 'clsx';
import { highBidText, lotStateOf, priceLineOf, standingText, viewerStandingOf } from '../live-room-state';
import { BidPanel } from './bid-panel';

/**
 * The bidder's standing and the Bid button. On a phone they stay at the bottom of the screen with
 * the asking price, the high bid and a fair warning repeated beside them, so nothing needs
 * scrolling to bid and the bar never hides the asking price.
 */
export function BidBar({ room, auction }: { room: LiveSnapshot; auction: Auction | undefined }) {
  const standing = viewerStandingOf(room);
  const state = lotStateOf(room);
  const lot = room.current_lot;
  const high = lot?.high_bid ?? null;
  const leads = standing === 'high' || standing === 'won' || standing === 'choosing';
  return (
    <div className="fixed inset-x-0 bottom-0 z-30 border-t border-slate-200 bg-white/95 p-3 pb-[max(0.75rem,env(safe-area-inset-bottom))] shadow-[0_-4px_12px_rgba(0,0,0,0.08)] backdrop-blur lg:static lg:border-0 lg:bg-transparent lg:p-0 lg:shadow-none lg:backdrop-blur-none dark:border-slate-700 dark:bg-slate-950/95 lg:dark:bg-transparent">
      <div className="mx-auto max-w-xl space-y-2 lg:max-w-none">
        {/* Wraps at large text sizes, so the standing is never cut short ("Outb…"). */}
        <div className="flex flex-wrap items-center justify-between gap-x-2 gap-y-1 lg:block">
          {/* Repeats what the lot card says, for a phone scrolled past it: the bar never hides the asking price. */}
          <p aria-hidden="true" className="min-w-0 text-sm break-words lg:hidden">
            {state.tone === 'warning' && (
              <span className="mr-2 rounded bg-amber-400 px-1.5 py-0.5 font-bold text-amber-950">
                {state.text}
              </span>
            )}
            {lot && (
              <>
                <span className="mr-3">
                  {priceLineOf(lot).short}{' '}
                  <strong className="text-base tabular-nums">{priceLineOf(lot).amount}</strong>
                </span>
                <span className="text-slate-600 dark:text-slate-300">
                  {high ? (
                    <>
                      High <strong className="tabular-nums">{highBidText(high)}</strong>
                    </>
                  ) : (
                    'No bids yet'
                  )}
                </span>
              </>
            )}
          </p>
          <p role="status" className="max-w-full empty:hidden">
            {standing && (
              <span
                className={clsx(
                  'block rounded-lg px-3 py-1 text-center text-sm font-semibold lg:py-2 lg:text-base',
                  leads
                    ? 'bg-emerald-100 text-emerald-900 dark:bg-emerald-900/50 dark:text-emerald-100'
                    : 'bg-red-100 text-red-900 dark:bg-red-900/60 dark:text-red-100',
                )}
              >
                {standingText[standing]}
              </span>
            )}
          </p>
        </div>
        <BidPanel room={room} auction={auction} />
      </div>
    </div>
  );
}

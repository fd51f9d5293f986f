import type { LiveBid } from '@auction/contracts';
import { clsx } from 'clsx';
import { bidWhere, formatPrice } from '../display-state';

interface Props {
  high: LiveBid | null;
  bidCount: number;
  /** The internet bid that just landed, while it is highlighted. */
  flash: LiveBid | null;
}

/** The high bid, where it is (INTERNET / FLOOR, with the paddle) and how many bids the lot has had. */
export function HighBidPanel({ high, bidCount, flash }: Props) {
  return (
    <section
      aria-label="High bid"
      data-flash={flash ? 'internet' : undefined}
      className={clsx(
        'rounded-xl border-4 px-4 py-3',
        // The highlight comes at once (no fade to wait for); only the badge pulses, if motion is welcome.
        flash ? 'border-cyan-300 bg-cyan-900 ring-8 ring-cyan-300/40' : 'border-transparent bg-white/10',
      )}
    >
      <div className="flex flex-wrap items-baseline justify-between gap-x-6 gap-y-1">
        <p className="text-[clamp(1rem,min(2vw,3vh),2.25rem)] font-bold tracking-[0.2em] text-white/70 uppercase">
          High bid
        </p>
        {/* Announced, and drawn as a badge, while the highlight lasts. */}
        <p role="status" aria-label="New internet bid">
          {flash ? (
            <span className="inline-block rounded-full bg-cyan-300 px-4 py-1 text-[clamp(1rem,min(2vw,3vh),2rem)] font-black text-black uppercase motion-safe:animate-pulse">
              New internet bid {formatPrice(flash.amount)}
            </span>
          ) : null}
        </p>
        <p className="text-[clamp(1.25rem,min(2.5vw,4vh),2.75rem)] font-bold text-white/85 tabular-nums">
          {bidCount === 1 ? '1 bid' : `${bidCount} bids`}
        </p>
      </div>
      {high ? (
        <p className="flex flex-wrap items-baseline gap-x-6 leading-tight">
          <span className="text-[clamp(2.5rem,min(6.5vw,10vh),8.5rem)] font-black tabular-nums">
            {formatPrice(high.amount)}
          </span>
          <span
            className={clsx(
              'text-[clamp(1.5rem,min(3.6vw,6vh),5rem)] font-black tracking-wide',
              high.source === 'internet' ? 'text-cyan-300' : 'text-emerald-300',
            )}
          >
            {bidWhere(high)}
          </span>
        </p>
      ) : (
        <p className="text-[clamp(2rem,min(5vw,8vh),6rem)] font-black text-white/60">No bids yet</p>
      )}
    </section>
  );
}

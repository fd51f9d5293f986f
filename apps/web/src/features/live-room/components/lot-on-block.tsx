import type { Auction, LiveSnapshot } from '@auction/contracts';
import { clsx } from 'clsx';
import { ImageOff } from 'lucide-react';
import {
  choiceLineOf,
  formatLiveAmount,
  type GroupedLotShare,
  groupedLineOf,
  groupedSharesOf,
  highBidText,
  type LotStateTone,
  lotStateOf,
  perUnitLineOf,
  priceLineOf,
} from '../live-room-state';
import { BidBar } from './bid-bar';

const toneClasses: Record<LotStateTone, string> = {
  open: 'bg-emerald-100 text-emerald-900 dark:bg-emerald-900/50 dark:text-emerald-100',
  warning:
    'bg-amber-400 text-amber-950 ring-4 ring-amber-300/60 dark:bg-amber-400 dark:text-amber-950 dark:ring-amber-500/40',
  sold: 'bg-harbour-800 text-white dark:bg-harbour-300 dark:text-harbour-950',
  quiet: 'bg-slate-200 text-slate-800 dark:bg-slate-700 dark:text-slate-100',
};

function LotPicture({ image, title }: { image: string | null; title: string }) {
  if (!image) {
    return (
      <div className="flex aspect-square w-24 shrink-0 items-center justify-center rounded-lg bg-slate-100 sm:w-36 dark:bg-slate-800">
        <ImageOff aria-hidden="true" className="size-6 text-slate-400" />
      </div>
    );
  }
  return (
    <img src={image} alt={title} className="aspect-square w-24 shrink-0 rounded-lg object-cover sm:w-36" />
  );
}

/** A grouped lot's lots, each with its part of the hammer once it has fallen. */
function GroupedLots({ lots }: { lots: GroupedLotShare[] }) {
  return (
    <ul
      aria-label="Lots sold together"
      className="mt-1 space-y-0.5 text-sm text-slate-700 dark:text-slate-200"
    >
      {lots.map((entry) => (
        <li key={entry.lot_id} className="flex justify-between gap-3">
          <span className="min-w-0 break-words">
            Lot {entry.lot_number}: {entry.title}
          </span>
          {entry.share !== null && (
            <span className="shrink-0 font-semibold tabular-nums">{formatLiveAmount(entry.share)}</span>
          )}
        </li>
      ))}
    </ul>
  );
}

function NoLot({ room }: { room: LiveSnapshot }) {
  const text =
    room.sale_status === 'ended'
      ? 'The sale has ended. Thank you for bidding with us.'
      : room.sale_status === 'not_started'
        ? 'The sale has not started yet. The first lot appears here when the auctioneer opens it.'
        : 'The next lot appears here as soon as the auctioneer opens it.';
  return <p className="text-sm text-slate-600 dark:text-slate-300">{text}</p>;
}

/**
 * The lot on the block: picture, number, title, the asking price, the high bid and the Bid button.
 * On a phone the asking price comes right under the lot's state, so the fixed Bid bar below never
 * covers it.
 */
export function LotOnBlock({ room, auction }: { room: LiveSnapshot; auction: Auction | undefined }) {
  const lot = room.current_lot;
  const state = lotStateOf(room);
  const choice = lot && (choiceLineOf(lot) ?? groupedLineOf(lot));
  const grouped = groupedSharesOf(room);
  const perUnit = lot && perUnitLineOf(lot);
  return (
    <section
      aria-label="Lot on the block"
      className="flex flex-col gap-4 rounded-xl border border-slate-200 bg-white p-4 shadow-sm dark:border-slate-700 dark:bg-slate-900"
    >
      <p
        role="status"
        className={clsx(
          'self-start font-bold tracking-wide',
          // A fair warning (or a pause) spans the card: the hammer is about to fall.
          state.tone === 'warning'
            ? 'block w-full rounded-lg py-2 text-center text-xl uppercase'
            : 'inline-block rounded-full px-3 py-1 text-sm',
          toneClasses[state.tone],
        )}
      >
        {state.text}
      </p>
      {lot ? (
        <>
          <div className="flex gap-3 max-lg:order-2 sm:gap-4">
            <LotPicture image={lot.image} title={lot.title} />
            <div className="min-w-0">
              <p className="text-sm font-semibold text-brass-700 uppercase dark:text-brass-300">
                Lot {lot.lot_number}
              </p>
              <h2 className="text-lg leading-snug font-semibold sm:text-xl">{lot.title}</h2>
              {choice && (
                <p className="mt-1 text-sm font-semibold text-harbour-800 dark:text-harbour-200">{choice}</p>
              )}
              {grouped.length > 0 && <GroupedLots lots={grouped} />}
              <p className="mt-1 line-clamp-3 text-sm text-slate-600 sm:line-clamp-none dark:text-slate-300">
                {lot.description}
              </p>
            </div>
          </div>
          <dl className="grid grid-cols-2 gap-3 break-words max-lg:order-1">
            <div>
              <dt className="text-xs font-medium text-slate-500 uppercase dark:text-slate-400">
                {priceLineOf(lot).label}
              </dt>
              <dd className="text-3xl font-bold tabular-nums">{priceLineOf(lot).amount || '—'}</dd>
              {perUnit && <dd className="text-sm font-semibold tabular-nums">{perUnit}</dd>}
            </div>
            <div>
              <dt className="text-xs font-medium text-slate-500 uppercase dark:text-slate-400">High bid</dt>
              <dd className="text-base font-semibold tabular-nums">
                {lot.high_bid ? highBidText(lot.high_bid) : 'No bids yet'}
              </dd>
              <dd className="text-xs text-slate-500 dark:text-slate-400">
                {lot.bid_count} {lot.bid_count === 1 ? 'bid' : 'bids'}
              </dd>
            </div>
          </dl>
        </>
      ) : (
        <NoLot room={room} />
      )}
      <BidBar room={room} auction={auction} />
    </section>
  );
}

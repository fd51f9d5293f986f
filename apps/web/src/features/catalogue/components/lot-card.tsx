import type { Lot } from '@auction/contracts';
import { ImageOff } from 'lucide-react';
import { Link } from 'react-router';
import { Countdown } from '../../../lib/countdown/countdown';
import { formatDollars } from '../../../lib/money';
import { lotPath } from '../catalogue-paths';
import { pictureSizes } from '../picture-sizes';
import { CoverImage } from './cover-image';
import { LotStatusBadge } from './status-badge';

/** The price line of a lot: sold price, current bid, or the starting bid before any bid. */
export function lotPriceLine(lot: Lot): { label: string; amount: string | null } {
  if (lot.status === 'sold' && lot.currentBid !== null)
    return { label: 'Sold for', amount: formatDollars(lot.currentBid) };
  if (lot.status === 'passed') return { label: 'Passed', amount: null };
  if (lot.status === 'withdrawn') return { label: 'Withdrawn', amount: null };
  if (lot.currentBid !== null && lot.bidCount > 0)
    return { label: 'Current bid', amount: formatDollars(lot.currentBid) };
  return { label: 'Starting bid', amount: formatDollars(lot.startingBid) };
}

export function bidCountText(count: number): string {
  return count === 1 ? '1 bid' : `${count} bids`;
}

/** One lot in a grid: thumbnail, lot number, title, price, bid count and its own countdown. */
export function LotCard({ lot }: { lot: Lot }) {
  const price = lotPriceLine(lot);
  const isBiddable = lot.status === 'open' || lot.status === 'upcoming';
  return (
    <article className="flex w-full flex-col overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm dark:border-slate-800 dark:bg-slate-900">
      <CoverImage
        src={lot.images[0]?.thumb}
        variants={lot.images[0]}
        sizes={pictureSizes.lotCard}
        alt=""
        icon={ImageOff}
      />
      <div className="flex flex-1 flex-col gap-2 p-3 sm:p-4">
        <div className="flex items-center justify-between gap-2">
          <span className="text-sm font-semibold text-brass-700 dark:text-brass-300">
            Lot {lot.lotNumber}
          </span>
          {lot.status !== 'open' && <LotStatusBadge status={lot.status} />}
        </div>
        <h3 className="line-clamp-2 leading-snug font-semibold">
          <Link to={lotPath(lot)} className="hover:underline">
            <span className="sr-only">Lot {lot.lotNumber}: </span>
            {lot.title}
          </Link>
        </h3>
        <div className="mt-auto space-y-1 pt-1 text-sm">
          <p className="flex flex-wrap items-baseline justify-between gap-x-2">
            <span className="text-slate-600 dark:text-slate-300">{price.label}</span>
            {price.amount && <span className="text-base font-semibold tabular-nums">{price.amount}</span>}
          </p>
          <p className="text-slate-600 dark:text-slate-300">{bidCountText(lot.bidCount)}</p>
          {isBiddable && lot.endDate && (
            <Countdown
              to={lot.endDate}
              verb="closes"
              subject={`Lot ${lot.lotNumber}`}
              className="text-harbour-800 dark:text-harbour-200"
            />
          )}
        </div>
      </div>
    </article>
  );
}

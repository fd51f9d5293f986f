import type { Auction } from '@auction/contracts';
import { CalendarClock, CalendarDays, Gavel, Package } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { CoverImage } from '../../../components/catalogue/cover-image';
import { pictureSizes } from '../../../components/catalogue/picture-sizes';
import { auctionPath } from '../../../lib/catalogue-paths';
import { formatCount, formatSaleTime } from '../../../lib/format';
import { staggeredClosing } from '../sale-closing';
import { AuctionCountdown } from './auction-countdown';
import { AuctionStatusBadge } from './status-badge';

/**
 * One auction in a list: cover, title, dates in Halifax time (to the last lot's close, and when the
 * closing begins, for a staggered sale), lot count and countdown. The first card of a page is its
 * priority: its cover loads first.
 */
export function AuctionCard({
  auction,
  footer,
  priority = false,
}: {
  auction: Auction;
  footer?: ReactNode;
  priority?: boolean;
}) {
  const staggered = staggeredClosing(auction);
  return (
    <article className="flex flex-col overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm dark:border-slate-800 dark:bg-slate-900">
      <CoverImage
        src={auction.image}
        variants={auction.image_variants}
        sizes={pictureSizes.auctionCard}
        alt=""
        icon={Gavel}
        priority={priority}
      />
      <div className="flex flex-1 flex-col gap-3 p-4">
        <div className="flex flex-wrap items-center gap-2">
          <AuctionStatusBadge status={auction.status} />
          <span className="text-xs font-medium text-slate-500 uppercase dark:text-slate-400">
            {auction.type === 'live' ? 'Live webcast' : 'Timed online'}
          </span>
        </div>
        <h3 className="text-lg leading-snug font-semibold">
          <Link to={auctionPath(auction)} className="hover:underline">
            {auction.title}
          </Link>
        </h3>
        <dl className="space-y-1 text-sm text-slate-600 dark:text-slate-300">
          <div className="flex items-start gap-2">
            <dt className="sr-only">Dates</dt>
            <CalendarDays aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
            <dd>
              {formatSaleTime(auction.startDate)} – {formatSaleTime(staggered?.last ?? auction.endDate)}
            </dd>
          </div>
          {staggered && (
            <div className="flex items-start gap-2">
              <dt className="sr-only">Closing</dt>
              <CalendarClock aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
              <dd>Begins closing {formatSaleTime(staggered.first)}</dd>
            </div>
          )}
          <div className="flex items-center gap-2">
            <dt className="sr-only">Lots</dt>
            <Package aria-hidden="true" className="size-4 shrink-0" />
            <dd>
              {formatCount(auction.totalLots)} {auction.totalLots === 1 ? 'lot' : 'lots'}
            </dd>
          </div>
        </dl>
        <div className="mt-auto flex flex-wrap items-center justify-between gap-2 pt-2 text-sm">
          <AuctionCountdown auction={auction} className="text-harbour-800 dark:text-harbour-200" />
          {footer}
        </div>
      </div>
    </article>
  );
}

import type { Lot, LotAuctionSummary } from '@auction/contracts';
import { ImageOff } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { auctionPath, lotPath } from '../../lib/catalogue-paths';

/** A lot's thumbnail, number, title (linking to the lot) and the auction it is in. */
export function LotSummary({
  lot,
  auction,
  badge,
  showAuction = true,
  headingLevel = 3,
  children,
}: {
  lot: Lot;
  auction: LotAuctionSummary;
  badge?: ReactNode;
  /** Off where the auction already heads the list. */
  showAuction?: boolean;
  /** 4 where the lot sits under an auction's own heading. */
  headingLevel?: 3 | 4;
  /** More about the lot, under its title. */
  children?: ReactNode;
}) {
  const thumb = lot.images[0]?.thumb;
  const Heading = headingLevel === 4 ? 'h4' : 'h3';
  return (
    <div className="flex min-w-0 gap-3">
      <div className="size-16 shrink-0 overflow-hidden rounded-lg bg-slate-100 sm:size-20 dark:bg-slate-800">
        {thumb ? (
          <img src={thumb} alt="" loading="lazy" decoding="async" className="size-full object-cover" />
        ) : (
          <div className="flex size-full items-center justify-center text-slate-400 dark:text-slate-500">
            <ImageOff aria-hidden="true" className="size-6" />
          </div>
        )}
      </div>
      <div className="min-w-0 flex-1">
        <div className="flex flex-wrap items-center gap-x-2 gap-y-1">
          <span className="text-sm font-semibold text-brass-700 dark:text-brass-300">
            Lot {lot.lotNumber}
          </span>
          {badge}
        </div>
        {/* Both links are at least 24 px tall (WCAG 2.5.8), and 44 px on a phone, where a thumb taps them. */}
        <Heading className="mt-0.5 font-semibold">
          <Link to={lotPath(lot)} className="line-clamp-2 leading-6 hover:underline max-sm:py-2.5">
            <span className="sr-only">Lot {lot.lotNumber}: </span>
            {lot.title}
          </Link>
        </Heading>
        {showAuction && (
          <Link
            to={auctionPath(auction)}
            className="block truncate text-sm leading-6 text-slate-600 hover:underline max-sm:py-2.5 dark:text-slate-300"
          >
            {auction.title}
          </Link>
        )}
        {children}
      </div>
    </div>
  );
}

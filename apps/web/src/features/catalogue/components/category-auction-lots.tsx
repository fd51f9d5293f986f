import type { Auction, Category } from '@auction/contracts';
import { useQuery } from '@tanstack/react-query';
import { ArrowRight } from 'lucide-react';
import { Link } from 'react-router';
import { auctionPath } from '../../../lib/catalogue-paths';
import { formatSaleTime } from '../../../lib/format';
import { auctionLotsQuery } from '../api/catalogue-queries';
import { staggeredClosing } from '../sale-closing';
import { AuctionCountdown } from './auction-countdown';
import { LotCard } from './lot-card';

const LOTS_SHOWN = 4;

/** One auction's lots of a category still to be sold, ending soonest first, with a link to all of them. */
export function CategoryAuctionLots({ auction, category }: { auction: Auction; category: Category }) {
  const lots = useQuery(
    auctionLotsQuery(auction.id, {
      category: category.slug,
      sort: 'ending_soonest',
      // Only what is still to be sold: a sale whose closing has begun would lead with its passed lots.
      state: 'open',
      page: 1,
      per_page: LOTS_SHOWN,
    }),
  );
  const total = lots.data?.meta.total ?? 0;
  if (lots.isPending || total === 0) return null;
  const allLots = `${auctionPath(auction)}?category=${encodeURIComponent(category.slug)}`;
  return (
    <section aria-labelledby={`auction-${auction.id}`} className="py-6">
      <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
        <h2 id={`auction-${auction.id}`} className="text-xl font-semibold">
          <Link to={auctionPath(auction)} className="hover:underline">
            {auction.title}
          </Link>
        </h2>
        <AuctionCountdown auction={auction} className="text-sm text-harbour-800 dark:text-harbour-200" />
      </div>
      <p className="mt-1 text-sm text-slate-600 dark:text-slate-300">
        {formatSaleTime(auction.startDate)} –{' '}
        {formatSaleTime(staggeredClosing(auction)?.last ?? auction.endDate)}
      </p>
      <ul className="mt-4 grid grid-cols-2 gap-3 sm:gap-6 lg:grid-cols-4">
        {lots.data?.data.map((lot) => (
          <li key={lot.id} className="flex">
            <LotCard lot={lot} />
          </li>
        ))}
      </ul>
      {total > LOTS_SHOWN && (
        <Link
          to={allLots}
          className="mt-4 inline-flex items-center gap-1 text-sm font-semibold text-harbour-700 hover:underline dark:text-harbour-300"
        >
          See all {total} open lots in {category.name}
          <span className="sr-only"> in {auction.title}</span>
          <ArrowRight aria-hidden="true" className="size-4" />
        </Link>
      )}
    </section>
  );
}

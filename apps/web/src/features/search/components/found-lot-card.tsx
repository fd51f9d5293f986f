import type { FoundLot } from '@auction/contracts';
import { Link } from 'react-router';
import { auctionPath } from '../../../lib/catalogue-paths';
import { LotCard } from '../../catalogue/public';

/** A lot found by a search: the auction page's lot card, and the sale it is in. */
export function FoundLotCard({ lot }: { lot: FoundLot }) {
  return (
    <div className="flex w-full flex-col gap-1">
      <LotCard lot={lot} />
      <p className="px-1 text-sm text-slate-600 dark:text-slate-300">
        In{' '}
        <Link
          to={auctionPath(lot.auction)}
          className="inline-flex min-h-11 items-center font-medium text-harbour-800 underline-offset-2 hover:underline dark:text-harbour-200"
        >
          {lot.auction.title}
        </Link>
      </p>
    </div>
  );
}

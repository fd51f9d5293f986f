import type { Auction } from '@auction/contracts';
import { Link } from 'react-router';
import { formatSaleTime } from '../../../lib/format';
import { AuctionActions } from './auction-actions';
import { AuctionStatusBadge } from './auction-status-badge';

const cell = 'block px-4 py-1 md:table-cell md:py-3 md:align-top';
const phoneLabel = 'mr-1 font-medium text-slate-500 md:hidden dark:text-slate-400';

/** Every auction as a table row; on phones each row stands as a card. */
export function AuctionTable({ auctions }: { auctions: Auction[] }) {
  return (
    <table className="block w-full text-sm md:table md:rounded-xl md:border md:border-slate-200 md:bg-white md:shadow-sm dark:md:border-slate-800 dark:md:bg-slate-900">
      <caption className="sr-only">Auctions</caption>
      <thead className="sr-only md:not-sr-only md:table-header-group">
        <tr className="border-b border-slate-200 text-left text-slate-600 dark:border-slate-800 dark:text-slate-400">
          <th scope="col" className="px-4 py-3 font-semibold">
            Auction
          </th>
          <th scope="col" className="px-4 py-3 font-semibold">
            Status
          </th>
          <th scope="col" className="px-4 py-3 font-semibold">
            Dates (Halifax time)
          </th>
          <th scope="col" className="px-4 py-3 text-right font-semibold">
            Lots
          </th>
          <th scope="col" className="px-4 py-3 font-semibold">
            Actions
          </th>
        </tr>
      </thead>
      <tbody className="block space-y-3 md:table-row-group md:space-y-0">
        {auctions.map((auction) => (
          <tr
            key={auction.id}
            className="block rounded-xl border border-slate-200 bg-white py-3 shadow-sm md:table-row md:rounded-none md:border-0 md:border-b md:py-0 md:shadow-none md:last:border-b-0 dark:border-slate-800 dark:bg-slate-900"
          >
            <th scope="row" className={`${cell} text-left font-normal`}>
              <Link
                to={`/admin/auctions/${auction.id}/edit`}
                className="font-semibold text-slate-900 hover:underline dark:text-white"
              >
                {auction.title}
              </Link>
              <span className="block text-slate-600 dark:text-slate-400">
                {auction.type === 'timed' ? 'Timed' : 'Live'}
                {auction.location && ` · ${auction.location}`}
              </span>
            </th>
            <td className={cell}>
              <AuctionStatusBadge status={auction.status} />
            </td>
            <td className={`${cell} text-slate-700 md:whitespace-nowrap dark:text-slate-300`}>
              <span className="block">
                <span className="font-medium text-slate-500 dark:text-slate-400">Starts </span>
                {formatSaleTime(auction.startDate)}
              </span>
              <span className="block">
                <span className="font-medium text-slate-500 dark:text-slate-400">Ends </span>
                {formatSaleTime(auction.endDate)}
              </span>
            </td>
            <td className={`${cell} tabular-nums md:text-right`}>
              <span className={phoneLabel}>Lots</span>
              {auction.totalLots}
            </td>
            <td className={`${cell} pt-3 md:max-w-[19rem] md:pt-3`}>
              <AuctionActions auction={auction} />
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

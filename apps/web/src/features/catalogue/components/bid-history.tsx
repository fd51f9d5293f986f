import type { BidHistoryItem } from '@auction/contracts';
import { formatSaleTime } from '../../../lib/format';
import { formatDollars } from '../../../lib/money';

const noBids: ReadonlySet<string> = new Set();

/**
 * Every bid, newest first, with the bidder's paddle; automatic bids are marked as such, and the
 * signed-in bidder's own (`mine`, by id) say "You" in words, not colour alone.
 */
export function BidHistory({
  bids,
  isOpen,
  mine = noBids,
}: {
  bids: readonly BidHistoryItem[];
  isOpen: boolean;
  mine?: ReadonlySet<string>;
}) {
  if (bids.length === 0) {
    return (
      <p className="text-slate-600 dark:text-slate-300">
        {isOpen ? 'No bids yet. Be the first to bid.' : 'No bids were placed.'}
      </p>
    );
  }
  const newestFirst = [...bids].sort((a, b) => b.seq - a.seq);
  return (
    <div className="overflow-x-auto">
      <table className="w-full text-left text-sm">
        <caption className="sr-only">Bid history, newest first</caption>
        <thead className="text-slate-600 dark:text-slate-300">
          <tr>
            <th scope="col" className="py-2 pr-4 font-medium">
              Bidder
            </th>
            <th scope="col" className="py-2 pr-4 font-medium">
              Amount
            </th>
            <th scope="col" className="py-2 font-medium">
              Time
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-200 dark:divide-slate-800">
          {newestFirst.map((bid) => (
            <tr
              key={bid.id}
              className={mine.has(bid.id) ? 'bg-harbour-50 dark:bg-harbour-950/60' : undefined}
            >
              <td className="py-2 pr-4 whitespace-nowrap">
                {bid.bidder}
                {mine.has(bid.id) && (
                  <span className="ml-2 rounded bg-harbour-700 px-1.5 py-0.5 text-xs font-semibold text-white dark:bg-harbour-300 dark:text-harbour-950">
                    You
                  </span>
                )}
                {bid.kind === 'proxy' && (
                  <span className="ml-2 text-xs text-slate-500 dark:text-slate-400">automatic</span>
                )}
              </td>
              <td className="py-2 pr-4 font-semibold whitespace-nowrap tabular-nums">
                {formatDollars(bid.amount)}
              </td>
              <td className="py-2 text-slate-600 dark:text-slate-300">{formatSaleTime(bid.created_at)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

import type { RecentBid } from '@auction/contracts';
import { Card } from '../../../components/ui/card';
import { formatCents } from '../../../lib/money';
import { formatBidTime } from '../sale-format';

const th =
  'px-3 py-2 text-left text-xs font-semibold tracking-wide text-slate-600 uppercase dark:text-slate-400';
const td = 'px-3 py-2 text-sm align-top';

/** The latest bids of the sale, newest first; automatic bids placed up to a maximum say so. */
export function RecentBids({ bids }: { bids: RecentBid[] }) {
  return (
    <Card className="overflow-hidden">
      <h2 id="recent-bids-heading" className="px-4 pt-4 text-lg font-semibold sm:px-5 sm:pt-5">
        Latest bids
      </h2>
      {bids.length === 0 ? (
        <p className="p-4 text-sm text-slate-600 sm:p-5 dark:text-slate-400">No bids yet.</p>
      ) : (
        <div className="mt-2 overflow-x-auto">
          <table aria-labelledby="recent-bids-heading" className="w-full">
            <thead className="bg-slate-50 dark:bg-slate-800/50">
              <tr>
                <th scope="col" className={th}>
                  Time
                </th>
                <th scope="col" className={th}>
                  Lot
                </th>
                <th scope="col" className={th}>
                  Paddle
                </th>
                <th scope="col" className={`${th} hidden sm:table-cell`}>
                  Bidder
                </th>
                <th scope="col" className={`${th} text-right`}>
                  Amount
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-100 dark:divide-slate-800">
              {bids.map((bid) => (
                <tr key={bid.id}>
                  <td className={`${td} whitespace-nowrap tabular-nums`}>
                    <time dateTime={bid.created_at}>{formatBidTime(bid.created_at)}</time>
                  </td>
                  <td className={`${td} max-w-[20rem]`}>
                    <span className="block truncate">
                      <span className="font-medium">{bid.lot_number}</span>
                      <span className="hidden text-slate-600 md:inline dark:text-slate-400">
                        {' '}
                        · {bid.lot_title}
                      </span>
                    </span>
                  </td>
                  <td className={`${td} tabular-nums`}>{bid.paddle_number ?? '—'}</td>
                  <td className={`${td} hidden sm:table-cell`}>{bid.bidder_name}</td>
                  <td className={`${td} text-right whitespace-nowrap tabular-nums`}>
                    <span className="font-semibold">{formatCents(bid.amount_cents)}</span>
                    {bid.kind === 'proxy' && (
                      <span className="block text-xs text-slate-500 dark:text-slate-400">auto bid</span>
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </Card>
  );
}

import type { TopLot } from '@auction/contracts';
import { Link } from 'react-router';
import { Card } from '../../../components/ui/card';
import { formatCents } from '../../../lib/money';

function TopLotList({
  title,
  lots,
  figure,
}: {
  title: string;
  lots: TopLot[];
  figure: (lot: TopLot) => string;
}) {
  const headingId = `top-lots-${title.toLowerCase().replace(/\s+/g, '-')}`;
  return (
    <Card className="p-4 sm:p-5">
      <section aria-labelledby={headingId}>
        <h2 id={headingId} className="text-lg font-semibold">
          {title}
        </h2>
        {lots.length === 0 ? (
          <p className="mt-3 text-sm text-slate-600 dark:text-slate-400">No bids yet.</p>
        ) : (
          <ol className="mt-3 divide-y divide-slate-100 dark:divide-slate-800">
            {lots.map((lot, index) => (
              <li key={lot.id} className="flex items-baseline gap-3 py-2 text-sm">
                <span className="w-5 shrink-0 text-right text-slate-500 tabular-nums dark:text-slate-400">
                  {index + 1}.
                </span>
                <Link
                  to={`/lots/${lot.id}`}
                  className="min-w-0 flex-1 truncate font-medium text-harbour-800 hover:underline dark:text-harbour-200"
                >
                  Lot {lot.lot_number}: {lot.title}
                </Link>
                <span className="shrink-0 font-semibold tabular-nums">{figure(lot)}</span>
              </li>
            ))}
          </ol>
        )}
      </section>
    </Card>
  );
}

const bidsText = (lot: TopLot) => `${lot.bid_count} ${lot.bid_count === 1 ? 'bid' : 'bids'}`;

/** The lots drawing the most bidding and the highest prices. */
export function TopLots({ byBids, byPrice }: { byBids: TopLot[]; byPrice: TopLot[] }) {
  return (
    <div className="grid grid-cols-1 gap-4 lg:grid-cols-2">
      <TopLotList title="Most bids" lots={byBids} figure={bidsText} />
      <TopLotList
        title="Highest bids"
        lots={byPrice}
        figure={(lot) => formatCents(lot.current_bid_cents ?? 0)}
      />
    </div>
  );
}

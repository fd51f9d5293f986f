import type { WonLot } from '@auction/contracts';
import { MapPin, Trophy } from 'lucide-react';
import { Link } from 'react-router';
import { LotSummary } from '../../../components/my-lots/lot-summary';
import { auctionPath } from '../../../lib/catalogue-paths';
import { formatSaleTime } from '../../../lib/format';
import { formatDollars } from '../../../lib/money';
import { groupByAuction } from '../../../lib/my-lots';
import { DashboardSection, SectionMessage } from './dashboard-section';

const shownWonLots = 10;
const percent = (basisPoints: number) => `${Number((basisPoints / 100).toFixed(2))}%`;

/** The lines that add up to the total, so the bidder can check it. */
export function wonLotCostText(won: WonLot): string {
  return `${formatDollars(won.hammer_price)} hammer + ${formatDollars(won.buyers_premium)} buyer's premium + ${formatDollars(won.hst)} HST (${percent(won.hst_rate_bp)})`;
}

function WonLotRow({ won }: { won: WonLot }) {
  return (
    <li className="py-3">
      <LotSummary lot={won.lot} auction={won.auction} showAuction={false} headingLevel={4}>
        <div className="mt-1 text-sm">
          <p>
            <span className="text-slate-600 dark:text-slate-300">Total all in </span>
            <span className="text-base font-semibold tabular-nums">{formatDollars(won.total)}</span>
          </p>
          <p className="text-slate-600 dark:text-slate-300">{wonLotCostText(won)}</p>
          {won.closed_at && (
            <p className="text-slate-600 dark:text-slate-300">Won {formatSaleTime(won.closed_at)}</p>
          )}
          {won.invoice_id && (
            <p>
              <Link
                to={`/invoices/${won.invoice_id}`}
                className="tap-target font-semibold text-harbour-800 underline dark:text-harbour-200"
              >
                See the invoice for lot {won.lot.lotNumber}
              </Link>
            </p>
          )}
        </div>
      </LotSummary>
    </li>
  );
}

/** Lots knocked down to the bidder, newest first, by auction with where to collect them. */
export function WonLotsSection({ lots, isError }: { lots: WonLot[] | undefined; isError: boolean }) {
  return (
    <DashboardSection icon={Trophy} title="Lots won">
      {isError ? (
        <SectionMessage>
          Your won lots could not be loaded. Check your connection and try again.
        </SectionMessage>
      ) : !lots ? (
        <SectionMessage>Loading your won lots…</SectionMessage>
      ) : lots.length === 0 ? (
        <SectionMessage>
          No lots won yet. Lots knocked down to you appear here with their total and pickup details.
        </SectionMessage>
      ) : (
        <div className="space-y-6">
          {groupByAuction(lots.slice(0, shownWonLots)).map(({ auction, items }) => (
            <div key={auction.id}>
              <h3 className="font-semibold">
                <Link to={auctionPath(auction)} className="tap-target hover:underline">
                  {auction.title}
                </Link>
              </h3>
              {auction.pickup_info && (
                <p className="mt-1 flex items-start gap-2 text-sm text-slate-700 dark:text-slate-200">
                  <MapPin
                    aria-hidden="true"
                    className="mt-0.5 size-4 shrink-0 text-harbour-700 dark:text-harbour-300"
                  />
                  <span>
                    <span className="font-semibold">Pickup: </span>
                    {auction.pickup_info}
                  </span>
                </p>
              )}
              <ul className="mt-2 divide-y divide-slate-200 dark:divide-slate-800">
                {items.map((won) => (
                  <WonLotRow key={won.lot.id} won={won} />
                ))}
              </ul>
            </div>
          ))}
          {lots.length > shownWonLots && (
            <p className="text-sm text-slate-600 dark:text-slate-300">
              The {shownWonLots} most recent of {lots.length} lots won.
            </p>
          )}
        </div>
      )}
    </DashboardSection>
  );
}

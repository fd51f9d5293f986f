import type { WonLot } from '@auction/contracts';
import { MapPin, Trophy } from 'lucide-react';
import { formatSaleTime } from '../../../lib/format';
import { formatDollars } from '../../../lib/money';
import { LotSummary } from '../../watchlist/components/lot-summary';
import { DashboardSection, SectionList, SectionMessage } from './dashboard-section';

const shownWonLots = 10;
const percent = (basisPoints: number) => `${Number((basisPoints / 100).toFixed(2))}%`;

/** "$101.57 all in": hammer + buyer's premium + HST, each line shown so the sum can be checked. */
export function wonLotCostLines(won: WonLot): { label: string; amount: string }[] {
  return [
    { label: 'Hammer price', amount: formatDollars(won.hammer_price) },
    { label: "Buyer's premium", amount: formatDollars(won.buyers_premium) },
    { label: `HST (${percent(won.hst_rate_bp)})`, amount: formatDollars(won.hst) },
  ];
}

function WonLotRow({ won }: { won: WonLot }) {
  return (
    <li className="space-y-3 py-4">
      <LotSummary lot={won.lot} auction={won.auction} />
      <div className="rounded-lg bg-slate-50 p-3 text-sm dark:bg-slate-800/60">
        <dl className="space-y-1">
          {wonLotCostLines(won).map((line) => (
            <div key={line.label} className="flex justify-between gap-4">
              <dt className="text-slate-600 dark:text-slate-300">{line.label}</dt>
              <dd className="tabular-nums">{line.amount}</dd>
            </div>
          ))}
          <div className="flex justify-between gap-4 border-t border-slate-200 pt-1 font-semibold dark:border-slate-700">
            <dt>Total all in</dt>
            <dd className="tabular-nums">{formatDollars(won.total)}</dd>
          </div>
        </dl>
        {won.closed_at && (
          <p className="mt-2 text-slate-600 dark:text-slate-300">Won {formatSaleTime(won.closed_at)}</p>
        )}
      </div>
      {won.auction.pickup_info && (
        <p className="flex items-start gap-2 text-sm text-slate-700 dark:text-slate-200">
          <MapPin
            aria-hidden="true"
            className="mt-0.5 size-4 shrink-0 text-harbour-700 dark:text-harbour-300"
          />
          <span>
            <span className="font-semibold">Pickup: </span>
            {won.auction.pickup_info}
          </span>
        </p>
      )}
    </li>
  );
}

/** Lots knocked down to the bidder, newest first, with what they cost in all and where to collect them. */
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
        <>
          <SectionList>
            {lots.slice(0, shownWonLots).map((won) => (
              <WonLotRow key={won.lot.id} won={won} />
            ))}
          </SectionList>
          {lots.length > shownWonLots && (
            <p className="mt-6 text-sm text-slate-600 dark:text-slate-300">
              The {shownWonLots} most recent of {lots.length} lots won.
            </p>
          )}
        </>
      )}
    </DashboardSection>
  );
}

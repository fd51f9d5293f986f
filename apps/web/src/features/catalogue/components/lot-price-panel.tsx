import type { Auction, Lot } from '@auction/contracts';
import { AlertTriangle, Ban, CircleCheck, CircleSlash } from 'lucide-react';
import type { ReactNode } from 'react';
import { AllInCost } from '../../../components/catalogue/all-in-cost';
import { Countdown } from '../../../lib/countdown/countdown';
import { formatTimeOfDay } from '../../../lib/format';
import { bidCountText, perUnitWorking } from '../../../lib/lot-price-line';
import { dollarsToCents, formatCents, formatDollars } from '../../../lib/money';
import { isLotBiddable } from '../lot-pricing';

function StateBanner({
  icon,
  tone,
  children,
}: {
  icon: ReactNode;
  tone: 'grey' | 'amber' | 'green';
  children: ReactNode;
}) {
  const tones = {
    grey: 'bg-slate-100 text-slate-900 dark:bg-slate-800 dark:text-slate-100',
    amber: 'bg-brass-100 text-brass-900 dark:bg-brass-900/60 dark:text-brass-100',
    green: 'bg-emerald-50 text-emerald-900 dark:bg-emerald-900/40 dark:text-emerald-100',
  };
  return (
    <p className={`flex items-center gap-2 rounded-lg px-3 py-2 font-semibold ${tones[tone]}`}>
      {icon}
      {children}
    </p>
  );
}

/**
 * Price, bids, time left and the lot's state, with the bidding controls (`children`) under the
 * countdown; `extendedUntil` is the end of an extension seen live on this page.
 */
export function LotPricePanel({
  lot,
  auction,
  extendedUntil = null,
  children,
}: {
  lot: Lot;
  auction: Auction | undefined;
  extendedUntil?: string | null;
  children?: ReactNode;
}) {
  const iconClass = 'size-5 shrink-0';
  const hasBids = lot.bidCount > 0 && lot.currentBid !== null;
  const isBiddable = isLotBiddable(lot);
  const minimumCents = isBiddable ? dollarsToCents(lot.minimum_next_bid) : null;

  return (
    <div className="space-y-4 rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5 dark:border-slate-800 dark:bg-slate-900">
      {lot.status === 'sold' && lot.currentBid !== null && (
        <StateBanner tone="green" icon={<CircleCheck aria-hidden="true" className={iconClass} />}>
          Sold for {formatDollars(lot.currentBid)}
          {lot.per_unit && ` ${perUnitWorking(lot, dollarsToCents(lot.currentBid))}`}
        </StateBanner>
      )}
      {lot.status === 'passed' && (
        <StateBanner tone="grey" icon={<CircleSlash aria-hidden="true" className={iconClass} />}>
          Passed: this lot did not sell
        </StateBanner>
      )}
      {lot.status === 'withdrawn' && (
        <StateBanner tone="grey" icon={<Ban aria-hidden="true" className={iconClass} />}>
          Withdrawn from the sale
        </StateBanner>
      )}
      {isBiddable && lot.has_reserve && !lot.reserve_met && (
        <StateBanner tone="amber" icon={<AlertTriangle aria-hidden="true" className={iconClass} />}>
          Reserve not met
        </StateBanner>
      )}
      <dl className="grid grid-cols-2 gap-4">
        <div>
          <dt className="text-sm text-slate-600 dark:text-slate-300">
            {lot.status === 'sold'
              ? 'Hammer price'
              : lot.status === 'passed' && hasBids
                ? 'Highest bid'
                : hasBids
                  ? 'Current bid'
                  : 'Starting bid'}
          </dt>
          <dd className="text-2xl font-semibold tabular-nums sm:text-3xl">
            {lot.status === 'passed' && !hasBids
              ? '—'
              : formatDollars(hasBids && lot.currentBid !== null ? lot.currentBid : lot.startingBid)}
            {lot.per_unit && !(lot.status === 'passed' && !hasBids) && (
              <span className="block text-sm font-medium text-slate-700 dark:text-slate-200">
                {perUnitWorking(
                  lot,
                  dollarsToCents(hasBids && lot.currentBid !== null ? lot.currentBid : lot.startingBid),
                )}
              </span>
            )}
          </dd>
        </div>
        <div>
          <dt className="text-sm text-slate-600 dark:text-slate-300">Bids</dt>
          <dd className="text-2xl font-semibold tabular-nums sm:text-3xl">{bidCountText(lot.bidCount)}</dd>
        </div>
        {minimumCents !== null && (
          <div className="col-span-2">
            <dt className="text-sm text-slate-600 dark:text-slate-300">Minimum next bid</dt>
            <dd className="text-lg font-semibold tabular-nums">{formatCents(minimumCents)}</dd>
          </div>
        )}
      </dl>
      {isBiddable && lot.endDate && (
        <Countdown
          to={lot.endDate}
          verb="closes"
          subject={`Lot ${lot.lotNumber}`}
          className="text-base text-harbour-800 dark:text-harbour-200"
        />
      )}
      {lot.status === 'open' && extendedUntil && (
        <p role="status" className="text-sm font-medium text-harbour-800 dark:text-harbour-200">
          Extended: bidding continues until {formatTimeOfDay(extendedUntil)}
        </p>
      )}
      {children}
      {auction && minimumCents !== null && (
        <AllInCost
          hammerCents={minimumCents}
          lot={lot}
          auction={auction}
          headingLevel={2}
          heading={`If you win at the minimum bid of ${formatCents(minimumCents)}, you pay`}
        />
      )}
      {auction && lot.status === 'sold' && lot.currentBid !== null && (
        <AllInCost
          hammerCents={Math.round(lot.currentBid * 100)}
          lot={lot}
          auction={auction}
          headingLevel={2}
          heading="All-in cost at this hammer price"
        />
      )}
    </div>
  );
}

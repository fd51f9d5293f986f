import type { LiveSnapshot } from '@auction/contracts';
import { clsx } from 'clsx';
import { useEffect, useRef } from 'react';
import { livePerUnitWorking } from '../../../lib/lot-price-line';
import { dollarsToCents, formatDollars } from '../../../lib/money';
import { choiceLotNumbers } from '../lib/choice';
import { type GroupedShare, groupedHammerOf, groupedLotNumbers, groupedSharesOf } from '../lib/grouped';
import { bidText, lotStatusText } from '../lib/labels';

const statusTone: Record<NonNullable<LiveSnapshot['current_lot']>['status'], string> = {
  open: 'bg-emerald-100 text-emerald-900 dark:bg-emerald-900/60 dark:text-emerald-100',
  fair_warning: 'bg-brass-200 text-brass-950 dark:bg-brass-700 dark:text-brass-50',
  choosing: 'bg-violet-200 text-violet-950 dark:bg-violet-800 dark:text-violet-50',
  sold: 'bg-harbour-800 text-white dark:bg-harbour-300 dark:text-harbour-950',
  passed: 'bg-slate-200 text-slate-800 dark:bg-slate-700 dark:text-slate-100',
};

/** The lot on the block: what it is, its state, the asking price and where the high bid is. */
export function LotOnBlock({ room }: { room: LiveSnapshot }) {
  const lot = room.current_lot;
  const choiceOf = lot && choiceLotNumbers(lot);
  const groupedOf = lot && groupedLotNumbers(lot);
  const groupHammer = lot && groupedHammerOf(lot);
  // Once a choice lot's hammer falls, its price per lot replaces the asking price.
  const perLot = lot?.status === 'choosing' ? lot.choice?.amount : undefined;
  const perUnit = lot ? livePerUnitWorking(lot, dollarsToCents(lot.asking_price)) : null;
  return (
    <section
      aria-label="Lot on the block"
      className="rounded-xl border border-slate-200 bg-white p-4 dark:border-slate-700 dark:bg-slate-900"
    >
      {!lot ? (
        <p className="text-sm text-slate-600 dark:text-slate-400">
          No lot on the block. Pick one from the lots and open it, or press N for the next lot.
        </p>
      ) : (
        <div className="flex gap-4">
          {lot.image && (
            <img
              src={lot.image}
              alt=""
              className="hidden size-24 shrink-0 rounded-lg object-cover sm:block"
            />
          )}
          <div className="min-w-0 flex-1 space-y-3">
            <div className="flex flex-wrap items-start justify-between gap-2">
              <div className="min-w-0">
                <h2 className="text-lg font-semibold">
                  Lot {lot.lot_number}: {lot.title}
                </h2>
                {choiceOf && (
                  <p className="text-sm font-medium text-violet-800 dark:text-violet-200">
                    Choice of lots {choiceOf}
                  </p>
                )}
                {groupedOf && (
                  <p className="text-sm font-medium text-violet-800 dark:text-violet-200">
                    Lots {groupedOf} together: one hammer for all
                  </p>
                )}
              </div>
              <span
                role="status"
                aria-label="Lot state"
                className={clsx('rounded-full px-3 py-1 text-sm font-semibold', statusTone[lot.status])}
              >
                {lotStatusText[lot.status]}
              </span>
            </div>
            <p aria-live="polite" className="sr-only">
              {lot.high_bid
                ? `High bid ${bidText(lot.high_bid)}, asking ${formatDollars(lot.asking_price)}`
                : ''}
            </p>
            <dl className="grid grid-cols-2 gap-3 sm:grid-cols-3">
              {groupHammer !== null ? (
                <Figure term="Hammer for all" value={formatDollars(groupHammer)} large />
              ) : perLot === undefined ? (
                <Figure term="Asking" value={formatDollars(lot.asking_price)} large />
              ) : (
                <Figure term="Per lot" value={formatDollars(perLot)} large />
              )}
              <Figure
                key={lot.high_bid?.seq ?? 'none'}
                term="High bid"
                value={lot.high_bid ? bidText(lot.high_bid) : 'No bids yet'}
                large
                flash={lot.high_bid?.source === 'internet'}
              />
              <Figure term="Bids" value={String(lot.bid_count)} />
            </dl>
            {groupedOf && <GroupedLots shares={groupedSharesOf(room)} />}
            {perUnit && (
              <p className="text-sm font-semibold tabular-nums">Bids are per unit: asking {perUnit}</p>
            )}
          </div>
        </div>
      )}
    </section>
  );
}

/** A grouped lot's lots, each with its part of the hammer once it has fallen. */
function GroupedLots({ shares }: { shares: GroupedShare[] }) {
  return (
    <ul aria-label="Lots sold together" className="divide-y divide-slate-100 text-sm dark:divide-slate-800">
      {shares.map((entry) => (
        <li key={entry.lotId} className="flex justify-between gap-2 py-1">
          <span className="min-w-0 truncate">
            Lot {entry.lotNumber}: {entry.title}
          </span>
          <span className="shrink-0 font-semibold tabular-nums">
            {entry.share === null ? '' : `Part ${formatDollars(entry.share)}`}
          </span>
        </li>
      ))}
    </ul>
  );
}

function Figure({
  term,
  value,
  large = false,
  flash = false,
}: {
  term: string;
  value: string;
  large?: boolean;
  /** A new internet bid: the figure lights up once as it lands. */
  flash?: boolean;
}) {
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (flash)
      box.current?.animate?.(
        [{ backgroundColor: 'rgb(250 204 21 / 0.45)' }, { backgroundColor: 'transparent' }],
        1500,
      );
  }, [flash]);
  return (
    <div ref={box} className="-mx-1 rounded-md px-1">
      <dt className="text-xs font-semibold tracking-wide text-slate-500 uppercase dark:text-slate-400">
        {term}
      </dt>
      <dd className={clsx('font-semibold tabular-nums', large ? 'text-xl sm:text-2xl' : 'text-lg')}>
        {value}
      </dd>
    </div>
  );
}

import type { ProjectedLot, ProjectedSale } from '@auction/contracts';
import { clsx } from 'clsx';
import { useId } from 'react';
import { Badge, type BadgeTone } from '../../../components/ui/badge';
import { Card } from '../../../components/ui/card';
import { formatSaleTime } from '../../../lib/format';
import { formatCents } from '../../../lib/money';

const percent = (bp: number) => `${(bp / 100).toLocaleString('en-CA', { maximumFractionDigits: 2 })}%`;

function saleTiming(sale: ProjectedSale): string {
  if (sale.auction.status === 'live') return 'Live now';
  if (sale.auction.status === 'closing') return 'Lots closing now';
  return sale.auction.end_at ? `Closes ${formatSaleTime(sale.auction.end_at)}` : 'Open for bids';
}

const lotStatusWords: Record<ProjectedLot['status'], string> = {
  upcoming: 'Not open yet',
  open: 'Selling',
  sold: 'Sold',
  passed: 'Passed',
};

function lotBadge(lot: ProjectedLot): { label: string; tone: BadgeTone } {
  if (lot.status === 'sold') return { label: 'Sold', tone: 'green' };
  if (lot.status === 'passed') return { label: 'Passed', tone: 'grey' };
  if (lot.bid_count === 0) return { label: 'No bids yet', tone: 'grey' };
  if (lot.reserve_met)
    return { label: lot.reserve_cents === null ? 'Selling' : 'Reserve met', tone: 'green' };
  return { label: 'Reserve not met', tone: 'amber' };
}

function LotRow({ lot }: { lot: ProjectedLot }) {
  const badge = lotBadge(lot);
  const closed = lot.status === 'sold' || lot.status === 'passed';
  return (
    <li className="flex flex-col gap-2 py-3 sm:flex-row sm:items-center sm:justify-between">
      <div className="min-w-0">
        <p className="font-medium">
          Lot {lot.lot_number}: {lot.title}
        </p>
        <p className="text-sm text-slate-600 dark:text-slate-300">
          {lotStatusWords[lot.status]}
          {lot.reserve_cents !== null && ` · Your reserve ${formatCents(lot.reserve_cents)}`}
          {!closed && ` · ${lot.bid_count === 1 ? '1 bid' : `${lot.bid_count} bids`}`}
        </p>
      </div>
      <div className="flex items-center gap-3 sm:shrink-0">
        <Badge label={badge.label} tone={badge.tone} />
        <span className="w-24 text-right font-semibold tabular-nums">
          {closed
            ? lot.status === 'sold'
              ? formatCents(lot.hammer_cents)
              : '—'
            : lot.current_bid_cents === null
              ? '—'
              : formatCents(lot.current_bid_cents)}
        </span>
      </div>
    </li>
  );
}

function Figure({
  term,
  cents,
  strong,
  minus,
}: {
  term: string;
  cents: number;
  strong?: boolean;
  minus?: boolean;
}) {
  return (
    <div
      className={clsx(
        'flex justify-between gap-4 py-1.5',
        strong && 'border-t border-slate-200 pt-3 text-lg font-semibold dark:border-slate-700',
      )}
    >
      <dt className={strong ? undefined : 'text-slate-600 dark:text-slate-300'}>{term}</dt>
      <dd className="whitespace-nowrap tabular-nums">
        {minus && cents > 0 ? `−${formatCents(cents)}` : formatCents(cents)}
      </dd>
    </div>
  );
}

/** One running sale: its lots as they stand, and the statement it would give if it ended now. */
export function ProjectedSaleCard({ sale, registrant }: { sale: ProjectedSale; registrant: boolean }) {
  const headingId = useId();
  const { totals } = sale;
  const fees = totals.lot_fees_cents + totals.photo_fees_cents + totals.unsold_fees_cents;
  return (
    <section aria-labelledby={headingId}>
      <Card className="p-5 sm:p-6">
        <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
          <h3 id={headingId} className="text-lg font-semibold">
            {sale.auction.title}
          </h3>
          <p className="text-sm text-slate-600 dark:text-slate-300">{saleTiming(sale)}</p>
        </div>
        <div className="mt-4 grid gap-6 lg:grid-cols-[3fr_2fr]">
          <div className="min-w-0">
            <h4 className="text-sm font-semibold tracking-wide text-slate-700 uppercase dark:text-slate-300">
              Live results
            </h4>
            <ul className="divide-y divide-slate-200 dark:divide-slate-800">
              {sale.lots.map((lot) => (
                <LotRow key={lot.id} lot={lot} />
              ))}
            </ul>
          </div>
          <div className="rounded-lg bg-stone-50 p-4 dark:bg-slate-950">
            <h4 className="text-sm font-semibold tracking-wide text-slate-700 uppercase dark:text-slate-300">
              Projected settlement
            </h4>
            <p className="mt-1 text-sm text-slate-600 dark:text-slate-300">
              If the sale ended now: lots sell at their current bid once the reserve is met. It changes as
              bids come in.
            </p>
            <dl className="mt-3 text-sm" aria-live="polite" aria-atomic="true">
              <Figure
                term={`Hammer so far (${totals.sold_lots} of ${totals.lots} ${totals.lots === 1 ? 'lot' : 'lots'} sold)`}
                cents={totals.hammer_cents}
              />
              {registrant && totals.hammer_tax_cents > 0 && (
                <Figure term="HST on your hammer, paid to you" cents={totals.hammer_tax_cents} />
              )}
              <Figure term="Commission" cents={totals.commission_cents} minus />
              <Figure term="Fees" cents={fees} minus />
              <Figure
                term={`HST ${percent(totals.tax_rate_bp)} on commission and fees`}
                cents={totals.tax_on_charges_cents}
                minus
              />
              {totals.advances_recovered_cents > 0 && (
                <Figure term="Advances recovered" cents={totals.advances_recovered_cents} minus />
              )}
              <Figure term="Projected net to you" cents={totals.net_payout_cents} strong />
            </dl>
          </div>
        </div>
      </Card>
    </section>
  );
}

import type { Auction, Lot } from '@auction/contracts';
import { extendedPriceCents } from '@auction/domain';
import { useId } from 'react';
import { explainAllInCost, saleDateOf } from '../../lib/all-in-cost';
import { formatCents } from '../../lib/money';

/**
 * "If you win at $X you pay": hammer + buyer's premium + HST, each line to the cent. Its heading
 * is one level under the heading it sits beneath: 2 on the lot page, 3 in the bid's confirmation.
 * `hammerCents` is a bid; a quantity lot's hammer is that bid times its units.
 */
export function AllInCost({
  hammerCents,
  lot,
  auction,
  heading,
  headingLevel = 3,
}: {
  hammerCents: number;
  lot: Lot;
  auction: Auction;
  heading: string;
  headingLevel?: 2 | 3;
}) {
  const headingId = useId();
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const units = { perUnit: lot.per_unit, quantity: lot.quantity };
  const cost = explainAllInCost(extendedPriceCents(hammerCents, units), auction, saleDateOf(lot, new Date()));
  return (
    <section aria-labelledby={headingId} className="rounded-lg bg-slate-50 p-4 text-sm dark:bg-slate-800/60">
      <Heading id={headingId} className="font-semibold">
        {heading}
      </Heading>
      <dl className="mt-2 space-y-1 tabular-nums">
        <div className="flex justify-between gap-4">
          <dt>Hammer price{lot.per_unit && ` (${lot.quantity} × ${formatCents(hammerCents)})`}</dt>
          <dd>{formatCents(cost.hammerCents)}</dd>
        </div>
        <div className="flex justify-between gap-4">
          <dt>Buyer’s premium ({cost.premiumRateText})</dt>
          <dd>{formatCents(cost.premiumCents)}</dd>
        </div>
        <div className="flex justify-between gap-4">
          <dt>HST ({cost.taxRateText}) on hammer and premium</dt>
          <dd>{formatCents(cost.taxCents)}</dd>
        </div>
        <div className="flex justify-between gap-4 border-t border-slate-300 pt-1 font-semibold dark:border-slate-600">
          <dt>Total</dt>
          <dd>{formatCents(cost.totalCents)}</dd>
        </div>
      </dl>
    </section>
  );
}

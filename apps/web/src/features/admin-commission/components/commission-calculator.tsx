import { type CommissionTerms, commissionBands, commissionForHammer } from '@auction/domain';
import { useId, useState } from 'react';
import { inputClasses } from '../../../components/ui/field-shell';
import { formatCents } from '../../../lib/money';
import { formatRate } from './commission-format';

function hammerCentsOf(text: string): number | null {
  const dollars = Number(text);
  if (text.trim() === '' || !Number.isFinite(dollars) || dollars < 0 || dollars > 99_999_999.99) return null;
  return Math.round(dollars * 100);
}

/**
 * Type a hammer price, see the commission under the profile as it stands in the form, band by
 * band, and what the same table would take sliding and incremental. The house's own rule
 * (`commissionForHammer`) does the sums, so the figure is the one a statement will show.
 */
export function CommissionCalculator({ terms }: { terms: CommissionTerms }) {
  const inputId = useId();
  const [hammerText, setHammerText] = useState('1200');
  const hammerCents = hammerCentsOf(hammerText);
  const commission = hammerCents === null ? null : commissionForHammer(terms, hammerCents);
  const byRates =
    hammerCents === null ? null : commissionForHammer({ ...terms, minimumPerLotCents: 0 }, hammerCents);
  const compare = terms.kind !== 'flat' && terms.tiers.length > 1 && hammerCents !== null;

  return (
    <section
      aria-labelledby={`${inputId}-heading`}
      className="space-y-3 rounded-lg border border-harbour-200 bg-harbour-50 p-4 dark:border-harbour-800 dark:bg-harbour-950/40"
    >
      <h3 id={`${inputId}-heading`} className="text-base font-semibold">
        Calculator
      </h3>
      <div>
        <label htmlFor={inputId} className="block text-sm font-medium text-slate-800 dark:text-slate-200">
          Hammer price ($)
        </label>
        <input
          id={inputId}
          type="number"
          min="0"
          step="0.01"
          inputMode="decimal"
          className={`${inputClasses} mt-1`}
          value={hammerText}
          onChange={(event) => setHammerText(event.target.value)}
        />
      </div>
      <output htmlFor={inputId} aria-live="polite" className="block space-y-2 text-sm">
        {hammerCents === null || commission === null ? (
          <span className="text-slate-600 dark:text-slate-400">
            Type a hammer price to see the commission.
          </span>
        ) : (
          <>
            <span className="block text-lg font-semibold tabular-nums" data-testid="calculated-commission">
              Commission {formatCents(commission)}
            </span>
            <ul className="space-y-0.5 text-slate-700 tabular-nums dark:text-slate-300">
              {commissionBands(terms, hammerCents).map((band) => (
                <li key={band.fromCents}>
                  {terms.kind === 'incremental'
                    ? `${formatCents(band.fromCents)} to ${formatCents(band.toCents)} at ${formatRate(band.rateBp)}`
                    : `${formatCents(hammerCents)} at ${formatRate(band.rateBp)}`}
                </li>
              ))}
              {byRates !== null && commission > byRates && (
                <li>
                  {commission === hammerCents && commission < terms.minimumPerLotCents
                    ? 'The minimum per lot, capped at the hammer.'
                    : `Raised to the ${formatCents(terms.minimumPerLotCents)} minimum per lot.`}
                </li>
              )}
            </ul>
            <span className="block text-slate-700 tabular-nums dark:text-slate-300">
              The consignor keeps {formatCents(hammerCents - commission)} before fees and HST.
            </span>
            {compare && (
              <span className="block border-t border-harbour-200 pt-2 text-slate-700 tabular-nums dark:border-harbour-800 dark:text-slate-300">
                The same rates sliding:{' '}
                {formatCents(commissionForHammer({ ...terms, kind: 'sliding' }, hammerCents))}; incremental:{' '}
                {formatCents(commissionForHammer({ ...terms, kind: 'incremental' }, hammerCents))}.
              </span>
            )}
          </>
        )}
      </output>
    </section>
  );
}

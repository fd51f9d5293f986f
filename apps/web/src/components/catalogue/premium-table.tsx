import type { BuyerPremium } from '@auction/contracts';
import { useId } from 'react';
import { premiumBands } from '../../lib/premium-bands';

/**
 * The sale's buyer's premium: one rate, or a table of hammer-price bands with their rates, each
 * rate charged on the part of the hammer price inside its band.
 */
export function PremiumTable({ premium, headingLevel = 2 }: { premium: BuyerPremium; headingLevel?: 2 | 3 }) {
  const headingId = useId();
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const bands = premiumBands(premium);
  return (
    <section aria-labelledby={headingId} className="space-y-2">
      <Heading id={headingId} className={headingLevel === 2 ? 'text-xl font-semibold' : 'font-semibold'}>
        Buyer’s premium
      </Heading>
      {premium.kind === 'flat' ? (
        <p className="text-slate-700 dark:text-slate-300">
          {bands[0]?.rate} of the hammer price, added to every lot, with HST on both.
        </p>
      ) : (
        <>
          <table className="w-full max-w-sm text-sm">
            <thead>
              <tr className="border-b border-slate-300 text-left dark:border-slate-600">
                <th scope="col" className="py-1 pr-4 font-medium">
                  Part of the hammer price
                </th>
                <th scope="col" className="py-1 text-right font-medium">
                  Rate
                </th>
              </tr>
            </thead>
            <tbody className="tabular-nums">
              {bands.map((band) => (
                <tr key={band.range} className="border-b border-slate-200 dark:border-slate-700">
                  <td className="py-1 pr-4">{band.range}</td>
                  <td className="py-1 text-right">{band.rate}</td>
                </tr>
              ))}
            </tbody>
          </table>
          <p className="text-sm text-slate-600 dark:text-slate-400">
            Each rate applies only to the part of the hammer price inside its band, so a higher bid never
            costs less in premium. HST applies to the hammer and the premium.
          </p>
        </>
      )}
    </section>
  );
}

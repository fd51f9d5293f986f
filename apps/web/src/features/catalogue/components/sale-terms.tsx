import type { Auction } from '@auction/contracts';
import { paymentDueWords, pickupWindowWords } from '@auction/domain';

const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/**
 * The sale's buyer terms as a bidder reads them before bidding: when payment is due after the
 * close, when and how the goods are collected, and whether the house ships them.
 */
export function SaleTerms({ auction }: { auction: Auction }) {
  const terms = auction.buyer_terms;
  const window = pickupWindowWords(terms.pickup);
  return (
    <section aria-labelledby="buyer-terms-heading" className="scroll-mt-24">
      <h2 id="buyer-terms-heading" className="text-xl font-semibold">
        Buyer terms
      </h2>
      <dl className="mt-3 grid gap-x-6 gap-y-3 text-sm sm:grid-cols-[max-content_1fr]">
        <dt className="font-medium text-slate-600 dark:text-slate-300">Payment due</dt>
        <dd>{capitalised(paymentDueWords(terms.payment_due))} of the close</dd>
        <dt className="font-medium text-slate-600 dark:text-slate-300">
          {terms.pickup?.kind === 'window' ? 'Pickup window' : 'Pickup'}
        </dt>
        <dd>
          {terms.pickup?.kind === 'appointment' ? (
            'By appointment: call or write to the office after the sale to arrange a time.'
          ) : window ? (
            window
          ) : (
            <>
              Any day after the sale in our pickup hours:
              {terms.house_pickup_hours.map((line) => (
                <span key={line} className="block">
                  {line}
                </span>
              ))}
            </>
          )}
        </dd>
        <dt className="font-medium text-slate-600 dark:text-slate-300">Shipping</dt>
        <dd>
          {terms.shipping_offered
            ? 'Offered: ask for it on your invoice and we quote it.'
            : 'Not offered: lots are collected at pickup.'}
        </dd>
      </dl>
    </section>
  );
}

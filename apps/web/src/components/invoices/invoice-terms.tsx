import type { BuyerTerms, InvoiceDetail } from '@auction/contracts';
import { calendarDayWords, dueWords, paymentDueWords, pickupWindowWords } from '@auction/domain';
import { TIME_ZONE } from '../../lib/format';

/** "Thursday, December 3, 2026 at 6:00 p.m." from the frozen terms; the due day on older invoices. */
export function dueText(invoice: Pick<InvoiceDetail, 'buyer_terms' | 'due_on'>): string | null {
  if (invoice.buyer_terms) return dueWords(invoice.buyer_terms, TIME_ZONE);
  return invoice.due_on ? calendarDayWords(invoice.due_on) : null;
}

/** When and how the goods may be collected by the frozen terms, in the house's words. */
export function pickupWords(terms: BuyerTerms | null, houseHours: string): string {
  if (terms?.pickup?.kind === 'appointment')
    return 'By appointment: call or write to the office to arrange a time.';
  return pickupWindowWords(terms?.pickup ?? null) ?? houseHours;
}

/**
 * The buyer terms an invoice was issued with, as every screen about it shows them: when payment
 * is due, when to collect, whether the sale ships, the sale's notes and its terms of sale.
 */
export function InvoiceTerms({
  invoice,
}: {
  invoice: Pick<InvoiceDetail, 'buyer_terms' | 'due_on' | 'kind' | 'pickup_hours'>;
}) {
  const terms = invoice.buyer_terms;
  const due = dueText(invoice);
  const after = invoice.kind === 'buy_now' ? 'the purchase' : 'the close';
  return (
    <dl className="grid gap-x-6 gap-y-3 text-sm sm:grid-cols-[max-content_1fr]">
      {due && (
        <div className="contents">
          <dt className="font-medium text-slate-600 dark:text-slate-300">Payment due</dt>
          <dd>
            <span className="font-semibold">{due}</span>
            {terms && (
              <span className="block text-slate-600 dark:text-slate-400">
                Terms: {paymentDueWords(terms.payment_due)} of {after}
              </span>
            )}
          </dd>
        </div>
      )}
      <div className="contents">
        <dt className="font-medium text-slate-600 dark:text-slate-300">
          {terms?.pickup?.kind === 'window' ? 'Pickup window' : 'Pickup'}
        </dt>
        <dd>
          {pickupWords(terms, invoice.pickup_hours)}
          {terms?.pickup_info && (
            <span className="block whitespace-pre-line text-slate-600 dark:text-slate-400">
              {terms.pickup_info}
            </span>
          )}
        </dd>
      </div>
      {terms && (
        <div className="contents">
          <dt className="font-medium text-slate-600 dark:text-slate-300">Shipping</dt>
          <dd>
            {terms.shipping_offered ? 'Offered on request.' : 'Not offered: lots are collected at pickup.'}
          </dd>
        </div>
      )}
      {terms?.terms_text && (
        <div className="contents">
          <dt className="font-medium text-slate-600 dark:text-slate-300">Terms of sale</dt>
          <dd>
            <details>
              <summary className="cursor-pointer text-harbour-800 dark:text-harbour-200">
                Read the terms
              </summary>
              <p className="mt-1 whitespace-pre-line text-slate-700 dark:text-slate-300">
                {terms.terms_text}
              </p>
            </details>
          </dd>
        </div>
      )}
    </dl>
  );
}

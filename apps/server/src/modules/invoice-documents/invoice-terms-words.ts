import type { InvoiceDetail } from '@auction/contracts';
import { calendarDayWords, dueWords, paymentDueWords, pickupWindowWords } from '@auction/domain';

/**
 * What the invoice's papers (its PDF and its e-mail) say about paying and collecting, in one
 * place: the ways to pay the house has switched on, and the buyer terms frozen at issue.
 */

/** A sentence ends with one full stop, also after "p.m.". */
export const sentence = (text: string) => (text.endsWith('.') ? text : `${text}.`);

/** The house's ways to pay as the papers offer them: card only with Stripe, e-Transfer only with an address. */
export interface PayingHouse {
  /** Card payment online is configured (Stripe's keys are set). */
  cardPayments: boolean;
  /** Where Interac e-Transfers go, or null when the house takes none. */
  etransferEmail: string | null;
  publicUrl: string;
}

export interface WayToPay {
  text: string;
  /** Where the words lead online (the pay page), kept out of the printed text. */
  link?: string;
}

/** The ways this invoice may be paid, in the order the house prefers them. */
export function waysToPay(detail: Pick<InvoiceDetail, 'id' | 'number'>, house: PayingHouse): WayToPay[] {
  const base = house.publicUrl.replace(/\/$/, '');
  const reference = detail.number ?? 'your invoice number';
  const ways: WayToPay[] = [];
  if (house.cardPayments) {
    ways.push({
      text: `Online by card: sign in at ${base}/invoices and open invoice ${reference}.`,
      link: `${base}/invoices/${detail.id}/pay`,
    });
  }
  if (house.etransferEmail) {
    ways.push({ text: `Interac e-Transfer to ${house.etransferEmail}, with ${reference} as the message.` });
  }
  ways.push({ text: 'In person at the office by cash, debit, credit card or cheque.' });
  return ways;
}

/** "Thursday, December 3, 2026 at 6:00 p.m." from the frozen terms; the due day on older invoices. */
export function dueText(
  detail: Pick<InvoiceDetail, 'buyer_terms' | 'due_on'>,
  timeZone: string,
): string | null {
  if (detail.buyer_terms) return dueWords(detail.buyer_terms, timeZone);
  return detail.due_on ? calendarDayWords(detail.due_on) : null;
}

/** "Please pay by Thursday, December 3, 2026 at 6:00 p.m." */
export function dueSentence(
  detail: Pick<InvoiceDetail, 'buyer_terms' | 'due_on'>,
  timeZone: string,
): string | null {
  const by = dueText(detail, timeZone);
  return by ? sentence(`Please pay by ${by}`) : null;
}

/**
 * "The sale's payment terms: within 48 hours of the close." The due moment above is what the buyer
 * must keep to; an invoice issued late is due later than these terms, never sooner.
 */
export function paymentTermsSentence(detail: Pick<InvoiceDetail, 'buyer_terms' | 'kind'>): string | null {
  if (!detail.buyer_terms) return null;
  const terms = paymentDueWords(detail.buyer_terms.payment_due);
  if (detail.kind === 'buy_now') return `Payment terms: ${terms} of the purchase.`;
  return `The sale's payment terms: ${terms === 'by the end of the day' ? 'by the end of the day of the close' : `${terms} of the close`}.`;
}

/**
 * When and how the goods may be collected, by the frozen terms: the sale's window, by
 * appointment, or the house's hours; the sale's pickup notes; and whether it ships at all.
 */
export function pickupTermsLines(detail: Pick<InvoiceDetail, 'buyer_terms' | 'pickup_hours'>): string[] {
  const terms = detail.buyer_terms;
  const window = pickupWindowWords(terms?.pickup ?? null);
  const lines = [
    terms?.pickup?.kind === 'appointment'
      ? 'Pickup by appointment: call or write to the office to arrange a time.'
      : window
        ? `Pickup window: ${window}`
        : `Hours: ${detail.pickup_hours}`,
  ];
  if (terms?.pickup_info) lines.push(terms.pickup_info);
  if (terms && !terms.shipping_offered) lines.push('This sale does not ship: lots are collected at pickup.');
  return lines;
}

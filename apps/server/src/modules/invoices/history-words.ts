import { type PaymentMethod, paymentMethodLabels } from '@auction/contracts';
import { formatCents } from '@auction/domain';

type Fields = Record<string, unknown>;

const money = (cents: unknown) => formatCents(Math.abs(Number(cents ?? 0)));
const text = (value: unknown) => (value === null || value === undefined ? '' : String(value));
const methodOf = (value: unknown) => paymentMethodLabels[value as PaymentMethod] ?? text(value);
const lots = (value: unknown) => (Array.isArray(value) ? value.join(', ') : '');

const sentences: Record<string, (after: Fields, before: Fields) => string> = {
  'invoice.generated': (a) => `Drafted with lots ${lots(a.lots)}`,
  'invoice.regenerated': (a) => `Drafted again from the results, lots ${lots(a.lots)}`,
  'invoice.draft_removed': () => 'Draft removed: the buyer no longer has a lot',
  'invoice.line_added': (a) =>
    a.kind === 'credit'
      ? `Credit of ${money(a.amount_cents)} added: ${text(a.description)} (${text(a.reason)})`
      : `Charge of ${money(a.amount_cents)} added: ${text(a.description)}`,
  'invoice.line_removed': (_a, b) =>
    `${text(b.kind) === 'credit' ? 'Credit' : 'Charge'} of ${money(b.amount_cents)} removed: ${text(b.description)}`,
  'invoice.issued': (a) => `Issued as ${text(a.number)}`,
  'invoice.buy_now_purchased': (a) => `Bought on buy-now (${text(a.sku)}) and issued as ${text(a.number)}`,
  'invoice.item_relisted': (a) => `Item ${text(a.sku)} put back on buy-now`,
  'invoice.voided': (a) => `Voided: ${text(a.reason)}`,
  'invoice.emailed': (a) => (a.to ? `E-mailed to ${text(a.to)}` : 'E-mailed'),
  'invoice.reminder_sent': (a) =>
    `Payment reminder sent${a.to ? ` to ${text(a.to)}` : ''}, due ${text(a.due_on)}`,
  'invoice.fulfilment_chosen': (a) =>
    a.fulfilment === 'shipping' ? 'The buyer asked for shipping' : 'The buyer chose pickup',
  'invoice.shipping_updated': (a) => {
    const carrier = a.shipping_carrier ? ` by ${text(a.shipping_carrier)}` : '';
    if (a.tracking_number) return `Shipped${carrier}, tracking ${text(a.tracking_number)}`;
    if (a.shipping_quote_cents !== undefined)
      return `Shipping quoted at ${money(a.shipping_quote_cents)}${carrier}`;
    return 'Shipping details updated';
  },
  'payment.recorded': (a) =>
    `Payment of ${money(a.amount_cents)} by ${methodOf(a.method)} recorded${a.reference ? ` (reference ${text(a.reference)})` : ''}`,
  'payment.refunded': (a) => `Refund of ${money(a.amount_cents)}${a.reason ? `: ${text(a.reason)}` : ''}`,
  'payment.reversed': (a) => `Payment of ${money(a.amount_cents)} reversed: ${text(a.reason)}`,
  'payment.stripe_excess': (a) =>
    `Card payment took ${money(a.excessCents)} more than the balance: refund it`,
  'bidder.flagged': () => 'Buyer flagged for not paying after the reminder',
  'bidder.flag_cleared': (a) => `Flag on the buyer cleared: ${text(a.note)}`,
  'lot.released': (a) =>
    `Lot released to ${text(a.released_to)}${a.override_reason ? ` unpaid, overridden: ${text(a.override_reason)}` : ''}`,
};

const asFields = (value: unknown): Fields => (value && typeof value === 'object' ? (value as Fields) : {});

/**
 * One entry of an invoice's history in words, for staff: "Issued as 2026-000123 by Jane Staff",
 * "Payment of $120.00 by Interac e-Transfer recorded by Jane Staff". An unknown action says its name.
 */
export function historySentence(entry: {
  action: string;
  actor_name: string | null;
  after: unknown;
  before: unknown;
}): string {
  const words = sentences[entry.action];
  const what = words
    ? words(asFields(entry.after), asFields(entry.before))
    : entry.action.replace(/[._]/g, ' ');
  return entry.actor_name ? `${what} by ${entry.actor_name}` : what;
}

import type { InvoiceDetail, InvoicePayment } from '@auction/contracts';
import { paymentMethodLabels } from '@auction/contracts';
import { formatDay } from '../../../lib/format';
import { formatCents } from '../../../lib/money';
import { InvoiceLotLines } from './invoice-lot-lines';

const percent = (bps: number) => `${(bps / 100).toLocaleString('en-CA', { maximumFractionDigits: 2 })}%`;

const entryWords: Record<InvoicePayment['kind'], string> = {
  payment: 'Paid',
  refund: 'Refunded',
  reversal: 'Reversed',
};

/**
 * An entry as the buyer reads it: money paid in and money given back both as amounts; a
 * reversal (a mistake corrected) takes its amount away again.
 */
const entryCents = (payment: InvoicePayment) =>
  payment.kind === 'reversal' ? -Math.abs(payment.amount_cents) : Math.abs(payment.amount_cents);

/**
 * The lots, charges, credits, tax and payments of an invoice, and the balance: every figure as
 * the server sends it, so Total + Fees - Credit notes - Paid + Refunded = Balance due adds up on
 * the page. A late or storage fee is listed with its day and, when taxed, the tax it includes.
 */
export function InvoiceLines({ invoice }: { invoice: InvoiceDetail }) {
  const lots = invoice.lines.filter((line) => line.kind === 'lot');
  const extras = invoice.lines.filter((line) => line.kind !== 'lot');
  return (
    <>
      <InvoiceLotLines lots={lots} />

      <section aria-labelledby="invoice-summary-heading">
        <h2 id="invoice-summary-heading" className="text-lg font-semibold">
          Summary
        </h2>
        <dl className="mt-3 space-y-1 text-sm sm:max-w-md">
          <Row label="Hammer prices" cents={invoice.hammer_cents} />
          <Row label="Buyer’s premium" cents={invoice.premium_cents} />
          {extras.map((line) => (
            <Row
              key={line.id}
              label={
                line.kind === 'credit'
                  ? `${line.description}${line.reason ? ` (${line.reason})` : ''}`
                  : line.description
              }
              cents={line.kind === 'credit' ? -line.amount_cents : line.amount_cents}
            />
          ))}
          <Row label="Subtotal" cents={invoice.subtotal_cents} />
          <Row
            label={`${invoice.tax_label} ${percent(invoice.tax_rate_bps)} (${invoice.place_of_supply})`}
            cents={invoice.tax_cents}
          />
          <Row label="Total" cents={invoice.total_cents} strong />
          {invoice.fees.map((fee) => (
            <Row
              key={fee.id}
              label={`${fee.description}, ${formatDay(fee.charged_on)}${fee.tax_cents > 0 ? ` (incl. ${formatCents(fee.tax_cents)} tax)` : ''}`}
              cents={fee.total_cents}
            />
          ))}
          {invoice.credit_notes.map((note) => (
            <Row key={note.id} label={`Credit note ${note.number}`} cents={-note.total_cents} />
          ))}
          <Row label="Paid" cents={invoice.received_cents} />
          {invoice.refunded_cents !== 0 && <Row label="Refunded" cents={invoice.refunded_cents} />}
          {invoice.balance_cents < 0 ? (
            <Row label="To be refunded to you" cents={-invoice.balance_cents} strong />
          ) : (
            <Row label="Balance due" cents={invoice.balance_cents} strong />
          )}
        </dl>
        {invoice.payments.length > 0 && (
          <>
            <h3 className="mt-4 font-semibold">Payments</h3>
            <dl className="mt-2 space-y-1 text-sm sm:max-w-md">
              {invoice.payments.map((payment) => (
                <Row
                  key={payment.id}
                  label={`${entryWords[payment.kind]} ${formatDay(payment.received_on)}, ${paymentMethodLabels[payment.method]}`}
                  cents={entryCents(payment)}
                />
              ))}
            </dl>
          </>
        )}
        {invoice.tax_exemption_number && (
          <p className="mt-2 text-sm text-slate-600 dark:text-slate-300">
            Tax exemption {invoice.tax_exemption_number} applied.
          </p>
        )}
        <p className="mt-2 text-xs text-slate-600 dark:text-slate-300">
          GST/HST registration {invoice.gst_hst_number}
        </p>
      </section>
    </>
  );
}

function Row({ label, cents, strong = false }: { label: string; cents: number; strong?: boolean }) {
  return (
    <div
      className={
        strong
          ? 'flex justify-between gap-4 border-t border-slate-300 pt-1 font-semibold dark:border-slate-600'
          : 'flex justify-between gap-4'
      }
    >
      <dt>{label}</dt>
      <dd className="tabular-nums">{formatCents(cents)}</dd>
    </div>
  );
}

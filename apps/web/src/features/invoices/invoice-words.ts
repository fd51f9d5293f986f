import type { InvoiceSummary } from '@auction/contracts';

/** Open invoices first (what is owed), then by the server's order; void ones last. */
export function unpaidFirst<T extends Pick<InvoiceSummary, 'balance_cents' | 'status'>>(
  list: readonly T[],
): T[] {
  const rank = (invoice: T) => (invoice.status === 'void' ? 2 : invoice.balance_cents > 0 ? 0 : 1);
  return list
    .map((invoice, index) => ({ invoice, index }))
    .sort((a, b) => rank(a.invoice) - rank(b.invoice) || a.index - b.index)
    .map(({ invoice }) => invoice);
}

export const invoiceTitle = (number: string | null) => (number ? `Invoice ${number}` : 'Invoice');

/** A pickup slot as the buyer reads it, in the house's time zone. */
export function slotLabel(start: string, end?: string): string {
  const from = new Date(start);
  const day = new Intl.DateTimeFormat('en-CA', {
    weekday: 'long',
    month: 'long',
    day: 'numeric',
    timeZone: 'America/Halifax',
  }).format(from);
  const time = (value: Date) =>
    new Intl.DateTimeFormat('en-CA', {
      hour: 'numeric',
      minute: '2-digit',
      timeZone: 'America/Halifax',
    }).format(value);
  return end ? `${day}, ${time(from)} to ${time(new Date(end))}` : `${day}, ${time(from)}`;
}

import type { InvoiceSummary } from '@auction/contracts';
import { spreadsheetText } from '@auction/domain';
import { stringify } from 'csv-stringify/sync';

const dollars = (cents: number) => (cents / 100).toFixed(2);

/** The staff list as CSV: one row per invoice, amounts in dollars with two decimals. */
export function invoicesCsv(rows: readonly InvoiceSummary[]): string {
  return stringify(
    rows.map((row) => [
      row.number ?? '',
      row.auction_title,
      row.paddle_number ?? '',
      row.buyer_name,
      row.display_status,
      row.issued_at?.slice(0, 10) ?? '',
      row.due_on ?? '',
      dollars(row.hammer_cents),
      dollars(row.premium_cents),
      dollars(row.charges_cents),
      dollars(row.credits_cents),
      dollars(row.tax_cents),
      dollars(row.total_cents),
      dollars(row.paid_cents),
      dollars(row.balance_cents),
      row.fulfilment,
    ]),
    {
      header: true,
      columns: [
        'Number',
        'Auction',
        'Paddle',
        'Buyer',
        'Status',
        'Issued',
        'Due',
        'Hammer',
        'Premium',
        'Charges',
        'Credits',
        'Tax',
        'Total',
        'Paid',
        'Balance',
        'Fulfilment',
      ],
      cast: { string: spreadsheetText },
    },
  );
}

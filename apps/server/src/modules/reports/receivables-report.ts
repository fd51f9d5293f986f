import type { ReportSection } from '@auction/contracts';
import { ageReceivables } from '@auction/domain';
import { sql } from 'drizzle-orm';
import { type Queryable, rowsOf } from '../../db/queries';
import type { InvoiceLedger } from '../invoices/invoice-ledger';
import { dayInRange, num, type ReportWindow } from './report-window';

const methodNames: Record<string, string> = {
  cash: 'Cash',
  debit: 'Debit',
  card_counter: 'Card at the counter',
  cheque: 'Cheque',
  etransfer: 'e-Transfer',
  stripe: 'Card online',
};

interface MethodRow {
  method: string;
  entries: number;
  received: string;
  refunded: string;
  reversed: string;
}

/**
 * What buyers owe at the end of the last day, by how long ago each invoice was issued, and the
 * money that came in during the range by method. A refund or a reversal is an entry of its own
 * (negative for money going back), so the net column is what the house kept.
 */
export async function receivablesReport(
  db: Queryable,
  ledger: Pick<InvoiceLedger, 'balancesOn'>,
  w: ReportWindow,
): Promise<ReportSection[]> {
  const [open, methods] = await Promise.all([
    ledger.balancesOn({ day: w.to, timeZone: w.timeZone }, db),
    rowsOf<MethodRow>(
      db,
      sql`select p.method, count(*)::int as entries,
          coalesce(sum(p.amount_cents) filter (where p.kind = 'payment'), 0) as received,
          coalesce(sum(p.amount_cents) filter (where p.kind = 'refund'), 0) as refunded,
          coalesce(sum(p.amount_cents) filter (where p.kind = 'reversal'), 0) as reversed
        from payments p where ${dayInRange(sql`p.received_on`, w)}
        group by p.method order by p.method`,
    ),
  ]);
  const bands = ageReceivables(open);
  const methodRows = methods.map((row) => {
    const received = num(row.received);
    const refunded = num(row.refunded);
    const reversed = num(row.reversed);
    return {
      method: methodNames[row.method] ?? row.method,
      entries: row.entries,
      received_cents: received,
      refunded_cents: refunded,
      reversed_cents: reversed,
      net_cents: received + refunded + reversed,
    };
  });
  const sum = (key: 'entries' | 'received_cents' | 'refunded_cents' | 'reversed_cents' | 'net_cents') =>
    methodRows.reduce((total, row) => total + row[key], 0);
  return [
    {
      id: 'receivables-by-age',
      title: `Unpaid invoices by age on ${w.to}`,
      note: 'Issued invoices not void, with what was still owed at the end of the last day (payments received up to that day), by days since the invoice was issued.',
      columns: [
        { key: 'label', label: 'Age', kind: 'text' },
        { key: 'invoices', label: 'Invoices', kind: 'count' },
        { key: 'balance_cents', label: 'Owed', kind: 'money' },
      ],
      rows: bands.map((band) => ({
        label: band.label,
        invoices: band.invoices,
        balance_cents: band.balance_cents,
      })),
      totals: {
        label: 'Total',
        invoices: bands.reduce((total, band) => total + band.invoices, 0),
        balance_cents: bands.reduce((total, band) => total + band.balance_cents, 0),
      },
      chart: { kind: 'bar', title: 'Owed by age', x: 'label', series: ['balance_cents'] },
    },
    {
      id: 'payments-by-method',
      title: 'Payments by method',
      note: 'Entries received in the range: refunds and reversals are negative, so the net is what the house kept.',
      columns: [
        { key: 'method', label: 'Method', kind: 'text' },
        { key: 'entries', label: 'Entries', kind: 'count' },
        { key: 'received_cents', label: 'Received', kind: 'money' },
        { key: 'refunded_cents', label: 'Refunded', kind: 'money' },
        { key: 'reversed_cents', label: 'Reversed', kind: 'money' },
        { key: 'net_cents', label: 'Net', kind: 'money' },
      ],
      rows: methodRows,
      totals: {
        method: 'Total',
        entries: sum('entries'),
        received_cents: sum('received_cents'),
        refunded_cents: sum('refunded_cents'),
        reversed_cents: sum('reversed_cents'),
        net_cents: sum('net_cents'),
      },
      chart: { kind: 'bar', title: 'Net received by method', x: 'method', series: ['net_cents'] },
    },
  ];
}

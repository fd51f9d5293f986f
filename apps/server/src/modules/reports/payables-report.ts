import type { ReportSection } from '@auction/contracts';
import { formatConsignorNumber } from '@auction/domain';
import { sql } from 'drizzle-orm';
import { type Queryable, rowsOf } from '../../db/queries';
import { dayInRange, num, type ReportWindow } from './report-window';

const methodNames: Record<string, string> = {
  cheque: 'Cheque',
  e_transfer: 'e-Transfer',
  direct_deposit: 'Direct deposit',
  cash: 'Cash',
};

interface StatementRow {
  number: number;
  name: string;
  kind: 'auction' | 'buy_now';
  auction_title: string | null;
  period_start: string | null;
  period_end: string | null;
  sale_day: string;
  status: 'draft' | 'final' | 'paid';
  net: string;
  paid: string;
}
interface PayoutRow {
  method: string;
  payouts: number;
  paid: string;
  reversed: string;
}

/**
 * What the house owes consignors at the end of the last day on the statements of sales in the
 * range (by the statement's sale day), one row a statement (decision 0062): a draft owes its net
 * payout as it stands (marked draft), a final one its net payout less what was paid on it by that
 * day (payouts less reversals); one paid out in full by then owes nothing and is left out. Then
 * what went out during the range, by method.
 */
export async function payablesReport(db: Queryable, w: ReportWindow): Promise<ReportSection[]> {
  const [statementRows, payoutRows] = await Promise.all([
    rowsOf<StatementRow>(
      db,
      sql`with paid as (
          select p.statement_id,
            sum(case when p.kind = 'payout' then p.amount_cents else -p.amount_cents end) as paid
          from consignor_payouts p where p.paid_on <= ${w.to}::date group by p.statement_id
        )
        select c.number, c.name, s.kind, a.title as auction_title, s.period_start::text as period_start,
          s.period_end::text as period_end, s.sale_date::text as sale_day, s.status,
          s.net_payout_cents as net, coalesce(paid.paid, 0) as paid
        from consignor_statements s
        join consignors c on c.id = s.consignor_id
        left join auctions a on a.id = s.auction_id
        left join paid on paid.statement_id = s.id
        where ${dayInRange(sql`s.sale_date`, w)} and s.net_payout_cents <> coalesce(paid.paid, 0)
        order by c.name, c.number, s.sale_date, s.created_at, s.id`,
    ),
    rowsOf<PayoutRow>(
      db,
      sql`select p.method, count(*) filter (where p.kind = 'payout')::int as payouts,
          coalesce(sum(p.amount_cents) filter (where p.kind = 'payout'), 0) as paid,
          coalesce(sum(p.amount_cents) filter (where p.kind = 'reversal'), 0) as reversed
        from consignor_payouts p where ${dayInRange(sql`p.paid_on`, w)}
        group by p.method order by p.method`,
    ),
  ]);
  const statusOf = (row: StatementRow) =>
    row.status === 'draft' ? 'Draft' : row.status === 'final' ? 'Final' : `Paid after ${w.to}`;
  const rows = statementRows.map((row) => {
    const net = num(row.net);
    const paid = num(row.paid);
    return {
      consignor: `${formatConsignorNumber(Number(row.number))} ${row.name}`,
      statement:
        row.kind === 'auction'
          ? (row.auction_title ?? 'Auction')
          : `Buy-now ${row.period_start ?? ''} to ${row.period_end ?? ''}`,
      sale_day: row.sale_day,
      status: statusOf(row),
      net_payout_cents: net,
      paid_cents: paid,
      owed_cents: net - paid,
    };
  });
  const methods = payoutRows.map((row) => ({
    method: methodNames[row.method] ?? row.method,
    payouts: row.payouts,
    paid_cents: num(row.paid),
    reversed_cents: -num(row.reversed),
    net_cents: num(row.paid) - num(row.reversed),
  }));
  const total = <K extends string>(list: Record<K, number | string>[], key: K) =>
    list.reduce((sum, row) => sum + Number(row[key]), 0);
  return [
    {
      id: 'payables-by-statement',
      title: 'Owed to consignors',
      note: `Statements whose sale day is in the range and that still owe something at the end of ${w.to}: drafts at their net payout as it stands, final ones less what was paid by then (payouts less reversals). A statement paid out in full by then is left out. A negative figure is owed to the house.`,
      columns: [
        { key: 'consignor', label: 'Consignor', kind: 'text' },
        { key: 'statement', label: 'Statement', kind: 'text' },
        { key: 'sale_day', label: 'Sale day', kind: 'text' },
        { key: 'status', label: 'Status', kind: 'text' },
        { key: 'net_payout_cents', label: 'Net payout', kind: 'money' },
        { key: 'paid_cents', label: 'Paid', kind: 'money' },
        { key: 'owed_cents', label: 'Still owed', kind: 'money' },
      ],
      highlights: ['owed_cents'],
      rows,
      totals: {
        consignor: 'Total',
        statement: '',
        sale_day: '',
        status: '',
        net_payout_cents: total(rows, 'net_payout_cents'),
        paid_cents: total(rows, 'paid_cents'),
        owed_cents: total(rows, 'owed_cents'),
      },
      chart: null,
    },
    {
      id: 'payouts-by-method',
      title: 'Paid out in the range',
      note: 'Payouts made on a day in the range, whatever the sale; a reversal takes its payout back.',
      columns: [
        { key: 'method', label: 'Method', kind: 'text' },
        { key: 'payouts', label: 'Payouts', kind: 'count' },
        { key: 'paid_cents', label: 'Paid', kind: 'money' },
        { key: 'reversed_cents', label: 'Reversed', kind: 'money' },
        { key: 'net_cents', label: 'Net', kind: 'money' },
      ],
      rows: methods,
      totals: {
        method: 'Total',
        payouts: total(methods, 'payouts'),
        paid_cents: total(methods, 'paid_cents'),
        reversed_cents: total(methods, 'reversed_cents'),
        net_cents: total(methods, 'net_cents'),
      },
      chart: null,
    },
  ];
}

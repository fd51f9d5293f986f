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

interface ConsignorRow {
  number: number;
  name: string;
  statements: number;
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
 * What the house owes consignors on the final and paid statements of sales in the range (by the
 * statement's sale day), what it paid on them by the end of the last day (payouts less
 * reversals), and what went out during the range by method. Draft statements owe nothing yet.
 */
export async function payablesReport(db: Queryable, w: ReportWindow): Promise<ReportSection[]> {
  const [consignorRows, payoutRows] = await Promise.all([
    rowsOf<ConsignorRow>(
      db,
      sql`with paid as (
          select p.statement_id,
            sum(case when p.kind = 'payout' then p.amount_cents else -p.amount_cents end) as paid
          from consignor_payouts p where p.paid_on <= ${w.to}::date group by p.statement_id
        )
        select c.number, c.name, count(*)::int as statements,
          sum(s.net_payout_cents) as net, coalesce(sum(paid.paid), 0) as paid
        from consignor_statements s
        join consignors c on c.id = s.consignor_id
        left join paid on paid.statement_id = s.id
        where s.status in ('final', 'paid') and ${dayInRange(sql`s.sale_date`, w)}
        group by c.id, c.number, c.name
        order by sum(s.net_payout_cents) - coalesce(sum(paid.paid), 0) desc, c.name`,
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
  const rows = consignorRows.map((row) => {
    const net = num(row.net);
    const paid = num(row.paid);
    return {
      consignor: `${formatConsignorNumber(Number(row.number))} ${row.name}`,
      statements: row.statements,
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
      id: 'payables-by-consignor',
      title: 'Owed to consignors',
      note: 'Final and paid statements whose sale day is in the range; paid is payouts less reversals up to the last day. A negative figure is owed to the house.',
      columns: [
        { key: 'consignor', label: 'Consignor', kind: 'text' },
        { key: 'statements', label: 'Statements', kind: 'count' },
        { key: 'net_payout_cents', label: 'Net payout', kind: 'money' },
        { key: 'paid_cents', label: 'Paid', kind: 'money' },
        { key: 'owed_cents', label: 'Still owed', kind: 'money' },
      ],
      rows,
      totals: {
        consignor: 'Total',
        statements: total(rows, 'statements'),
        net_payout_cents: total(rows, 'net_payout_cents'),
        paid_cents: total(rows, 'paid_cents'),
        owed_cents: total(rows, 'owed_cents'),
      },
      chart: {
        kind: 'bar',
        title: 'Paid and still owed by consignor',
        x: 'consignor',
        series: ['paid_cents', 'owed_cents'],
      },
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

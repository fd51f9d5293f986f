import type { ReportSection } from '@auction/contracts';
import { ratioOf } from '@auction/domain';
import { sql } from 'drizzle-orm';
import { type Queryable, rowsOf } from '../../db/queries';
import { auctionsInRange, centsOrNull, groupOfAuction, num, type ReportWindow } from './report-window';

interface CountRow {
  key: string | null;
  offered: number;
  sold: number;
  passed: number;
}
interface MoneyRow {
  key: string | null;
  hammer: string;
  premium: string;
  charges: string;
  discounts: string;
  average: string | null;
  median: string | null;
}

/**
 * Sales by auction or by period: lots offered (sold or passed; withdrawn lots were never offered),
 * sold and passed from the lots; hammer, premium, charges and discounts from the lines of the
 * auctions' invoices that are not void. Each key's figures and the whole range's (grouping sets).
 */
export async function salesReport(db: Queryable, w: ReportWindow): Promise<ReportSection[]> {
  const group = groupOfAuction(w);
  const sale = sql`select a.id, ${group.key} as key, ${group.label} as label, ${group.sort} as sort
    from auctions a where ${auctionsInRange(w)}`;
  const [keys, counts, money] = await Promise.all([
    rowsOf<{ key: string; label: string }>(
      db,
      sql`with sale as (${sale}) select key, min(label) as label from sale group by key order by min(sort)`,
    ),
    rowsOf<CountRow>(
      db,
      sql`with sale as (${sale})
        select case when grouping(s.key) = 1 then null else s.key end as key,
          count(*) filter (where l.status in ('sold', 'passed'))::int as offered,
          count(*) filter (where l.status = 'sold')::int as sold,
          count(*) filter (where l.status = 'passed')::int as passed
        from lots l join sale s on s.id = l.auction_id
        group by grouping sets ((s.key), ())`,
    ),
    rowsOf<MoneyRow>(
      db,
      sql`with sale as (${sale})
        select case when grouping(s.key) = 1 then null else s.key end as key,
          coalesce(sum(il.amount_cents) filter (where il.kind = 'lot'), 0) as hammer,
          coalesce(sum(il.premium_cents) filter (where il.kind = 'lot'), 0) as premium,
          coalesce(sum(il.amount_cents) filter (where il.kind = 'charge'), 0) as charges,
          coalesce(sum(il.amount_cents) filter (where il.kind = 'credit' and coalesce(il.charge_type, '') <> 'deposit'), 0) as discounts,
          avg(il.amount_cents) filter (where il.kind = 'lot') as average,
          percentile_cont(0.5) within group (order by il.amount_cents) filter (where il.kind = 'lot') as median
        from invoices i
        join sale s on s.id = i.auction_id
        join invoice_lines il on il.invoice_id = i.id
        where i.status <> 'void'
        group by grouping sets ((s.key), ())`,
    ),
  ]);
  const figures = (key: string | null) => {
    const count = counts.find((row) => row.key === key);
    const amounts = money.find((row) => row.key === key);
    const offered = num(count?.offered);
    const sold = num(count?.sold);
    const hammer = num(amounts?.hammer);
    const premium = num(amounts?.premium);
    const charges = num(amounts?.charges);
    const discounts = num(amounts?.discounts);
    return {
      offered,
      sold,
      passed: num(count?.passed),
      sell_through: ratioOf(sold, offered),
      hammer_cents: hammer,
      premium_cents: premium,
      charges_cents: charges,
      discounts_cents: discounts,
      total_cents: hammer + premium + charges - discounts,
      average_hammer_cents: centsOrNull(amounts?.average),
      median_hammer_cents: centsOrNull(amounts?.median),
    };
  };
  const periodLabel =
    w.group === 'auction' ? 'Auction' : w.group === 'day' ? 'Day' : w.group === 'week' ? 'Week' : 'Month';
  return [
    {
      id: 'sales',
      title: w.group === 'auction' ? 'Sales by auction' : `Sales by ${w.group}`,
      note: 'Auctions count on the day they end in the company time zone. Offered lots are those sold or passed; money comes from the lines of invoices that are not void; the total is before tax, less discounts.',
      columns: [
        { key: 'label', label: periodLabel, kind: 'text' },
        { key: 'offered', label: 'Lots offered', kind: 'count' },
        { key: 'sold', label: 'Sold', kind: 'count' },
        { key: 'passed', label: 'Passed', kind: 'count' },
        { key: 'sell_through', label: 'Sell-through', kind: 'ratio' },
        { key: 'hammer_cents', label: 'Hammer', kind: 'money' },
        { key: 'premium_cents', label: 'Premium', kind: 'money' },
        { key: 'charges_cents', label: 'Charges', kind: 'money' },
        { key: 'discounts_cents', label: 'Discounts', kind: 'money' },
        { key: 'total_cents', label: 'Total before tax', kind: 'money' },
        { key: 'average_hammer_cents', label: 'Average hammer', kind: 'money' },
        { key: 'median_hammer_cents', label: 'Median hammer', kind: 'money' },
      ],
      rows: keys.map((row) => ({ label: row.label, ...figures(row.key) })),
      totals: { label: 'Total', ...figures(null) },
      chart: {
        kind: w.group === 'auction' ? 'bar' : 'line',
        title: 'Hammer and premium',
        x: 'label',
        series: ['hammer_cents', 'premium_cents'],
      },
    },
  ];
}

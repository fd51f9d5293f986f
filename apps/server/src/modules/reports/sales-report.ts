import type { ReportRow, ReportSection } from '@auction/contracts';
import { type SoldLotFigures, soldLotFigures } from '@auction/domain';
import { sql } from 'drizzle-orm';
import { type Queryable, rowsOf } from '../../db/queries';
import { lotsByKey, offeredLots } from './offered-lots';
import { auctionsInRange, groupOfAuction, issuedInvoice, num, type ReportWindow } from './report-window';

interface BilledRow {
  key: string;
  premium: string;
  charges: string;
  discounts: string;
}
interface Billed {
  premium: number;
  charges: number;
  discounts: number;
}

/** A group's figures as the report's columns name them. */
function cellsOf(lots: SoldLotFigures, billed: Billed): ReportRow {
  return {
    offered: lots.offered,
    sold: lots.sold,
    passed: lots.passed,
    sell_through: lots.sellThrough,
    hammer_cents: lots.hammerCents,
    average_hammer_cents: lots.averageHammerCents,
    median_hammer_cents: lots.medianHammerCents,
    invoiced_lots: lots.invoicedLots,
    invoiced_hammer_cents: lots.invoicedHammerCents,
    premium_cents: billed.premium,
    charges_cents: billed.charges,
    discounts_cents: billed.discounts,
    invoiced_total_cents: lots.invoicedHammerCents + billed.premium + billed.charges - billed.discounts,
  };
}

/**
 * Sales by auction or by period (decision 0062): lots offered, sold and passed, and the hammer,
 * average and median of every sold lot, invoiced or not; then the part issued invoices bill, with
 * their premium, charges and discounts. Each row's counts and sums are its own lots' and invoices';
 * the total's are the rows' summed, its average and median worked out again from all the lots.
 */
export async function salesReport(db: Queryable, w: ReportWindow): Promise<ReportSection[]> {
  const group = groupOfAuction(w);
  const sale = sql`select a.id, ${group.key} as key, ${group.label} as label, ${group.sort} as sort
    from auctions a where ${auctionsInRange(w)}`;
  const [keys, lots, billedRows] = await Promise.all([
    rowsOf<{ key: string; label: string }>(
      db,
      sql`with sale as (${sale}) select key, min(label) as label from sale group by key order by min(sort)`,
    ),
    offeredLots(db, w, group.key),
    rowsOf<BilledRow>(
      db,
      sql`with sale as (${sale})
        select s.key,
          coalesce(sum(il.premium_cents) filter (where il.kind = 'lot'), 0) as premium,
          coalesce(sum(il.amount_cents) filter (where il.kind = 'charge'), 0) as charges,
          coalesce(sum(il.amount_cents) filter (where il.kind = 'credit' and coalesce(il.charge_type, '') <> 'deposit'), 0) as discounts
        from invoices i
        join sale s on s.id = i.auction_id
        join invoice_lines il on il.invoice_id = i.id
        where ${issuedInvoice}
        group by s.key`,
    ),
  ]);
  const byKey = lotsByKey(lots);
  const billedOf = (key: string): Billed => {
    const row = billedRows.find((candidate) => candidate.key === key);
    return { premium: num(row?.premium), charges: num(row?.charges), discounts: num(row?.discounts) };
  };
  const billed = keys.map((row) => billedOf(row.key));
  const sumOf = (pick: keyof Billed) => billed.reduce((total, each) => total + each[pick], 0);
  const periodLabel =
    w.group === 'auction' ? 'Auction' : w.group === 'day' ? 'Day' : w.group === 'week' ? 'Week' : 'Month';
  return [
    {
      id: 'sales',
      title: w.group === 'auction' ? 'Sales by auction' : `Sales by ${w.group}`,
      note: 'Auctions count on the day they end in the company time zone. Offered lots are those sold or passed. Sold lots, hammer, average and median are over every lot sold, at its hammer, invoiced or not; invoiced lots and hammer are the part of them an issued invoice bills, and premium, charges and discounts come from issued invoices (drafts and void ones left out). The invoiced total is before tax, less discounts.',
      columns: [
        { key: 'label', label: periodLabel, kind: 'text' },
        { key: 'offered', label: 'Lots offered', kind: 'count' },
        { key: 'sold', label: 'Sold lots', kind: 'count' },
        { key: 'passed', label: 'Passed', kind: 'count' },
        { key: 'sell_through', label: 'Sell-through', kind: 'ratio' },
        { key: 'hammer_cents', label: 'Hammer', kind: 'money' },
        { key: 'average_hammer_cents', label: 'Average hammer', kind: 'money' },
        { key: 'median_hammer_cents', label: 'Median hammer', kind: 'money' },
        { key: 'invoiced_lots', label: 'Invoiced lots', kind: 'count' },
        { key: 'invoiced_hammer_cents', label: 'Invoiced hammer', kind: 'money' },
        { key: 'premium_cents', label: 'Premium', kind: 'money' },
        { key: 'charges_cents', label: 'Charges', kind: 'money' },
        { key: 'discounts_cents', label: 'Discounts', kind: 'money' },
        { key: 'invoiced_total_cents', label: 'Invoiced before tax', kind: 'money' },
      ],
      highlights: ['sold', 'hammer_cents', 'average_hammer_cents', 'invoiced_lots', 'invoiced_hammer_cents'],
      rows: keys.map((row, index) => ({
        label: row.label,
        ...cellsOf(soldLotFigures(byKey.get(row.key) ?? []), billed[index] as Billed),
      })),
      totals: {
        label: 'Total',
        ...cellsOf(soldLotFigures(lots), {
          premium: sumOf('premium'),
          charges: sumOf('charges'),
          discounts: sumOf('discounts'),
        }),
      },
      chart: {
        kind: w.group === 'auction' ? 'bar' : 'line',
        title: 'Hammer of sold lots, and the part invoiced',
        x: 'label',
        series: ['hammer_cents', 'invoiced_hammer_cents'],
      },
    },
  ];
}

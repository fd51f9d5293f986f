import type { ReportRow, ReportSection } from '@auction/contracts';
import { type SoldLotFigures, soldLotFigures } from '@auction/domain';
import { sql } from 'drizzle-orm';
import { type Queryable, rowsOf } from '../../db/queries';
import { lotsByKey, offeredLots } from './offered-lots';
import {
  auctionsInRange,
  groupOfAuction,
  instantInRange,
  issuedInvoice,
  num,
  type ReportWindow,
} from './report-window';

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
  const credited = await creditNotesSection(db, w);
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
    // Only when there are any: a period without credit notes reads as before.
    ...(credited.rows.length > 0 ? [credited] : []),
  ];
}

interface CreditedRow {
  key: string;
  label: string;
  notes: number;
  hammer: string;
  premium: string;
  charges: string;
  goodwill: string;
}

/**
 * The credit notes issued in the range, whenever their invoice was (DOMAIN.md: counted in the
 * period they are issued), as negative amounts before tax: grouped by the day, week or month they
 * were issued, or by their invoice's auction.
 */
async function creditNotesSection(db: Queryable, w: ReportWindow): Promise<ReportSection> {
  const day = sql`(c.issued_at at time zone ${w.timeZone})::date`;
  const group =
    w.group === 'auction'
      ? {
          key: sql`coalesce(a.id::text, 'buy-now')`,
          label: sql`coalesce(a.title, 'Buy now')`,
          sort: sql`c.issued_at::text`,
        }
      : w.group === 'day'
        ? {
            key: sql`to_char(${day}, 'YYYY-MM-DD')`,
            label: sql`to_char(${day}, 'YYYY-MM-DD')`,
            sort: sql`to_char(${day}, 'YYYY-MM-DD')`,
          }
        : w.group === 'week'
          ? {
              key: sql`to_char(date_trunc('week', ${day}), 'YYYY-MM-DD')`,
              label: sql`'Week of ' || to_char(date_trunc('week', ${day}), 'YYYY-MM-DD')`,
              sort: sql`to_char(date_trunc('week', ${day}), 'YYYY-MM-DD')`,
            }
          : {
              key: sql`to_char(${day}, 'YYYY-MM')`,
              label: sql`to_char(${day}, 'FMMonth YYYY')`,
              sort: sql`to_char(${day}, 'YYYY-MM')`,
            };
  const rows = await rowsOf<CreditedRow>(
    db,
    sql`select ${group.key} as key, min(${group.label}) as label, count(*)::int as notes,
        coalesce(sum(c.hammer_cents), 0) as hammer, coalesce(sum(c.premium_cents), 0) as premium,
        coalesce(sum(c.charges_cents), 0) as charges, coalesce(sum(c.goodwill_cents), 0) as goodwill
      from credit_notes c
      join invoices i on i.id = c.invoice_id
      left join auctions a on a.id = i.auction_id
      where ${instantInRange(sql`c.issued_at`, w)}
      group by 1
      order by min(${group.sort})`,
  );
  const cells = (row: {
    notes: number;
    hammer: number;
    premium: number;
    charges: number;
    goodwill: number;
  }) => ({
    credit_notes: row.notes,
    hammer_cents: -row.hammer,
    premium_cents: -row.premium,
    charges_cents: -row.charges,
    goodwill_cents: -row.goodwill,
    total_cents: -(row.hammer + row.premium + row.charges + row.goodwill),
  });
  const figures = rows.map((row) => ({
    label: row.label,
    notes: row.notes,
    hammer: num(row.hammer),
    premium: num(row.premium),
    charges: num(row.charges),
    goodwill: num(row.goodwill),
  }));
  const total = (pick: (row: (typeof figures)[number]) => number) =>
    figures.reduce((sum, row) => sum + pick(row), 0);
  return {
    id: 'credit-notes',
    title: 'Credit notes issued',
    note: 'Credit notes count in the period they are issued, whenever their invoice was, as negative amounts before tax: the hammer, premium, charges and goodwill they took back. Their tax is in the tax report; late and storage fees, and those waived, are in the tax report and the books.',
    columns: [
      { key: 'label', label: w.group === 'auction' ? 'Auction' : 'Issued', kind: 'text' },
      { key: 'credit_notes', label: 'Credit notes', kind: 'count' },
      { key: 'hammer_cents', label: 'Hammer', kind: 'money' },
      { key: 'premium_cents', label: 'Premium', kind: 'money' },
      { key: 'charges_cents', label: 'Charges', kind: 'money' },
      { key: 'goodwill_cents', label: 'Goodwill', kind: 'money' },
      { key: 'total_cents', label: 'Credited before tax', kind: 'money' },
    ],
    rows: figures.map((row) => ({ label: row.label, ...cells(row) })),
    totals: {
      label: 'Total',
      ...cells({
        notes: total((row) => row.notes),
        hammer: total((row) => row.hammer),
        premium: total((row) => row.premium),
        charges: total((row) => row.charges),
        goodwill: total((row) => row.goodwill),
      }),
    },
    chart: null,
  };
}

import type { ReportSection } from '@auction/contracts';
import { ratioOf } from '@auction/domain';
import { sql } from 'drizzle-orm';
import { type Queryable, rowsOf } from '../../db/queries';
import { auctionsInRange, centsOrNull, num, type ReportWindow } from './report-window';

interface CategoryRow {
  category: string;
  offered: number;
  sold: number;
  hammer: string;
  average: string | null;
  invoiced: number;
}

/**
 * Each category's lots in the auctions that sold in the range: offered (sold or passed), sold,
 * sell-through, and hammer from the lot lines of invoices that are not void.
 */
export async function categoriesReport(db: Queryable, w: ReportWindow): Promise<ReportSection[]> {
  const rows = await rowsOf<CategoryRow>(
    db,
    sql`with offered as (
        select l.id, l.status, coalesce(c.name, 'No category') as category
        from lots l join auctions a on a.id = l.auction_id left join categories c on c.id = l.category_id
        where ${auctionsInRange(w)} and l.status in ('sold', 'passed')
      )
      select o.category, count(*)::int as offered, count(*) filter (where o.status = 'sold')::int as sold,
        coalesce(sum(h.amount_cents), 0) as hammer, avg(h.amount_cents) as average,
        count(h.amount_cents)::int as invoiced
      from offered o
      left join lateral (
        select il.amount_cents from invoice_lines il join invoices i on i.id = il.invoice_id
        where il.lot_id = o.id and il.kind = 'lot' and i.status <> 'void'
      ) h on true
      group by o.category
      order by count(*) filter (where o.status = 'sold') desc, o.category`,
  );
  const list = rows.map((row) => ({
    category: row.category,
    offered: row.offered,
    sold: row.sold,
    sell_through: ratioOf(row.sold, row.offered),
    hammer_cents: num(row.hammer),
    average_hammer_cents: centsOrNull(row.average),
  }));
  const offered = list.reduce((total, row) => total + row.offered, 0);
  const sold = list.reduce((total, row) => total + row.sold, 0);
  const hammer = list.reduce((total, row) => total + row.hammer_cents, 0);
  const invoiced = rows.reduce((total, row) => total + row.invoiced, 0);
  return [
    {
      id: 'categories',
      title: 'Categories',
      note: 'Lots sold or passed in auctions that ended in the range, by their category; hammer from invoices that are not void.',
      columns: [
        { key: 'category', label: 'Category', kind: 'text' },
        { key: 'offered', label: 'Lots offered', kind: 'count' },
        { key: 'sold', label: 'Sold', kind: 'count' },
        { key: 'sell_through', label: 'Sell-through', kind: 'ratio' },
        { key: 'hammer_cents', label: 'Hammer', kind: 'money' },
        { key: 'average_hammer_cents', label: 'Average hammer', kind: 'money' },
      ],
      rows: list,
      totals: {
        category: 'Total',
        offered,
        sold,
        sell_through: ratioOf(sold, offered),
        hammer_cents: hammer,
        average_hammer_cents: invoiced > 0 ? Math.round(hammer / invoiced) : null,
      },
      chart: { kind: 'bar', title: 'Sell-through by category', x: 'category', series: ['sell_through'] },
    },
  ];
}

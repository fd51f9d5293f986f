import type { ReportRow, ReportSection } from '@auction/contracts';
import { type SoldLotFigures, soldLotFigures } from '@auction/domain';
import { sql } from 'drizzle-orm';
import type { Queryable } from '../../db/queries';
import { lotsByKey, offeredLots } from './offered-lots';
import type { ReportWindow } from './report-window';

const noCategory = 'No category';

function cellsOf(lots: SoldLotFigures): ReportRow {
  return {
    offered: lots.offered,
    sold: lots.sold,
    sell_through: lots.sellThrough,
    hammer_cents: lots.hammerCents,
    average_hammer_cents: lots.averageHammerCents,
    invoiced_lots: lots.invoicedLots,
    invoiced_hammer_cents: lots.invoicedHammerCents,
  };
}

/**
 * Each category's lots in the auctions that sold in the range (decision 0062): offered (sold or
 * passed), sold, sell-through, and the hammer and average of every sold lot, invoiced or not, with
 * the part issued invoices bill. The most sold first; the total is the rows' summed, its average
 * worked out again from all the lots.
 */
export async function categoriesReport(db: Queryable, w: ReportWindow): Promise<ReportSection[]> {
  const lots = await offeredLots(db, w, sql`coalesce(c.name, ${noCategory})`);
  const rows = [...lotsByKey(lots)]
    .map(([category, list]) => ({ category, figures: soldLotFigures(list) }))
    .sort((a, b) => b.figures.sold - a.figures.sold || a.category.localeCompare(b.category, 'en-CA'));
  return [
    {
      id: 'categories',
      title: 'Categories',
      note: 'Lots sold or passed in auctions that ended in the range, by their category. Sold lots, hammer and average are over every lot sold, at its hammer, invoiced or not; invoiced lots and hammer are the part of them an issued invoice bills (drafts and void ones left out).',
      columns: [
        { key: 'category', label: 'Category', kind: 'text' },
        { key: 'offered', label: 'Lots offered', kind: 'count' },
        { key: 'sold', label: 'Sold lots', kind: 'count' },
        { key: 'sell_through', label: 'Sell-through', kind: 'ratio' },
        { key: 'hammer_cents', label: 'Hammer', kind: 'money' },
        { key: 'average_hammer_cents', label: 'Average hammer', kind: 'money' },
        { key: 'invoiced_lots', label: 'Invoiced lots', kind: 'count' },
        { key: 'invoiced_hammer_cents', label: 'Invoiced hammer', kind: 'money' },
      ],
      highlights: ['sold', 'hammer_cents', 'average_hammer_cents', 'invoiced_lots', 'invoiced_hammer_cents'],
      rows: rows.map((row) => ({ category: row.category, ...cellsOf(row.figures) })),
      totals: { category: 'Total', ...cellsOf(soldLotFigures(lots)) },
      chart: { kind: 'bar', title: 'Sell-through by category', x: 'category', series: ['sell_through'] },
    },
  ];
}

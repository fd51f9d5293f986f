import type { LotCandidatesQuery } from '@auction/contracts';
import { type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { foldedContains } from '../../db/list-query';
import { oneOf, type Queryable, rowsOf } from '../../db/queries';
import { type ItemSummaryRow, itemSummaryColumns, itemSummaryJoins } from './item-summary';

export type CandidateRow = ItemSummaryRow & {
  category_name: string | null;
  starting_bid_cents: unknown;
  picture_count: number;
};

/** The queries of lotting from inventory and of items that came back unsold; the rules are the service's. */
export function createLottingRepository(db: Database) {
  return {
    itemStatus(itemId: string): Promise<{ id: string; sku: string; status: string } | null> {
      return oneOf(db, sql`select id, sku, status from inventory_items where id = ${itemId}`);
    },

    /** Items in stock or unsold that match the filters, by SKU, at most `limit`. */
    candidates(query: LotCandidatesQuery, limit: number): Promise<CandidateRow[]> {
      const where: SQL[] = [sql`i.status in ('in_stock', 'unsold')`];
      if (query.status) where.push(sql`i.status = ${query.status}`);
      if (query.consignor_id) where.push(sql`i.consignor_id = ${query.consignor_id}`);
      if (query.category_id) where.push(sql`i.category_id = ${query.category_id}`);
      if (query.location_id) where.push(sql`i.location_id = ${query.location_id}`);
      if (query.q) {
        const text = foldedContains(sql`i.search_text`, query.q);
        where.push(sql`(upper(i.sku) = upper(${query.q}) or ${text})`);
      }
      return rowsOf<CandidateRow>(
        db,
        sql`select ${itemSummaryColumns}, cat.name as category_name, i.starting_bid_cents,
          (select count(*) from inventory_images im where im.item_id = i.id)::int as picture_count
        from inventory_items i ${itemSummaryJoins}
        left join categories cat on cat.id = i.category_id
        where ${sql.join(where, sql` and `)}
        order by i.sku limit ${limit}`,
      );
    },

    /** The consignors, categories and locations that hold items in stock or unsold. */
    async candidateHolders() {
      const lottable = sql`from inventory_items i where i.status in ('in_stock', 'unsold')`;
      const [consignors, categories, locations] = await Promise.all([
        rowsOf<{ id: string; number: number; name: string }>(
          db,
          sql`select c.id, c.number, c.name from consignors c where c.id in (select i.consignor_id ${lottable}) order by lower(c.name)`,
        ),
        rowsOf<{ id: string; name: string }>(
          db,
          sql`select c.id, c.name from categories c where c.id in (select i.category_id ${lottable}) order by c.name`,
        ),
        rowsOf<{ id: string; code: string }>(
          db,
          sql`select l.id, l.code from locations l where l.id in (select i.location_id ${lottable}) order by l.code`,
        ),
      ]);
      return { consignors, categories, locations };
    },

    /** Unsold items whose latest lot is a passed one in this auction, in sale order. */
    unsoldItems(auctionId: string): Promise<(ItemSummaryRow & { lot_id: string; lot_number: string })[]> {
      return rowsOf(
        db,
        sql`select ${itemSummaryColumns}, l.id as lot_id, l.lot_number
        from lots l join inventory_items i on i.id = l.inventory_item_id ${itemSummaryJoins}
        where l.auction_id = ${auctionId} and l.status = 'passed' and i.status = 'unsold'
          and not exists (select 1 from lots later where later.inventory_item_id = i.id
            and later.id <> l.id and later.created_at > l.created_at)
        order by l.sale_order`,
      );
    },

    /** Marks an unsold item returned; false when it is no longer unsold. */
    async markReturned(tx: Queryable, itemId: string): Promise<boolean> {
      const changed = await rowsOf<{ id: string }>(
        tx,
        sql`update inventory_items set status = 'returned', updated_at = now()
          where id = ${itemId} and status = 'unsold' returning id`,
      );
      return changed.length > 0;
    },
  };
}
export type LottingRepository = ReturnType<typeof createLottingRepository>;

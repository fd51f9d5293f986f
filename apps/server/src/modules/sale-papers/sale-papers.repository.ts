import { sql } from 'drizzle-orm';
import { type Queryable, rowsOf } from '../../db/queries';

/** A lot as the sale's papers print it. */
export interface PaperLotRecord {
  id: string;
  lot_number: string;
  title: string;
  slug: string;
  description: string;
  quantity: number;
  per_unit: boolean;
  status: 'upcoming' | 'open' | 'sold' | 'passed' | 'withdrawn';
  starting_bid_cents: number;
  reserve_cents: number | null;
  /** From the inventory item the lot sells, when it came from inventory. */
  estimate_low_cents: number | null;
  estimate_high_cents: number | null;
  consignor_number: number | null;
  /** The first picture's 800 px WebP, or null for a lot without pictures. */
  image_key: string | null;
}

/** The auction's lots in sale order (withdrawn ones too: each paper decides what it does with them). */
export function lotsInSaleOrder(db: Queryable, auctionId: string): Promise<PaperLotRecord[]> {
  return rowsOf<PaperLotRecord>(
    db,
    sql`select l.id, l.lot_number, l.title, l.slug, l.description, l.quantity, l.per_unit, l.status,
      l.starting_bid_cents, l.reserve_cents, i.estimate_low_cents, i.estimate_high_cents,
      c.number as consignor_number,
      (select p.medium_key from lot_images p where p.lot_id = l.id order by p.position limit 1) as image_key
    from lots l
    left join inventory_items i on i.id = l.inventory_item_id
    left join consignors c on c.id = l.consignor_id
    where l.auction_id = ${auctionId}
    order by l.sale_order, l.lot_number`,
  );
}

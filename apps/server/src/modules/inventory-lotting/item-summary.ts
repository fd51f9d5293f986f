import type { InventoryItemSummary, InventoryStatus } from '@auction/contracts';
import { sql } from 'drizzle-orm';
import type { MediaStore } from '../media/media-store';

/** The columns of an item's summary, for a query `from inventory_items i`. */
export const itemSummaryColumns = sql`i.id, i.sku, i.title, i.status, i.quantity,
  c.id as consignor_id, c.number as consignor_number, c.name as consignor_name, c.company as consignor_company,
  loc.id as location_id, loc.code as location_code,
  (select im.thumb_key from inventory_images im where im.item_id = i.id order by im.position limit 1) as thumb_key`;

/** The joins the summary columns read. */
export const itemSummaryJoins = sql`left join consignors c on c.id = i.consignor_id
  left join locations loc on loc.id = i.location_id`;

export interface ItemSummaryRow {
  id: string;
  sku: string;
  title: string;
  status: InventoryStatus;
  quantity: number;
  consignor_id: string | null;
  consignor_number: number | null;
  consignor_name: string | null;
  consignor_company: string | null;
  location_id: string | null;
  location_code: string | null;
  thumb_key: string | null;
}

export function toItemSummary(row: ItemSummaryRow, media: Pick<MediaStore, 'url'>): InventoryItemSummary {
  return {
    id: row.id,
    sku: row.sku,
    title: row.title,
    status: row.status,
    quantity: Number(row.quantity),
    consignor: row.consignor_id
      ? {
          id: row.consignor_id,
          number: Number(row.consignor_number),
          name: row.consignor_name ?? '',
          company: row.consignor_company ?? '',
        }
      : null,
    location: row.location_id ? { id: row.location_id, code: row.location_code ?? '' } : null,
    thumb_url: row.thumb_key ? media.url(row.thumb_key) : null,
  };
}

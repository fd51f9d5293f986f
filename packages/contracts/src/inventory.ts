import { z } from 'zod';
import { consignorSummarySchema } from './consignors';
import { locationSummarySchema } from './locations';

/**
 * Inventory (issue 11): the goods the house holds. The inventory module extends this file;
 * `inventoryItemSummarySchema` is what other screens (locations, lotting, imports, a consignor's
 * page) show of an item.
 */
export const inventoryStatuses = ['in_stock', 'in_auction', 'sold', 'unsold', 'returned', 'buy_now'] as const;
export type InventoryStatus = (typeof inventoryStatuses)[number];

export const inventoryStatusLabels: Record<InventoryStatus, string> = {
  in_stock: 'In stock',
  in_auction: 'In auction',
  sold: 'Sold',
  unsold: 'Unsold',
  returned: 'Returned',
  buy_now: 'Buy now',
};

export const inventoryItemSummarySchema = z.object({
  id: z.uuid(),
  sku: z.string(),
  title: z.string(),
  status: z.enum(inventoryStatuses),
  quantity: z.number().int(),
  consignor: consignorSummarySchema.nullable(),
  location: locationSummarySchema.nullable(),
  /** The first picture's thumbnail, or null. */
  thumb_url: z.string().nullable(),
});
export type InventoryItemSummary = z.infer<typeof inventoryItemSummarySchema>;

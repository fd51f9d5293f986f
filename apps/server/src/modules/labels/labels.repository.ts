import { sql } from 'drizzle-orm';
import { type Queryable, rowsOf } from '../../db/queries';

export interface ItemLabelRecord {
  id: string;
  sku: string;
  title: string;
  consignor_number: number | null;
}

/** The items chosen by id, by SKU (normalised) or by the location that holds them, in no order. */
export function itemsForLabels(
  db: Queryable,
  chosen: { itemIds: readonly string[]; skus: readonly string[]; locationId?: string | null },
): Promise<ItemLabelRecord[]> {
  return rowsOf<ItemLabelRecord>(
    db,
    sql`select i.id, i.sku, i.title, c.number as consignor_number
    from inventory_items i left join consignors c on c.id = i.consignor_id
    where i.id in (select jsonb_array_elements_text(${JSON.stringify(chosen.itemIds)}::jsonb)::uuid)
      or i.sku in (select jsonb_array_elements_text(${JSON.stringify(chosen.skus)}::jsonb))
      ${chosen.locationId ? sql`or i.location_id = ${chosen.locationId}` : sql``}`,
  );
}

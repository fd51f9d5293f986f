import type { AssignItemsAnswer } from '@auction/contracts';
import { normaliseSku } from '@auction/domain';
import { sql } from 'drizzle-orm';
import { type Queryable, rowsOf } from '../../db/queries';
import { recordItemEvents } from '../inventory/item-history';

interface LockedItem {
  id: string;
  sku: string;
  title: string;
  location_id: string | null;
  location_code: string | null;
}

/**
 * The items named by id or by SKU (as scanned: any case, spaces around), locked for the move. A
 * name that matches nothing is answered back, so a scan of the wrong label is told, not dropped.
 */
export async function lockItems(
  tx: Queryable,
  ids: readonly string[],
  skus: readonly string[],
): Promise<{ items: LockedItem[]; notFound: string[] }> {
  const normalised = skus.map((sku) => ({ typed: sku, sku: normaliseSku(sku) }));
  const wantedSkus = normalised.flatMap((entry) => (entry.sku ? [entry.sku] : []));
  const items = await rowsOf<LockedItem>(
    tx,
    sql`select i.id, i.sku, i.title, i.location_id, l.code as location_code
    from inventory_items i left join locations l on l.id = i.location_id
    where i.id in (select jsonb_array_elements_text(${JSON.stringify(ids)}::jsonb)::uuid)
      or i.sku in (select jsonb_array_elements_text(${JSON.stringify(wantedSkus)}::jsonb))
    order by i.id for update of i`,
  );
  const foundIds = new Set(items.map((item) => item.id));
  const foundSkus = new Set(items.map((item) => item.sku));
  const notFound = [
    ...ids.filter((id) => !foundIds.has(id)),
    ...normalised.filter((entry) => !entry.sku || !foundSkus.has(entry.sku)).map((entry) => entry.typed),
  ];
  return { items, notFound };
}

/**
 * Puts locked items at `to` (null: off any shelf). Each item that changes place gets a `moved`
 * entry naming both locations; an item already there changes nothing and records nothing.
 */
export async function moveItems(
  tx: Queryable,
  items: readonly LockedItem[],
  to: { id: string; code: string } | null,
  actorId: string,
): Promise<Omit<AssignItemsAnswer, 'not_found'>> {
  const toId = to?.id ?? null;
  const summary = (item: LockedItem) => ({
    id: item.id,
    sku: item.sku,
    title: item.title,
    from: item.location_id && item.location_code ? { id: item.location_id, code: item.location_code } : null,
  });
  const unique = [...new Map(items.map((item) => [item.id, item])).values()];
  const moving = unique.filter((item) => item.location_id !== toId);
  if (moving.length > 0) {
    await tx.execute(sql`update inventory_items set location_id = ${toId}, updated_at = now()
      where id in (select jsonb_array_elements_text(${JSON.stringify(moving.map((item) => item.id))}::jsonb)::uuid)`);
    await recordItemEvents(
      tx,
      moving.map((item) => ({
        itemId: item.id,
        kind: 'moved' as const,
        detail: { from: item.location_code, to: to?.code ?? null },
        fromLocationId: item.location_id,
        toLocationId: toId,
        actorId,
      })),
    );
  }
  return {
    moved: moving.map(summary),
    unchanged: unique.filter((item) => item.location_id === toId).map(summary),
  };
}

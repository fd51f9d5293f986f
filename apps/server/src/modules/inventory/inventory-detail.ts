import type { InventoryHistoryEntry, InventoryItemDetail, InventoryPicture } from '@auction/contracts';
import { type ItemStatus, manualStatusChanges } from '@auction/domain';
import { sql } from 'drizzle-orm';
import { oneOf, type Queryable, rowsOf } from '../../db/queries';
import { type ItemListRecord, itemListColumns, itemListFrom, itemRowOf } from './inventory-list';

interface DetailRecord extends ItemListRecord {
  description: string;
  condition: string;
  category_id: string | null;
  reserve_cents: string | number | null;
  commission_rate_bp: number | null;
  updated_at: Date | string;
}

interface PictureRecord {
  id: string;
  thumb_key: string;
  medium_key: string;
  large_key: string;
  width: number;
  height: number;
}

interface EventRecord {
  id: string;
  kind: InventoryHistoryEntry['kind'];
  detail: Record<string, unknown> | null;
  created_at: Date | string;
  actor_name: string | null;
  from_code: string | null;
  to_code: string | null;
}

/** Entries of one transaction share its time: an edit's changes come before the move it made. */
const sameMomentOrder = `{${['created', 'imported', 'updated', 'moved', 'pictures_changed', 'status_changed', 'lotted', 'relisted', 'unsold', 'sold', 'returned'].join(',')}}`;

const iso = (value: Date | string) => (value instanceof Date ? value : new Date(value)).toISOString();

/** The pictures of an item, in gallery order (the first is the cover). */
export function picturesOf(db: Queryable, itemId: string): Promise<PictureRecord[]> {
  return rowsOf<PictureRecord>(
    db,
    sql`select id, thumb_key, medium_key, large_key, width, height from inventory_images
    where item_id = ${itemId}::uuid order by position, id`,
  );
}

/**
 * An item's history, oldest first, with each change's before and after. Moves carry the codes of
 * both locations (as they are now: a location's code never changes once printed on its label).
 */
async function historyOf(db: Queryable, itemId: string): Promise<InventoryHistoryEntry[]> {
  const events = await rowsOf<EventRecord>(
    db,
    sql`select e.id, e.kind, e.detail, e.created_at, u.name as actor_name, f.code as from_code, t.code as to_code
    from inventory_events e
    left join users u on u.id = e.actor_id
    left join locations f on f.id = e.from_location_id
    left join locations t on t.id = e.to_location_id
    where e.item_id = ${itemId}::uuid
    order by e.created_at, array_position(${sameMomentOrder}::text[], e.kind), e.id`,
  );
  return events.map((event) => {
    const { changes, ...rest } = (event.detail ?? {}) as { changes?: Record<string, [unknown, unknown]> };
    return {
      id: event.id,
      kind: event.kind,
      at: iso(event.created_at),
      actor_name: event.actor_name,
      changes: Object.entries(changes ?? {}).map(([field, [before, after]]) => ({ field, before, after })),
      from_location_code: event.from_code,
      to_location_code: event.to_code,
      detail: rest,
    };
  });
}

/** Everything staff see of one item, or null when there is no such item. */
export async function itemDetail(
  db: Queryable,
  itemId: string,
  url: (key: string) => string,
): Promise<InventoryItemDetail | null> {
  const record = await oneOf<DetailRecord>(
    db,
    sql`select ${itemListColumns}, i.description, i.condition, i.category_id, i.reserve_cents,
      i.commission_rate_bp, i.updated_at
    from ${itemListFrom} where i.id = ${itemId}::uuid`,
  );
  if (!record) return null;
  const [pictures, history] = await Promise.all([picturesOf(db, itemId), historyOf(db, itemId)]);
  return {
    ...itemRowOf(record, url),
    description: record.description,
    condition: record.condition,
    category_id: record.category_id,
    reserve_cents: record.reserve_cents === null ? null : Number(record.reserve_cents),
    commission_rate_bp: record.commission_rate_bp,
    updated_at: iso(record.updated_at),
    pictures: pictures.map(
      (picture): InventoryPicture => ({
        id: picture.id,
        thumb: url(picture.thumb_key),
        medium: url(picture.medium_key),
        large: url(picture.large_key),
        width: picture.width,
        height: picture.height,
      }),
    ),
    history,
    manual_statuses: [...manualStatusChanges(record.status as ItemStatus)],
  };
}

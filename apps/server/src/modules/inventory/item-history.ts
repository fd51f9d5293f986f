import { sql } from 'drizzle-orm';
import type { InventoryEventKind } from '../../db/inventory-schema';
import type { Queryable } from '../../db/queries';

/** One entry of an item's history. */
export interface ItemEvent {
  itemId: string;
  kind: InventoryEventKind;
  /** What changed: `{ changes: { field: [before, after] } }`, a status, a lot, an auction, a reason. */
  detail?: Record<string, unknown>;
  fromLocationId?: string | null;
  toLocationId?: string | null;
  actorId: string | null;
}

/**
 * Writes history entries in the caller's transaction, many in one statement: every change to an
 * item (intake, edit, import, move, lotting, result, return) goes through here.
 */
export async function recordItemEvents(db: Queryable, events: readonly ItemEvent[]): Promise<void> {
  if (events.length === 0) return;
  const rows = events.map((event) => ({
    item_id: event.itemId,
    kind: event.kind,
    detail: event.detail ?? {},
    from_location_id: event.fromLocationId ?? null,
    to_location_id: event.toLocationId ?? null,
    actor_id: event.actorId,
  }));
  await db.execute(sql`
    insert into inventory_events (item_id, kind, detail, from_location_id, to_location_id, actor_id)
    select (e->>'item_id')::uuid, e->>'kind', e->'detail', (e->>'from_location_id')::uuid,
      (e->>'to_location_id')::uuid, (e->>'actor_id')::uuid
    from json_array_elements(${JSON.stringify(rows)}::json) as e`);
}

/** The changed fields between two versions of a record, as `{ field: [before, after] }`. */
export function changedFields<T extends Record<string, unknown>>(
  before: T,
  after: Partial<T>,
): Record<string, [unknown, unknown]> {
  const changes: Record<string, [unknown, unknown]> = {};
  for (const [field, value] of Object.entries(after)) {
    if (value !== undefined && JSON.stringify(before[field]) !== JSON.stringify(value)) {
      changes[field] = [before[field] ?? null, value];
    }
  }
  return changes;
}

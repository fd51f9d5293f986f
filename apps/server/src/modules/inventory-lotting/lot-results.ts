import type { InventoryStatus } from '@auction/contracts';
import { sql } from 'drizzle-orm';
import { type Queryable, rowsOf } from '../../db/queries';
import { type ItemEvent, recordItemEvents } from '../inventory/item-history';

interface LotOfItem {
  lot_id: string;
  lot_status: 'upcoming' | 'open' | 'sold' | 'passed' | 'withdrawn';
  lot_number: string;
  hammer_cents: string | number | null;
  auction_id: string;
  auction_title: string;
  item_id: string;
  item_status: InventoryStatus;
}

/** What the item is once its lot is in this state. */
const itemStatusOf: Record<LotOfItem['lot_status'], InventoryStatus> = {
  upcoming: 'in_auction',
  open: 'in_auction',
  sold: 'sold',
  passed: 'unsold',
  withdrawn: 'in_stock',
};

/** An item follows its lot only while the lot holds it: not once returned or sold another way. */
const followsItsLot: readonly InventoryStatus[] = ['in_auction', 'sold', 'unsold'];

/**
 * Brings the items of these lots in line with the lots' results, in the caller's transaction: a
 * sold lot's item is `sold` (with the auction, lot and hammer in its history), a passed one's
 * `unsold`, a withdrawn one's back `in_stock`, a reopened one's `in_auction` again. Only an item's
 * latest lot speaks for it, and running it twice changes nothing.
 */
export async function syncItemsWithLots(db: Queryable, lotIds: readonly string[], actorId: string | null) {
  if (lotIds.length === 0) return;
  const rows = await rowsOf<LotOfItem>(
    db,
    sql`select l.id as lot_id, l.status as lot_status, l.lot_number, l.extended_price_cents as hammer_cents,
      a.id as auction_id, a.title as auction_title, i.id as item_id, i.status as item_status
    from lots l
    join inventory_items i on i.id = l.inventory_item_id
    join auctions a on a.id = l.auction_id
    where l.id in (${sql.join(
      lotIds.map((id) => sql`${id}::uuid`),
      sql`, `,
    )})
      and not exists (select 1 from lots later where later.inventory_item_id = i.id and later.id <> l.id
        and later.created_at > l.created_at)`,
  );
  const events: ItemEvent[] = [];
  for (const row of rows) {
    const next = itemStatusOf[row.lot_status];
    if (next === row.item_status || !followsItsLot.includes(row.item_status)) continue;
    if (next === 'in_stock' && row.item_status !== 'in_auction') continue;
    const changed = await rowsOf<{ id: string }>(
      db,
      sql`update inventory_items set status = ${next}, updated_at = now()
      where id = ${row.item_id} and status = ${row.item_status} returning id`,
    );
    if (changed.length === 0) continue;
    const detail = {
      auction_id: row.auction_id,
      auction_title: row.auction_title,
      lot_id: row.lot_id,
      lot_number: row.lot_number,
      changes: { status: [row.item_status, next] },
    };
    if (next === 'sold') {
      const hammer = row.hammer_cents === null ? null : Number(row.hammer_cents);
      events.push({
        itemId: row.item_id,
        kind: 'sold',
        detail: { ...detail, hammer_cents: hammer },
        actorId,
      });
    } else if (next === 'unsold') {
      events.push({ itemId: row.item_id, kind: 'unsold', detail, actorId });
    } else {
      const reason = next === 'in_stock' ? 'The lot was withdrawn.' : 'The lot was reopened.';
      events.push({ itemId: row.item_id, kind: 'status_changed', detail: { ...detail, reason }, actorId });
    }
  }
  await recordItemEvents(db, events);
}

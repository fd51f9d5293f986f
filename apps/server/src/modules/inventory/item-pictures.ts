import type { InventoryItemDetail } from '@auction/contracts';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { oneOf, type Queryable, rowsOf } from '../../db/queries';
import { AppError } from '../../errors';
import { recordAudit } from '../../platform/audit.repository';
import { storeLotImage } from '../media/lot-images';
import type { MediaStore } from '../media/media-store';
import { recordItemEvents } from './item-history';

const itemNotFound = () => new AppError('NOT_FOUND', 'This inventory item does not exist.');

async function lockItemId(tx: Queryable, itemId: string): Promise<void> {
  const row = await oneOf<{ id: string }>(
    tx,
    sql`select id from inventory_items where id = ${itemId}::uuid for update`,
  );
  if (!row) throw itemNotFound();
}

async function pictureIds(tx: Queryable, itemId: string): Promise<string[]> {
  const rows = await rowsOf<{ id: string }>(
    tx,
    sql`select id from inventory_images where item_id = ${itemId}::uuid order by position, id`,
  );
  return rows.map((row) => row.id);
}

/**
 * An item's pictures: uploaded with the same checks and WebP sizes as a lot's (the files are
 * shared with the lot later made from the item), put in order, removed. Each change is one
 * history entry `pictures_changed` and one audit row.
 */
export function createItemPictures(deps: {
  db: Database;
  media: MediaStore;
  detail: (itemId: string) => Promise<InventoryItemDetail>;
}) {
  const { db, media, detail } = deps;

  async function changed(tx: Queryable, itemId: string, actorId: string, what: Record<string, unknown>) {
    const count = (await pictureIds(tx, itemId)).length;
    await recordItemEvents(tx, [{ itemId, kind: 'pictures_changed', detail: { ...what, count }, actorId }]);
    await recordAudit(tx, {
      actorId,
      action: 'inventory.pictures_changed',
      entity: 'inventory_item',
      entityId: itemId,
      after: { ...what, count },
    });
  }

  return {
    async addPicture(itemId: string, upload: Buffer, actorId: string): Promise<InventoryItemDetail> {
      if (!(await oneOf(db, sql`select 1 from inventory_items where id = ${itemId}::uuid`)))
        throw itemNotFound();
      const stored = await storeLotImage(media, upload);
      await db.transaction(async (tx) => {
        await lockItemId(tx, itemId);
        const inserted = await oneOf<{ id: string }>(
          tx,
          sql`insert into inventory_images (item_id, position, thumb_key, medium_key, large_key, width, height)
          values (${itemId}::uuid,
            (select coalesce(max(position) + 1, 0) from inventory_images where item_id = ${itemId}::uuid),
            ${stored.keys.thumb}, ${stored.keys.medium}, ${stored.keys.large}, ${stored.width}, ${stored.height})
          returning id`,
        );
        await changed(tx, itemId, actorId, { added: 1, picture_id: inserted?.id });
      });
      return detail(itemId);
    },

    /** The list must name every picture of the item exactly once; the first is the cover. */
    async orderPictures(itemId: string, ids: string[], actorId: string): Promise<InventoryItemDetail> {
      await db.transaction(async (tx) => {
        await lockItemId(tx, itemId);
        const current = await pictureIds(tx, itemId);
        const known = new Set(current);
        if (ids.length !== known.size || ids.some((id) => !known.has(id))) {
          throw new AppError('VALIDATION_FAILED', undefined, {
            picture_ids: ['List every picture of this item exactly once.'],
          });
        }
        if (ids.every((id, index) => current[index] === id)) return;
        for (const [position, id] of ids.entries()) {
          await tx.execute(sql`update inventory_images set position = ${position} where id = ${id}::uuid`);
        }
        await changed(tx, itemId, actorId, { reordered: true });
      });
      return detail(itemId);
    },

    /** The files stay: a lot made from the item may show the same picture. */
    async removePicture(itemId: string, pictureId: string, actorId: string): Promise<InventoryItemDetail> {
      await db.transaction(async (tx) => {
        await lockItemId(tx, itemId);
        const removed = await oneOf<{ id: string }>(
          tx,
          sql`delete from inventory_images where id = ${pictureId}::uuid and item_id = ${itemId}::uuid returning id`,
        );
        if (!removed) throw new AppError('NOT_FOUND', 'This picture is not on this item.');
        await changed(tx, itemId, actorId, { removed: 1, picture_id: pictureId });
      });
      return detail(itemId);
    },
  };
}

import type { ImageImportFields } from '@auction/contracts';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { oneOf, rowsOf } from '../../db/queries';
import type { ImageImportFileColumn } from '../../db/schema';
import type { ImageImportRow } from './image-import-json';

/** A lot or item a picture may go to, with how many pictures it has now. */
export interface PictureTarget {
  id: string;
  pictures: number;
}

/** The queries of picture imports; matching names and what may happen to an import are the service's. */
export function createImageImportRepository(db: Database) {
  return {
    /** The auction's lots, but for withdrawn ones. */
    lotsOf(auctionId: string | null): Promise<(PictureTarget & { lot_number: string })[]> {
      return rowsOf(
        db,
        sql`select l.id, l.lot_number, (select count(*) from lot_images i where i.lot_id = l.id)::int as pictures
        from lots l where l.auction_id = ${auctionId} and l.status <> 'withdrawn'`,
      );
    },

    /** The inventory items with these SKUs (given in upper case). */
    itemsWithSkus(skus: readonly string[]): Promise<(PictureTarget & { sku: string })[]> {
      return rowsOf(
        db,
        sql`select i.id, i.sku, (select count(*) from inventory_images m where m.item_id = i.id)::int as pictures
        from inventory_items i where upper(i.sku) in (${sql.join(
          skus.map((sku) => sql`${sku}`),
          sql`, `,
        )})`,
      );
    },

    byId(id: string): Promise<ImageImportRow | null> {
      return oneOf<ImageImportRow>(db, sql`select * from image_imports where id = ${id}`);
    },

    async insertPreview(preview: {
      id: string;
      target: ImageImportFields['target'];
      auctionId: string | null;
      files: ImageImportFileColumn[];
      total: number;
      createdBy: string;
    }): Promise<ImageImportRow | undefined> {
      const [saved] = await rowsOf<ImageImportRow>(
        db,
        sql`insert into image_imports (id, status, target, auction_id, files, total, created_by)
        values (${preview.id}, 'previewed', ${preview.target}, ${preview.auctionId}::uuid, ${JSON.stringify(preview.files)}::jsonb, ${preview.total}, ${preview.createdBy})
        returning *`,
      );
      return saved;
    },

    /** Queues a previewed import; undefined when it is not (or no longer) a preview. */
    async queue(id: string): Promise<ImageImportRow | undefined> {
      const [queued] = await rowsOf<ImageImportRow>(
        db,
        sql`update image_imports set status = 'queued', updated_at = now()
        where id = ${id} and status = 'previewed' returning *`,
      );
      return queued;
    },

    /** Deletes a previewed import; false when it is not (or no longer) a preview. */
    async deletePreview(id: string): Promise<boolean> {
      const [gone] = await rowsOf<{ id: string }>(
        db,
        sql`delete from image_imports where id = ${id} and status = 'previewed' returning id`,
      );
      return gone !== undefined;
    },
  };
}
export type ImageImportRepository = ReturnType<typeof createImageImportRepository>;

import { readFile, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { oneOf } from '../../db/queries';
import type { ImageImportFileColumn } from '../../db/schema';
import { AppError } from '../../errors';
import { recordItemEvents } from '../inventory/item-history';
import { storeLotImage } from '../media/lot-images';
import type { MediaStore } from '../media/media-store';
import { filesOf, type ImageImportRow } from './image-import-json';
import { progressHeartbeatMs } from './interrupted-imports';

/** How many files are processed between two saves of the progress (and at least every heartbeat). */
const progressEvery = 10;

function reasonOf(error: unknown): string {
  if (error instanceof AppError) return error.fieldErrors?.file?.[0] ?? error.message;
  return 'The picture could not be stored.';
}

/** Appends one stored picture after the lot's or item's existing ones. */
async function attach(
  db: Database,
  match: NonNullable<ImageImportFileColumn['match']>,
  stored: Awaited<ReturnType<typeof storeLotImage>>,
) {
  const values = sql`${stored.keys.thumb}, ${stored.keys.medium}, ${stored.keys.large}, ${stored.width}, ${stored.height}`;
  if (match.lot_id) {
    await db.execute(sql`insert into lot_images (lot_id, position, thumb_key, medium_key, large_key, width, height)
      select ${match.lot_id}::uuid, coalesce(max(position) + 1, 0), ${values} from lot_images where lot_id = ${match.lot_id}::uuid`);
  } else if (match.item_id) {
    await db.execute(sql`insert into inventory_images (item_id, position, thumb_key, medium_key, large_key, width, height)
      select ${match.item_id}::uuid, coalesce(max(position) + 1, 0), ${values} from inventory_images where item_id = ${match.item_id}::uuid`);
  }
}

/**
 * Processes a queued import file by file, in each lot's or item's suffix order: the same checks
 * and WebP sizes as a picture a cataloguer uploads; a bad file is refused with its reason and the
 * rest go on. Progress is saved as it goes, and the staged files are removed at the end.
 */
export async function storeImportedPictures(input: {
  db: Database;
  media: MediaStore;
  stagingRoot: string;
  importId: string;
  actorId: string | null;
}): Promise<void> {
  const { db, importId } = input;
  const row = await oneOf<ImageImportRow>(
    db,
    sql`update image_imports set status = 'running', updated_at = now() where id = ${importId} and status = 'queued' returning *`,
  );
  if (!row) return;
  const files = filesOf(row);
  let processed = 0;
  let savedAt = Date.now();
  const save = (status: string, error: string | null = null) =>
    db.execute(sql`update image_imports set files = ${JSON.stringify(files)}::jsonb, processed = ${processed},
      status = ${status}, error = ${error}, updated_at = now(),
      finished_at = ${status === 'running' ? null : sql`now()`}
    where id = ${importId}`);
  const order = files
    .map((file, index) => ({ file, index }))
    .filter(({ file }) => file.outcome === 'pending' && file.match)
    .sort(
      (a, b) =>
        (a.file.match?.label ?? '').localeCompare(b.file.match?.label ?? '') ||
        (a.file.match?.position ?? 0) - (b.file.match?.position ?? 0),
    );
  const picturesOfItems = new Map<string, number>();
  // Before the status says done, so whoever sees it done finds nothing left behind.
  const removeStaged = () => rm(join(input.stagingRoot, importId), { recursive: true, force: true });
  try {
    for (const { file } of order) {
      const match = file.match as NonNullable<ImageImportFileColumn['match']>;
      const path = file.upload_key ? join(input.stagingRoot, file.upload_key) : null;
      const bytes = path ? await readFile(path).catch(() => null) : null;
      if (!bytes) {
        Object.assign(file, { outcome: 'refused', reason: 'The uploaded file is gone; import it again.' });
      } else {
        try {
          await attach(db, match, await storeLotImage(input.media, bytes));
          file.outcome = 'stored';
          if (match.item_id)
            picturesOfItems.set(match.item_id, (picturesOfItems.get(match.item_id) ?? 0) + 1);
        } catch (error) {
          Object.assign(file, { outcome: 'refused', reason: reasonOf(error) });
        }
      }
      if (path) await rm(path, { force: true });
      file.upload_key = null;
      processed += 1;
      if (processed % progressEvery === 0 || Date.now() - savedAt >= progressHeartbeatMs) {
        await save('running');
        savedAt = Date.now();
      }
    }
    await recordItemEvents(
      db,
      [...picturesOfItems].map(([itemId, added]) => ({
        itemId,
        kind: 'pictures_changed' as const,
        detail: { added, image_import_id: importId },
        actorId: input.actorId,
      })),
    );
    await removeStaged();
    await save('done');
  } catch (error) {
    await removeStaged();
    await save('failed', 'The import stopped part way; the pictures stored so far are kept.');
    throw error;
  }
}

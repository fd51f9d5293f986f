import { rm } from 'node:fs/promises';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { rowsOf } from '../../db/queries';
import { filesOf, type ImageImportRow } from './image-import-json';

/**
 * A running import saves its progress at least this often (see store-pictures.ts); one whose
 * progress has not moved for `stalledAfterSeconds` has no server working on it any more.
 */
export const progressHeartbeatMs = 10_000;
export const stalledAfterSeconds = 120;

export const interruptedMessage =
  'The server restarted while this import was running. The pictures stored before that are kept; import the files marked not imported again.';
const notImported = 'Not imported: the server restarted before this picture was stored.';

/**
 * Marks imports left queued or running by a server that stopped (a restart, a crash) as failed,
 * with a message the import page shows, their unfinished files marked not imported, and their
 * staged files removed. Only imports whose progress has stalled are touched, so an import another
 * server is still working on goes on. `onlyId` limits the check to one import (when it is read).
 */
export async function failInterruptedImports(
  db: Database,
  stagingRoot: string,
  onlyId: string | null = null,
): Promise<number> {
  const stalled = await rowsOf<ImageImportRow>(
    db,
    sql`select * from image_imports where status in ('queued', 'running')
      and updated_at < now() - make_interval(secs => ${stalledAfterSeconds})
      ${onlyId ? sql`and id = ${onlyId}` : sql``}`,
  );
  let failed = 0;
  for (const row of stalled) {
    const files = filesOf(row).map((file) =>
      file.outcome === 'pending'
        ? { ...file, outcome: 'refused' as const, upload_key: null, reason: notImported }
        : file,
    );
    const [changed] = await rowsOf<{ id: string }>(
      db,
      sql`update image_imports set status = 'failed', error = ${interruptedMessage},
        files = ${JSON.stringify(files)}::jsonb, processed = total, updated_at = now(), finished_at = now()
      where id = ${row.id} and status in ('queued', 'running')
        and updated_at < now() - make_interval(secs => ${stalledAfterSeconds})
      returning id`,
    );
    if (!changed) continue;
    await rm(join(stagingRoot, row.id), { recursive: true, force: true });
    failed += 1;
  }
  return failed;
}

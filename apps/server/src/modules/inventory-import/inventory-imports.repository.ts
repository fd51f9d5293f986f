import type { ColumnMapping, RememberedMapping } from '@auction/domain';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import type { RejectedRowColumn } from '../../db/inventory-schema';
import { oneOf, type Queryable, rowsOf } from '../../db/queries';
import type { ImportRecord } from './import-json';

const recordColumns =
  sql.raw(`id, status, file_name, encoding, delimiter, headers, mapping, total_rows, processed_rows,
  created_count, updated_count, unchanged_count, skipped_count, jsonb_path_query_array(rejected, '$[0 to 49]') as rejected,
  error, created_at, finished_at`);

/** A confirmed import the repeating pass works on. */
export interface ImportToRun {
  id: string;
  delimiter: string;
  rows: string[][];
  mapping: ColumnMapping;
  created_by: string | null;
}

/** The queries of inventory imports and the remembered mapping; what may change when is the service's. */
export function createInventoryImportsRepository(db: Database) {
  return {
    async rememberedMapping(): Promise<RememberedMapping | null> {
      const row = await oneOf<{ mapping: RememberedMapping }>(
        db,
        sql`select mapping from import_mappings where kind = 'inventory'`,
      );
      return row?.mapping ?? null;
    },

    /** Overwrites the one remembered mapping of inventory imports. */
    async rememberMapping(tx: Queryable, memory: RememberedMapping): Promise<void> {
      await tx.execute(sql`insert into import_mappings (kind, mapping) values ('inventory', ${JSON.stringify(memory)}::jsonb)
          on conflict (kind) do update set mapping = excluded.mapping, updated_at = now()`);
    },

    /** The import without its rows, and with its first 50 rejected rows. */
    record(id: string): Promise<ImportRecord | null> {
      return oneOf<ImportRecord>(db, sql`select ${recordColumns} from inventory_imports where id = ${id}`);
    },

    async fileRows(id: string): Promise<string[][]> {
      const row = await oneOf<{ rows: string[][] }>(
        db,
        sql`select rows from inventory_imports where id = ${id}`,
      );
      return row?.rows ?? [];
    },

    /** The latest 50 imports, newest first. */
    latest(): Promise<ImportRecord[]> {
      return rowsOf<ImportRecord>(
        db,
        sql`select id, status, file_name, total_rows, processed_rows, created_count, updated_count, unchanged_count,
          skipped_count, error, created_at, finished_at
        from inventory_imports order by created_at desc, id limit 50`,
      );
    },

    /** The new import's id. */
    async insert(
      tx: Queryable,
      file: {
        fileName: string;
        encoding: string;
        delimiter: string;
        headers: string[];
        rows: string[][];
        mapping: ColumnMapping;
        createdBy: string;
      },
    ): Promise<string | null> {
      const row = await oneOf<{ id: string }>(
        tx,
        sql`insert into inventory_imports (file_name, encoding, delimiter, headers, rows, mapping, total_rows, created_by)
          values (${file.fileName}, ${file.encoding}, ${file.delimiter}, ${JSON.stringify(file.headers)}::jsonb,
            ${JSON.stringify(file.rows)}::jsonb, ${JSON.stringify(file.mapping)}::jsonb, ${file.rows.length}, ${file.createdBy}::uuid)
          returning id`,
      );
      return row?.id ?? null;
    },

    /** Changes the mapping of an import that is still a preview. */
    async setMapping(tx: Queryable, id: string, mapping: ColumnMapping): Promise<void> {
      await tx.execute(sql`update inventory_imports set mapping = ${JSON.stringify(mapping)}::jsonb, updated_at = now()
          where id = ${id} and status = 'previewed'`);
    },

    /** Queues a previewed import; false when it is no longer a preview. */
    async queue(tx: Queryable, id: string): Promise<boolean> {
      const queued = await rowsOf<{ id: string }>(
        tx,
        sql`update inventory_imports set status = 'queued', updated_at = now()
          where id = ${id} and status = 'previewed' returning id`,
      );
      return queued.length > 0;
    },

    /** Deletes an import that is still a preview, its file's rows with it; null when it is not one. */
    removePreview(tx: Queryable, id: string): Promise<{ file_name: string; total_rows: number } | null> {
      return oneOf(
        tx,
        sql`delete from inventory_imports where id = ${id} and status = 'previewed' returning file_name, total_rows`,
      );
    },

    rejected(
      id: string,
    ): Promise<{ file_name: string; headers: string[]; rejected: RejectedRowColumn[] } | null> {
      return oneOf(db, sql`select file_name, headers, rejected from inventory_imports where id = ${id}`);
    },

    /** The oldest import that is queued or running. */
    nextToRun(): Promise<ImportToRun | null> {
      return oneOf<ImportToRun>(
        db,
        sql`select id, delimiter, rows, mapping, created_by from inventory_imports
          where status in ('queued', 'running') order by created_at, id limit 1`,
      );
    },

    /** Marks the import failed, saying how many rows it had imported and why it stopped. */
    async markFailed(id: string, reason: string): Promise<void> {
      await db.execute(sql`update inventory_imports set status = 'failed', finished_at = now(), updated_at = now(),
              error = 'The import stopped after ' || processed_rows || ${` rows: ${reason}`.slice(0, 400)}
              where id = ${id}`);
    },
  };
}
export type InventoryImportsRepository = ReturnType<typeof createInventoryImportsRepository>;

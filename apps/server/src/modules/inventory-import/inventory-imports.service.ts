import type { ImportColumnMapping, InventoryImport, InventoryImportSummary } from '@auction/contracts';
import {
  type ColumnMapping,
  type RememberedMapping,
  rememberMapping,
  startingMapping,
} from '@auction/domain';
import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/database';
import type { RejectedRowColumn } from '../../db/inventory-schema';
import { oneOf, type Queryable, rowsOf } from '../../db/queries';
import { AppError } from '../../errors';
import { firstRowsOfSkus } from './check-file';
import { runImportBatch } from './import-batch';
import { type ImportRecord, mappingSources, previewOf, toImportJson, toImportSummary } from './import-json';
import { readCsv } from './read-csv';
import { rejectedRowsCsv } from './rejected-csv';

export interface ImportActor {
  id: string;
  ip: string | null;
}

const notFound = () => new AppError('NOT_FOUND', 'This import does not exist.');
const recordColumns =
  sql.raw(`id, status, file_name, encoding, delimiter, headers, mapping, total_rows, processed_rows,
  created_count, updated_count, unchanged_count, skipped_count, jsonb_path_query_array(rejected, '$[0 to 49]') as rejected,
  error, created_at, finished_at`);

async function audit(db: Queryable, actor: ImportActor, action: string, importId: string, after: unknown) {
  await db.execute(sql`insert into audit_log (actor_id, action, entity, entity_id, after, ip)
    values (${actor.id}::uuid, ${action}, 'inventory_import', ${importId}, ${JSON.stringify(after)}::jsonb, ${actor.ip})`);
}

/** A file name as kept: the last part of a path, at most 200 characters. */
function fileNameOf(name: string): string {
  const base = name.split(/[\\/]/).pop()?.trim() ?? '';
  return (base || 'import.csv').slice(0, 200);
}

/**
 * CSV imports of inventory: a file is read and kept with a guessed mapping (nothing reaches the
 * inventory), staff adjust the mapping and see every row checked, and confirming queues it for
 * the repeating pass, which imports it in batches and survives a restart.
 */
export function createInventoryImportService(deps: { db: Database; log?: FastifyBaseLogger }) {
  const { db } = deps;

  async function remembered(): Promise<RememberedMapping | null> {
    const row = await oneOf<{ mapping: RememberedMapping }>(
      db,
      sql`select mapping from import_mappings where kind = 'inventory'`,
    );
    return row?.mapping ?? null;
  }

  async function recordOf(id: string): Promise<ImportRecord> {
    const record = await oneOf<ImportRecord>(
      db,
      sql`select ${recordColumns} from inventory_imports where id = ${id}`,
    );
    if (!record) throw notFound();
    return record;
  }

  async function rowsOfImport(id: string): Promise<string[][]> {
    const row = await oneOf<{ rows: string[][] }>(
      db,
      sql`select rows from inventory_imports where id = ${id}`,
    );
    return row?.rows ?? [];
  }

  async function answer(record: ImportRecord): Promise<InventoryImport> {
    const previewing = record.status === 'previewed';
    const preview = previewing ? await previewOf(db, record, await rowsOfImport(record.id)) : null;
    const sources = previewing
      ? mappingSources(record.headers, record.mapping, await remembered())
      : { remembered_fields: [], guessed_fields: [] };
    return toImportJson(record, { preview, ...sources });
  }

  async function previewed(id: string): Promise<ImportRecord> {
    const record = await recordOf(id);
    if (record.status !== 'previewed') {
      throw new AppError(
        'CONFLICT',
        'This import was already confirmed; upload the file again to change it.',
      );
    }
    return record;
  }

  return {
    /** Reads the file and keeps it with its starting mapping; a bad file is refused and nothing is kept. */
    async upload(file: { name: string; bytes: Uint8Array }, actor: ImportActor): Promise<InventoryImport> {
      const csv = readCsv(file.bytes);
      const { mapping } = startingMapping(csv.headers, await remembered());
      const id = await db.transaction(async (tx) => {
        const row = await oneOf<{ id: string }>(
          tx,
          sql`insert into inventory_imports (file_name, encoding, delimiter, headers, rows, mapping, total_rows, created_by)
          values (${fileNameOf(file.name)}, ${csv.encoding}, ${csv.delimiter}, ${JSON.stringify(csv.headers)}::jsonb,
            ${JSON.stringify(csv.rows)}::jsonb, ${JSON.stringify(mapping)}::jsonb, ${csv.rows.length}, ${actor.id}::uuid)
          returning id`,
        );
        if (!row) throw new Error('import insert returned nothing');
        await audit(tx, actor, 'inventory_import.uploaded', row.id, {
          file_name: fileNameOf(file.name),
          rows: csv.rows.length,
          encoding: csv.encoding,
        });
        return row.id;
      });
      return answer(await recordOf(id));
    },

    async get(id: string): Promise<InventoryImport> {
      return answer(await recordOf(id));
    },

    async list(): Promise<InventoryImportSummary[]> {
      const records = await rowsOf<ImportRecord>(
        db,
        sql`select id, status, file_name, total_rows, processed_rows, created_count, updated_count, unchanged_count,
          skipped_count, error, created_at, finished_at
        from inventory_imports order by created_at desc, id limit 50`,
      );
      return records.map(toImportSummary);
    },

    /** Changes which column fills which field, before confirming; the answer is checked again. */
    async setMapping(id: string, mapping: ImportColumnMapping, actor: ImportActor): Promise<InventoryImport> {
      const record = await previewed(id);
      const errors: Record<string, string[]> = {};
      for (const [field, index] of Object.entries(mapping)) {
        if (index !== undefined && index >= record.headers.length) {
          errors[`mapping.${field}`] = [
            `The file has ${record.headers.length} columns; there is no column ${index + 1}.`,
          ];
        }
      }
      if (Object.keys(errors).length > 0) throw new AppError('VALIDATION_FAILED', undefined, errors);
      await db.transaction(async (tx) => {
        await tx.execute(sql`update inventory_imports set mapping = ${JSON.stringify(mapping)}::jsonb, updated_at = now()
          where id = ${id} and status = 'previewed'`);
        await audit(tx, actor, 'inventory_import.mapped', id, { mapping });
      });
      return answer(await recordOf(id));
    },

    /** Staff confirm: the import is queued for the repeating pass and its mapping is remembered. */
    async confirm(id: string, actor: ImportActor): Promise<InventoryImport> {
      const record = await previewed(id);
      if (record.mapping.title === undefined) {
        throw new AppError('VALIDATION_FAILED', 'Choose the column that holds the title.', {
          'mapping.title': ['Choose the column that holds the title.'],
        });
      }
      await db.transaction(async (tx) => {
        const queued = await rowsOf<{ id: string }>(
          tx,
          sql`update inventory_imports set status = 'queued', updated_at = now()
          where id = ${id} and status = 'previewed' returning id`,
        );
        if (queued.length === 0) throw new AppError('CONFLICT', 'This import was already confirmed.');
        const memory = rememberMapping(record.headers, record.mapping);
        await tx.execute(sql`insert into import_mappings (kind, mapping) values ('inventory', ${JSON.stringify(memory)}::jsonb)
          on conflict (kind) do update set mapping = excluded.mapping, updated_at = now()`);
        await audit(tx, actor, 'inventory_import.confirmed', id, {
          rows: record.total_rows,
          mapping: record.mapping,
        });
      });
      return answer(await recordOf(id));
    },

    /** The rejected rows as CSV: the file's headers, a reason column, formulas made plain text. */
    async rejectedCsv(id: string): Promise<{ fileName: string; csv: string }> {
      const row = await oneOf<{ file_name: string; headers: string[]; rejected: RejectedRowColumn[] }>(
        db,
        sql`select file_name, headers, rejected from inventory_imports where id = ${id}`,
      );
      if (!row) throw notFound();
      const base = row.file_name.replace(/\.[^.]*$/, '').replace(/[^\w.-]+/g, '-') || 'import';
      return { fileName: `${base}-rejected.csv`, csv: rejectedRowsCsv(row.headers, row.rejected) };
    },

    /**
     * The repeating pass: runs queued and running imports, oldest first, batch by batch, until
     * none is left or `budgetMs` has passed (the next pass carries on). A batch that fails marks
     * its import failed with the reason; the rows before it stay imported.
     */
    async pass(options: { budgetMs?: number; maxBatches?: number } = {}): Promise<number> {
      const until = Date.now() + (options.budgetMs ?? 5_000);
      let batches = 0;
      for (;;) {
        const next = await oneOf<{
          id: string;
          delimiter: string;
          rows: string[][];
          mapping: ColumnMapping;
          created_by: string | null;
        }>(
          db,
          sql`select id, delimiter, rows, mapping, created_by from inventory_imports
          where status in ('queued', 'running') order by created_at, id limit 1`,
        );
        if (!next) return batches;
        const run = { ...next, firstRowOfSku: firstRowsOfSkus(next.rows, next.mapping) };
        let more = true;
        while (more) {
          if (Date.now() > until || (options.maxBatches !== undefined && batches >= options.maxBatches))
            return batches;
          try {
            more = await runImportBatch(db, run);
          } catch (error) {
            deps.log?.error({ err: error, importId: run.id }, 'an inventory import batch failed');
            const reason = error instanceof Error ? error.message : String(error);
            await db.execute(sql`update inventory_imports set status = 'failed', finished_at = now(), updated_at = now(),
              error = 'The import stopped after ' || processed_rows || ${` rows: ${reason}`.slice(0, 400)}
              where id = ${run.id}`);
            more = false;
          }
          batches++;
        }
      }
    },
  };
}
export type InventoryImportService = ReturnType<typeof createInventoryImportService>;

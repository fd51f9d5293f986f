import type { ImportColumnMapping, InventoryImport, InventoryImportSummary } from '@auction/contracts';
import { rememberMapping, startingMapping } from '@auction/domain';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/database';
import type { Queryable } from '../../db/queries';
import { AppError } from '../../errors';
import { recordAudit } from '../../platform/audit.repository';
import { firstRowsOf } from './check-file';
import { runImportBatch } from './import-batch';
import { type ImportRecord, mappingSources, previewOf, toImportJson, toImportSummary } from './import-json';
import { createInventoryImportsRepository } from './inventory-imports.repository';
import { readCsv } from './read-csv';
import { rejectedRowsCsv } from './rejected-csv';

export interface ImportActor {
  id: string;
  ip: string | null;
}

const notFound = () => new AppError('NOT_FOUND', 'This import does not exist.');

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
  const imports = createInventoryImportsRepository(db);

  /** The audit row of a step of an import, in the step's transaction. */
  async function audit(tx: Queryable, actor: ImportActor, action: string, importId: string, after: unknown) {
    await recordAudit(tx, {
      actorId: actor.id,
      action,
      entity: 'inventory_import',
      entityId: importId,
      after,
      ip: actor.ip,
    });
  }

  async function recordOf(id: string): Promise<ImportRecord> {
    const record = await imports.record(id);
    if (!record) throw notFound();
    return record;
  }

  async function answer(record: ImportRecord): Promise<InventoryImport> {
    const previewing = record.status === 'previewed';
    const preview = previewing ? await previewOf(db, record, await imports.fileRows(record.id)) : null;
    const sources = previewing
      ? mappingSources(record.headers, record.mapping, await imports.rememberedMapping())
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
      const { mapping } = startingMapping(csv.headers, await imports.rememberedMapping());
      const id = await db.transaction(async (tx) => {
        const inserted = await imports.insert(tx, {
          fileName: fileNameOf(file.name),
          encoding: csv.encoding,
          delimiter: csv.delimiter,
          headers: csv.headers,
          rows: csv.rows,
          mapping,
          createdBy: actor.id,
        });
        if (!inserted) throw new Error('import insert returned nothing');
        await audit(tx, actor, 'inventory_import.uploaded', inserted, {
          file_name: fileNameOf(file.name),
          rows: csv.rows.length,
          encoding: csv.encoding,
        });
        return inserted;
      });
      return answer(await recordOf(id));
    },

    async get(id: string): Promise<InventoryImport> {
      return answer(await recordOf(id));
    },

    async list(): Promise<InventoryImportSummary[]> {
      return (await imports.latest()).map(toImportSummary);
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
        await imports.setMapping(tx, id, mapping);
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
        if (!(await imports.queue(tx, id)))
          throw new AppError('CONFLICT', 'This import was already confirmed.');
        await imports.rememberMapping(tx, rememberMapping(record.headers, record.mapping));
        await audit(tx, actor, 'inventory_import.confirmed', id, {
          rows: record.total_rows,
          mapping: record.mapping,
        });
      });
      return answer(await recordOf(id));
    },

    /** A preview staff will not confirm goes, and the file kept with it; a confirmed import stays. */
    async discard(id: string, actor: ImportActor): Promise<void> {
      const discarded = await db.transaction(async (tx) => {
        const removed = await imports.removePreview(tx, id);
        if (removed) await audit(tx, actor, 'inventory_import.discarded', id, removed);
        return removed;
      });
      if (discarded) return;
      await recordOf(id);
      throw new AppError('CONFLICT', 'This import was already confirmed; only a preview can be discarded.');
    },

    /** The rejected rows as CSV: the file's headers, a reason column, formulas made plain text. */
    async rejectedCsv(id: string): Promise<{ fileName: string; csv: string }> {
      const row = await imports.rejected(id);
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
        const next = await imports.nextToRun();
        if (!next) return batches;
        const run = { ...next, firstRows: firstRowsOf(next.rows, next.mapping) };
        let more = true;
        while (more) {
          if (Date.now() > until || (options.maxBatches !== undefined && batches >= options.maxBatches))
            return batches;
          try {
            more = await runImportBatch(db, run);
          } catch (error) {
            deps.log?.error({ err: error, importId: run.id }, 'an inventory import batch failed');
            const reason = error instanceof Error ? error.message : String(error);
            await imports.markFailed(run.id, reason);
            more = false;
          }
          batches++;
        }
      }
    },
  };
}
export type InventoryImportService = ReturnType<typeof createInventoryImportService>;

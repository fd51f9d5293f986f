import {
  type ColumnMapping,
  type ImportedItem,
  importFingerprint,
  numberStyleOf,
  rowReason,
} from '@auction/domain';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import type { RejectedRowColumn } from '../../db/inventory-schema';
import { oneOf, type Queryable, rowsOf } from '../../db/queries';
import { changedFields, type ItemEvent, recordItemEvents } from '../inventory/item-history';
import { nextSkus } from '../inventory/skus';
import { checkFileRow, type FirstRows } from './check-file';
import { listOf, loadRowLookups } from './row-lookups';

/** Rows per transaction: a restart loses at most one batch's work, which is then done again. */
export const importBatchSize = 500;

/** An import as the batches need it: the file, the mapping and who confirmed it. */
export interface RunningImport {
  id: string;
  delimiter: string;
  rows: string[][];
  mapping: ColumnMapping;
  created_by: string | null;
  firstRows: FirstRows;
}

const itemFields = [
  'lot_number',
  'title',
  'description',
  'category_id',
  'condition',
  'brand',
  'quantity',
  'estimate_low_cents',
  'estimate_high_cents',
  'starting_bid_cents',
  'reserve_cents',
  'buy_now_price_cents',
  'consignor_id',
  'location_id',
] as const;
type ItemFields = Record<(typeof itemFields)[number], unknown>;
type ExistingItem = ItemFields & { id: string; sku: string; status: string };

/** Items an import may not change: they are on an auction's block or gone to a buyer. */
const lockedStatuses: Record<string, string> = {
  in_auction: 'is in an auction',
  sold: 'is sold',
};

const itemColumns = sql.raw(
  `id, sku, status, lot_number, title, description, category_id, condition, brand, quantity,
  estimate_low_cents::float8 as estimate_low_cents, estimate_high_cents::float8 as estimate_high_cents,
  starting_bid_cents::float8 as starting_bid_cents, reserve_cents::float8 as reserve_cents,
  buy_now_price_cents::float8 as buy_now_price_cents, consignor_id, location_id`,
);

const recordsetColumns =
  sql.raw(`lot_number text, title text, description text, category_id uuid, condition text, brand text,
  quantity int, estimate_low_cents bigint, estimate_high_cents bigint, starting_bid_cents bigint,
  reserve_cents bigint, buy_now_price_cents bigint, consignor_id uuid, location_id uuid`);

function fullItem(item: ImportedItem): ItemFields {
  return {
    lot_number: item.lot_number ?? null,
    title: item.title,
    description: item.description ?? '',
    category_id: item.category_id ?? null,
    condition: item.condition ?? '',
    brand: item.brand ?? '',
    quantity: item.quantity ?? 1,
    estimate_low_cents: item.estimate_low_cents ?? null,
    estimate_high_cents: item.estimate_high_cents ?? null,
    starting_bid_cents: item.starting_bid_cents ?? null,
    reserve_cents: item.reserve_cents ?? null,
    buy_now_price_cents: item.buy_now_price_cents ?? null,
    consignor_id: item.consignor_id ?? null,
    location_id: item.location_id ?? null,
  };
}

/** The fields a row brings (those the mapping maps), without the SKU. */
function mappedFields(item: ImportedItem): Partial<ItemFields> {
  const { sku: _sku, ...fields } = item;
  return fields;
}

/** SKUs from the house's sequence, leaving out any this batch brings in its own SKU column. */
async function freeSkus(tx: Queryable, count: number, inFile: Set<string>): Promise<string[]> {
  const free: string[] = [];
  while (free.length < count) {
    for (const sku of await nextSkus(tx, count - free.length)) if (!inFile.has(sku)) free.push(sku);
  }
  return free;
}

interface Outcome {
  created: number;
  updated: number;
  unchanged: number;
  rejected: RejectedRowColumn[];
}

/**
 * One batch of a confirmed import in the caller's transaction: rows with a known SKU update
 * their item (history says what changed), rows without a SKU are found by fingerprint (the same
 * content is the same item), every other good row is a new item with a SKU from the sequence;
 * bad rows are rejected with their reasons. Rows are checked again here, against the categories,
 * consignors and locations as they are now.
 */
export async function importRows(
  tx: Queryable,
  run: RunningImport,
  start: number,
  rows: string[][],
): Promise<Outcome> {
  const outcome: Outcome = { created: 0, updated: 0, unchanged: 0, rejected: [] };
  const style = numberStyleOf(run.delimiter);
  const lookups = await loadRowLookups(tx, rows, run.mapping);
  const good: { row: number; item: ImportedItem; fingerprint: string | null }[] = [];
  rows.forEach((cells, i) => {
    const row = start + i + 1;
    const checked = checkFileRow(row, cells, run.mapping, style, lookups, run.firstRows);
    if (checked.item) {
      good.push({
        row,
        item: checked.item,
        fingerprint: checked.item.sku ? null : importFingerprint(checked.item),
      });
    } else outcome.rejected.push({ row, reason: rowReason(checked.errors), values: cells });
  });

  const skus = good.flatMap((g) => (g.item.sku ? [g.item.sku] : []));
  const fingerprints = good.flatMap((g) => (g.fingerprint ? [g.fingerprint] : []));
  const bySku = new Map(
    (skus.length === 0
      ? []
      : await rowsOf<ExistingItem>(
          tx,
          sql`select ${itemColumns} from inventory_items where sku in ${listOf(skus)}`,
        )
    ).map((item) => [item.sku, item]),
  );
  const knownFingerprints = new Set(
    (fingerprints.length === 0
      ? []
      : await rowsOf<{ import_fingerprint: string }>(
          tx,
          sql`select import_fingerprint from inventory_items where import_fingerprint in ${listOf(fingerprints)}`,
        )
    ).map((item) => item.import_fingerprint),
  );

  const created: { row: number; sku: string | null; fingerprint: string | null; fields: ItemFields }[] = [];
  const updates: {
    existing: ExistingItem;
    fields: ItemFields;
    changes: Record<string, [unknown, unknown]>;
    row: number;
  }[] = [];
  for (const { row, item, fingerprint } of good) {
    const existing = item.sku ? bySku.get(item.sku) : undefined;
    if (fingerprint && knownFingerprints.has(fingerprint)) {
      outcome.unchanged++;
    } else if (existing) {
      const changes = changedFields(existing as Record<string, unknown>, mappedFields(item));
      const locked = lockedStatuses[existing.status];
      if (Object.keys(changes).length === 0) outcome.unchanged++;
      else if (locked) {
        outcome.rejected.push({
          row,
          reason: `Item ${existing.sku} ${locked}, so an import does not change it`,
          values: rows[row - start - 1] ?? [],
        });
      } else updates.push({ existing, fields: { ...existing, ...mappedFields(item) }, changes, row });
    } else {
      created.push({ row, sku: item.sku ?? null, fingerprint, fields: fullItem(item) });
      // The same content twice in one file is one item: the second row finds the first.
      if (fingerprint) knownFingerprints.add(fingerprint);
    }
  }

  const events: ItemEvent[] = [];
  if (created.length > 0) {
    const newSkus = await freeSkus(tx, created.filter((c) => c.sku === null).length, new Set(skus));
    const records = created.map((c) => ({
      ...c.fields,
      sku: c.sku ?? newSkus.shift(),
      import_fingerprint: c.fingerprint,
    }));
    const inserted = await rowsOf<{ id: string; location_id: string | null }>(
      tx,
      sql`insert into inventory_items (sku, import_fingerprint, created_by, ${sql.raw(itemFields.join(', '))})
        select r.sku, r.import_fingerprint, ${run.created_by}::uuid, ${sql.raw(itemFields.map((f) => `r.${f}`).join(', '))}
        from json_to_recordset(${JSON.stringify(records)}::json) as r(sku text, import_fingerprint text, ${recordsetColumns})
        returning id, location_id`,
    );
    inserted.forEach((item, i) => {
      events.push({
        itemId: item.id,
        kind: 'imported',
        detail: { import_id: run.id, row: created[i]?.row, created: true },
        toLocationId: item.location_id,
        actorId: run.created_by,
      });
    });
    outcome.created = inserted.length;
  }
  if (updates.length > 0) {
    const records = updates.map((u) => ({ id: u.existing.id, ...u.fields }));
    await tx.execute(sql`update inventory_items i set
      ${sql.raw(itemFields.map((f) => `${f} = r.${f}`).join(', '))}, updated_at = now()
      from json_to_recordset(${JSON.stringify(records)}::json) as r(id uuid, ${recordsetColumns})
      where i.id = r.id`);
    for (const update of updates) {
      const moved = 'location_id' in update.changes;
      events.push({
        itemId: update.existing.id,
        kind: 'imported',
        detail: { import_id: run.id, row: update.row, changes: update.changes },
        ...(moved
          ? {
              fromLocationId: update.existing.location_id as string | null,
              toLocationId: update.fields.location_id as string | null,
            }
          : {}),
        actorId: run.created_by,
      });
    }
    outcome.updated = updates.length;
  }
  await recordItemEvents(tx, events);
  return outcome;
}

/**
 * Runs the next batch of an import in one transaction, if it is still the import's next batch
 * (another instance may have run it): the items, the counters and the rejected rows commit
 * together. Answers whether rows remain.
 */
export async function runImportBatch(db: Database, run: RunningImport): Promise<boolean> {
  return db.transaction(async (tx) => {
    const state = await oneOf<{ status: string; processed_rows: number }>(
      tx,
      sql`select status, processed_rows from inventory_imports where id = ${run.id} for update`,
    );
    if (!state || (state.status !== 'queued' && state.status !== 'running')) return false;
    const start = state.processed_rows;
    const rows = run.rows.slice(start, start + importBatchSize);
    const outcome = await importRows(tx, run, start, rows);
    const processed = start + rows.length;
    const finished = processed >= run.rows.length;
    await tx.execute(sql`update inventory_imports set
      status = ${finished ? 'done' : 'running'},
      processed_rows = ${processed},
      created_count = created_count + ${outcome.created},
      updated_count = updated_count + ${outcome.updated},
      unchanged_count = unchanged_count + ${outcome.unchanged},
      skipped_count = skipped_count + ${outcome.rejected.length},
      rejected = rejected || ${JSON.stringify(outcome.rejected)}::jsonb,
      updated_at = now(),
      finished_at = ${finished ? sql`now()` : null}
      where id = ${run.id}`);
    return !finished;
  });
}

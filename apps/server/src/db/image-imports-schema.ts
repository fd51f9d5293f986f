import { imageImportTargets, importStatuses } from '@auction/contracts';
import { integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { timestamps } from './accounts-schema';
import { auctions } from './catalogue-schema';

/** One file of a picture import, as matched: to a lot or an item, at a position, or why not. */
export interface ImageImportFileColumn {
  name: string;
  /** Where the file's bytes wait until processed (storage key), null once processed or refused. */
  upload_key: string | null;
  match: { lot_id?: string; item_id?: string; label: string; position: number } | null;
  outcome: 'pending' | 'stored' | 'unmatched' | 'duplicate' | 'refused';
  reason?: string;
}

/** A picture import: many files or a zip, matched by name to lots of an auction or to SKUs. */
export const imageImports = pgTable('image_imports', {
  id: uuid('id').primaryKey().defaultRandom(),
  status: text('status', { enum: importStatuses }).notNull().default('previewed'),
  target: text('target', { enum: imageImportTargets }).notNull(),
  auction_id: uuid('auction_id').references(() => auctions.id, { onDelete: 'cascade' }),
  files: jsonb('files').$type<ImageImportFileColumn[]>().notNull().default([]),
  total: integer('total').notNull().default(0),
  processed: integer('processed').notNull().default(0),
  error: text('error'),
  created_by: uuid('created_by'),
  ...timestamps,
  updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  finished_at: timestamp('finished_at', { withTimezone: true }),
});

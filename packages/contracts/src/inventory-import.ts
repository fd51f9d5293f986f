/** CSV import of inventory (issue 11). The import module extends this file. */
import { z } from 'zod';

export const importStatuses = ['previewed', 'queued', 'running', 'done', 'failed'] as const;
export type ImportStatus = (typeof importStatuses)[number];

/** The item fields a CSV column can fill (the same list as the domain's `importFields`). */
export const inventoryImportFields = [
  'sku',
  'lot_number',
  'title',
  'description',
  'category',
  'condition',
  'brand',
  'quantity',
  'estimate_low',
  'estimate_high',
  'starting_bid',
  'reserve',
  'buy_now_price',
  'consignor',
  'location',
] as const;
export type InventoryImportField = (typeof inventoryImportFields)[number];

export const inventoryImportFieldLabels: Record<InventoryImportField, string> = {
  sku: 'SKU',
  lot_number: 'Lot number',
  title: 'Title',
  description: 'Description',
  category: 'Category',
  condition: 'Condition',
  brand: 'Brand',
  quantity: 'Quantity',
  estimate_low: 'Low estimate',
  estimate_high: 'High estimate',
  starting_bid: 'Starting bid',
  reserve: 'Reserve',
  buy_now_price: 'Buy-now price',
  consignor: 'Consignor',
  location: 'Location',
};

export const importStatusLabels: Record<ImportStatus, string> = {
  previewed: 'Waiting for confirmation',
  queued: 'Queued',
  running: 'Importing',
  done: 'Done',
  failed: 'Failed',
};

/** Item field -> the index of the column that fills it; a field left out is not imported. */
export const importColumnMappingSchema = z.partialRecord(
  z.enum(inventoryImportFields),
  z.number().int().min(0).max(999),
);
export type ImportColumnMapping = z.infer<typeof importColumnMappingSchema>;

export const importMappingBodySchema = z.object({ mapping: importColumnMappingSchema });
export type ImportMappingBody = z.infer<typeof importMappingBodySchema>;

export const importRowErrorSchema = z.object({
  field: z.enum(inventoryImportFields).nullable(),
  message: z.string(),
});
export type ImportRowError = z.infer<typeof importRowErrorSchema>;

/** A data row as the preview shows it: its number in the file (1 = first row below the headers). */
export const importPreviewRowSchema = z.object({
  row: z.number().int(),
  values: z.array(z.string()),
  errors: z.array(importRowErrorSchema),
});
export type ImportPreviewRow = z.infer<typeof importPreviewRowSchema>;

/** Every row checked with the current mapping; only the first rows and the first bad rows are sent. */
export const importPreviewSchema = z.object({
  valid_rows: z.number().int(),
  rows_with_errors: z.number().int(),
  first_rows: z.array(importPreviewRowSchema),
  error_rows: z.array(importPreviewRowSchema),
});
export type ImportPreview = z.infer<typeof importPreviewSchema>;

export const importRejectedRowSchema = z.object({ row: z.number().int(), reason: z.string() });

export const inventoryImportSummarySchema = z.object({
  id: z.uuid(),
  status: z.enum(importStatuses),
  file_name: z.string(),
  total_rows: z.number().int(),
  processed_rows: z.number().int(),
  created_count: z.number().int(),
  updated_count: z.number().int(),
  unchanged_count: z.number().int(),
  skipped_count: z.number().int(),
  error: z.string().nullable(),
  created_at: z.string(),
  finished_at: z.string().nullable(),
});
export type InventoryImportSummary = z.infer<typeof inventoryImportSummarySchema>;

export const inventoryImportSchema = inventoryImportSummarySchema.extend({
  encoding: z.string(),
  delimiter: z.string(),
  headers: z.array(z.string()),
  mapping: importColumnMappingSchema,
  /** Fields whose column came from the last confirmed mapping; the others were guessed or chosen. */
  remembered_fields: z.array(z.enum(inventoryImportFields)),
  /** Fields whose column was guessed from its header name when the file was uploaded. */
  guessed_fields: z.array(z.enum(inventoryImportFields)),
  /** While waiting for confirmation: every row checked with the current mapping. */
  preview: importPreviewSchema.nullable(),
  /** The first rejected rows and why (the whole list is the rejected-rows CSV). */
  rejected: z.array(importRejectedRowSchema),
});
export type InventoryImport = z.infer<typeof inventoryImportSchema>;

import { z } from 'zod';
import { onOneLine, uuidSchema } from './fields';
import { listQuerySchema } from './list-query';
import { pageOf } from './pagination';

/**
 * Warehouse locations (issue 11): a code such as `A-03-2` (warehouse, aisle, shelf, bin). The
 * locations module extends this file; `locationSummarySchema` is what an item shows of its place.
 */
export const locationCodePattern = /^[A-Z0-9]{1,6}(-[A-Z0-9]{1,6}){0,4}$/;

/** A location code as typed or scanned: trimmed, upper case, letters and digits in dash-separated parts. */
export const locationCodeSchema = z
  .string()
  .trim()
  .check(onOneLine)
  .toUpperCase()
  .regex(
    locationCodePattern,
    'A location code is letters and digits in parts joined by dashes, such as A-03-2.',
  );

export const locationSummarySchema = z.object({
  id: z.uuid(),
  code: z.string(),
});
export type LocationSummary = z.infer<typeof locationSummarySchema>;

/** A location as the locations list shows it: with how many items are kept there now. */
export const locationSchema = z.object({
  id: z.uuid(),
  code: z.string(),
  description: z.string(),
  item_count: z.number().int(),
  archived_at: z.string().nullable(),
  created_at: z.string(),
});
export type Location = z.infer<typeof locationSchema>;

export const locationSorts = ['code', 'item_count', 'created_at'] as const;
export const locationListQuerySchema = listQuerySchema(locationSorts, { sort: 'code' }).extend({
  /** `active` (the default), `archived` or `all`. */
  state: z.enum(['active', 'archived', 'all'], { error: 'The state is active, archived or all.' }).optional(),
  /** Exactly this code (any case), where `q` finds every code or description containing the text. */
  code: locationCodeSchema.optional(),
});
export type LocationListQuery = z.infer<typeof locationListQuerySchema>;
export const locationPageSchema = pageOf(locationSchema);
export type LocationPage = z.infer<typeof locationPageSchema>;

const descriptionSchema = z
  .string()
  .trim()
  .check(onOneLine)
  .max(200, 'A description may not be longer than 200 characters.');

export const createLocationBodySchema = z.object({
  code: locationCodeSchema,
  description: descriptionSchema.default(''),
});
export type CreateLocationBody = z.input<typeof createLocationBodySchema>;

export const updateLocationBodySchema = z.object({ description: descriptionSchema });
export type UpdateLocationBody = z.infer<typeof updateLocationBodySchema>;

const rangeNumber = z
  .string()
  .trim()
  .check(onOneLine)
  .regex(/^\d{1,4}$/, 'Each level of a range runs between whole numbers, such as 1 or 01.');

/**
 * A range of codes: the warehouse (`A`) and up to four levels, each from one number to another
 * (`01` to `03`); the padding is taken from `from` as typed.
 */
export const locationRangeBodySchema = z.object({
  prefix: z
    .string()
    .trim()
    .check(onOneLine)
    .toUpperCase()
    .regex(/^[A-Z0-9]{1,6}$/, 'The warehouse is 1 to 6 letters or digits, such as A or YARD.'),
  parts: z
    .array(
      z
        .object({ from: rangeNumber, to: rangeNumber })
        .refine((part) => Number(part.to) >= Number(part.from), {
          message: 'A level runs from the smaller number to the larger one.',
          path: ['to'],
        }),
    )
    .max(4, 'A location has at most four levels after the warehouse.'),
  description: descriptionSchema.default(''),
});
export type LocationRangeBody = z.input<typeof locationRangeBodySchema>;

export const locationRangeAnswerSchema = z.object({
  created: z.array(locationSchema),
  /** Codes of the range that were already there: left as they are. */
  existing: z.array(z.string()),
});
export type LocationRangeAnswer = z.infer<typeof locationRangeAnswerSchema>;

/** Items to put at a location: by id (selected from a list) or by SKU (as scanned). */
export const assignItemsBodySchema = z
  .object({
    item_ids: z.array(uuidSchema).max(500, 'Assign at most 500 items at once.').default([]),
    skus: z
      .array(z.string().trim().check(onOneLine).min(1).max(40, 'A SKU is at most 40 characters.'))
      .max(500, 'Assign at most 500 items at once.')
      .default([]),
  })
  .refine((body) => body.item_ids.length + body.skus.length > 0, {
    message: 'Choose or scan at least one item.',
    path: ['skus'],
  });
export type AssignItemsBody = z.input<typeof assignItemsBodySchema>;

export const movedItemSchema = z.object({
  id: z.uuid(),
  sku: z.string(),
  title: z.string(),
  from: locationSummarySchema.nullable(),
});
export const assignItemsAnswerSchema = z.object({
  /** Items that moved here, each with where it was. */
  moved: z.array(movedItemSchema),
  /** Items that were already here: nothing recorded. */
  unchanged: z.array(movedItemSchema),
  /** SKUs or ids that name no item. */
  not_found: z.array(z.string()),
});
export type AssignItemsAnswer = z.infer<typeof assignItemsAnswerSchema>;

/** One move of an item from one place to another (null: nowhere yet, or taken off its shelf). */
export const locationMoveSchema = z.object({
  id: z.uuid(),
  item: z.object({ id: z.uuid(), sku: z.string(), title: z.string() }),
  from: locationSummarySchema.nullable(),
  to: locationSummarySchema.nullable(),
  moved_by: z.string().nullable(),
  moved_at: z.string(),
});
export type LocationMove = z.infer<typeof locationMoveSchema>;
export const locationMovePageSchema = pageOf(locationMoveSchema);
export type LocationMovePage = z.infer<typeof locationMovePageSchema>;

/** What a scanned code is: an item's SKU, a location's code or an invoice's QR code. */
export const scanKinds = ['item', 'location', 'invoice'] as const;
export const scanAnswerSchema = z.object({ kind: z.enum(scanKinds), id: z.uuid() });
export type ScanAnswer = z.infer<typeof scanAnswerSchema>;

/** A pick list in location order: the items of an auction's lots, or of the items given. */
export const locationPickListQuerySchema = z
  .object({
    auction_id: uuidSchema.optional(),
    /** Comma-separated item ids. */
    item_ids: z
      .string()
      .optional()
      .transform((text) => (text ? text.split(',').map((id) => id.trim()) : undefined))
      .pipe(z.array(uuidSchema).max(500, 'A pick list holds at most 500 items.').optional()),
  })
  .refine((query) => query.auction_id || query.item_ids?.length, {
    message: 'Choose an auction or the items to pick.',
    path: ['auction_id'],
  });
export type LocationPickListQuery = z.input<typeof locationPickListQuerySchema>;

export const locationPickListRowSchema = z.object({
  item_id: z.uuid(),
  sku: z.string(),
  title: z.string(),
  quantity: z.number().int(),
  lot_number: z.string().nullable(),
  location: locationSummarySchema.nullable(),
});
export type LocationPickListRow = z.infer<typeof locationPickListRowSchema>;

export const labelFormats = ['avery_5160', 'thermal_2x1'] as const;
export type LabelFormat = (typeof labelFormats)[number];

/** Which label stock and where on a half-used sheet a print starts; every label print takes them. */
export const labelSheetFields = {
  format: z.enum(labelFormats, { error: 'The label format is avery_5160 or thermal_2x1.' }),
  /** The first free label on a half-used Avery sheet: 1 (top left) to 30, across then down. */
  start: z.coerce.number().int().min(1).max(30, 'An Avery 5160 sheet has 30 labels.').default(1),
};

export const itemLabelsBodySchema = z
  .object({
    ...labelSheetFields,
    item_ids: z.array(uuidSchema).max(1_000, 'Print at most 1,000 labels at once.').default([]),
    skus: z
      .array(z.string().trim().check(onOneLine).min(1).max(40))
      .max(1_000, 'Print at most 1,000 labels at once.')
      .default([]),
    location_id: uuidSchema.optional(),
  })
  .refine((body) => body.item_ids.length + body.skus.length > 0 || body.location_id, {
    message: 'Choose the items to label, or a location whose items to label.',
    path: ['item_ids'],
  });
export type ItemLabelsBody = z.input<typeof itemLabelsBodySchema>;

export const locationLabelsBodySchema = z
  .object({
    ...labelSheetFields,
    location_ids: z.array(uuidSchema).max(2_000, 'Print at most 2,000 labels at once.').default([]),
    range: locationRangeBodySchema.omit({ description: true }).optional(),
  })
  .refine((body) => body.location_ids.length > 0 || body.range, {
    message: 'Choose the locations to label, or a range of them.',
    path: ['location_ids'],
  });
export type LocationLabelsBody = z.input<typeof locationLabelsBodySchema>;

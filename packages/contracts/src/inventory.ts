import { z } from 'zod';
import { consignorSummarySchema } from './consignors';
import { onOneLine, uuidSchema } from './fields';
import { listQuerySchema } from './list-query';
import { locationCodeSchema, locationSummarySchema } from './locations';
import { lotNumberSchema, pictureVariantsSchema } from './lots';
import { cents } from './money';
import { pageOf } from './pagination';

/**
 * Inventory (issue 11): the goods the house holds. The inventory module extends this file;
 * `inventoryItemSummarySchema` is what other screens (locations, lotting, imports, a consignor's
 * page) show of an item.
 */
export const inventoryStatuses = ['in_stock', 'in_auction', 'sold', 'unsold', 'returned', 'buy_now'] as const;
export type InventoryStatus = (typeof inventoryStatuses)[number];

export const inventoryStatusLabels: Record<InventoryStatus, string> = {
  in_stock: 'In stock',
  in_auction: 'In auction',
  sold: 'Sold',
  unsold: 'Unsold',
  returned: 'Returned',
  buy_now: 'Buy now',
};

export const inventoryItemSummarySchema = z.object({
  id: z.uuid(),
  sku: z.string(),
  title: z.string(),
  status: z.enum(inventoryStatuses),
  quantity: z.number().int(),
  consignor: consignorSummarySchema.nullable(),
  location: locationSummarySchema.nullable(),
  /** The first picture's thumbnail, or null. */
  thumb_url: z.string().nullable(),
});
export type InventoryItemSummary = z.infer<typeof inventoryItemSummarySchema>;

/** The columns the staff inventory list sorts by. */
export const inventoryItemSorts = ['sku', 'title', 'created_at', 'status'] as const;

/**
 * The staff inventory list: `q` finds a SKU exactly or every word in the title or brand; filters by
 * status, consignor, location (by id or by the code on its label), category, or house stock.
 */
export const inventoryListQuerySchema = listQuerySchema(inventoryItemSorts, {
  sort: 'created_at',
  order: 'desc',
}).extend({
  status: z.enum(inventoryStatuses, { error: 'Not an inventory status.' }).optional(),
  consignor_id: uuidSchema.optional(),
  location_id: uuidSchema.optional(),
  location: locationCodeSchema.optional(),
  category_id: uuidSchema.optional(),
});
export type InventoryListQuery = z.infer<typeof inventoryListQuerySchema>;

/** One row of the staff list: the shared summary with what a clerk scans the list for. */
export const inventoryItemRowSchema = inventoryItemSummarySchema.extend({
  /** The house's lot number for the item's next sale, if it has one. */
  lot_number: z.string().nullable(),
  brand: z.string(),
  category: z.string().nullable(),
  estimate_low_cents: z.number().int().nullable(),
  estimate_high_cents: z.number().int().nullable(),
  starting_bid_cents: z.number().int().nullable(),
  buy_now_price_cents: z.number().int().nullable(),
  created_at: z.string(),
});
export type InventoryItemRow = z.infer<typeof inventoryItemRowSchema>;
export const inventoryPageSchema = pageOf(inventoryItemRowSchema);
export type InventoryPage = z.infer<typeof inventoryPageSchema>;

const itemText = (label: string, max: number) =>
  z
    .string({ error: `${label} must be text.` })
    .trim()
    .max(max, `${label} may not be longer than ${max} characters.`);
const itemLine = (label: string, max: number) => itemText(label, max).check(onOneLine);

const itemFields = {
  /** Empty: no house number (lotting numbers it after the sale's last). */
  lot_number: lotNumberSchema.or(z.literal('').transform(() => null)).nullable(),
  title: z
    .string({ error: 'The title is required.' })
    .trim()
    .check(onOneLine)
    .min(2, 'The title must be at least 2 characters.')
    .max(200, 'The title may not be longer than 200 characters.'),
  description: itemText('The description', 20_000),
  category_id: uuidSchema.nullable(),
  condition: itemLine('The condition', 300),
  brand: itemLine('The brand', 120),
  quantity: z
    .number({ error: 'The quantity must be a number.' })
    .int('The quantity must be a whole number.')
    .min(1, 'The quantity must be at least 1.')
    .max(10_000, 'The quantity is too large.'),
  estimate_low_cents: cents('The low estimate').nullable(),
  estimate_high_cents: cents('The high estimate').nullable(),
  starting_bid_cents: cents('The starting bid').nullable(),
  reserve_cents: cents('The reserve').nullable(),
  buy_now_price_cents: cents('The buy-now price').nullable(),
  consignor_id: uuidSchema.nullable(),
  location_code: locationCodeSchema.or(z.literal('')).nullable(),
  commission_rate_bp: z
    .number({ error: 'The commission rate must be a number.' })
    .int('The commission rate is a whole number of basis points.')
    .min(0, 'The commission rate may not be negative.')
    .max(10_000, 'The commission rate may not be over 100%.')
    .nullable(),
};

/**
 * An item as a clerk enters it. Money in cents; the location is the code on the bin's label as
 * typed or scanned (empty: not put away yet); no consignor is the house's own stock.
 */
export const inventoryItemBodySchema = z.object({
  ...itemFields,
  lot_number: itemFields.lot_number.default(null),
  description: itemFields.description.default(''),
  category_id: itemFields.category_id.default(null),
  condition: itemFields.condition.default(''),
  brand: itemFields.brand.default(''),
  quantity: itemFields.quantity.default(1),
  estimate_low_cents: itemFields.estimate_low_cents.default(null),
  estimate_high_cents: itemFields.estimate_high_cents.default(null),
  starting_bid_cents: itemFields.starting_bid_cents.default(null),
  reserve_cents: itemFields.reserve_cents.default(null),
  buy_now_price_cents: itemFields.buy_now_price_cents.default(null),
  consignor_id: itemFields.consignor_id.default(null),
  location_code: itemFields.location_code.default(null),
  commission_rate_bp: itemFields.commission_rate_bp.default(null),
});
export type InventoryItemBody = z.infer<typeof inventoryItemBodySchema>;
export type InventoryItemBodyInput = z.input<typeof inventoryItemBodySchema>;
/** An edit sends only what changed; a field left out keeps its value. */
export const inventoryItemUpdateSchema = z.object(itemFields).partial();
export type InventoryItemUpdate = z.infer<typeof inventoryItemUpdateSchema>;

export const inventoryStatusChangeSchema = z.object({
  status: z.enum(inventoryStatuses, { error: 'Choose the new status.' }),
  reason: itemText('The reason', 500).default(''),
});
export type InventoryStatusChange = z.infer<typeof inventoryStatusChangeSchema>;

export const inventoryPictureOrderSchema = z.object({
  picture_ids: z
    .array(uuidSchema, { error: 'List the pictures in their new order.' })
    .max(100)
    .refine((ids) => new Set(ids).size === ids.length, 'A picture may appear only once.'),
});

export const inventoryPictureSchema = pictureVariantsSchema.extend({
  id: z.uuid(),
  width: z.number().int(),
  height: z.number().int(),
});
export type InventoryPicture = z.infer<typeof inventoryPictureSchema>;

export const inventoryHistoryKinds = [
  'created',
  'updated',
  'imported',
  'moved',
  'status_changed',
  'lotted',
  'sold',
  'unsold',
  'relisted',
  'returned',
  'pictures_changed',
] as const;
export type InventoryHistoryKind = (typeof inventoryHistoryKinds)[number];

/** One entry of an item's history, ready to be put in words: who, when, what, and both codes of a move. */
export const inventoryHistoryEntrySchema = z.object({
  id: z.uuid(),
  kind: z.enum(inventoryHistoryKinds),
  at: z.string(),
  actor_name: z.string().nullable(),
  /** Changed fields, each with its value before and after (money in cents, ids as names where known). */
  changes: z.array(z.object({ field: z.string(), before: z.unknown(), after: z.unknown() })),
  from_location_code: z.string().nullable(),
  to_location_code: z.string().nullable(),
  /** The rest of the entry's detail: a status change's `from`/`to`/`reason`, a picture count, a lot. */
  detail: z.record(z.string(), z.unknown()),
});
export type InventoryHistoryEntry = z.infer<typeof inventoryHistoryEntrySchema>;

/** Everything staff see of an item: its fields, reserve included, pictures, history and what they may do. */
export const inventoryItemDetailSchema = inventoryItemRowSchema.extend({
  description: z.string(),
  condition: z.string(),
  category_id: z.uuid().nullable(),
  reserve_cents: z.number().int().nullable(),
  commission_rate_bp: z.number().int().nullable(),
  updated_at: z.string(),
  pictures: z.array(inventoryPictureSchema),
  history: z.array(inventoryHistoryEntrySchema),
  /** The statuses staff may move the item to by hand now. */
  manual_statuses: z.array(z.enum(inventoryStatuses)),
});
export type InventoryItemDetail = z.infer<typeof inventoryItemDetailSchema>;

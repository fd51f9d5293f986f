import { z } from 'zod';
import { uuidSchema } from './fields';
import { inventoryItemSummarySchema } from './inventory';

/** Lots from inventory, and what becomes of an item after its lot (issue 11). The lotting module extends this file. */
export const unsoldItemActions = ['relist', 'return'] as const;
export type UnsoldItemAction = (typeof unsoldItemActions)[number];

/** The items that may become lots: in stock, or back unsold from an earlier sale. */
export const lottableStatuses = ['in_stock', 'unsold'] as const;

/** "Add from inventory": the filters of the list of items an auction may take. */
export const lotCandidatesQuerySchema = z.object({
  q: z.string().trim().max(100, 'Search with at most 100 characters.').optional(),
  consignor_id: uuidSchema.optional(),
  category_id: uuidSchema.optional(),
  location_id: uuidSchema.optional(),
  status: z.enum(lottableStatuses, { error: 'Choose in stock or unsold.' }).optional(),
});
export type LotCandidatesQuery = z.infer<typeof lotCandidatesQuerySchema>;

export const lotCandidateSchema = inventoryItemSummarySchema.extend({
  category_name: z.string().nullable(),
  /** Null: the item cannot be lotted until staff give it one. */
  starting_bid_cents: z.number().int().nullable(),
  picture_count: z.number().int(),
});
export type LotCandidate = z.infer<typeof lotCandidateSchema>;

const optionSchema = z.object({ id: z.uuid(), label: z.string() });
/** What the filters offer: consignors, categories and locations that hold lottable items. */
export const lotCandidateFiltersSchema = z.object({
  consignors: z.array(optionSchema),
  categories: z.array(optionSchema),
  locations: z.array(optionSchema),
});
export type LotCandidateFilters = z.infer<typeof lotCandidateFiltersSchema>;

export const lotsFromInventoryBodySchema = z.object({
  item_ids: z
    .array(uuidSchema)
    .min(1, 'Choose at least one item.')
    .max(500, 'Add at most 500 items at once.')
    .refine((ids) => new Set(ids).size === ids.length, 'Choose each item once.'),
});
export type LotsFromInventoryBody = z.infer<typeof lotsFromInventoryBodySchema>;

/** Each item chosen comes back: as the lot it became, or with why it did not. */
export const lotsFromInventoryResultSchema = z.object({
  message: z.string(),
  added: z.array(z.object({ item_id: z.uuid(), sku: z.string(), lot_id: z.uuid(), lot_number: z.string() })),
  refused: z.array(z.object({ item_id: z.uuid(), sku: z.string().nullable(), reason: z.string() })),
});
export type LotsFromInventoryResult = z.infer<typeof lotsFromInventoryResultSchema>;

/** An item that came back unsold from this auction's lot, and is still waiting for a decision. */
export const unsoldItemSchema = inventoryItemSummarySchema.extend({
  lot_id: z.uuid(),
  lot_number: z.string(),
});
export type UnsoldItem = z.infer<typeof unsoldItemSchema>;

export const relistBodySchema = z.object({ auction_id: uuidSchema });
export type RelistBody = z.infer<typeof relistBodySchema>;

export const returnToConsignorBodySchema = z.object({
  note: z.string().trim().max(500, 'Write at most 500 characters.').default(''),
});
export type ReturnToConsignorBody = z.infer<typeof returnToConsignorBodySchema>;

export const unsoldItemActionResultSchema = z.object({
  message: z.string(),
  item_id: z.uuid(),
  status: inventoryItemSummarySchema.shape.status,
  lot_id: z.uuid().nullable(),
});
export type UnsoldItemActionResult = z.infer<typeof unsoldItemActionResultSchema>;

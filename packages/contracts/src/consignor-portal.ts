import { z } from 'zod';
import { consignorItemSchema, consignorItemsQuerySchema, consignorSummarySchema } from './consignors';
import { isoDateTimeSchema } from './fields';
import { inventoryStatuses } from './inventory';
import { pageOf } from './pagination';
import { statementKinds, statementStatuses } from './statements';

/**
 * The consignor's own view (issue 11, decision 0043): a user holding the Consignor role and
 * linked to a consignor record sees that record's goods, live results and settlement, and
 * nothing of anyone else's (no other consignor, no bidder's name or paddle). Everyone else: 403.
 * Money in cents.
 *
 *   GET /api/consignor/overview?status=&q=&sort=&order=&page=&per_page=  -> ConsignorOverview
 *   GET /api/consignor/projection                                      -> ConsignorProjection
 *   GET /api/consignor/statements                                      -> ConsignorStatementList
 *   GET /api/consignor/statements/:id/pdf                              -> application/pdf
 */

export const consignorOverviewQuerySchema = consignorItemsQuerySchema;
export type ConsignorOverviewQuery = z.infer<typeof consignorOverviewQuerySchema>;

/**
 * One of the consignor's goods (decision 0062): an inventory item of theirs with its latest lot,
 * or a lot naming them with no item behind it (`kind: 'lot'`, its id the lot's, no SKU, the
 * status an item would take from it). `sold_cents`: what it sold for, once its status is sold
 * (its lot's hammer, or its buy-now price); null otherwise.
 */
export const consignorGoodSchema = consignorItemSchema.extend({
  kind: z.enum(['item', 'lot']),
  sold_cents: z.number().int().nullable(),
});
export type ConsignorGood = z.infer<typeof consignorGoodSchema>;
export const consignorGoodsPageSchema = pageOf(consignorGoodSchema);
export type ConsignorGoodsPage = z.infer<typeof consignorGoodsPageSchema>;

export const consignorOverviewSchema = z.object({
  consignor: consignorSummarySchema,
  /**
   * Sums of every one of their goods, the very rows `items` pages through (whatever its filter):
   * how many by status, and the sold ones with the sum of their `sold_cents`.
   */
  counts: z.object({
    items_by_status: z.record(z.enum(inventoryStatuses), z.number().int()),
    items_total: z.number().int(),
    sold: z.number().int(),
    sold_cents: z.number().int(),
  }),
  /** Their goods, paged: status, where each is kept, its latest lot and auction, what it sold for. */
  items: consignorGoodsPageSchema,
});
export type ConsignorOverview = z.infer<typeof consignorOverviewSchema>;

/** How a lot would end were the sale to stop now: sold at its current bid (reserve met) or unsold. */
export const projectedOutcomes = ['sold', 'unsold'] as const;

export const projectedLotSchema = z.object({
  id: z.uuid(),
  lot_number: z.string(),
  title: z.string(),
  /** The lot's own status: `upcoming` and `open` are still selling; `sold` and `passed` are final. */
  status: z.enum(['upcoming', 'open', 'sold', 'passed']),
  sku: z.string().nullable(),
  current_bid_cents: z.number().int().nullable(),
  bid_count: z.number().int(),
  /** The consignor's own reserve (theirs to know); null: no reserve. */
  reserve_cents: z.number().int().nullable(),
  reserve_met: z.boolean(),
  end_at: isoDateTimeSchema.nullable(),
  outcome: z.enum(projectedOutcomes),
  hammer_cents: z.number().int(),
  commission_cents: z.number().int(),
  /** Lot, photo and unsold fees of this lot. */
  fees_cents: z.number().int(),
});
export type ProjectedLot = z.infer<typeof projectedLotSchema>;

/** The statement the sale would give if it ended now, as `statementTotals` works it out. */
export const projectedTotalsSchema = z.object({
  lots: z.number().int(),
  sold_lots: z.number().int(),
  hammer_cents: z.number().int(),
  commission_cents: z.number().int(),
  lot_fees_cents: z.number().int(),
  photo_fees_cents: z.number().int(),
  unsold_fees_cents: z.number().int(),
  /** Commission plus every fee, before tax. */
  charges_cents: z.number().int(),
  tax_rate_bp: z.number().int(),
  tax_on_charges_cents: z.number().int(),
  hammer_tax_cents: z.number().int(),
  advances_recovered_cents: z.number().int(),
  net_payout_cents: z.number().int(),
});
export type ProjectedTotals = z.infer<typeof projectedTotalsSchema>;

export const projectedSaleSchema = z.object({
  auction: z.object({
    id: z.uuid(),
    title: z.string(),
    type: z.enum(['timed', 'live']),
    status: z.enum(['open', 'live', 'closing']),
    end_at: isoDateTimeSchema.nullable(),
  }),
  /** The day whose HST rate applies (the sale's end, in its time zone). */
  sale_date: z.string(),
  lots: z.array(projectedLotSchema),
  totals: projectedTotalsSchema,
});
export type ProjectedSale = z.infer<typeof projectedSaleSchema>;

export const consignorProjectionSchema = z.object({
  consignor_is_registrant: z.boolean(),
  commission_profile_name: z.string().nullable(),
  /** Advances paid and not yet recovered, before these sales; taken back sale by sale, earliest first. */
  advances_outstanding_cents: z.number().int(),
  /** Each auction open, live or closing with the consignor's lots, the soonest to end first. */
  sales: z.array(projectedSaleSchema),
  as_of: isoDateTimeSchema,
});
export type ConsignorProjection = z.infer<typeof consignorProjectionSchema>;

export const consignorStatementSchema = z.object({
  id: z.uuid(),
  kind: z.enum(statementKinds),
  auction: z.object({ id: z.uuid(), title: z.string() }).nullable(),
  period_start: z.string().nullable(),
  period_end: z.string().nullable(),
  /** Only final and paid statements reach the consignor. */
  status: z.enum(statementStatuses),
  sale_date: z.string(),
  lots: z.number().int(),
  sold_lots: z.number().int(),
  hammer_cents: z.number().int(),
  charges_cents: z.number().int(),
  net_payout_cents: z.number().int(),
  paid_cents: z.number().int(),
  finalised_at: isoDateTimeSchema.nullable(),
});
export type ConsignorStatement = z.infer<typeof consignorStatementSchema>;
export const consignorStatementListSchema = z.object({ data: z.array(consignorStatementSchema) });
export type ConsignorStatementList = z.infer<typeof consignorStatementListSchema>;

import { z } from 'zod';
import { lotImageSchema } from './lots';
import { pageOf, pageQuerySchema } from './pagination';

/**
 * Buy-now (issue 11): inventory items listed at a fixed price, bought at once. Money is whole cents.
 *
 *   GET  /api/buy-now                        BuyNowListQuery -> BuyNowPage (public; listed items only)
 *   GET  /api/buy-now/:itemId                -> BuyNowItem (public; a sold item has `available: false`)
 *   POST /api/buy-now/:itemId/purchase       (signed in, verified; header Idempotency-Key)
 *                                            -> 201 BuyNowPurchase (the same key again: 200, same invoice)
 *                                            409 when someone else bought it first
 *
 * Only public fields: never the consignor, reserve, location or cost.
 */

export const buyNowSorts = ['newest', 'price_asc', 'price_desc'] as const;
export type BuyNowSort = (typeof buyNowSorts)[number];

export const buyNowListQuerySchema = pageQuerySchema.extend({
  q: z.string().trim().max(100, 'The search may not be longer than 100 characters.').optional(),
  /** A category's slug. */
  category: z.string().max(80).optional(),
  sort: z.enum(buyNowSorts, { error: 'Sort by newest, price_asc or price_desc.' }).default('newest'),
});
export type BuyNowListQuery = z.infer<typeof buyNowListQuerySchema>;

/** One item of the /buy-now grid. */
export const buyNowCardSchema = z.object({
  id: z.uuid(),
  slug: z.string(),
  sku: z.string(),
  title: z.string(),
  price_cents: z.number().int(),
  category: z.string().nullable(),
  image: lotImageSchema.nullable(),
  listed_at: z.string(),
});
export type BuyNowCard = z.infer<typeof buyNowCardSchema>;

export const buyNowPageSchema = pageOf(buyNowCardSchema);
export type BuyNowPage = z.infer<typeof buyNowPageSchema>;

/** The item page: its pictures and the all-in price for pickup in Nova Scotia today. */
export const buyNowItemSchema = buyNowCardSchema.extend({
  description: z.string(),
  condition: z.string(),
  brand: z.string(),
  quantity: z.number().int(),
  category_slug: z.string().nullable(),
  images: z.array(lotImageSchema),
  /** False once sold (or taken off buy-now): the page says "Sold". */
  available: z.boolean(),
  /** The GST/HST that applies to pickup at the house today, e.g. "HST 14%". */
  tax_label: z.string(),
  tax_rate_bps: z.number().int(),
  tax_cents: z.number().int(),
  /** Price plus tax: what the buyer is charged. No buyer's premium on buy-now. */
  total_cents: z.number().int(),
  currency: z.literal('CAD'),
});
export type BuyNowItem = z.infer<typeof buyNowItemSchema>;

/** What a purchase answers: the issued invoice, to pay at `/invoices/{invoice_id}/pay`. */
export const buyNowPurchaseSchema = z.object({
  invoice_id: z.uuid(),
  invoice_number: z.string(),
  total_cents: z.number().int(),
});
export type BuyNowPurchase = z.infer<typeof buyNowPurchaseSchema>;

/** The readable part of `/inventory/{id}-{slug}`. */
export function buyNowItemPath(item: { id: string; slug: string }): string {
  return `/inventory/${item.id}-${item.slug}`;
}

import { z } from 'zod';
import { onOneLine, uuidSchema } from './fields';
import { lotSchema } from './lots';
import { lotAuctionSummarySchema } from './my-bids';
import { pageOf, pageQuerySchema } from './pagination';

/**
 * Search across every lot a bidder can bid on or soon can (issue "The bidder's phone", part 7):
 *   GET    /api/search/lots?q=&category=&page=&per_page=   -> LotSearchPage (public)
 *   GET    /api/saved-searches                             -> { data: SavedSearch[] }
 *   POST   /api/saved-searches          SavedSearchBody    -> SavedSearch (201; 200 when already saved)
 *   DELETE /api/saved-searches/:id                         -> { message }
 *   GET    /api/auctions/:id/reminder                      -> SaleReminder
 *   PUT    /api/auctions/:id/reminder                      -> SaleReminder (a scheduled sale only)
 *   DELETE /api/auctions/:id/reminder                      -> SaleReminder
 *   GET    /api/auctions/:id/calendar.ics                  -> text/calendar (published sales)
 *   GET    /api/invoices/:id/pickup.ics                    -> text/calendar (the buyer or staff)
 */

export const emptySearchMessage = 'Type a word to search for.';
const searchWords = z
  .string({ error: emptySearchMessage })
  .trim()
  .check(onOneLine)
  .min(1, emptySearchMessage)
  .max(100, 'The search may not be longer than 100 characters.');

const categorySlug = z
  .string({ error: 'Not a valid category.' })
  .trim()
  .max(80, 'Not a valid category.')
  .regex(/^[a-z0-9-]*$/, 'Not a valid category.');

export const lotSearchQuerySchema = pageQuerySchema.extend({
  q: searchWords,
  category: categorySlug.optional(),
  per_page: z.coerce.number().int().min(1).max(60).default(24),
});
export type LotSearchQuery = z.infer<typeof lotSearchQuerySchema>;

/** A lot found by a search: the auction page's lot card, with the sale it is in. */
export const foundLotSchema = lotSchema.extend({ auction: lotAuctionSummarySchema });
export type FoundLot = z.infer<typeof foundLotSchema>;
export const lotSearchPageSchema = pageOf(foundLotSchema);
export type LotSearchPage = z.infer<typeof lotSearchPageSchema>;

export const savedSearchBodySchema = z.object({
  query: searchWords,
  category: categorySlug.nullable().default(null),
});
export type SavedSearchBody = z.infer<typeof savedSearchBodySchema>;

export const savedSearchSchema = z.object({
  id: z.uuid(),
  query: z.string(),
  category: z.object({ slug: z.string(), name: z.string() }).nullable(),
  created_at: z.string(),
});
export type SavedSearch = z.infer<typeof savedSearchSchema>;
export const savedSearchListSchema = z.object({ data: z.array(savedSearchSchema) });
export const savedSearchParamsSchema = z.object({ id: uuidSchema });

/** Whether the caller asked to be told when a scheduled sale opens. */
export const saleReminderSchema = z.object({ reminded: z.boolean() });
export type SaleReminder = z.infer<typeof saleReminderSchema>;
export const reminderAuctionParamsSchema = z.object({ id: uuidSchema });

import { z } from 'zod';
import { uuidSchema } from './fields';
import { labelSheetFields } from './locations';

/**
 * The printed papers of a sale (decision 0083), Staff or Admin, each `application/pdf`:
 *   GET /api/admin/auctions/:id/catalogue.pdf         the catalogue: cover, terms, premium, lots
 *   GET /api/admin/auctions/:id/auctioneer-book.pdf   a live sale's book: reserves, absentee maxima
 *   GET /api/admin/auctions/:id/lot-tags.pdf          LotTagsQuery: a tag per lot on label stock
 */
export const salePapersParamsSchema = z.object({ id: uuidSchema });

export const lotTagsQuerySchema = z.object({
  ...labelSheetFields,
  format: labelSheetFields.format.default('avery_5160'),
});
export type LotTagsQuery = z.input<typeof lotTagsQuerySchema>;

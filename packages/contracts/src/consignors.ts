import { z } from 'zod';

/**
 * Consignors (issue 11): the people and companies whose goods the house sells. The consignors
 * module extends this file; `consignorSummarySchema` is what other answers (inventory items,
 * lots, statements) show of a consignor, and what a consignor picker lists.
 */
export const consignorSummarySchema = z.object({
  id: z.uuid(),
  /** The number staff say and print: `C-1024` is number 1024. */
  number: z.number().int(),
  name: z.string(),
  company: z.string(),
});
export type ConsignorSummary = z.infer<typeof consignorSummarySchema>;

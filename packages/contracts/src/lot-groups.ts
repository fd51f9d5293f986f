import { z } from 'zod';

/**
 * Lots offered together (issue 22). `PUT /api/admin/auctions/:id/lot-groups` makes a choice of
 * the lots named as a sale catalogue names them: "12-15" (every lot from 12 to 15, 12A included)
 * or "12, 14, 16".
 */
export const lotGroupBodySchema = z.object({
  kind: z.enum(['choice'], { error: 'Choose how the lots are offered together.' }),
  lots: z
    .string({ error: 'Name the lots, e.g. 12-15 or 12, 14, 16.' })
    .trim()
    .min(1, 'Name the lots, e.g. 12-15 or 12, 14, 16.')
    .max(500, 'Name at most 500 characters of lots.'),
});
export type LotGroupBody = z.input<typeof lotGroupBodySchema>;

export const lotGroupSchema = z.object({
  id: z.uuid(),
  kind: z.enum(['choice', 'grouped']),
  /** Its lots in sale order; the first is the one the sale puts on the block. */
  lots: z.array(z.object({ lot_id: z.uuid(), lot_number: z.string(), title: z.string() })),
});
export type LotGroup = z.infer<typeof lotGroupSchema>;
export const lotGroupsSchema = z.object({ data: z.array(lotGroupSchema) });
export type LotGroups = z.infer<typeof lotGroupsSchema>;

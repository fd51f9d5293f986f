import { z } from 'zod';
import { onOneLine } from './fields';

/**
 * Lots offered together (issue 22). `PUT /api/admin/auctions/:id/lot-groups` makes a choice of
 * the lots named as a sale catalogue names them: "12-15" (every lot from 12 to 15, 12A included)
 * or "12, 14, 16".
 */
export const lotGroupBodySchema = z.object({
  /** `choice`: the winner picks lots at the hammer per lot; `grouped`: one hammer for all of them. */
  kind: z.enum(['choice', 'grouped'], { error: 'Choose how the lots are offered together.' }),
  /** A grouped lot's hammer is split among its lots (and consignors) equally or by estimate. */
  split_rule: z
    .enum(['equal', 'estimate'], { error: 'Split the hammer equally or by estimate.' })
    .nullable()
    .optional(),
  lots: z
    .string({ error: 'Name the lots, e.g. 12-15 or 12, 14, 16.' })
    .trim()
    .check(onOneLine)
    .min(1, 'Name the lots, e.g. 12-15 or 12, 14, 16.')
    .max(500, 'Name at most 500 characters of lots.'),
});
export type LotGroupBody = z.input<typeof lotGroupBodySchema>;

export const lotGroupSchema = z.object({
  id: z.uuid(),
  kind: z.enum(['choice', 'grouped']),
  split_rule: z.enum(['equal', 'estimate']).nullable(),
  /** Its lots in sale order; the first is the one the sale puts on the block. */
  lots: z.array(z.object({ lot_id: z.uuid(), lot_number: z.string(), title: z.string() })),
});
export type LotGroup = z.infer<typeof lotGroupSchema>;
export const lotGroupsSchema = z.object({ data: z.array(lotGroupSchema) });
export type LotGroups = z.infer<typeof lotGroupsSchema>;

import { z } from 'zod';

/**
 * GET /api/admin/auctions/:id/closings, and the answer of POST .../closings/pause and
 * .../closings/resume (Staff, Admin; decision 0093): whether the sale's closings are paused by
 * hand. While paused no lot of it closes; resuming re-times the lots the pause caught, like after
 * an outage, and says how many.
 */
export const saleClosingsSchema = z.object({
  auction_id: z.uuid(),
  paused: z.boolean(),
  /** When the running pause began; null when the sale is not paused. */
  paused_at: z.iso.datetime().nullable(),
  /** The last pause that was resumed: when, and how many lots it re-timed. */
  last_resumed: z
    .object({
      paused_at: z.iso.datetime(),
      resumed_at: z.iso.datetime(),
      lots_retimed: z.number().int().min(0),
    })
    .nullable(),
});
export type SaleClosings = z.infer<typeof saleClosingsSchema>;

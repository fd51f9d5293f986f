import { z } from 'zod';
import { dollarsInCents } from './money';

/** POST /api/lots/:id/bids: the bidder's maximum, in dollars (the system bids for them up to it). */
export const placeBidBodySchema = z.object({ amount: dollarsInCents('Your bid') });
export type PlaceBidBody = z.infer<typeof placeBidBodySchema>;

/** An optional `Idempotency-Key` header: the same key from the same bidder gets the first answer. */
export const idempotencyKeySchema = z.string().trim().min(8).max(100);

/** Why a bidder is not the high bidder when there is more to say: a tie lost to an earlier equal bid. */
export const outbidReasons = ['earlier_equal_max'] as const;
export const outbidReasonSchema = z.enum(outbidReasons).nullable().default(null);

/** Where the lot stands for the bidder who just bid; `your_max` is only ever shown to them. */
export const placeBidResultSchema = z.object({
  lot_id: z.uuid(),
  is_high_bidder: z.boolean(),
  your_max: z.number(),
  current_bid: z.number(),
  bid_count: z.number().int(),
  minimum_next_bid: z.number(),
  end_date: z.string().nullable(),
  reserve_met: z.boolean(),
  is_extended: z.boolean(),
  outbid_reason: outbidReasonSchema,
});
export type PlaceBidResult = z.infer<typeof placeBidResultSchema>;

/** WebSocket answer to `place_bid`: the same result, with the client's `request_id` echoed. */
export const bidResultMessageSchema = placeBidResultSchema.extend({
  type: z.literal('bid_result'),
  request_id: z.string().optional(),
});
export type BidResultMessage = z.infer<typeof bidResultMessageSchema>;

/**
 * Event `bid_placed` (lot and auction rooms): the new public price; never anyone's maximum.
 * One bid may write two history rows (the bid and the automatic answer), each with its own
 * sequence number: the envelope's `seq` is the last, `first_seq` the first, so a client that
 * last saw `first_seq - 1` has missed nothing.
 */
export const bidPlacedPayloadSchema = z.object({
  lot_id: z.uuid(),
  first_seq: z.number().int().positive(),
  current_bid: z.number(),
  bid_count: z.number().int(),
  minimum_next_bid: z.number(),
  high_bidder_paddle: z.number().int().nullable(),
  end_date: z.string().nullable(),
  reserve_met: z.boolean(),
});
export type BidPlacedPayload = z.infer<typeof bidPlacedPayloadSchema>;

/** Event `lot_extended` (lot and auction rooms): a bid in the soft-close window moved the end. */
export const lotExtendedPayloadSchema = z.object({
  lot_id: z.uuid(),
  end_date: z.string(),
  previous_end_date: z.string(),
});
export type LotExtendedPayload = z.infer<typeof lotExtendedPayloadSchema>;

/** Event `outbid` (only the sockets of the bidder who lost the lead). */
export const outbidPayloadSchema = z.object({
  lot_id: z.uuid(),
  current_bid: z.number(),
  minimum_next_bid: z.number(),
});
export type OutbidPayload = z.infer<typeof outbidPayloadSchema>;

export const bidEventTypes = { placed: 'bid_placed', extended: 'lot_extended', outbid: 'outbid' } as const;

/**
 * GET /api/lots/:id/my-bid: the caller's own maximum on a lot (dollars), whether they hold the
 * lead and why not when it was a tie; `your_max` is null and `is_high_bidder` false when they
 * have not bid on it.
 */
export const myLotBidSchema = z.object({
  lot_id: z.uuid(),
  your_max: z.number().nullable(),
  is_high_bidder: z.boolean(),
  outbid_reason: outbidReasonSchema,
  /** The caller's own rows of the lot's bid history, so the history can say "You" beside them. */
  bid_ids: z.array(z.uuid()).default([]),
});
export type MyLotBid = z.infer<typeof myLotBidSchema>;

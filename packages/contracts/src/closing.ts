import { z } from 'zod';
import { auctionStatusSchema } from './auctions';
import { dollarsSchema } from './money';

/** A lot has closed, exactly once: sold to the high bidder or passed (no bids, reserve not met). */
export const lotClosedPayloadSchema = z.object({
  lot_id: z.uuid(),
  lot_number: z.string(),
  status: z.enum(['sold', 'passed']),
  /** Dollars, like `currentBid`; null when the lot passed. */
  hammer_price: dollarsSchema.nullable(),
  /** The winner's paddle in this auction; null when passed or the winner holds no paddle. */
  winner_paddle: z.number().int().nullable(),
  closed_at: z.iso.datetime(),
});
export type LotClosedPayload = z.infer<typeof lotClosedPayloadSchema>;

/** An auction moved on: scheduled -> open -> closing -> closed for timed auctions. */
export const auctionStatusPayloadSchema = z.object({
  auction_id: z.uuid(),
  status: auctionStatusSchema,
});
export type AuctionStatusPayload = z.infer<typeof auctionStatusPayloadSchema>;

export const closingEventTypes = { lotClosed: 'lot_closed', auctionStatus: 'auction_status' } as const;

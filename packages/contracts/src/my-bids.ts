import { z } from 'zod';
import { auctionStatusSchema } from './auctions';
import { lotSchema } from './lots';
import { dollarsSchema } from './money';

/** The auction a lot is sold in, as far as a bidder's own lists need it. */
export const lotAuctionSummarySchema = z.object({
  id: z.uuid(),
  slug: z.string(),
  title: z.string(),
  status: auctionStatusSchema,
});
export type LotAuctionSummary = z.infer<typeof lotAuctionSummarySchema>;

/** GET /api/watchlist: each watched lot with the auction it is in. */
export const watchedLotSchema = lotSchema.extend({ auction: lotAuctionSummarySchema });
export type WatchedLot = z.infer<typeof watchedLotSchema>;
export const watchedLotListSchema = z.object({ data: z.array(watchedLotSchema) });

/**
 * Where the caller stands on a lot they bid on: leading or not while it is open, and once it
 * has closed, whether it was knocked down to them. `absentee`: their absentee maximum waits for
 * a live sale's lot to be offered; whether it is the highest stays private until then.
 */
export const bidStandings = ['winning', 'outbid', 'won', 'lost', 'absentee'] as const;
export const bidStandingSchema = z.enum(bidStandings);
export type BidStanding = z.infer<typeof bidStandingSchema>;

/**
 * What the caller's amount on a lot is: the maximum of a timed lot's proxy bid, an absentee
 * maximum left for a live sale, or their highest bid still standing in a live sale's room.
 */
export const myBidKinds = ['max_bid', 'absentee', 'live_bid'] as const;

/** GET /api/users/bids: one lot the caller bid on, in an auction that has not closed yet. */
export const myBidSchema = z.object({
  lot: lotSchema,
  auction: lotAuctionSummarySchema,
  /** The caller's own amount (dollars, see `bid_kind`); only ever shown to them, never anyone else's. */
  your_max: dollarsSchema,
  bid_kind: z.enum(myBidKinds),
  standing: bidStandingSchema,
  /**
   * The caller's paddle in this auction, so a live `bid_placed` (which names the high bidder's
   * paddle) tells the page whether they still lead; null without a registration.
   */
  paddle: z.number().int().nullable(),
});
export type MyBid = z.infer<typeof myBidSchema>;
export const myBidListSchema = z.object({ data: z.array(myBidSchema) });

/** GET /api/users/won-lots: a lot knocked down to the caller, with what it costs them in all. */
export const wonLotSchema = z.object({
  lot: lotSchema,
  auction: lotAuctionSummarySchema.extend({ pickup_info: z.string(), location: z.string() }),
  hammer_price: dollarsSchema,
  buyers_premium: dollarsSchema,
  hst: dollarsSchema,
  /** The HST rate in force on the day the lot closed (basis points, 1400 is 14%). */
  hst_rate_bp: z.number().int(),
  /** Hammer + buyer's premium + HST. */
  total: dollarsSchema,
  closed_at: z.string().nullable(),
  paddle: z.number().int().nullable(),
  /** The buyer's issued invoice holding this lot, once there is one. */
  invoice_id: z.uuid().nullable().optional(),
});
export type WonLot = z.infer<typeof wonLotSchema>;
export const wonLotListSchema = z.object({ data: z.array(wonLotSchema) });

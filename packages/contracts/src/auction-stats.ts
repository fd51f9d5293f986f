import { z } from 'zod';
import { auctionStatuses, auctionTypes } from './auctions';
import { liveBidSources } from './live-sale';
import { lotStatuses } from './lots';

/**
 * Staff figures of one auction. Money here is whole cents (`_cents`), like every staff amount that
 * is not one of the spec's dollar fields.
 */
export const lotStatsRowSchema = z.object({
  id: z.uuid(),
  lot_number: z.string(),
  title: z.string(),
  status: z.enum(lotStatuses),
  sale_order: z.number().int(),
  starting_bid_cents: z.number().int(),
  reserve_cents: z.number().int().nullable(),
  /** The high bid while open; the hammer price once sold; the last bid of a passed lot. */
  current_bid_cents: z.number().int().nullable(),
  /** The current bid for the whole lot (times the units of a quantity lot): what totals add up. */
  extended_bid_cents: z.number().int().nullable(),
  bid_count: z.number().int(),
  /** Distinct bidders who bid on the lot. */
  bidders: z.number().int(),
  watchers: z.number().int(),
  has_reserve: z.boolean(),
  reserve_met: z.boolean(),
  end_date: z.string().nullable(),
  /** A bid in the soft-close window moved the end later than it was. */
  extended: z.boolean(),
  high_bidder_paddle: z.number().int().nullable(),
  /** How a sold lot was won: online, or in a live sale also on the floor, by phone or absentee. */
  sold_by: z.enum(liveBidSources).nullable(),
});
export type LotStatsRow = z.infer<typeof lotStatsRowSchema>;

export const lotStatsResponseSchema = z.object({ data: z.array(lotStatsRowSchema) });
export type LotStatsResponse = z.infer<typeof lotStatsResponseSchema>;

export const recentBidSchema = z.object({
  id: z.uuid(),
  lot_id: z.uuid(),
  lot_number: z.string(),
  lot_title: z.string(),
  amount_cents: z.number().int(),
  /** `max`: typed by the bidder; `proxy`: placed for them up to their maximum. */
  kind: z.enum(['max', 'proxy']),
  paddle_number: z.number().int().nullable(),
  bidder_name: z.string(),
  created_at: z.string(),
});
export type RecentBid = z.infer<typeof recentBidSchema>;

export const topLotSchema = lotStatsRowSchema.pick({
  id: true,
  lot_number: true,
  title: true,
  status: true,
  current_bid_cents: true,
  bid_count: true,
  bidders: true,
  watchers: true,
});
export type TopLot = z.infer<typeof topLotSchema>;

export const closingTimelineLotSchema = lotStatsRowSchema.pick({
  id: true,
  lot_number: true,
  title: true,
  status: true,
  current_bid_cents: true,
  bid_count: true,
  end_date: true,
  extended: true,
  reserve_met: true,
});
export type ClosingTimelineLot = z.infer<typeof closingTimelineLotSchema>;

const count = z.number().int();

export const auctionDashboardSchema = z.object({
  auction: z.object({
    id: z.uuid(),
    title: z.string(),
    status: z.enum(auctionStatuses),
    type: z.enum(auctionTypes),
    start_date: z.string().nullable(),
    end_date: z.string().nullable(),
  }),
  /** When the server read these figures. */
  generated_at: z.string(),
  totals: z.object({
    bids: count,
    /** Distinct people who placed at least one bid. */
    bidders: count,
    /** Distinct people watching at least one lot. */
    watchers: count,
    registrations: z.object({ total: count, pending: count, approved: count, rejected: count }),
    lots: z.object({
      total: count,
      upcoming: count,
      open: count,
      sold: count,
      passed: count,
      withdrawn: count,
    }),
    /** Sum of the high bids on lots still open. */
    current_total_cents: z.number().int(),
    /** Sum of the hammer prices of sold lots. */
    hammer_total_cents: z.number().int(),
    /** Open or upcoming lots whose reserve the bidding has not reached. */
    reserve_not_met: count,
  }),
  /** Most bids first, top 10, lots with at least one bid. */
  top_lots_by_bids: z.array(topLotSchema),
  /** Highest current bid first, top 10, lots with at least one bid. */
  top_lots_by_price: z.array(topLotSchema),
  /** The last 25 bids, newest first. */
  recent_bids: z.array(recentBidSchema),
  /** Lots with an end time, soonest first (withdrawn lots left out). */
  closing_timeline: z.array(closingTimelineLotSchema),
});
export type AuctionDashboard = z.infer<typeof auctionDashboardSchema>;

import { z } from 'zod';
import { onOneLine } from './fields';
import { maxMoneyDollars } from './money';

/**
 * The live (webcast) sale over the real-time channel (spec section 7): the payloads of the client
 * messages `join_auction`, `place_bid`, `update_asking_price`, `send_message` and `clerk_action`,
 * and the events the server sends back. Amounts are dollars, as everywhere in the API.
 */
const id = z.uuid({ error: 'Not a valid id.' });
/** A positive dollar amount with at most two decimals. */
export const liveMoneySchema = z
  .number({ error: 'Enter an amount in dollars.' })
  .positive('Enter an amount above $0.')
  .max(maxMoneyDollars, 'That amount is too large.')
  .refine(
    (value) => Math.abs(value * 100 - Math.round(value * 100)) < 1e-6,
    'Use at most two decimals (cents).',
  );
/** A floor paddle: the saleroom's numbers are below 7000 (online paddles start at 7000). */
export const floorPaddleSchema = z
  .number({ error: 'A paddle is a number.' })
  .int('A paddle is a whole number.')
  .min(1, 'A paddle number starts from 1.')
  .max(6999, 'Floor paddles are numbered below 7000.');
/** Echoed in the answer (`live_ack` or `error`), so a client can match it to what it sent. */
const requestId = z.string().min(8).max(100).optional();

/** The clerk actions that carry no data may also be sent as a bare name: `"action": "sold"`. */
export const simpleClerkActions = [
  'fair_warning',
  'sold',
  'pass',
  'reopen',
  'undo',
  'next_lot',
  'pause',
  'resume',
  'end_sale',
] as const;

/**
 * `clerk_action.action`: named as the AI clerk proposes them (set_asking_price, floor_bid,
 * fair_warning, sold, pass, next_lot), plus the console's own. Internet bids need no clerk step:
 * the first bid at the asking price is taken as it arrives.
 */
export const clerkActionObjectSchema = z.discriminatedUnion(
  'type',
  [
    z.object({ type: z.literal('open_lot'), lot_id: id }),
    z.object({
      type: z.literal('next_lot'),
      lot_number: z.string().trim().check(onOneLine).min(1).max(20).optional(),
    }),
    z.object({ type: z.literal('set_asking_price'), amount: liveMoneySchema }),
    z.object({ type: z.literal('floor_bid'), amount: liveMoneySchema, paddle: floorPaddleSchema.optional() }),
    /** A bid taken on the telephone for a registered phone bidder (paddle required; online or floor). */
    z.object({
      type: z.literal('phone_bid'),
      amount: liveMoneySchema,
      paddle: z
        .number({ error: 'A paddle is a number.' })
        .int('A paddle is a whole number.')
        .min(1, 'A paddle number starts from 1.'),
    }),
    z.object({ type: z.literal('fair_warning') }),
    z.object({
      type: z.literal('sold'),
      paddle: z.number().int().positive().optional(),
      amount: liveMoneySchema.optional(),
      to: z.enum(['internet', 'floor']).optional(),
    }),
    z.object({ type: z.literal('pass') }),
    /**
     * After a choice lot's hammer: lots of it taken at the hammer price per lot, by the buyer (no
     * paddle) or by the next bidder's paddle (online, phone or floor).
     */
    z.object({
      type: z.literal('take_choice'),
      lot_ids: z.array(id).min(1, 'Pick at least one lot to take.').max(100, 'At most 100 lots.'),
      paddle: z
        .number({ error: 'A paddle is a number.' })
        .int('A paddle is a whole number.')
        .min(1, 'A paddle number starts from 1.')
        .optional(),
    }),
    z.object({ type: z.literal('reopen') }),
    z.object({ type: z.literal('undo') }),
    z.object({ type: z.literal('pause') }),
    z.object({ type: z.literal('resume') }),
    z.object({ type: z.literal('end_sale') }),
  ],
  { error: 'Unknown clerk action.' },
);
export const clerkActionSchema = z.union([
  clerkActionObjectSchema,
  z.enum(simpleClerkActions, { error: 'Unknown clerk action.' }).transform((type) => ({ type })),
]);
export type ClerkActionInput = z.input<typeof clerkActionSchema>;
export type ClerkAction = z.infer<typeof clerkActionObjectSchema>;

/** Client messages of the live sale; `realtime.ts` puts them in the one client message union. */
export const joinAuctionMessageSchema = z.object({ type: z.literal('join_auction'), auctionId: id });
export const liveClientMessageSchemas = [
  joinAuctionMessageSchema,
  z.object({
    type: z.literal('place_bid'),
    lot_id: id,
    amount: liveMoneySchema,
    /** A floor bid entered by the clerk (Staff or Admin only). */
    is_floor: z.boolean().default(false),
    /** The floor paddle of a floor bid, when the clerk saw it. */
    paddle: floorPaddleSchema.optional(),
    request_id: requestId,
  }),
  z.object({
    type: z.literal('update_asking_price'),
    lot_id: id,
    asking_price: liveMoneySchema,
    request_id: requestId,
  }),
  z.object({
    type: z.literal('send_message'),
    auction_id: id,
    message: z
      .string()
      .trim()
      .min(1, 'Write a message first.')
      .max(500, 'Keep messages under 500 characters.'),
    is_clerk: z.boolean().default(false),
    request_id: requestId,
  }),
  z.object({
    type: z.literal('clerk_action'),
    auction_id: id,
    action: clerkActionSchema,
    request_id: requestId,
  }),
] as const;

export const liveSaleStatuses = ['not_started', 'running', 'paused', 'ended'] as const;
/** `choosing`: a choice lot's hammer has fallen and bidders are taking its lots. */
export const liveLotStatuses = ['open', 'fair_warning', 'choosing', 'sold', 'passed'] as const;
export const liveBidSources = ['internet', 'floor', 'phone', 'absentee'] as const;
/** Where a bid came from, as every screen names it (the auctioneer's display in capitals). */
export const liveBidSourceLabels: Record<(typeof liveBidSources)[number], string> = {
  internet: 'Internet',
  floor: 'Floor',
  phone: 'Phone',
  absentee: 'Absentee',
};

/** The high bid as every screen shows it: "$350 Internet (7012)", "$375 Floor (42)" or "$400 Phone (7003)". */
export const liveBidSchema = z.object({
  seq: z.number().int(),
  amount: z.number(),
  source: z.enum(liveBidSources),
  paddle: z.number().int().nullable(),
  /** Server time of the bid (ms since the epoch), so a screen can show each bidder's delay. */
  server_time: z.number(),
});
export type LiveBid = z.infer<typeof liveBidSchema>;

/** A choice lot after its hammer: the price per lot, its buyer, and which of its lots are left. */
export const liveChoiceSchema = z.object({
  amount: z.number(),
  source: z.enum(liveBidSources),
  paddle: z.number().int().nullable(),
  remaining_lot_ids: z.array(z.uuid()),
  taken_lot_ids: z.array(z.uuid()),
});
export type LiveChoice = z.infer<typeof liveChoiceSchema>;

/** Where the lot on the block stands after an event: enough to redraw a screen without a refetch. */
export const liveLotStandingSchema = z.object({
  lot_id: z.uuid(),
  status: z.enum(liveLotStatuses),
  starting_bid: z.number(),
  asking_price: z.number(),
  high_bid: liveBidSchema.nullable(),
  bid_count: z.number().int(),
  /** Set once a choice lot's hammer has fallen. */
  choice: liveChoiceSchema.nullable().optional(),
  /** A grouped lot once sold or passed: every lot that went with it, and the whole hammer when sold. */
  together: z
    .object({ lot_ids: z.array(z.uuid()), hammer: z.number().nullable() })
    .nullable()
    .optional(),
});
export type LiveLotStanding = z.infer<typeof liveLotStandingSchema>;

export const liveLotSummarySchema = z.object({
  lot_id: z.uuid(),
  lot_number: z.string(),
  title: z.string(),
  description: z.string(),
  image: z.string().nullable(),
  starting_bid: z.number(),
  /** A quantity lot (issue 22): every price is per unit and the winner takes `quantity` units. */
  per_unit: z.boolean().optional(),
  quantity: z.number().int().positive().optional(),
  /** A lot of a choice group: every lot of the group in sale order, the one that goes on the block first; absent for a lot alone. */
  choice_lots: z.array(z.object({ lot_id: z.uuid(), lot_number: z.string(), title: z.string() })).optional(),
  /** A grouped lot's first lot: every lot sold with it for one hammer, in sale order; absent otherwise. */
  grouped_lots: z.array(z.object({ lot_id: z.uuid(), lot_number: z.string(), title: z.string() })).optional(),
});
export type LiveLotSummary = z.infer<typeof liveLotSummarySchema>;

/** The lot on the block in a snapshot: its catalogue entry, standing and every bid taken on it. */
export const liveCurrentLotSchema = liveLotSummarySchema
  .extend(liveLotStandingSchema.omit({ lot_id: true, starting_bid: true }).shape)
  .extend({ bids: z.array(liveBidSchema) });
export type LiveCurrentLot = z.infer<typeof liveCurrentLotSchema>;

export const liveResultSchema = z.object({
  lot_id: z.uuid(),
  lot_number: z.string(),
  title: z.string(),
  outcome: z.enum(['sold', 'passed']),
  hammer_price: z.number().nullable(),
  source: z.enum(liveBidSources).nullable(),
  paddle: z.number().int().nullable(),
});

export const liveMessageSchema = z.object({
  seq: z.number().int(),
  text: z.string(),
  server_time: z.number(),
});

/** Who is in the room: the count for everyone; the paddles (never names) so the clerk sees who. */
export const livePresenceSchema = z.object({
  online_bidders: z.number().int().nonnegative(),
  paddles: z.array(z.number().int()),
});
export type LivePresence = z.infer<typeof livePresenceSchema>;

/** Only staff get these: names with paddles, and the absentee maxima waiting on lots to come. */
export const liveClerkViewSchema = z.object({
  online_bidders: z.array(z.object({ paddle: z.number().int().nullable(), name: z.string() })),
  absentee_bids: z.array(
    z.object({
      lot_id: z.uuid(),
      lot_number: z.string(),
      paddle: z.number().int().nullable(),
      max_bid: z.number(),
    }),
  ),
  refused_after_hammer: z.array(
    z.object({
      seq: z.number().int(),
      lot_id: z.uuid(),
      paddle: z.number().int().nullable(),
      amount: z.number(),
      server_time: z.number(),
    }),
  ),
});

/** The viewer's own standing, for "Bid $X", "You're the high bidder" and registration prompts. */
export const liveViewerSchema = z.object({
  signed_in: z.boolean(),
  is_clerk: z.boolean(),
  registration_status: z.enum(['pending', 'approved', 'rejected']).nullable(),
  email_verified: z.boolean(),
  paddle: z.number().int().nullable(),
  can_bid: z.boolean(),
  is_high_bidder: z.boolean(),
});

/** `live_state` (answer to `join_auction`) and `GET /api/auctions/:id/live`: the whole room. */
export const liveSnapshotSchema = z.object({
  auction_id: z.uuid(),
  title: z.string(),
  auction_status: z.string(),
  video_url: z.string().nullable(),
  sale_status: z.enum(liveSaleStatuses),
  last_seq: z.number().int(),
  server_time: z.number(),
  current_lot: liveCurrentLotSchema.nullable(),
  upcoming_lots: z.array(liveLotSummarySchema),
  results: z.array(liveResultSchema),
  messages: z.array(liveMessageSchema),
  presence: livePresenceSchema,
  viewer: liveViewerSchema,
  clerk: liveClerkViewSchema.nullable(),
});
export type LiveSnapshot = z.infer<typeof liveSnapshotSchema>;

const eventBase = { seq: z.number().int().positive(), server_time: z.number() };
const lotEvent = { ...eventBase, lot_id: z.uuid() };

/** One event of the sale, as stored and broadcast (absentee maxima never appear). */
export const liveEventSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('sale_started'), ...eventBase }),
  z.object({
    type: z.literal('lot_opened'),
    ...lotEvent,
    starting_bid: z.number(),
    asking_price: z.number(),
    lot: liveLotSummarySchema.optional(),
  }),
  z.object({ type: z.literal('asking_price_set'), ...lotEvent, asking_price: z.number() }),
  z.object({
    type: z.literal('bid_accepted'),
    ...lotEvent,
    amount: z.number(),
    source: z.enum(liveBidSources),
    paddle: z.number().int().nullable(),
    asking_price: z.number(),
  }),
  z.object({
    type: z.literal('bids_undone'),
    ...lotEvent,
    seqs: z.array(z.number().int()),
    asking_price: z.number(),
  }),
  z.object({ type: z.literal('fair_warning'), ...lotEvent }),
  z.object({
    type: z.literal('lot_sold'),
    ...lotEvent,
    /** The lot's own hammer: a grouped lot's lots each have their part of the group's hammer. */
    amount: z.number(),
    source: z.enum(liveBidSources),
    paddle: z.number().int().nullable(),
    /** On a grouped lot's first lot: every lot sold with it and the whole hammer. */
    group: z.object({ lot_ids: z.array(z.uuid()), hammer: z.number() }).optional(),
  }),
  z.object({
    type: z.literal('choice_offered'),
    ...lotEvent,
    amount: z.number(),
    source: z.enum(liveBidSources),
    paddle: z.number().int().nullable(),
    lot_ids: z.array(z.uuid()),
  }),
  z.object({ type: z.literal('lot_passed'), ...lotEvent }),
  z.object({
    type: z.literal('lot_reopened'),
    ...lotEvent,
    /** A grouped lot reopened: the other lots of its group, which go back with it. */
    lot_ids: z.array(z.uuid()).optional(),
  }),
  z.object({ type: z.literal('sale_paused'), ...eventBase }),
  z.object({ type: z.literal('sale_resumed'), ...eventBase }),
  z.object({ type: z.literal('sale_ended'), ...eventBase, passed_lot_ids: z.array(z.uuid()) }),
  z.object({ type: z.literal('message_sent'), ...eventBase, text: z.string() }),
  z.object({
    type: z.literal('bid_refused_after_hammer'),
    ...lotEvent,
    amount: z.number(),
    paddle: z.number().int().nullable(),
  }),
]);
export type LiveEventPayload = z.infer<typeof liveEventSchema>;

/**
 * Envelope `live_event` (auction room): `payload` is the event and the standing it leaves, so a
 * screen redraws from it alone. The envelope's `seq` is the event's; a client that sees
 * `seq > last_seen + 1` fetches `GET /api/auctions/:id/live` (or sends `join_auction`) again.
 */
export const liveEventPayloadSchema = z.object({
  event: liveEventSchema,
  sale_status: z.enum(liveSaleStatuses),
  lot: liveLotStandingSchema.nullable(),
});
export type LiveEventMessagePayload = z.infer<typeof liveEventPayloadSchema>;

/** The envelope types of the live sale. `live_presence` repeats the last `seq` (it is not an event). */
export const liveEnvelopeTypes = {
  state: 'live_state',
  event: 'live_event',
  presence: 'live_presence',
} as const;

/** Answer to the sender of an accepted live message: the numbers of the events it made. */
export const liveAckMessageSchema = z.object({
  type: z.literal('live_ack'),
  in_reply_to: z.string(),
  request_id: z.string().optional(),
  auction_id: z.uuid(),
  seqs: z.array(z.number().int()),
});
export type LiveAckMessage = z.infer<typeof liveAckMessageSchema>;

/** Codes of a refused live message, sent as `{ type: "error", code, message, in_reply_to }`. */
export const liveRefusalCodes = [
  'NOT_STARTED',
  'PAUSED',
  'NOT_PAUSED',
  'SALE_ENDED',
  'NO_LOT_OPEN',
  'LOT_STILL_OPEN',
  'WRONG_LOT',
  'LOT_CLOSED',
  'LOT_NOT_AVAILABLE',
  'NO_MORE_LOTS',
  'STALE_ASKING_PRICE',
  'ALREADY_HIGH_BIDDER',
  'BID_TOO_LOW',
  'INVALID_AMOUNT',
  'ONLINE_PADDLE',
  'NO_BIDS',
  'NOT_THE_HIGH_BID',
  'NOTHING_TO_UNDO',
  'NOT_REOPENABLE',
  'EMPTY_MESSAGE',
  'NO_CHOICE',
] as const;

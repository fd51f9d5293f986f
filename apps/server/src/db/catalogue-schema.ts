import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { timestamps, type UserAddressColumn, users } from './accounts-schema';
import { categories } from './categories-schema';
import { consignors, inventoryItems } from './inventory-schema';

export interface IncrementRowColumn {
  from_cents: number;
  increment_cents: number;
}

export const bidIncrementProfiles = pgTable(
  'bid_increment_profiles',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    /** Ascending rows from $0; the contracts schema refuses anything else. */
    rows: jsonb('rows').$type<IncrementRowColumn[]>().notNull(),
    is_default: boolean('is_default').notNull().default(false),
    ...timestamps,
    updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('bid_increment_profiles_one_default').on(table.is_default).where(sql`${table.is_default}`),
  ],
);

export const auctionStatusValues = [
  'draft',
  'scheduled',
  'open',
  'live',
  'closing',
  'closed',
  'settled',
] as const;
/**
 * When a sale's pickup is: a window of days with the hours the doors are open on them, or by
 * appointment only.
 */
export type PickupWindowColumn =
  | { kind: 'window'; from: string; until: string; opens: string; closes: string }
  | { kind: 'appointment' };

export type BuyerPremiumColumn =
  | { kind: 'flat'; rate_bp: number }
  | { kind: 'tiered'; tiers: { from_cents: number; rate_bp: number }[] };

export const auctions = pgTable(
  'auctions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    slug: text('slug').notNull(),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    type: text('type', { enum: ['timed', 'live'] })
      .notNull()
      .default('timed'),
    status: text('status', { enum: auctionStatusValues }).notNull().default('draft'),
    start_at: timestamp('start_at', { withTimezone: true }),
    end_at: timestamp('end_at', { withTimezone: true }),
    time_zone: text('time_zone').notNull().default('America/Halifax'),
    terms: text('terms').notNull().default(''),
    pickup_info: text('pickup_info').notNull().default(''),
    /** The buyer terms: hours after the close an invoice is due (null: the house's days). */
    payment_due_hours: integer('payment_due_hours'),
    /** The pickup window (null: the house's pickup hours, any day after the sale). */
    pickup_window: jsonb('pickup_window').$type<PickupWindowColumn>(),
    shipping_offered: boolean('shipping_offered').notNull().default(true),
    /** Registering asks for a card saved with Stripe, which staff (or the house, after issue) may charge. */
    card_on_file_required: boolean('card_on_file_required').notNull().default(false),
    location: text('location').notNull().default(''),
    image: text('image'),
    buyer_premium: jsonb('buyer_premium')
      .$type<BuyerPremiumColumn>()
      .notNull()
      .default({ kind: 'flat', rate_bp: 1500 }),
    soft_close_window_seconds: integer('soft_close_window_seconds').notNull().default(120),
    soft_close_extension_seconds: integer('soft_close_extension_seconds').notNull().default(120),
    stagger_seconds: integer('stagger_seconds').notNull().default(30),
    requires_approval: boolean('requires_approval').notNull().default(false),
    deposit_cents: bigint('deposit_cents', { mode: 'number' }),
    video_url: text('video_url'),
    increment_profile_id: uuid('increment_profile_id').references(() => bidIncrementProfiles.id, {
      onDelete: 'set null',
    }),
    /** The last event sequence number handed out in this auction (bids, live actions). */
    last_seq: bigint('last_seq', { mode: 'number' }).notNull().default(0),
    ...timestamps,
    updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('auctions_status_end_at').on(table.status, table.end_at),
    index('auctions_start_at').on(table.start_at),
  ],
);

export const auctionCategories = pgTable(
  'auction_categories',
  {
    auction_id: uuid('auction_id')
      .notNull()
      .references(() => auctions.id, { onDelete: 'cascade' }),
    category_id: uuid('category_id')
      .notNull()
      .references(() => categories.id, { onDelete: 'cascade' }),
  },
  (table) => [primaryKey({ columns: [table.auction_id, table.category_id] })],
);

export const lotStatusValues = ['upcoming', 'open', 'sold', 'passed', 'withdrawn'] as const;

/** How lots are offered together (issue 22): a choice (the winner picks) or a group (one hammer). */
export const lotGroupKinds = ['choice', 'grouped'] as const;
/** How a grouped lot's one hammer is split among its lots (and consignors). */
export const groupSplitRules = ['equal', 'estimate'] as const;

/** Lots offered together; each lot of it names the group in `lots.group_id`. */
export const lotGroups = pgTable(
  'lot_groups',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    auction_id: uuid('auction_id')
      .notNull()
      .references(() => auctions.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: lotGroupKinds }).notNull(),
    /** A grouped lot's split rule; null for a choice. */
    split_rule: text('split_rule', { enum: groupSplitRules }),
    created_by: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    ...timestamps,
  },
  (table) => [
    index('lot_groups_auction').on(table.auction_id),
    check('lot_groups_split_rule', sql`(${table.kind} = 'grouped') = (${table.split_rule} is not null)`),
  ],
);

export const lots = pgTable(
  'lots',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    auction_id: uuid('auction_id')
      .notNull()
      .references(() => auctions.id, { onDelete: 'cascade' }),
    lot_number: text('lot_number').notNull(),
    sale_order: integer('sale_order').notNull(),
    title: text('title').notNull(),
    slug: text('slug').notNull(),
    description: text('description').notNull().default(''),
    brand: text('brand').notNull().default(''),
    condition: text('condition').notNull().default(''),
    quantity: integer('quantity').notNull().default(1),
    /** A quantity lot: bids are per unit and the winner takes all `quantity` units at that price. */
    per_unit: boolean('per_unit').notNull().default(false),
    starting_bid_cents: bigint('starting_bid_cents', { mode: 'number' }).notNull(),
    /** Never in a public answer; only whether it is met. */
    reserve_cents: bigint('reserve_cents', { mode: 'number' }),
    current_price_cents: bigint('current_price_cents', { mode: 'number' }),
    /**
     * What the current price comes to for the whole lot: times the units of a quantity lot. A sold
     * lot's hammer as invoices, statements and reports bill it; written by the database, never by us
     * (the same rule as the domain's `extendedPriceCents`).
     */
    extended_price_cents: bigint('extended_price_cents', { mode: 'number' }).generatedAlwaysAs(
      sql`current_price_cents * (case when per_unit then quantity else 1 end)`,
    ),
    high_bidder_id: uuid('high_bidder_id').references(() => users.id),
    high_max_cents: bigint('high_max_cents', { mode: 'number' }),
    bid_count: integer('bid_count').notNull().default(0),
    status: text('status', { enum: lotStatusValues }).notNull().default('upcoming'),
    end_at: timestamp('end_at', { withTimezone: true }),
    /** The end first fixed for a timed lot (publish, or added later); soft-close never moves it. */
    scheduled_end_at: timestamp('scheduled_end_at', { withTimezone: true }),
    closed_at: timestamp('closed_at', { withTimezone: true }),
    /** The consignor record (not a user): see inventory-schema. */
    consignor_id: uuid('consignor_id').references(() => consignors.id, { onDelete: 'set null' }),
    /** The inventory item this lot sells, when it came from inventory. */
    inventory_item_id: uuid('inventory_item_id').references(() => inventoryItems.id, {
      onDelete: 'set null',
    }),
    category_id: uuid('category_id').references(() => categories.id, { onDelete: 'set null' }),
    /** The choice (or group) this lot is offered in; null for a lot offered on its own. */
    group_id: uuid('group_id').references(() => lotGroups.id, { onDelete: 'set null' }),
    ...timestamps,
    updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('lots_group').on(table.group_id),
    unique('lots_auction_lot_number').on(table.auction_id, table.lot_number),
    index('lots_auction_end_at').on(table.auction_id, table.end_at),
    index('lots_auction_sale_order').on(table.auction_id, table.sale_order),
    index('lots_open_end_at').on(table.end_at).where(sql`${table.status} = 'open'`),
    index('lots_category').on(table.category_id),
    index('lots_inventory_item').on(table.inventory_item_id),
    index('lots_consignor').on(table.consignor_id),
  ],
);

export const lotImages = pgTable(
  'lot_images',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    lot_id: uuid('lot_id')
      .notNull()
      .references(() => lots.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    /** Storage keys of the WebP variants (content-addressed). */
    thumb_key: text('thumb_key').notNull(),
    medium_key: text('medium_key').notNull(),
    large_key: text('large_key').notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    ...timestamps,
  },
  (table) => [index('lot_images_lot_position').on(table.lot_id, table.position)],
);

export const bidKinds = ['max', 'proxy'] as const;

export const bids = pgTable(
  'bids',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    lot_id: uuid('lot_id')
      .notNull()
      .references(() => lots.id, { onDelete: 'cascade' }),
    auction_id: uuid('auction_id')
      .notNull()
      .references(() => auctions.id, { onDelete: 'cascade' }),
    bidder_id: uuid('bidder_id')
      .notNull()
      .references(() => users.id),
    amount_cents: bigint('amount_cents', { mode: 'number' }).notNull(),
    kind: text('kind', { enum: bidKinds }).notNull(),
    /** Private: the maximum typed on a `max` row, kept so the history can be replayed. */
    max_cents: bigint('max_cents', { mode: 'number' }),
    seq: bigint('seq', { mode: 'number' }).notNull(),
    idempotency_key: text('idempotency_key'),
    ...timestamps,
  },
  (table) => [
    unique('bids_auction_seq').on(table.auction_id, table.seq),
    uniqueIndex('bids_bidder_idempotency_key')
      .on(table.bidder_id, table.idempotency_key)
      .where(sql`${table.idempotency_key} is not null`),
    index('bids_lot_seq').on(table.lot_id, table.seq),
    index('bids_bidder').on(table.bidder_id),
  ],
);

export const maxBids = pgTable(
  'max_bids',
  {
    lot_id: uuid('lot_id')
      .notNull()
      .references(() => lots.id, { onDelete: 'cascade' }),
    bidder_id: uuid('bidder_id')
      .notNull()
      .references(() => users.id),
    max_cents: bigint('max_cents', { mode: 'number' }).notNull(),
    placed_at: timestamp('placed_at', { withTimezone: true }).notNull().defaultNow(),
    seq: bigint('seq', { mode: 'number' }).notNull(),
    /** When this bidder was last mailed about being outbid on this lot (at most one mail per 10 minutes). */
    outbid_mailed_at: timestamp('outbid_mailed_at', { withTimezone: true }),
    /** The staff member who keyed in an absentee maximum from the bidder's paper form; null: the bidder's own. */
    entered_by: uuid('entered_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (table) => [primaryKey({ columns: [table.lot_id, table.bidder_id] })],
);

export const watchlist = pgTable(
  'watchlist',
  {
    user_id: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    lot_id: uuid('lot_id')
      .notNull()
      .references(() => lots.id, { onDelete: 'cascade' }),
    ...timestamps,
    /** Set by the one instance that queued the 30-minute closing reminder, so it goes once. */
    closing_reminder_sent_at: timestamp('closing_reminder_sent_at', { withTimezone: true }),
  },
  (table) => [
    primaryKey({ columns: [table.user_id, table.lot_id] }),
    index('watchlist_lot').on(table.lot_id),
  ],
);

export const registrationStatusValues = ['pending', 'approved', 'rejected'] as const;
export const registrationKinds = ['online', 'floor'] as const;

export const auctionRegistrations = pgTable(
  'auction_registrations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    auction_id: uuid('auction_id')
      .notNull()
      .references(() => auctions.id, { onDelete: 'cascade' }),
    /** The bidder's account: always for online and absentee bidders; a floor buyer may have none. */
    user_id: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
    /** `online` (online and absentee bidders) or `floor` (taken at the desk on the sale day). */
    kind: text('kind', { enum: registrationKinds }).notNull().default('online'),
    /** Online paddles start at 7000; floor paddles are below. */
    paddle_number: integer('paddle_number').notNull(),
    /** A floor buyer's details, taken at the desk (online bidders' are on their account). */
    name: text('name'),
    phone: text('phone'),
    email: text('email'),
    address: jsonb('address').$type<UserAddressColumn>(),
    id_checked: boolean('id_checked').notNull().default(false),
    id_note: text('id_note'),
    recorded_by: uuid('recorded_by'),
    status: text('status', { enum: registrationStatusValues }).notNull(),
    bidding_limit_cents: bigint('bidding_limit_cents', { mode: 'number' }),
    /** The deposit the sale asked when this bidder registered (null: none); what was paid is in `registration_deposits`. */
    deposit_cents: bigint('deposit_cents', { mode: 'number' }),
    /** The card saved for a card-on-file sale, charged for this registration's invoice. */
    saved_card_id: uuid('saved_card_id'),
    terms_accepted_at: timestamp('terms_accepted_at', { withTimezone: true }).notNull(),
    ...timestamps,
  },
  (table) => [
    unique('auction_registrations_auction_user').on(table.auction_id, table.user_id),
    unique('auction_registrations_auction_paddle').on(table.auction_id, table.paddle_number),
    check(
      'auction_registrations_floor_or_online',
      sql`(${table.kind} = 'online' and ${table.user_id} is not null) or (${table.kind} = 'floor' and ${table.paddle_number} between 1 and 6999 and ${table.name} is not null)`,
    ),
  ],
);

/**
 * The next online paddle of an auction (decision 0091): registering locks this row for its
 * transaction, so bidders registering at once, on any instance, each get the next free number.
 */
export const auctionPaddleCounters = pgTable('auction_paddle_counters', {
  auction_id: uuid('auction_id')
    .primaryKey()
    .references(() => auctions.id, { onDelete: 'cascade' }),
  next_paddle: integer('next_paddle').notNull(),
});

/**
 * A registered bidder who bids by telephone in a live sale: the number to call, the lots they want
 * (by lot number, as the form has them) and who of the house's staff takes the line.
 */
export const phoneBidders = pgTable(
  'phone_bidders',
  {
    registration_id: uuid('registration_id')
      .primaryKey()
      .references(() => auctionRegistrations.id, { onDelete: 'cascade' }),
    auction_id: uuid('auction_id')
      .notNull()
      .references(() => auctions.id, { onDelete: 'cascade' }),
    phone: text('phone').notNull(),
    lot_numbers: text('lot_numbers').array().notNull().default(sql`'{}'::text[]`),
    /** The staff member (or helper) on the line, by name as the desk writes it. */
    line_staff: text('line_staff').notNull(),
    created_by: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    ...timestamps,
  },
  (table) => [index('phone_bidders_auction').on(table.auction_id)],
);

export const catalogueSchema = {
  bidIncrementProfiles,
  auctions,
  auctionCategories,
  lots,
  lotImages,
  bids,
  maxBids,
  watchlist,
  auctionRegistrations,
  auctionPaddleCounters,
  phoneBidders,
};
export type AuctionRow = typeof auctions.$inferSelect;
export type LotRow = typeof lots.$inferSelect;
export type LotImageRow = typeof lotImages.$inferSelect;
export type IncrementProfileRow = typeof bidIncrementProfiles.$inferSelect;
export type RegistrationRow = typeof auctionRegistrations.$inferSelect;

import { commissionKinds, importStatuses, inventoryStatuses } from '@auction/contracts';
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { timestamps, type UserAddressColumn, users } from './accounts-schema';
import { categories } from './categories-schema';

/**
 * Before the hammer: consignors and their commission terms, the goods they bring (inventory
 * items, where each is kept, its history), and the imports that bring many at once. Money is
 * integer cents; rates are basis points (1500 = 15%).
 */

/** One band of a commission table: from this hammer amount up, this rate. The first starts at 0. */
export interface CommissionTierColumn {
  from_cents: number;
  rate_bp: number;
}

export const commissionProfiles = pgTable(
  'commission_profiles',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    /** flat: one rate; sliding: the whole hammer at its tier's rate; incremental: each band at its rate. */
    kind: text('kind', { enum: commissionKinds }).notNull().default('flat'),
    tiers: jsonb('tiers').$type<CommissionTierColumn[]>().notNull(),
    minimum_per_lot_cents: bigint('minimum_per_lot_cents', { mode: 'number' }).notNull().default(0),
    lot_fee_cents: bigint('lot_fee_cents', { mode: 'number' }).notNull().default(0),
    /** Charged once per item that was photographed (has at least one picture). */
    photo_fee_cents: bigint('photo_fee_cents', { mode: 'number' }).notNull().default(0),
    /** Charged per lot that passed or was bought in. */
    unsold_fee_cents: bigint('unsold_fee_cents', { mode: 'number' }).notNull().default(0),
    is_default: boolean('is_default').notNull().default(false),
    ...timestamps,
    updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('commission_profiles_one_default').on(table.is_default).where(sql`${table.is_default}`),
    check(
      'commission_profiles_fees_not_negative',
      sql`${table.minimum_per_lot_cents} >= 0 and ${table.lot_fee_cents} >= 0 and ${table.photo_fee_cents} >= 0 and ${table.unsold_fee_cents} >= 0`,
    ),
  ],
);

export const payoutMethods = ['cheque', 'e_transfer', 'direct_deposit'] as const;
export type PayoutMethod = (typeof payoutMethods)[number];

export const consignors = pgTable(
  'consignors',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** The number staff say and print (`C-1024`): from the `consignor_number_seq` sequence. */
    number: integer('number').notNull().unique().default(sql`nextval('consignor_number_seq')`),
    name: text('name').notNull(),
    company: text('company').notNull().default(''),
    email: text('email'),
    phone: text('phone'),
    address: jsonb('address').$type<UserAddressColumn>(),
    /** A registered business consignor charges GST/HST on its sales (decision in docs). */
    gst_hst_number: text('gst_hst_number'),
    payout_method: text('payout_method', { enum: payoutMethods }).notNull().default('cheque'),
    payout_email: text('payout_email'),
    /** Direct deposit details: never answered in full, only the account's last four digits. */
    deposit_institution: text('deposit_institution'),
    deposit_transit: text('deposit_transit'),
    deposit_account: text('deposit_account'),
    /** Null: the default commission profile. */
    commission_profile_id: uuid('commission_profile_id').references(() => commissionProfiles.id, {
      onDelete: 'restrict',
    }),
    notes: text('notes').notNull().default(''),
    /** The user who signs in as this consignor (and then holds the Consignor role). */
    user_id: uuid('user_id')
      .unique()
      .references(() => users.id, { onDelete: 'set null' }),
    archived_at: timestamp('archived_at', { withTimezone: true }),
    created_by: uuid('created_by'),
    ...timestamps,
    updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('consignors_name').on(sql`lower(${table.name})`)],
);

export const advanceKinds = ['advance', 'reversal'] as const;

/**
 * Money paid to a consignor ahead of the sale, recovered from their statements. Append-only (a
 * trigger refuses update and delete): a mistake is a `reversal` row naming the advance it undoes.
 */
export const consignorAdvances = pgTable(
  'consignor_advances',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    consignor_id: uuid('consignor_id')
      .notNull()
      .references(() => consignors.id, { onDelete: 'restrict' }),
    kind: text('kind', { enum: advanceKinds }).notNull().default('advance'),
    amount_cents: bigint('amount_cents', { mode: 'number' }).notNull(),
    paid_on: date('paid_on', { mode: 'string' }).notNull(),
    reference: text('reference').notNull().default(''),
    note: text('note').notNull().default(''),
    reverses_id: uuid('reverses_id'),
    recorded_by: uuid('recorded_by'),
    ...timestamps,
  },
  (table) => [
    index('consignor_advances_consignor').on(table.consignor_id),
    uniqueIndex('consignor_advances_one_reversal').on(table.reverses_id),
    check('consignor_advances_amount_positive', sql`${table.amount_cents} > 0`),
  ],
);

export const locations = pgTable('locations', {
  id: uuid('id').primaryKey().defaultRandom(),
  /** `A-03-2`: warehouse, aisle, shelf (and bin); unique, printed on the bin's label. */
  code: text('code').notNull().unique(),
  description: text('description').notNull().default(''),
  archived_at: timestamp('archived_at', { withTimezone: true }),
  ...timestamps,
});

export const inventoryItems = pgTable(
  'inventory_items',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** `HA-000123`: from the `inventory_sku_seq` sequence unless an import brings its own. */
    sku: text('sku').notNull().unique(),
    /** The house's lot number for the item's next sale (`12`, `12A`); used and cleared when lotted. */
    lot_number: text('lot_number'),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    category_id: uuid('category_id').references(() => categories.id, { onDelete: 'set null' }),
    condition: text('condition').notNull().default(''),
    brand: text('brand').notNull().default(''),
    quantity: integer('quantity').notNull().default(1),
    estimate_low_cents: bigint('estimate_low_cents', { mode: 'number' }),
    estimate_high_cents: bigint('estimate_high_cents', { mode: 'number' }),
    starting_bid_cents: bigint('starting_bid_cents', { mode: 'number' }),
    /** Never in a public answer. */
    reserve_cents: bigint('reserve_cents', { mode: 'number' }),
    buy_now_price_cents: bigint('buy_now_price_cents', { mode: 'number' }),
    /** Null: the house's own stock (retail overstock bought outright). */
    consignor_id: uuid('consignor_id').references(() => consignors.id, { onDelete: 'restrict' }),
    location_id: uuid('location_id').references(() => locations.id, { onDelete: 'set null' }),
    status: text('status', { enum: inventoryStatuses }).notNull().default('in_stock'),
    /** A per-item commission rate that replaces the consignor's profile for this item. */
    commission_rate_bp: integer('commission_rate_bp'),
    /** A CSV import's fingerprint of the row that made the item: the same row twice is one item. */
    import_fingerprint: text('import_fingerprint'),
    created_by: uuid('created_by'),
    ...timestamps,
    updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    /**
     * The title and brand folded as the search boxes fold what staff type (`fold_accents`, case and
     * accents away), kept by the database: a search reads it instead of folding 50,000 titles.
     */
    search_text: text('search_text').notNull().generatedAlwaysAs(sql`fold_accents(title || ' ' || brand)`),
  },
  (table) => [
    index('inventory_items_status').on(table.status),
    index('inventory_items_consignor').on(table.consignor_id),
    index('inventory_items_location').on(table.location_id),
    index('inventory_items_category').on(table.category_id),
    index('inventory_items_created_at').on(table.created_at),
    // Trigrams of the folded text: a search for any part of a word reads the index, not 50,000 rows.
    index('inventory_items_search_trgm').using('gin', sql`${table.search_text} gin_trgm_ops`),
    uniqueIndex('inventory_items_import_fingerprint')
      .on(table.import_fingerprint)
      .where(sql`${table.import_fingerprint} is not null`),
    check('inventory_items_quantity_positive', sql`${table.quantity} >= 1`),
    check(
      'inventory_items_money_not_negative',
      sql`coalesce(${table.estimate_low_cents}, 0) >= 0 and coalesce(${table.estimate_high_cents}, 0) >= 0 and coalesce(${table.starting_bid_cents}, 0) >= 0 and coalesce(${table.reserve_cents}, 0) >= 0 and coalesce(${table.buy_now_price_cents}, 0) >= 0`,
    ),
    check(
      'inventory_items_commission_rate',
      sql`${table.commission_rate_bp} is null or ${table.commission_rate_bp} between 0 and 10000`,
    ),
  ],
);

export const inventoryImages = pgTable(
  'inventory_images',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    item_id: uuid('item_id')
      .notNull()
      .references(() => inventoryItems.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    /** Storage keys of the WebP variants (content-addressed, shared with the lot made from the item). */
    thumb_key: text('thumb_key').notNull(),
    medium_key: text('medium_key').notNull(),
    large_key: text('large_key').notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    ...timestamps,
  },
  (table) => [index('inventory_images_item_position').on(table.item_id, table.position)],
);

export const inventoryEventKinds = [
  'created',
  'updated',
  'imported',
  'moved',
  'status_changed',
  'lotted',
  'sold',
  'unsold',
  'relisted',
  'returned',
  'pictures_changed',
] as const;
export type InventoryEventKind = (typeof inventoryEventKinds)[number];

/** An item's history: every change, who made it and when; moves name both locations. */
export const inventoryEvents = pgTable(
  'inventory_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    item_id: uuid('item_id')
      .notNull()
      .references(() => inventoryItems.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: inventoryEventKinds }).notNull(),
    /** What changed: `{ changes: { field: [before, after] } }`, a status, a lot, an auction. */
    detail: jsonb('detail').$type<Record<string, unknown>>().notNull().default({}),
    from_location_id: uuid('from_location_id'),
    to_location_id: uuid('to_location_id'),
    actor_id: uuid('actor_id'),
    ...timestamps,
  },
  (table) => [
    index('inventory_events_item').on(table.item_id, table.created_at),
    index('inventory_events_to_location').on(table.to_location_id, table.created_at),
  ],
);

/** One rejected row of an import: its number in the file (1 = first data row), why, and its cells. */
export interface RejectedRowColumn {
  row: number;
  reason: string;
  values: string[];
}

/**
 * A CSV import: the file as parsed (headers and rows), the column mapping staff confirmed, and
 * its progress. Nothing reaches `inventory_items` before staff confirm (status `queued`); the
 * repeating pass runs queued imports, so one survives a restart.
 */
export const inventoryImports = pgTable(
  'inventory_imports',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    status: text('status', { enum: importStatuses }).notNull().default('previewed'),
    file_name: text('file_name').notNull(),
    /** `utf-8` or `windows-1252`, and `,` `;` or a tab: what the file turned out to be. */
    encoding: text('encoding').notNull(),
    delimiter: text('delimiter').notNull(),
    headers: jsonb('headers').$type<string[]>().notNull(),
    rows: jsonb('rows').$type<string[][]>().notNull(),
    /** Item field -> header index. */
    mapping: jsonb('mapping').$type<Record<string, number>>().notNull().default({}),
    total_rows: integer('total_rows').notNull(),
    processed_rows: integer('processed_rows').notNull().default(0),
    created_count: integer('created_count').notNull().default(0),
    updated_count: integer('updated_count').notNull().default(0),
    unchanged_count: integer('unchanged_count').notNull().default(0),
    skipped_count: integer('skipped_count').notNull().default(0),
    rejected: jsonb('rejected').$type<RejectedRowColumn[]>().notNull().default([]),
    error: text('error'),
    created_by: uuid('created_by'),
    ...timestamps,
    updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    finished_at: timestamp('finished_at', { withTimezone: true }),
  },
  (table) => [index('inventory_imports_status').on(table.status)],
);

/** The last mapping staff confirmed, per kind of import (`inventory`): the next file starts from it. */
export const importMappings = pgTable('import_mappings', {
  kind: text('kind').primaryKey(),
  /** Item field -> the header's name (lower case), so a file with its columns in another order still maps. */
  mapping: jsonb('mapping').$type<Record<string, string>>().notNull(),
  updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export const inventorySchema = {
  commissionProfiles,
  consignors,
  consignorAdvances,
  locations,
  inventoryItems,
  inventoryImages,
  inventoryEvents,
  inventoryImports,
  importMappings,
};

import { sql } from 'drizzle-orm';
import {
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
  uuid,
} from 'drizzle-orm/pg-core';
import { timestamps, users } from './accounts-schema';
import { auctions, lots } from './catalogue-schema';
import { categories } from './categories-schema';

/**
 * What reaches a bidder's pocket: Web Push subscriptions (one per device), the kinds of alert the
 * bidder switched on, the push outbox (written in the same transaction as the fact it tells, sent
 * by a job, as the mail outbox), saved searches with the lots already alerted, and "remind me"
 * on a scheduled sale.
 */

export const alertKinds = [
  'outbid',
  'closing_soon',
  'won',
  'live_starting',
  'invoice_issued',
  'saved_search',
  'sale_opening',
] as const;
export type AlertKind = (typeof alertKinds)[number];

/** One browser or phone that accepted push; dropped when the push service answers 404 or 410. */
export const pushSubscriptions = pgTable(
  'push_subscriptions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    user_id: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The push service's URL for this device; unique, so a device re-subscribing replaces itself. */
    endpoint: text('endpoint').notNull().unique(),
    p256dh: text('p256dh').notNull(),
    auth: text('auth').notNull(),
    /** What the bidder sees in the profile's device list ("Chrome on Android"). */
    device_label: text('device_label').notNull().default(''),
    ...timestamps,
    last_sent_at: timestamp('last_sent_at', { withTimezone: true }),
  },
  (table) => [index('push_subscriptions_user').on(table.user_id)],
);

/** The kinds of alert a bidder wants pushed; no row means the defaults (all on). */
export const alertPreferences = pgTable('alert_preferences', {
  user_id: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  outbid: boolean('outbid').notNull().default(true),
  closing_soon: boolean('closing_soon').notNull().default(true),
  won: boolean('won').notNull().default(true),
  live_starting: boolean('live_starting').notNull().default(true),
  invoice_issued: boolean('invoice_issued').notNull().default(true),
  saved_search: boolean('saved_search').notNull().default(true),
  updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export const pushOutboxStatuses = ['queued', 'sent', 'failed', 'gone'] as const;
export type PushOutboxStatus = (typeof pushOutboxStatuses)[number];

/** What a push carries: shown by the service worker, opening `url` when tapped. */
export interface PushPayloadColumn {
  title: string;
  body: string;
  url: string;
  /** Replaces an earlier notification with the same tag on the device (one per lot). */
  tag: string;
}

/**
 * One push to one device. Written in the transaction that commits what it tells, so no alert
 * goes out for a bid that did not commit; `dedupe_key` (e.g. `outbid:<bid id>`) is unique per
 * device, so none goes out twice.
 */
export const pushOutbox = pgTable(
  'push_outbox',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    subscription_id: uuid('subscription_id')
      .notNull()
      .references(() => pushSubscriptions.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: alertKinds }).notNull(),
    dedupe_key: text('dedupe_key').notNull(),
    payload: jsonb('payload').$type<PushPayloadColumn>().notNull(),
    status: text('status', { enum: pushOutboxStatuses }).notNull().default('queued'),
    attempts: integer('attempts').notNull().default(0),
    last_error: text('last_error'),
    /** A sender holds a queued push until this time, so two instances never send it twice. */
    claimed_until: timestamp('claimed_until', { withTimezone: true }),
    next_attempt_at: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    ...timestamps,
    sent_at: timestamp('sent_at', { withTimezone: true }),
  },
  (table) => [
    unique('push_outbox_once_per_device').on(table.subscription_id, table.dedupe_key),
    index('push_outbox_status_next_attempt').on(table.status, table.next_attempt_at),
  ],
);

/** A bidder's saved search across open lots; alerted when a new lot matches. */
export const savedSearches = pgTable(
  'saved_searches',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    user_id: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The words as the bidder typed them. */
    query: text('query').notNull(),
    category_id: uuid('category_id').references(() => categories.id, { onDelete: 'set null' }),
    ...timestamps,
  },
  (table) => [
    index('saved_searches_user').on(table.user_id),
    check('saved_searches_query_not_blank', sql`length(trim(${table.query})) > 0`),
  ],
);

/** A lot a saved search already matched (and alerted, once): never alerted again. */
export const savedSearchMatches = pgTable(
  'saved_search_matches',
  {
    saved_search_id: uuid('saved_search_id')
      .notNull()
      .references(() => savedSearches.id, { onDelete: 'cascade' }),
    lot_id: uuid('lot_id')
      .notNull()
      .references(() => lots.id, { onDelete: 'cascade' }),
    ...timestamps,
  },
  (table) => [primaryKey({ columns: [table.saved_search_id, table.lot_id] })],
);

/** "Remind me" on a scheduled sale: one mail or push when it opens, then `sent_at` is set. */
export const saleReminders = pgTable(
  'sale_reminders',
  {
    user_id: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    auction_id: uuid('auction_id')
      .notNull()
      .references(() => auctions.id, { onDelete: 'cascade' }),
    ...timestamps,
    sent_at: timestamp('sent_at', { withTimezone: true }),
  },
  (table) => [
    primaryKey({ columns: [table.user_id, table.auction_id] }),
    index('sale_reminders_unsent').on(table.auction_id).where(sql`${table.sent_at} is null`),
  ],
);

export type PushSubscriptionRow = typeof pushSubscriptions.$inferSelect;
export type PushOutboxRow = typeof pushOutbox.$inferSelect;
export type SavedSearchRow = typeof savedSearches.$inferSelect;

export const alertsSchema = {
  pushSubscriptions,
  alertPreferences,
  pushOutbox,
  savedSearches,
  savedSearchMatches,
  saleReminders,
};

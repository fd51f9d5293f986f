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
  uuid,
} from 'drizzle-orm/pg-core';
import { outbox, timestamps, users } from './accounts-schema';
import { auctions } from './catalogue-schema';

/**
 * E-mail marketing under Canada's anti-spam law (CASL). `users.marketing_consent` is the current
 * answer; this ledger is the evidence: every grant and withdrawal, when, how and in what words.
 * It is append-only.
 */

export const consentSources = [
  'sign_up_form',
  'profile',
  'unsubscribe_link',
  'unsubscribe_header',
  'staff',
  'erasure',
  'seed',
] as const;
export type ConsentSource = (typeof consentSources)[number];

export const marketingConsents = pgTable(
  'marketing_consents',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Null once the person is erased; the e-mail then holds the anonymised address. */
    user_id: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    email: text('email').notNull(),
    granted: boolean('granted').notNull(),
    source: text('source', { enum: consentSources }).notNull(),
    /** The words the person saw when they ticked or unticked (or the unsubscribe page's words). */
    wording: text('wording').notNull(),
    /** The campaign whose unsubscribe link or header withdrew consent. */
    campaign_id: uuid('campaign_id'),
    ip: text('ip'),
    user_agent: text('user_agent'),
    /** Staff who recorded it, for `staff`. */
    recorded_by: uuid('recorded_by').references(() => users.id, { onDelete: 'set null' }),
    ...timestamps,
  },
  (table) => [
    index('marketing_consents_user_created').on(table.user_id, table.created_at),
    index('marketing_consents_created').on(table.created_at),
  ],
);

/** Who a campaign goes to; always intersected with current consent when it is sent. */
export type CampaignAudienceColumn =
  | { kind: 'all_opted_in' }
  | { kind: 'categories'; category_ids: string[] }
  | { kind: 'watchlist'; auction_id: string | null }
  | { kind: 'past_buyers'; since: string | null };

export const campaignStatuses = ['draft', 'sending', 'sent', 'cancelled'] as const;
export type CampaignStatus = (typeof campaignStatuses)[number];

export const marketingCampaigns = pgTable(
  'marketing_campaigns',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    subject: text('subject').notNull(),
    body_markdown: text('body_markdown').notNull(),
    audience: jsonb('audience').$type<CampaignAudienceColumn>().notNull(),
    status: text('status', { enum: campaignStatuses }).notNull().default('draft'),
    /** A "new auction" announcement drafted from this auction. */
    auction_id: uuid('auction_id').references(() => auctions.id, { onDelete: 'set null' }),
    /** Opens and clicks are counted only when an Admin switched this on for the campaign. */
    track_engagement: boolean('track_engagement').notNull().default(false),
    /** Mails handed to the outbox per minute while sending. */
    rate_per_minute: integer('rate_per_minute').notNull().default(60),
    recipients_count: integer('recipients_count').notNull().default(0),
    queued_count: integer('queued_count').notNull().default(0),
    created_by: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    ...timestamps,
    updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    send_started_at: timestamp('send_started_at', { withTimezone: true }),
    sent_at: timestamp('sent_at', { withTimezone: true }),
    cancelled_at: timestamp('cancelled_at', { withTimezone: true }),
  },
  (table) => [
    index('marketing_campaigns_status').on(table.status),
    check('marketing_campaigns_rate', sql`${table.rate_per_minute} between 1 and 6000`),
  ],
);

export const campaignRecipientStatuses = ['pending', 'queued', 'skipped'] as const;

/** The audience frozen when the send starts; the sender hands `pending` rows to the outbox. */
export const marketingCampaignRecipients = pgTable(
  'marketing_campaign_recipients',
  {
    campaign_id: uuid('campaign_id')
      .notNull()
      .references(() => marketingCampaigns.id, { onDelete: 'cascade' }),
    user_id: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    status: text('status', { enum: campaignRecipientStatuses }).notNull().default('pending'),
    outbox_id: uuid('outbox_id').references(() => outbox.id, { onDelete: 'set null' }),
    queued_at: timestamp('queued_at', { withTimezone: true }),
    opened_at: timestamp('opened_at', { withTimezone: true }),
    clicked_at: timestamp('clicked_at', { withTimezone: true }),
  },
  (table) => [
    primaryKey({ columns: [table.campaign_id, table.user_id] }),
    index('marketing_campaign_recipients_status').on(table.campaign_id, table.status),
  ],
);

export const marketingSchema = { marketingConsents, marketingCampaigns, marketingCampaignRecipients };

export type MarketingCampaignRow = typeof marketingCampaigns.$inferSelect;
export type MarketingConsentRow = typeof marketingConsents.$inferSelect;

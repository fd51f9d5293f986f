import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/** The creation time every table carries. */
export const timestamps = {
  created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
};

export interface UserAddressColumn {
  line1: string;
  line2: string;
  city: string;
  province: string;
  postal_code: string;
  country: string;
}

export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    email: text('email').notNull().unique(),
    name: text('name').notNull(),
    first_name: text('first_name').notNull().default(''),
    phone: text('phone').notNull().default(''),
    address: jsonb('address').$type<UserAddressColumn>(),
    password_hash: text('password_hash').notNull(),
    roles: text('roles').array().notNull().default(sql`ARRAY['Bidder']::text[]`),
    token_version: integer('token_version').notNull().default(0),
    email_verified_at: timestamp('email_verified_at', { withTimezone: true }),
    terms_accepted_at: timestamp('terms_accepted_at', { withTimezone: true }),
    /** Consent to marketing mail is kept apart from the terms (Canada's anti-spam law). */
    marketing_consent: boolean('marketing_consent').notNull().default(false),
    marketing_consent_at: timestamp('marketing_consent_at', { withTimezone: true }),
    /** Set while an Admin has disabled the account (sign-in refused, tokens revoked). */
    disabled_at: timestamp('disabled_at', { withTimezone: true }),
    /** Set once the person's data was erased on request (PIPEDA); the row stays for the books. */
    erased_at: timestamp('erased_at', { withTimezone: true }),
    /** The last time the person signed in; null until the first sign-in ("Welcome" not "Welcome back"). */
    last_signed_in_at: timestamp('last_signed_in_at', { withTimezone: true }),
    ...timestamps,
    updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [check('users_email_lower_case', sql`${table.email} = lower(${table.email})`)],
);

export const oneTimeTokenPurposes = ['verify_email', 'reset_password'] as const;
export type OneTimeTokenPurpose = (typeof oneTimeTokenPurposes)[number];

export const oneTimeTokens = pgTable(
  'one_time_tokens',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    user_id: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purpose: text('purpose', { enum: oneTimeTokenPurposes }).notNull(),
    /** sha-256 (hex) of the token; the token itself is only ever in the e-mail. */
    token_hash: text('token_hash').notNull().unique(),
    expires_at: timestamp('expires_at', { withTimezone: true }).notNull(),
    used_at: timestamp('used_at', { withTimezone: true }),
    ...timestamps,
  },
  (table) => [index('one_time_tokens_user_purpose').on(table.user_id, table.purpose)],
);

/** Logged-out tokens, kept until they would have expired anyway. */
export const revokedTokens = pgTable(
  'revoked_tokens',
  {
    jti: text('jti').primaryKey(),
    expires_at: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('revoked_tokens_expires_at').on(table.expires_at)],
);

export const settings = pgTable('settings', {
  key: text('key').primaryKey(),
  value: jsonb('value').notNull(),
  updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Append-only: who changed what, before and after. */
export const auditLog = pgTable(
  'audit_log',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    actor_id: uuid('actor_id'),
    action: text('action').notNull(),
    entity: text('entity').notNull(),
    entity_id: text('entity_id'),
    before: jsonb('before'),
    after: jsonb('after'),
    ip: text('ip'),
    ...timestamps,
  },
  (table) => [
    index('audit_log_entity').on(table.entity, table.entity_id),
    index('audit_log_created_at').on(table.created_at),
  ],
);

/** A document the sender renders and attaches when it sends the mail. */
export type OutboxAttachmentColumn =
  | { kind: 'invoice_pdf'; invoice_id: string }
  | { kind: 'statement_pdf'; statement_id: string; invoice_id?: undefined }
  | { kind: 'credit_note_pdf'; credit_note_id: string; invoice_id?: undefined };

export const outboxStatuses = ['queued', 'sent', 'failed', 'stored'] as const;
export type OutboxStatus = (typeof outboxStatuses)[number];

export const outbox = pgTable(
  'outbox',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    to: text('to').notNull(),
    reply_to: text('reply_to'),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    html: text('html').notNull(),
    status: text('status', { enum: outboxStatuses }).notNull(),
    attempts: integer('attempts').notNull().default(0),
    last_error: text('last_error'),
    /** A sender holds a queued mail until this time, so two instances never send it twice. */
    claimed_until: timestamp('claimed_until', { withTimezone: true }),
    next_attempt_at: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    ...timestamps,
    sent_at: timestamp('sent_at', { withTimezone: true }),
    /** Documents made as the mail is sent (an invoice's PDF): what to attach, not the bytes. */
    attachments: jsonb('attachments').$type<OutboxAttachmentColumn[]>(),
    /** Extra mail headers (a campaign's `List-Unsubscribe` and `List-Unsubscribe-Post`). */
    headers: jsonb('headers').$type<Record<string, string>>(),
  },
  (table) => [
    index('outbox_status_next_attempt').on(table.status, table.next_attempt_at),
    index('outbox_created_at').on(table.created_at),
  ],
);

export type UserRow = typeof users.$inferSelect;
export type OutboxRow = typeof outbox.$inferSelect;

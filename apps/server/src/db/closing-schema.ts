import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './accounts-schema';
import { auctions } from './catalogue-schema';

/**
 * The closing job's heartbeat (decision 0093): one row, moved on by every pass on every instance.
 * A pass that finds it older than the outage gap is the recovery, and the row's lock makes it the
 * only one that re-times the lots the gap caught.
 */
export const closingHeartbeat = pgTable(
  'closing_heartbeat',
  {
    id: text('id').primaryKey().default('closing'),
    beat_at: timestamp('beat_at', { withTimezone: true }).notNull(),
  },
  (table) => [check('closing_heartbeat_one_row', sql`${table.id} = 'closing'`)],
);

/** An outage the closing job came back from: the gap and how many lots it re-timed. */
export const closingOutages = pgTable(
  'closing_outages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    started_at: timestamp('started_at', { withTimezone: true }).notNull(),
    ended_at: timestamp('ended_at', { withTimezone: true }).notNull(),
    lots_retimed: integer('lots_retimed').notNull(),
  },
  (table) => [
    index('closing_outages_ended_at').on(table.ended_at),
    check('closing_outages_gap', sql`${table.ended_at} >= ${table.started_at}`),
  ],
);

/**
 * Staff paused a sale's closings by hand: no lot of it closes until they resume, and then the lots
 * the pause caught are re-timed like after an outage. At most one pause of a sale is running.
 */
export const closingPauses = pgTable(
  'closing_pauses',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    auction_id: uuid('auction_id')
      .notNull()
      .references(() => auctions.id, { onDelete: 'cascade' }),
    paused_at: timestamp('paused_at', { withTimezone: true }).notNull(),
    paused_by: uuid('paused_by').references(() => users.id, { onDelete: 'set null' }),
    resumed_at: timestamp('resumed_at', { withTimezone: true }),
    resumed_by: uuid('resumed_by').references(() => users.id, { onDelete: 'set null' }),
    lots_retimed: integer('lots_retimed'),
  },
  (table) => [
    uniqueIndex('closing_pauses_one_running').on(table.auction_id).where(sql`${table.resumed_at} is null`),
    check(
      'closing_pauses_resumed',
      sql`${table.resumed_at} is null or ${table.resumed_at} >= ${table.paused_at}`,
    ),
  ],
);

export const closingSchema = { closingHeartbeat, closingOutages, closingPauses };
export type ClosingOutageRow = typeof closingOutages.$inferSelect;
export type ClosingPauseRow = typeof closingPauses.$inferSelect;

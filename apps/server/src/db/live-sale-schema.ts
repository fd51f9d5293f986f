import { bigint, index, jsonb, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { auctions, lots } from './catalogue-schema';

/**
 * The live sale's event log, append-only (a trigger refuses changes): every clerk action, bid
 * and note of a live auction, numbered by the auction's sequence. The sale's state is the fold
 * of these rows; lots and auctions carry a projection of it for invoices and prices realized.
 */
export const liveEvents = pgTable(
  'live_events',
  {
    auction_id: uuid('auction_id')
      .notNull()
      .references(() => auctions.id, { onDelete: 'cascade' }),
    seq: bigint('seq', { mode: 'number' }).notNull(),
    type: text('type').notNull(),
    lot_id: uuid('lot_id').references(() => lots.id, { onDelete: 'cascade' }),
    /** The domain event in cents, with bidder ids: private, shaped for the public when sent. */
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
    /** Who caused it (the clerk or the bidder), kept even if the account goes: no foreign key. */
    actor_id: uuid('actor_id'),
    server_time: timestamp('server_time', { withTimezone: true }).notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.auction_id, table.seq] }),
    index('live_events_lot').on(table.lot_id),
  ],
);
export type LiveEventRow = typeof liveEvents.$inferSelect;

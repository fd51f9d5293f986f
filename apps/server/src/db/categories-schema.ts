import { integer, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { timestamps } from './accounts-schema';

/** The categories lots and inventory items are filed under, on their own so both schemas can name them. */
export const categories = pgTable('categories', {
  id: uuid('id').primaryKey().defaultRandom(),
  name: text('name').notNull(),
  slug: text('slug').notNull().unique(),
  image: text('image'),
  position: integer('position').notNull().default(0),
  ...timestamps,
});
export type CategoryRow = typeof categories.$inferSelect;

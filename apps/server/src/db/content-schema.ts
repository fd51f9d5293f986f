import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { timestamps, users } from './accounts-schema';

/**
 * The public site's words. A page lives at one path (`/`, `/services`, `/about`, `/faq`); every
 * save writes a new version (never an edit), and the page points at the version being drafted and
 * the version the public sees. Restoring an old version copies it as a new draft.
 */

export const cmsPageKinds = ['built_in', 'custom'] as const;
export type CmsPageKind = (typeof cmsPageKinds)[number];

export const cmsPages = pgTable(
  'cms_pages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** The public path, lower case, starting with `/` (`/`, `/about`, `/privacy-policy`, `/faq`). */
    path: text('path').notNull(),
    /** Built-in pages (home, services, about, contact, privacy, terms) cannot be deleted or moved. */
    kind: text('kind', { enum: cmsPageKinds }).notNull().default('custom'),
    /** The latest saved version staff are working on (may equal the published one). */
    draft_version_id: uuid('draft_version_id'),
    /** What the public sees; null while a page has never been published or is unpublished. */
    published_version_id: uuid('published_version_id'),
    ...timestamps,
    updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('cms_pages_path').on(table.path),
    check(
      'cms_pages_path_shape',
      sql`${table.path} ~ '^/([a-z0-9]+(-[a-z0-9]+)*(/[a-z0-9]+(-[a-z0-9]+)*)*)?$'`,
    ),
  ],
);

/** One block of a page's body: a home block, a service with its anchor, or a page's text. */
export interface CmsSectionColumn {
  /** Stable name: `hero`, `services`, `how_bidding_works`, `why_us`, `estate`, `body`, ... */
  key: string;
  heading: string;
  markdown: string;
  /** The Markdown rendered and sanitised by the server when the version was saved. */
  html: string;
}

export const cmsPageVersions = pgTable(
  'cms_page_versions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    page_id: uuid('page_id')
      .notNull()
      .references(() => cmsPages.id, { onDelete: 'cascade' }),
    /** 1, 2, 3 ... per page. */
    version: integer('version').notNull(),
    title: text('title').notNull(),
    seo_title: text('seo_title').notNull().default(''),
    seo_description: text('seo_description').notNull().default(''),
    sections: jsonb('sections').$type<CmsSectionColumn[]>().notNull(),
    /** The version this one was restored from, when it was. */
    restored_from_version: integer('restored_from_version'),
    created_by: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    ...timestamps,
    /** Set when this version was made the public one. */
    published_at: timestamp('published_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('cms_page_versions_page_version').on(table.page_id, table.version),
    index('cms_page_versions_page_created').on(table.page_id, table.created_at),
  ],
);

export const contentSchema = { cmsPages, cmsPageVersions };

export type CmsPageRow = typeof cmsPages.$inferSelect;
export type CmsPageVersionRow = typeof cmsPageVersions.$inferSelect;

import type {
  CmsPageDetail,
  CmsPageListItem,
  CmsPageStatus,
  CmsVersion,
  CmsVersionSummary,
  PublicCmsPage,
} from '@auction/contracts';
import { and, asc, desc, eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database, Transaction } from '../../db/database';
import { type CmsPageRow, type CmsPageVersionRow, cmsPages, cmsPageVersions, users } from '../../db/schema';

type Tx = Transaction;
export type NewCmsPageVersion = typeof cmsPageVersions.$inferInsert;
export type CmsPageChanges = Partial<Omit<typeof cmsPages.$inferInsert, 'id' | 'path' | 'kind'>>;

const iso = (value: Date | string) => new Date(value).toISOString();

export function statusOfPage(
  page: Pick<CmsPageRow, 'draft_version_id' | 'published_version_id'>,
): CmsPageStatus {
  if (!page.published_version_id) return 'unpublished';
  return page.draft_version_id && page.draft_version_id !== page.published_version_id
    ? 'draft_changes'
    : 'published';
}

function summaryOf(row: CmsPageVersionRow, createdByName: string | null): CmsVersionSummary {
  return {
    version: row.version,
    title: row.title,
    created_by_name: createdByName,
    created_at: iso(row.created_at),
    published_at: row.published_at ? iso(row.published_at) : null,
    restored_from_version: row.restored_from_version,
  };
}

function versionOf(row: CmsPageVersionRow, createdByName: string | null): CmsVersion {
  return {
    ...summaryOf(row, createdByName),
    seo_title: row.seo_title,
    seo_description: row.seo_description,
    sections: row.sections,
  };
}

/**
 * The CMS's queries: the staff list and editor, the one published version the public sees, and the
 * writes each change makes in the caller's transaction. What is refused, and in what order the
 * steps run, is the service's.
 */
export function createCmsRepository(db: Database) {
  const draft = alias(cmsPageVersions, 'draft');
  const published = alias(cmsPageVersions, 'published');

  async function versions(pageId: string) {
    return db
      .select({ version: cmsPageVersions, name: users.name })
      .from(cmsPageVersions)
      .leftJoin(users, eq(users.id, cmsPageVersions.created_by))
      .where(eq(cmsPageVersions.page_id, pageId))
      .orderBy(desc(cmsPageVersions.version));
  }

  return {
    async list(): Promise<CmsPageListItem[]> {
      const rows = await db
        .select({ page: cmsPages, draft, published })
        .from(cmsPages)
        .leftJoin(draft, eq(draft.id, cmsPages.draft_version_id))
        .leftJoin(published, eq(published.id, cmsPages.published_version_id))
        .orderBy(asc(cmsPages.kind), asc(cmsPages.path));
      return rows.map(({ page, draft: d, published: p }) => ({
        id: page.id,
        path: page.path,
        kind: page.kind,
        title: d?.title ?? p?.title ?? page.path,
        status: statusOfPage(page),
        draft_version: d?.version ?? null,
        published_version: p?.version ?? null,
        updated_at: iso(page.updated_at),
      }));
    },

    /** The page with its latest draft and every version, newest first; null when there is none. */
    async detail(pageId: string): Promise<CmsPageDetail | null> {
      const [page] = await db.select().from(cmsPages).where(eq(cmsPages.id, pageId));
      if (!page) return null;
      const all = await versions(pageId);
      const latest = all.find((row) => row.version.id === page.draft_version_id) ?? all[0];
      if (!latest) return null;
      const publishedRow = all.find((row) => row.version.id === page.published_version_id);
      return {
        id: page.id,
        path: page.path,
        kind: page.kind,
        title: latest.version.title,
        status: statusOfPage(page),
        draft_version: latest.version.version,
        published_version: publishedRow?.version.version ?? null,
        updated_at: iso(page.updated_at),
        draft: versionOf(latest.version, latest.name),
        versions: all.map((row) => summaryOf(row.version, row.name)),
      };
    },

    async version(pageId: string, version: number): Promise<CmsVersion | null> {
      const [row] = await db
        .select({ version: cmsPageVersions, name: users.name })
        .from(cmsPageVersions)
        .leftJoin(users, eq(users.id, cmsPageVersions.created_by))
        .where(and(eq(cmsPageVersions.page_id, pageId), eq(cmsPageVersions.version, version)));
      return row ? versionOf(row.version, row.name) : null;
    },

    /** The published version at a path, for the public; null for a draft-only or unknown path. */
    async publicPage(path: string): Promise<PublicCmsPage | null> {
      const [row] = await db
        .select({ page: cmsPages, published })
        .from(cmsPages)
        .innerJoin(published, eq(published.id, cmsPages.published_version_id))
        .where(eq(cmsPages.path, path));
      if (!row) return null;
      const { published: p } = row;
      return {
        path: row.page.path,
        title: p.title,
        seo_title: p.seo_title,
        seo_description: p.seo_description,
        sections: p.sections.map(({ key, heading, html }) => ({ key, heading, html })),
        published_at: iso(p.published_at ?? p.created_at),
      };
    },

    /** Every published page's path and when it last changed, for the sitemap. */
    async publishedPaths(): Promise<{ path: string; updated_at: Date }[]> {
      const rows = await db
        .select({ path: cmsPages.path, published_at: published.published_at })
        .from(cmsPages)
        .innerJoin(published, eq(published.id, cmsPages.published_version_id))
        .orderBy(asc(cmsPages.path));
      return rows.map((row) => ({ path: row.path, updated_at: row.published_at ?? new Date(0) }));
    },

    /** The page, locked for the rest of the transaction; null when there is none. */
    async lockPage(tx: Tx, pageId: string): Promise<CmsPageRow | null> {
      const [page] = await tx.select().from(cmsPages).where(eq(cmsPages.id, pageId)).for('update');
      return page ?? null;
    },

    async versionRow(tx: Tx, pageId: string, version: number): Promise<CmsPageVersionRow | null> {
      const [row] = await tx
        .select()
        .from(cmsPageVersions)
        .where(and(eq(cmsPageVersions.page_id, pageId), eq(cmsPageVersions.version, version)));
      return row ?? null;
    },

    /** The highest version number the page has, 0 when it has none. */
    async topVersion(tx: Tx, pageId: string): Promise<number> {
      const [row] = await tx
        .select({ top: sql<number>`coalesce(max(${cmsPageVersions.version}), 0)::int` })
        .from(cmsPageVersions)
        .where(eq(cmsPageVersions.page_id, pageId));
      return row?.top ?? 0;
    },

    async sectionsOf(tx: Tx, versionId: string): Promise<CmsPageVersionRow['sections'] | null> {
      const [row] = await tx
        .select({ sections: cmsPageVersions.sections })
        .from(cmsPageVersions)
        .where(eq(cmsPageVersions.id, versionId));
      return row?.sections ?? null;
    },

    /** The new version's id. */
    async insertVersion(tx: Tx, values: NewCmsPageVersion): Promise<string | undefined> {
      const [row] = await tx.insert(cmsPageVersions).values(values).returning({ id: cmsPageVersions.id });
      return row?.id;
    },

    async markPublished(tx: Tx, versionId: string, at: Date): Promise<void> {
      await tx.update(cmsPageVersions).set({ published_at: at }).where(eq(cmsPageVersions.id, versionId));
    },

    /** The new page's id, or null when a page already lives at the path. */
    async insertPage(tx: Tx, page: Pick<CmsPageRow, 'path' | 'kind'>): Promise<string | null> {
      const [row] = await tx
        .insert(cmsPages)
        .values(page)
        .onConflictDoNothing()
        .returning({ id: cmsPages.id });
      return row?.id ?? null;
    },

    async updatePage(tx: Tx, pageId: string, changes: CmsPageChanges): Promise<void> {
      await tx.update(cmsPages).set(changes).where(eq(cmsPages.id, pageId));
    },

    async deletePage(tx: Tx, pageId: string): Promise<void> {
      await tx.delete(cmsPages).where(eq(cmsPages.id, pageId));
    },
  };
}
export type CmsRepository = ReturnType<typeof createCmsRepository>;

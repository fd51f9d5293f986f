import {
  type CmsDraftBody,
  type CmsNewPageBody,
  type CmsPageDetail,
  type CmsSection,
  cmsDraftBodySchema,
  cmsNewPageBodySchema,
} from '@auction/contracts';
import type { Clock } from '../../clock';
import type { Database, Transaction } from '../../db/database';
import { AppError, fieldError } from '../../errors';
import { recordAudit } from '../../platform/audit.repository';
import { builtInPages } from './built-in/built-in-pages';
import type { CmsRepository } from './cms.repository';
import { renderMarkdown } from './cms-markdown';
import { reservedPathMessage } from './cms-paths';

type Tx = Transaction;

export interface CmsActor {
  id: string;
  ip?: string | null;
}

export const cmsMessages = {
  notFound: 'This page does not exist.',
  versionNotFound: 'This page has no such version.',
  pathTaken: 'A page already lives at this path.',
  sectionsChanged: 'Keep the page’s sections as they are: edit their headings and text only.',
  builtInUnpublish: 'A built-in page cannot be unpublished; publish the version you want instead.',
  builtInDelete: 'A built-in page cannot be deleted.',
} as const;

const rendered = (sections: { key: string; heading: string; markdown: string }[]): CmsSection[] =>
  sections.map((section) => ({ ...section, html: renderMarkdown(section.markdown) }));

/**
 * Changes to the site's words (decision 0047). Every save writes a new version; publish points the
 * page at a version; restore copies an old version as a new draft. Each change locks the page row,
 * so two editors never take the same version number, and publish, unpublish, restore, create and
 * delete are audited in the same transaction.
 */
export function createCmsService(deps: { db: Database; clock: Clock; pages: CmsRepository }) {
  const { db, clock, pages } = deps;

  async function lockPage(tx: Tx, pageId: string) {
    const page = await pages.lockPage(tx, pageId);
    if (!page) throw new AppError('NOT_FOUND', cmsMessages.notFound);
    return page;
  }

  async function versionRow(tx: Tx, pageId: string, version: number) {
    const row = await pages.versionRow(tx, pageId, version);
    if (!row) throw fieldError('VALIDATION_FAILED', 'version', cmsMessages.versionNotFound);
    return row;
  }

  async function nextVersion(tx: Tx, pageId: string): Promise<number> {
    return (await pages.topVersion(tx, pageId)) + 1;
  }

  async function audit(tx: Tx, actor: CmsActor, action: string, pageId: string, after: unknown) {
    await recordAudit(tx, {
      actorId: actor.id,
      action,
      entity: 'cms_page',
      entityId: pageId,
      after,
      ip: actor.ip ?? null,
    });
  }

  async function detail(pageId: string): Promise<CmsPageDetail> {
    const page = await pages.detail(pageId);
    if (!page) throw new AppError('NOT_FOUND', cmsMessages.notFound);
    return page;
  }

  return {
    detail,
    list: () => pages.list(),
    /** The published page at a path, or null (the server's head and the sitemap read these). */
    findPublic: (path: string) => pages.publicPage(path),
    publishedPaths: () => pages.publishedPaths(),

    async version(pageId: string, version: number) {
      const found = await pages.version(pageId, version);
      if (!found) throw new AppError('NOT_FOUND', cmsMessages.versionNotFound);
      return found;
    },

    async publicPage(path: string) {
      const page = await pages.publicPage(path);
      if (!page) throw new AppError('NOT_FOUND', cmsMessages.notFound);
      return page;
    },

    /** Saves the editor's text as a new version; the published one stays as it was. */
    async saveDraft(pageId: string, input: CmsDraftBody, actor: CmsActor): Promise<CmsPageDetail> {
      const body = cmsDraftBodySchema.parse(input);
      await db.transaction(async (tx) => {
        const page = await lockPage(tx, pageId);
        const current = await pages.sectionsOf(tx, page.draft_version_id ?? page.id);
        const keys = (current ?? []).map((section) => section.key).join('\n');
        if (keys !== body.sections.map((section) => section.key).join('\n'))
          throw fieldError('VALIDATION_FAILED', 'sections', cmsMessages.sectionsChanged);
        const saved = await pages.insertVersion(tx, {
          page_id: pageId,
          version: await nextVersion(tx, pageId),
          title: body.title,
          seo_title: body.seo_title,
          seo_description: body.seo_description,
          sections: rendered(body.sections),
          created_by: actor.id,
        });
        await pages.updatePage(tx, pageId, { draft_version_id: saved, updated_at: clock() });
      });
      return detail(pageId);
    },

    async publish(pageId: string, version: number, actor: CmsActor): Promise<CmsPageDetail> {
      await db.transaction(async (tx) => {
        await lockPage(tx, pageId);
        const row = await versionRow(tx, pageId, version);
        const now = clock();
        await pages.markPublished(tx, row.id, now);
        await pages.updatePage(tx, pageId, { published_version_id: row.id, updated_at: now });
        await audit(tx, actor, 'cms.publish', pageId, { version });
      });
      return detail(pageId);
    },

    async unpublish(pageId: string, actor: CmsActor): Promise<CmsPageDetail> {
      await db.transaction(async (tx) => {
        const page = await lockPage(tx, pageId);
        if (page.kind === 'built_in') throw new AppError('CONFLICT', cmsMessages.builtInUnpublish);
        await pages.updatePage(tx, pageId, { published_version_id: null, updated_at: clock() });
        await audit(tx, actor, 'cms.unpublish', pageId, { path: page.path });
      });
      return detail(pageId);
    },

    /** Copies an old version as a new draft; the public page changes only when that is published. */
    async restore(pageId: string, version: number, actor: CmsActor): Promise<CmsPageDetail> {
      await db.transaction(async (tx) => {
        await lockPage(tx, pageId);
        const old = await versionRow(tx, pageId, version);
        const copy = await pages.insertVersion(tx, {
          page_id: pageId,
          version: await nextVersion(tx, pageId),
          title: old.title,
          seo_title: old.seo_title,
          seo_description: old.seo_description,
          sections: old.sections,
          restored_from_version: old.version,
          created_by: actor.id,
        });
        await pages.updatePage(tx, pageId, { draft_version_id: copy, updated_at: clock() });
        await audit(tx, actor, 'cms.restore', pageId, { restored_from_version: version });
      });
      return detail(pageId);
    },

    /** A new custom page at its own path: one empty body section, unpublished. */
    async create(input: CmsNewPageBody, actor: CmsActor): Promise<CmsPageDetail> {
      const body = cmsNewPageBodySchema.parse(input);
      const reserved = reservedPathMessage(body.path);
      if (reserved) throw fieldError('VALIDATION_FAILED', 'path', reserved);
      const pageId = await db.transaction(async (tx) => {
        const id = await pages.insertPage(tx, { path: body.path, kind: 'custom' });
        if (!id) throw fieldError('VALIDATION_FAILED', 'path', cmsMessages.pathTaken);
        const first = await pages.insertVersion(tx, {
          page_id: id,
          version: 1,
          title: body.title,
          sections: rendered([{ key: 'body', heading: '', markdown: '' }]),
          created_by: actor.id,
        });
        await pages.updatePage(tx, id, { draft_version_id: first });
        await audit(tx, actor, 'cms.create', id, { path: body.path, title: body.title });
        return id;
      });
      return detail(pageId);
    },

    async remove(pageId: string, actor: CmsActor): Promise<void> {
      await db.transaction(async (tx) => {
        const page = await lockPage(tx, pageId);
        if (page.kind === 'built_in') throw new AppError('CONFLICT', cmsMessages.builtInDelete);
        await pages.deletePage(tx, pageId);
        await audit(tx, actor, 'cms.delete', pageId, { path: page.path });
      });
    },

    /**
     * Gives a database without them the built-in pages, each as version 1, published. Runs at every
     * start; a page already there (edited or not) is left alone, and two starts at once insert once.
     */
    async ensureBuiltInPages(): Promise<void> {
      for (const page of builtInPages) {
        await db.transaction(async (tx) => {
          const id = await pages.insertPage(tx, { path: page.path, kind: 'built_in' });
          if (!id) return;
          const first = await pages.insertVersion(tx, {
            page_id: id,
            version: 1,
            title: page.title,
            seo_title: page.seo_title,
            seo_description: page.seo_description,
            sections: rendered(page.sections),
            published_at: clock(),
          });
          await pages.updatePage(tx, id, { draft_version_id: first, published_version_id: first });
        });
      }
    },
  };
}
export type CmsService = ReturnType<typeof createCmsService>;

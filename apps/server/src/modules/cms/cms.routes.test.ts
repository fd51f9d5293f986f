import { randomUUID } from 'node:crypto';
import type { CmsPageDetail, CmsPageListItem, CmsVersion, PublicCmsPage } from '@auction/contracts';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildUser, tokenFor } from '../../../test/factories';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { auditLog, cmsPages } from '../../db/schema';

let t: TestApp;
let staffToken: string;
let adminToken: string;
beforeAll(async () => {
  t = await createTestApp();
  staffToken = await tokenFor(t, await buildUser(t, { roles: ['Staff', 'Bidder'], name: 'Stella Staff' }));
  adminToken = await tokenFor(t, await buildUser(t, { roles: ['Admin', 'Bidder'] }));
});
afterAll(() => t.close());

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
const call = <T>(token: string, method: Method, url: string, payload?: unknown) =>
  t.request<T>({ method, url, token, ...(payload === undefined ? {} : { payload: payload as object }) });
const asStaff = <T>(method: Method, url: string, payload?: unknown) =>
  call<T>(staffToken, method, url, payload);
const asAdmin = <T>(method: Method, url: string, payload?: unknown) =>
  call<T>(adminToken, method, url, payload);
const publicPage = (path: string) =>
  t.request<PublicCmsPage>({ method: 'GET', url: `/api/pages?path=${encodeURIComponent(path)}` });

async function pageAt(path: string): Promise<CmsPageDetail> {
  const list = await asStaff<CmsPageListItem[]>('GET', '/api/admin/cms/pages');
  const row = list.body.find((page) => page.path === path);
  if (!row) throw new Error(`no page at ${path}`);
  return (await asStaff<CmsPageDetail>('GET', `/api/admin/cms/pages/${row.id}`)).body;
}

const draftOf = (page: CmsPageDetail, change: (key: string) => string | undefined) => ({
  title: page.draft.title,
  seo_title: page.draft.seo_title,
  seo_description: page.draft.seo_description,
  sections: page.draft.sections.map(({ key, heading, markdown }) => ({
    key,
    heading,
    markdown: change(key) ?? markdown,
  })),
});

describe('the built-in pages', () => {
  it('are there from the first start, published as version 1 with rendered HTML', async () => {
    const list = await asStaff<CmsPageListItem[]>('GET', '/api/admin/cms/pages');
    expect(list.status).toBe(200);
    const paths = list.body.filter((page) => page.kind === 'built_in').map((page) => page.path);
    expect(paths.sort()).toEqual([
      '/',
      '/about',
      '/contact',
      '/privacy-policy',
      '/services',
      '/terms-conditions',
    ]);
    const services = await publicPage('/services');
    expect(services.status).toBe(200);
    expect(services.body.sections.map((s) => s.key)).toEqual([
      'intro',
      'estate',
      'business',
      'equipment',
      'retail',
    ]);
    expect(services.body.sections[1]?.html).toContain(
      '<li>A walk-through of the home with the family or executor</li>',
    );
    expect(services.body).not.toHaveProperty('sections.0.markdown');
  });

  it('are seeded once: another start leaves edited pages alone', async () => {
    const about = await pageAt('/about');
    const saved = await asStaff<CmsPageDetail>(
      'PUT',
      `/api/admin/cms/pages/${about.id}/draft`,
      draftOf(about, (key) => (key === 'body' ? 'Edited before a restart.' : undefined)),
    );
    expect(saved.status).toBe(200);
    const { createCmsService } = await import('./cms.service');
    const { createCmsRepository } = await import('./cms.repository');
    await createCmsService({
      db: t.db,
      clock: () => new Date(),
      pages: createCmsRepository(t.db),
    }).ensureBuiltInPages();
    const again = await pageAt('/about');
    expect(again.versions).toHaveLength(saved.body.versions.length);
    expect(again.draft.sections.find((s) => s.key === 'body')?.markdown).toBe('Edited before a restart.');
  });
});

describe('a draft, its publication and a restore', () => {
  it('keeps a draft off the public page until it is published, then restores an old version', async () => {
    const home = await pageAt('/');
    const words = `Hero words ${randomUUID().slice(0, 8)} with <script>alert(1)</script>`;
    const saved = await asStaff<CmsPageDetail>(
      'PUT',
      `/api/admin/cms/pages/${home.id}/draft`,
      draftOf(home, (key) => (key === 'hero' ? words : undefined)),
    );
    expect(saved.status).toBe(200);
    expect(saved.body.status).toBe('draft_changes');
    expect(saved.body.draft.version).toBe(home.draft.version + 1);
    expect(saved.body.versions[0]?.created_by_name).toBe('Stella Staff');
    const hero = saved.body.draft.sections.find((s) => s.key === 'hero');
    expect(hero?.html).toContain('&lt;script&gt;');
    expect(hero?.html).not.toContain('<script');

    const before = await publicPage('/');
    expect(JSON.stringify(before.body)).not.toContain(words.slice(0, 19));

    const published = await asStaff<CmsPageDetail>('POST', `/api/admin/cms/pages/${home.id}/publish`, {
      version: saved.body.draft.version,
    });
    expect(published.body.status).toBe('published');
    expect(published.body.versions[0]?.published_at).not.toBeNull();
    const after = await publicPage('/');
    expect(after.body.sections.find((s) => s.key === 'hero')?.html).toContain(words.slice(0, 19));

    const restored = await asStaff<CmsPageDetail>('POST', `/api/admin/cms/pages/${home.id}/restore`, {
      version: home.draft.version,
    });
    expect(restored.status).toBe(200);
    expect(restored.body.draft.restored_from_version).toBe(home.draft.version);
    expect(restored.body.draft.sections).toEqual(home.draft.sections);
    expect(restored.body.status).toBe('draft_changes');
    const old = await asStaff<CmsVersion>(
      'GET',
      `/api/admin/cms/pages/${home.id}/versions/${home.draft.version}`,
    );
    expect(old.body.sections).toEqual(home.draft.sections);

    const audits = await t.db
      .select({ action: auditLog.action })
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'cms_page'), eq(auditLog.entity_id, home.id)));
    expect(audits.map((a) => a.action).sort()).toEqual(['cms.publish', 'cms.restore']);
  });

  it('refuses a bad draft with field messages and changes nothing', async () => {
    const terms = await pageAt('/terms-conditions');
    const url = `/api/admin/cms/pages/${terms.id}/draft`;
    const noTitle = await asStaff('PUT', url, { ...draftOf(terms, () => undefined), title: ' ' });
    expect(noTitle.status).toBe(422);
    expect(noTitle.body.errors?.title).toEqual(['Enter a title.']);
    const moved = await asStaff('PUT', url, {
      ...draftOf(terms, () => undefined),
      sections: [{ key: 'other', heading: 'x', markdown: 'y' }],
    });
    expect(moved.status).toBe(422);
    expect(moved.body.errors?.sections).toEqual([
      'Keep the page’s sections as they are: edit their headings and text only.',
    ]);
    const noVersion = await asStaff('POST', `/api/admin/cms/pages/${terms.id}/publish`, { version: 999 });
    expect(noVersion.status).toBe(422);
    expect(noVersion.body.errors?.version).toEqual(['This page has no such version.']);
    expect((await pageAt('/terms-conditions')).versions).toHaveLength(terms.versions.length);
    const unpublish = await asStaff('POST', `/api/admin/cms/pages/${terms.id}/unpublish`);
    expect(unpublish.status).toBe(409);
    expect((await asAdmin('DELETE', `/api/admin/cms/pages/${terms.id}`)).status).toBe(409);
    expect((await publicPage('/terms-conditions')).status).toBe(200);
  });

  it('renders a preview without saving anything', async () => {
    const answer = await asStaff<{ html: string }>('POST', '/api/admin/cms/preview', {
      markdown: '**Bold** [x](javascript:alert(1)) <img src=x onerror=alert(1)>',
    });
    expect(answer.status).toBe(200);
    expect(answer.body.html).toContain('<strong>Bold</strong>');
    expect(answer.body.html).not.toMatch(/<img|href="javascript/);
  });
});

describe('custom pages', () => {
  it('an Admin adds one at its own path; it is public only once published, and can be unpublished and deleted', async () => {
    const path = `/faq-${randomUUID().slice(0, 8)}`;
    const created = await asAdmin<CmsPageDetail>('POST', '/api/admin/cms/pages', {
      path,
      title: 'Questions',
    });
    expect(created.status).toBe(200);
    expect(created.body).toMatchObject({ path, kind: 'custom', status: 'unpublished' });
    expect((await publicPage(path)).status).toBe(404);

    const saved = await asStaff<CmsPageDetail>('PUT', `/api/admin/cms/pages/${created.body.id}/draft`, {
      ...draftOf(created.body, () => 'Bring your invoice.'),
      seo_title: 'FAQ',
      seo_description: 'Answers.',
    });
    await asStaff('POST', `/api/admin/cms/pages/${created.body.id}/publish`, {
      version: saved.body.draft.version,
    });
    const seen = await publicPage(path);
    expect(seen.status).toBe(200);
    expect(seen.body).toMatchObject({ title: 'Questions', seo_title: 'FAQ', seo_description: 'Answers.' });
    expect(seen.body.sections[0]?.html).toBe('<p>Bring your invoice.</p>');

    const again = await asAdmin('POST', '/api/admin/cms/pages', { path, title: 'Twice' });
    expect(again.status).toBe(422);
    expect(again.body.errors?.path).toEqual(['A page already lives at this path.']);

    expect((await asStaff('POST', `/api/admin/cms/pages/${created.body.id}/unpublish`)).status).toBe(200);
    expect((await publicPage(path)).status).toBe(404);
    expect((await asStaff('DELETE', `/api/admin/cms/pages/${created.body.id}`)).status).toBe(403);
    expect((await asAdmin('DELETE', `/api/admin/cms/pages/${created.body.id}`)).status).toBe(204);
    expect(await t.db.select().from(cmsPages).where(eq(cmsPages.path, path))).toEqual([]);
    const audits = await t.db
      .select({ action: auditLog.action })
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'cms_page'), eq(auditLog.entity_id, created.body.id)));
    expect(audits.map((a) => a.action).sort()).toEqual([
      'cms.create',
      'cms.delete',
      'cms.publish',
      'cms.unpublish',
    ]);
  });

  it('refuses the app’s own routes and badly formed paths', async () => {
    for (const path of [
      '/',
      '/auctions',
      '/admin/pages',
      '/login',
      '/lots',
      '/api',
      '/media/x',
      '/about',
      '/services',
    ]) {
      const answer = await asAdmin('POST', '/api/admin/cms/pages', { path, title: 'Nope' });
      expect(answer.status, path).toBe(422);
      expect(answer.body.errors?.path?.[0], path).toMatch(/one of the site’s own pages; choose another path/);
    }
    for (const path of ['faq', '/FAQ', '/faq/', '/a--b', '/a b', '/../etc']) {
      const answer = await asAdmin('POST', '/api/admin/cms/pages', { path, title: 'Nope' });
      expect(answer.status, path).toBe(422);
      expect(answer.body.errors?.path?.[0], path).toMatch(/A path starts with \//);
    }
    expect((await asStaff('POST', '/api/admin/cms/pages', { path: '/staff-page', title: 'x' })).status).toBe(
      403,
    );
  });

  it('answers 404 for an unknown path and 422 for a malformed one on the public route', async () => {
    expect((await publicPage('/no-such-page')).status).toBe(404);
    expect((await publicPage('not a path')).status).toBe(422);
  });
});

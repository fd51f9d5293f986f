import type { PublicCmsPage } from '@auction/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';
import { createCmsRepository } from '../modules/cms/cms.repository';
import { seedDatabase } from './seed';
import { seedCmsPages } from './seed-cms';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('the demo CMS', () => {
  it('publishes /faq, leaves a Staff draft on the about page, and seeds only once', async () => {
    await seedDatabase(t.db, t.dataDir);
    await seedCmsPages(t.db);
    const pages = await createCmsRepository(t.db).list();
    expect(pages.filter((page) => page.path === '/faq')).toMatchObject([
      { kind: 'custom', status: 'published', published_version: 2 },
    ]);
    const about = pages.find((page) => page.path === '/about');
    expect(about).toMatchObject({ status: 'draft_changes', draft_version: 2, published_version: 1 });
    const detail = await createCmsRepository(t.db).detail(about?.id ?? '');
    expect(detail?.versions[0]?.created_by_name).toBe('Liam Fraser');

    const faq = await t.request<PublicCmsPage>({ method: 'GET', url: '/api/pages?path=/faq' });
    expect(faq.body.sections[0]?.html).toContain('<a href="/terms-conditions">terms and conditions</a>');
    const aboutPublic = await t.request<PublicCmsPage>({ method: 'GET', url: '/api/pages?path=/about' });
    expect(aboutPublic.body.sections[0]?.html).not.toContain('families and companies');
  });
});

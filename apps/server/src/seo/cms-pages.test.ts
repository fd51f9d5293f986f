import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { CmsPageDetail } from '@auction/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildUser, tokenFor } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/test-app';

const indexHtml = `<!doctype html>
<html lang="en-CA">
  <head>
    <meta name="description" content="Built description" />
    <title>Harbourside Auctions</title>
  </head>
  <body><div id="root"></div></body>
</html>`;

let dist: string;
let t: TestApp;
let admin: string;
beforeAll(async () => {
  dist = await mkdtemp(join(tmpdir(), 'seo-cms-dist-'));
  await writeFile(join(dist, 'index.html'), indexHtml);
  t = await createTestApp({ deps: { webDistDir: dist } });
  admin = await tokenFor(t, await buildUser(t, { roles: ['Admin', 'Bidder'] }));
});
afterAll(async () => {
  await t.close();
  await rm(dist, { recursive: true, force: true });
});

const page = (url: string) => t.request({ method: 'GET', url, headers: { accept: 'text/html' } });
const asAdmin = <T>(method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
  t.request<T>({ method, url, token: admin, ...(payload ? { payload } : {}) });

async function customPage(path: string, publish: boolean) {
  const created = await asAdmin<CmsPageDetail>('POST', '/api/admin/cms/pages', {
    path,
    title: 'Pickup questions',
  });
  const saved = await asAdmin<CmsPageDetail>('PUT', `/api/admin/cms/pages/${created.body.id}/draft`, {
    title: 'Pickup questions',
    seo_title: 'Pickup questions | Harbourside',
    seo_description: 'When and where to collect what you won.',
    sections: [{ key: 'body', heading: '', markdown: 'Bring your invoice & photo ID.' }],
  });
  if (publish)
    await asAdmin('POST', `/api/admin/cms/pages/${created.body.id}/publish`, {
      version: saved.body.draft.version,
    });
  return created.body;
}

describe('the head of CMS pages', () => {
  it('gives a published custom page its SEO title, description and canonical URL with 200', async () => {
    await customPage('/pickup-questions', true);
    const answer = await page('/pickup-questions');
    expect(answer.status).toBe(200);
    expect(answer.text).toContain('<title>Pickup questions | Harbourside</title>');
    expect(answer.text).toContain(
      '<meta name="description" content="When and where to collect what you won." />',
    );
    expect(answer.text).toContain('<link rel="canonical" href="http://localhost:3000/pickup-questions" />');
  });

  it('answers 404 with the not-found head for a custom page that is only a draft, and for an unknown path', async () => {
    await customPage('/draft-only', false);
    for (const path of ['/draft-only', '/no-such-page']) {
      const answer = await page(path);
      expect(answer.status, path).toBe(404);
      expect(answer.text).toContain('<meta name="robots" content="noindex" />');
    }
  });

  it('gives the built-in pages their SEO fields, and the home page its own once written', async () => {
    const services = await page('/services');
    expect(services.status).toBe(200);
    expect(services.text).toContain('<title>Auction services</title>');
    expect(services.text).toContain(
      'Estate auctions, business liquidations, equipment sales and retail overstock in Nova Scotia',
    );

    const list = await asAdmin<{ id: string; path: string }[]>('GET', '/api/admin/cms/pages');
    const homeId = list.body.find((row) => row.path === '/')?.id ?? '';
    const home = (await asAdmin<CmsPageDetail>('GET', `/api/admin/cms/pages/${homeId}`)).body;
    const before = await page('/');
    expect(before.text).toContain('<title>Harbourside Auctions | Online and live auctions</title>');
    const saved = await asAdmin<CmsPageDetail>('PUT', `/api/admin/cms/pages/${homeId}/draft`, {
      title: home.draft.title,
      seo_title: 'Harbourside Auctions, Dartmouth',
      seo_description: 'Auctions you can trust.',
      sections: home.draft.sections,
    });
    expect((await page('/')).text).not.toContain('Harbourside Auctions, Dartmouth');
    await asAdmin('POST', `/api/admin/cms/pages/${homeId}/publish`, { version: saved.body.draft.version });
    const after = await page('/');
    expect(after.text).toContain('<title>Harbourside Auctions, Dartmouth</title>');
    expect(after.text).toContain('<meta name="description" content="Auctions you can trust." />');
  });
});

describe('the sitemap with CMS pages', () => {
  it('lists published custom pages, never drafts, and dates the built-in pages by their publication', async () => {
    await customPage('/sitemap-listed', true);
    await customPage('/sitemap-draft', false);
    const answer = await t.request({ method: 'GET', url: '/sitemap.xml' });
    expect(answer.text).toMatch(
      /<url><loc>http:\/\/localhost:3000\/sitemap-listed<\/loc><lastmod>[^<]+<\/lastmod><\/url>/,
    );
    expect(answer.text).not.toContain('/sitemap-draft');
    expect(answer.text).toMatch(/<url><loc>http:\/\/localhost:3000\/about<\/loc><lastmod>/);
    expect(answer.text.match(/\/about</g)).toHaveLength(1);
  });
});

import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildUser, tokenFor } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/test-app';

const indexHtml = `<!doctype html>
<html lang="en-CA">
  <head>
    <meta charset="UTF-8" />
    <meta name="description" content="Built description" />
    <title>Harbourside Auctions</title>
    <script type="module" src="/assets/index-abc123.js"></script>
  </head>
  <body><div id="root"></div></body>
</html>`;

let dist: string;
let t: TestApp;
const html = { accept: 'text/html,application/xhtml+xml' };

beforeAll(async () => {
  dist = await mkdtemp(join(tmpdir(), 'web-dist-'));
  await mkdir(join(dist, 'assets'));
  await writeFile(join(dist, 'index.html'), indexHtml);
  await writeFile(join(dist, 'assets', 'index-abc123.js'), 'console.log("app")');
  await writeFile(join(dist, 'assets', 'index-abc123.js.map'), '{"version":3,"sources":["../src/main.tsx"]}');
  await writeFile(join(dist, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  await mkdir(join(dist, '.vite'));
  await writeFile(join(dist, '.vite', 'manifest.json'), '{"index.html":{"file":"assets/index-abc123.js"}}');
  t = await createTestApp({ deps: { webDistDir: dist } });
});
afterAll(async () => {
  await t.close();
  await rm(dist, { recursive: true, force: true });
});

function jsonLdOf(page: string): Record<string, unknown> {
  const match = page.match(/<script type="application\/ld\+json">(.*?)<\/script>/s);
  return JSON.parse(match?.[1] ?? 'null') as Record<string, unknown>;
}

describe('the web app', () => {
  it('serves / with the SEO head and LocalBusiness JSON-LD built from settings, never cached', async () => {
    const answer = await t.request({ method: 'GET', url: '/', headers: html });
    expect(answer.status).toBe(200);
    expect(answer.headers['content-type']).toContain('text/html');
    expect(answer.headers['cache-control']).toBe('no-cache');
    expect(answer.text).toContain('<title>Harbourside Auctions | Online and live auctions</title>');
    expect(answer.text.match(/<title>/g)).toHaveLength(1);
    expect(answer.text.match(/name="description"/g)).toHaveLength(1);
    expect(answer.text).toContain('<link rel="canonical" href="http://localhost:3000/" />');
    const ld = jsonLdOf(answer.text);
    expect(ld).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'LocalBusiness',
      name: 'Harbourside Auctions',
      telephone: '(902) 555-0142',
      email: 'info@harbourside.example',
      address: {
        '@type': 'PostalAddress',
        streetAddress: '61 Wright Avenue',
        addressLocality: 'Dartmouth',
        addressRegion: 'NS',
      },
      openingHoursSpecification: [
        {
          '@type': 'OpeningHoursSpecification',
          dayOfWeek: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'].map(
            (d) => `https://schema.org/${d}`,
          ),
          opens: '10:00',
          closes: '17:00',
        },
      ],
    });
    expect(ld.areaServed).toEqual(
      ['Nova Scotia', 'New Brunswick', 'Prince Edward Island', 'Newfoundland and Labrador'].map((name) => ({
        '@type': 'AdministrativeArea',
        name,
      })),
    );
    expect(answer.text.indexOf('application/ld+json')).toBeLessThan(answer.text.indexOf('</head>'));
  });

  it('escapes settings text so it cannot close the script element', async () => {
    const admin = await tokenFor(t, await buildUser(t, { roles: ['Admin'] }));
    await t.request({
      method: 'PUT',
      url: '/api/admin/settings',
      token: admin,
      payload: { site_name: 'Evil </script><b>x' },
    });
    const answer = await t.request({ method: 'GET', url: '/', headers: html });
    expect(answer.text).not.toContain('</script><b>');
    expect(answer.text).toContain('\\u003c/script>');
    expect(jsonLdOf(answer.text).name).toBe('Evil </script><b>x');
    expect(answer.text).toContain('<title>Evil &lt;/script&gt;&lt;b&gt;x | Online and live auctions</title>');
    await t.request({
      method: 'PUT',
      url: '/api/admin/settings',
      token: admin,
      payload: { site_name: 'Harbourside Auctions' },
    });
  });

  it('marks every page served during maintenance in its head, so the app shows the maintenance page first', async () => {
    const admin = await tokenFor(t, await buildUser(t, { roles: ['Admin'] }));
    const mark = '<meta name="site-maintenance" content="on" />';
    expect((await t.request({ method: 'GET', url: '/', headers: html })).text).not.toContain(mark);
    const put = (on: boolean) =>
      t.request({
        method: 'PUT',
        url: '/api/admin/settings',
        token: admin,
        payload: { maintenance_mode: on },
      });
    await put(true);
    try {
      for (const url of ['/', '/auctions', '/login', '/no-such-page']) {
        const answer = await t.request({ method: 'GET', url, headers: html });
        expect(answer.text, url).toContain(mark);
      }
    } finally {
      await put(false);
    }
    expect((await t.request({ method: 'GET', url: '/auctions', headers: html })).text).not.toContain(mark);
  });

  it('caches hashed assets for a year and other files not at all', async () => {
    const asset = await t.request({ method: 'GET', url: '/assets/index-abc123.js' });
    expect(asset.status).toBe(200);
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const icon = await t.request({ method: 'GET', url: '/favicon.svg' });
    expect(icon.status).toBe(200);
    expect(icon.headers['cache-control']).toBe('no-cache');
  });

  it('answers every page of the app with index.html and 200, to browsers, to */* and to no Accept at all', async () => {
    const pages = [
      '/auctions/past',
      '/reset-password/abc',
      '/ABOUT/',
      '/admin/settings',
      '/invoices/7/pay?x=1',
    ];
    for (const url of pages) {
      for (const headers of [html, { accept: '*/*' }, {}]) {
        const answer = await t.request({ method: 'GET', url, headers });
        expect(answer.status, `${url} ${JSON.stringify(headers)}`).toBe(200);
        expect(answer.headers['content-type']).toContain('text/html');
        expect(answer.text).toContain('<div id="root"></div>');
        expect(answer.text).toContain('<title>Harbourside Auctions</title>');
      }
    }
  });

  it('answers a path that is no page with 404 and the app, which shows its not-found page', async () => {
    for (const url of ['/no-such-page', '/no/such/page?x=1', '/auctions/past/more', '/admin/no-such-tool']) {
      for (const headers of [html, { accept: '*/*' }, {}]) {
        const answer = await t.request({ method: 'GET', url, headers });
        expect(answer.status, `${url} ${JSON.stringify(headers)}`).toBe(404);
        expect(answer.headers['content-type']).toContain('text/html');
        expect(answer.text).toContain('<div id="root"></div>');
        expect(answer.text).toContain('<title>Page not found · Harbourside Auctions</title>');
        expect(answer.text).toContain('<meta name="robots" content="noindex" />');
      }
    }
    const json = await t.request({
      method: 'GET',
      url: '/no-such-page',
      headers: { accept: 'application/json' },
    });
    expect(json.status).toBe(404);
    expect(json.body).toEqual({ message: 'Not found.', code: 'NOT_FOUND' });
  });

  it('never serves a source map, even one left in the build folder', async () => {
    for (const headers of [{}, html]) {
      const map = await t.request({ method: 'GET', url: '/assets/index-abc123.js.map', headers });
      expect(map.status).toBe(404);
      expect(map.text).not.toContain('sources');
    }
  });

  it("never serves the build's manifest, which a benchmark's build leaves behind", async () => {
    const manifest = await t.request({ method: 'GET', url: '/.vite/manifest.json' });
    expect(manifest.status).toBe(404);
    expect(manifest.text).not.toContain('index-abc123');
  });

  it('keeps JSON 404s for the API and for missing files, whatever the client accepts', async () => {
    for (const headers of [html, { accept: '*/*' }, {}]) {
      for (const url of ['/api/nothing', '/api', '/assets/missing.js', '/robots-missing.txt']) {
        const answer = await t.request({ method: 'GET', url, headers });
        expect(answer.status, url).toBe(404);
        expect(answer.body, url).toEqual({ message: 'Not found.', code: 'NOT_FOUND' });
      }
    }
  });
});

describe('without a built web app', () => {
  it('still serves the API and says the web app is not built', async () => {
    const bare = await createTestApp({ deps: { webDistDir: join(dist, 'nowhere') } });
    try {
      const page = await bare.request({ method: 'GET', url: '/about', headers: html });
      expect(page.status).toBe(503);
      expect(page.text).toContain('The web app is not built yet');
      const missing = await bare.request({ method: 'GET', url: '/media/../../etc/passwd' });
      expect(missing.status).toBe(404);
      expect(missing.body).toEqual({ message: 'Not found.', code: 'NOT_FOUND' });
      expect((await bare.request({ method: 'GET', url: '/api/settings' })).status).toBe(200);
    } finally {
      await bare.close();
    }
  });
});

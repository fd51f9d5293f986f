import { existsSync, statSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, inject, it } from 'vitest';
import { useBrowser } from './support/browser';
import { newPage } from './support/session';

const baseUrl = inject('baseUrl');
const webDist = fileURLToPath(new URL('../apps/web/dist', import.meta.url));
const browser = useBrowser();

/** The scripts the served home page loads. */
async function scriptsOfHomePage(): Promise<string[]> {
  const html = await (await fetch(`${baseUrl}/`, { headers: { accept: 'text/html' } })).text();
  return [...html.matchAll(/<script[^>]+src="([^"]+\.js)"/g)].map((match) => match[1] ?? '');
}

describe('what the production server hands out', () => {
  it('serves no source map and points at none', async () => {
    const scripts = await scriptsOfHomePage();
    expect(scripts.length).toBeGreaterThan(0);
    for (const script of scripts) {
      const code = await (await fetch(`${baseUrl}${script}`)).text();
      expect(code.includes('sourceMappingURL'), script).toBe(false);
      expect((await fetch(`${baseUrl}${script}.map`)).status).toBe(404);
    }
  });

  it('serves each script of the home page as the Brotli or gzip file the build wrote beside it', async () => {
    const scripts = await scriptsOfHomePage();
    expect(scripts.length).toBeGreaterThan(0);
    for (const script of scripts) {
      for (const [encoding, extension] of [
        ['br', '.br'],
        ['gzip', '.gz'],
      ] as const) {
        const built = `${webDist}${script}${extension}`;
        expect(existsSync(built), built).toBe(true);
        const answer = await fetch(`${baseUrl}${script}`, { headers: { 'accept-encoding': encoding } });
        expect(answer.headers.get('content-encoding'), script).toBe(encoding);
        expect(Number(answer.headers.get('content-length'))).toBe(statSync(built).size);
        expect(answer.headers.get('content-type')).toBe('application/javascript; charset=utf-8');
        // Hashed files are kept a year; the head's theme script keeps its name, so it is asked again.
        expect(answer.headers.get('cache-control'), script).toBe(
          script.startsWith('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache',
        );
        // fetch decodes it: the same bytes as the script itself.
        expect(Buffer.byteLength(await answer.text())).toBe(statSync(`${webDist}${script}`).size);
      }
    }
  });

  it('answers a path that is no page with 404 and the not-found page, and pages to link-preview crawlers', async () => {
    const { context, page } = await newPage(browser(), 'desktop');
    const answer = await page.goto(`${baseUrl}/no-such-page`);
    expect(answer?.status()).toBe(404);
    await page.getByRole('heading', { name: 'Page not found' }).waitFor();
    await context.close();
    for (const headers of [{ accept: '*/*' }, { accept: 'text/html;q=0.9, */*;q=0.8' }]) {
      const missing = await fetch(`${baseUrl}/no-such-page`, { headers });
      expect(missing.status).toBe(404);
      expect(missing.headers.get('content-type')).toContain('text/html');
      const auctions = await fetch(`${baseUrl}/auctions`, { headers });
      expect(auctions.status).toBe(200);
      expect(await auctions.text()).toContain('<div id="root">');
    }
  });
});

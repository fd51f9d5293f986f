import { describe, expect, inject, it } from 'vitest';

const baseUrl = inject('baseUrl');

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
});

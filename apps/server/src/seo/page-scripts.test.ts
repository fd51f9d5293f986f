import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { injectHead } from './head';
import { pageScripts, pageScriptsOfBuild, publicPageModule } from './page-scripts';

const manifest = {
  'index.html': { file: 'assets/index-A.js', isEntry: true, imports: ['_shared-B.js'] },
  '_shared-B.js': { file: 'assets/shared-B.js' },
  'src/features/catalogue/pages/auction-page.tsx': {
    file: 'assets/auction-page-C.js',
    imports: ['_shared-B.js', '_queries-D.js'],
  },
  '_queries-D.js': { file: 'assets/queries-D.js', imports: ['_schemas-E.js'] },
  '_schemas-E.js': { file: 'assets/schemas-E.js' },
  'src/features/home/pages/home-page.tsx': { file: 'assets/home-page-F.js', imports: ['_shared-B.js'] },
  'src/assets/logo.svg': { file: 'assets/logo-G.svg' },
};

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

function buildWithManifest(): string {
  const dist = mkdtempSync(join(tmpdir(), 'page-scripts-'));
  dirs.push(dist);
  mkdirSync(join(dist, '.vite'));
  writeFileSync(join(dist, '.vite', 'manifest.json'), JSON.stringify(manifest));
  return dist;
}

describe('the scripts a public page asks for in its head', () => {
  it('knows the public pages by path', () => {
    expect(publicPageModule('/')).toBe('src/features/home/pages/home-page.tsx');
    expect(publicPageModule('/auctions')).toBe('src/features/catalogue/pages/auctions-page.tsx');
    expect(publicPageModule('/auctions/past')).toBe('src/features/catalogue/pages/past-auctions-page.tsx');
    expect(publicPageModule('/auctions/5f0c-estate-sale')).toBe(
      'src/features/catalogue/pages/auction-page.tsx',
    );
    expect(publicPageModule('/lots/5f0c')).toBe('src/features/catalogue/pages/lot-page.tsx');
    expect(publicPageModule('/auctions/5f0c/live')).toBeNull();
    expect(publicPageModule('/admin')).toBeNull();
  });

  it("lists the page's chunk and its static imports, less what the entry loads already", () => {
    expect(pageScripts(manifest, 'src/features/catalogue/pages/auction-page.tsx')).toEqual([
      '/assets/auction-page-C.js',
      '/assets/queries-D.js',
      '/assets/schemas-E.js',
    ]);
    expect(pageScripts(manifest, 'src/features/home/pages/home-page.tsx')).toEqual([
      '/assets/home-page-F.js',
    ]);
  });

  it('reads them from the build, and names none without a manifest or for other pages', () => {
    const scripts = pageScriptsOfBuild(buildWithManifest());
    expect(scripts('/auctions/5f0c')).toHaveLength(3);
    expect(scripts('/contact')).toEqual([]);
    expect(pageScriptsOfBuild(null)('/auctions/5f0c')).toEqual([]);
    const empty = mkdtempSync(join(tmpdir(), 'page-scripts-'));
    dirs.push(empty);
    expect(pageScriptsOfBuild(empty)('/auctions/5f0c')).toEqual([]);
  });

  it('puts them in the head as modulepreload links, keeping the page title when it has none', () => {
    const out = injectHead('<head><title>Harbourside</title></head>', {
      modulePreloads: ['/assets/auction-page-C.js'],
    });
    expect(out).toContain('<title>Harbourside</title>');
    expect(out).toContain('<link rel="modulepreload" crossorigin href="/assets/auction-page-C.js" />');
  });
});

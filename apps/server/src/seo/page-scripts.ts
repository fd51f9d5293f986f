import { readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';

/** One chunk of the web build's manifest (`.vite/manifest.json`, written by `vite build`). */
interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
}
type Manifest = Record<string, ManifestChunk>;

/**
 * The public pages whose code the head asks for beside the entry (issue 9): the page's module in
 * the web app's source, as the manifest names it. Other pages load their code after the entry, as
 * before.
 */
const publicPages: readonly (readonly [RegExp, string])[] = [
  [/^\/$/, 'src/features/home/pages/home-page.tsx'],
  [/^\/auctions\/?$/, 'src/features/catalogue/pages/auctions-page.tsx'],
  [/^\/auctions\/past\/?$/, 'src/features/catalogue/pages/past-auctions-page.tsx'],
  [/^\/auctions\/[^/]+\/?$/, 'src/features/catalogue/pages/auction-page.tsx'],
  [/^\/lots\/[^/]+\/?$/, 'src/features/catalogue/pages/lot-page.tsx'],
  [/^\/category\/[^/]+\/?$/, 'src/features/catalogue/pages/category-page.tsx'],
];

/** The page module of a path, or null when the path is not one of the public pages above. */
export function publicPageModule(path: string): string | null {
  return publicPages.find(([pattern]) => pattern.test(path))?.[1] ?? null;
}

function staticClosure(manifest: Manifest, keys: readonly string[]): Set<string> {
  const seen = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || seen.has(key)) return;
    seen.add(key);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  for (const key of keys) visit(key);
  return seen;
}

/**
 * The scripts of a page besides those index.html loads already: the page's chunk and the chunks
 * it imports statically, as site paths (`/assets/...js`), in the manifest's order.
 */
export function pageScripts(manifest: Manifest, pageModule: string): string[] {
  const entries = Object.keys(manifest).filter((key) => manifest[key]?.isEntry);
  const loaded = staticClosure(manifest, entries);
  return [...staticClosure(manifest, [pageModule])]
    .filter((key) => !loaded.has(key))
    .map((key) => manifest[key]?.file ?? '')
    .filter((file) => file.endsWith('.js'))
    .map((file) => `/${file}`);
}

/**
 * Reads the build's manifest (again whenever a new build replaced it) and answers a path's page
 * scripts; none without a build or a manifest, or for a path that is no public page.
 */
export function pageScriptsOfBuild(distDir: string | null): (path: string) => string[] {
  let cached: { modified: number; manifest: Manifest } | null = null;
  const manifestFile = distDir ? join(distDir, '.vite', 'manifest.json') : null;
  const read = (): Manifest | null => {
    if (!manifestFile) return null;
    try {
      const modified = statSync(manifestFile).mtimeMs;
      if (cached?.modified !== modified) {
        cached = { modified, manifest: JSON.parse(readFileSync(manifestFile, 'utf8')) as Manifest };
      }
      return cached.manifest;
    } catch {
      return null;
    }
  };
  return (path) => {
    const pageModule = publicPageModule(path);
    if (!pageModule) return [];
    const manifest = read();
    return manifest ? pageScripts(manifest, pageModule) : [];
  };
}

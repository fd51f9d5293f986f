/**
 * The JavaScript a page needs, read from the manifest of a web build made with `vite build --manifest`
 * (`dist/.vite/manifest.json`):
 * before the first paint, the entry and every chunk it imports statically (the modulepreloads of
 * index.html); before the page's own content, those and the page's chunk with its static imports.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
}
type Manifest = Record<string, ManifestChunk>;

export interface ScriptSet {
  files: string[];
  rawBytes: number;
  gzipBytes: number;
}

function readManifest(distDir: string): Manifest {
  return JSON.parse(readFileSync(join(distDir, '.vite', 'manifest.json'), 'utf8')) as Manifest;
}

function staticClosure(manifest: Manifest, keys: string[]): string[] {
  const seen = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || seen.has(key)) return;
    seen.add(key);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  for (const key of keys) visit(key);
  return [...seen].map((key) => manifest[key]?.file ?? key).filter((file) => file.endsWith('.js'));
}

function measure(distDir: string, files: string[]): ScriptSet {
  let rawBytes = 0;
  let gzipBytes = 0;
  for (const file of files) {
    const content = readFileSync(join(distDir, file));
    rawBytes += content.length;
    gzipBytes += gzipSync(content, { level: 9 }).length;
  }
  return { files, rawBytes, gzipBytes };
}

/** The entry's scripts: what loads before the first paint of any page. */
export function firstPaintScripts(distDir: string): ScriptSet {
  const manifest = readManifest(distDir);
  const entries = Object.keys(manifest).filter((key) => manifest[key]?.isEntry);
  return measure(distDir, staticClosure(manifest, entries));
}

/** The entry's scripts and those of the page module `pageSource` (e.g. `src/features/home/pages/home-page.tsx`). */
export function pageScripts(distDir: string, pageSource: string): ScriptSet {
  const manifest = readManifest(distDir);
  const entries = Object.keys(manifest).filter((key) => manifest[key]?.isEntry);
  return measure(distDir, staticClosure(manifest, [...entries, pageSource]));
}

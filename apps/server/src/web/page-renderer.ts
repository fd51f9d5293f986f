import { existsSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';

/** A public page the web app's server build rendered: `#root`'s markup, status, data block. */
export interface RenderedPage {
  html: string;
  status: number;
  /** The title the page sets, sent where the page's head has none of its own. */
  title: string | null;
  dataScript: string;
}

type ApiCall = (request: {
  method: string;
  url: string;
  headers: Record<string, string>;
  body?: string;
}) => Promise<{ status: number; headers: Record<string, string>; body: string }>;

export type PageRenderer = (request: { url: string; now: number }) => Promise<RenderedPage | null>;

/** What the web app's server build (`entry-server.js`) exports. */
interface ServerEntry {
  createPageRenderer(callApi: ApiCall): PageRenderer;
}

/** Where the web app's server build sits: beside the browser build, as `<dist>-ssr/entry-server.js`. */
export function serverEntryOf(distDir: string): string {
  return join(`${distDir}-ssr`, 'entry-server.js');
}

/**
 * The page's API calls, answered in-process by the app itself: always as a guest (none of the
 * visitor's headers or cookies go along) and only reads, so a render can change nothing.
 */
export function guestApiCalls(app: FastifyInstance): ApiCall {
  return async ({ method, url, headers }) => {
    if (method !== 'GET' && method !== 'HEAD')
      throw new Error(`A page render may only read: ${method} ${url}`);
    const answer = await app.inject({
      method,
      url,
      headers: { accept: headers.Accept ?? 'application/json' },
    });
    const answerHeaders: Record<string, string> = {};
    for (const [name, value] of Object.entries(answer.headers)) {
      if (value !== undefined) answerHeaders[name] = Array.isArray(value) ? value.join(', ') : String(value);
    }
    return { status: answer.statusCode, headers: answerHeaders, body: answer.body };
  };
}

/**
 * Renders public pages with the web app's server build (decision 0070), loaded on first use and
 * again whenever a new build replaced it. It answers null without a server build: the pages then
 * go out with an empty `#root`, as before.
 */
export function pageRendererOf(options: {
  entryFile: string;
  callApi: ApiCall;
  log: FastifyBaseLogger;
}): PageRenderer {
  let loaded: { modified: number; render: Promise<PageRenderer> } | null = null;
  let warned = false;
  const rendererOfBuild = (): Promise<PageRenderer> | null => {
    if (!existsSync(options.entryFile)) {
      if (!warned) options.log.warn('The web app has no server build: public pages are sent unrendered.');
      warned = true;
      return null;
    }
    const modified = statSync(options.entryFile).mtimeMs;
    if (loaded?.modified !== modified) {
      const url = `${pathToFileURL(options.entryFile).href}?build=${modified}`;
      const render = (import(url) as Promise<ServerEntry>).then((entry) =>
        entry.createPageRenderer(options.callApi),
      );
      loaded = { modified, render };
    }
    return loaded.render;
  };
  // Loaded now, so the first visitor does not wait for the module to be read and compiled.
  void rendererOfBuild()?.catch((error: unknown) =>
    options.log.error({ err: error }, 'the web app server build failed to load'),
  );
  return async (request) => {
    const render = rendererOfBuild();
    return render ? (await render)(request) : null;
  };
}

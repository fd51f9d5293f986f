import { dehydrate, type Query, QueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import type { ServerLoadContext } from './app/route-prefetch';
import { appRoutes } from './app/router';
import { queryClientDefaults } from './lib/query-client';
import { pageDataScript } from './ssr/page-data';
import { PageTree } from './ssr/page-tree';
import { type ApiCall, answerHttpFrom } from './ssr/server-http';
import { isServerRenderedPath } from './ssr/server-rendered-paths';

export type { ApiCall } from './ssr/server-http';

/** A public page rendered on the server: `#root`'s markup, its status and its data block. */
export interface RenderedPage {
  html: string;
  status: number;
  /** The title the page sets (the server's head keeps its own where it has one). */
  title: string | null;
  /** The `<script type="application/json">` element the browser hydrates from. */
  dataScript: string;
}

/** Renders one page, or answers null for a page the browser renders alone (or a redirect). */
export type PageRenderer = (request: { url: string; now: number }) => Promise<RenderedPage | null>;

/** A page whose queries lead to more queries (a lot, then its auction) renders at most this often. */
const maxPasses = 4;

async function renderToHtml(tree: ReactNode): Promise<string> {
  const failures: unknown[] = [];
  const { prelude } = await prerenderToNodeStream(tree, {
    onError: (error) => void failures.push(error),
    // Every part in its place: a large part would otherwise be sent after the rest and moved in
    // by an inline script, which the CSP does not run (nor does a browser without JavaScript).
    progressiveChunkSize: Number.POSITIVE_INFINITY,
  });
  const chunks: Buffer[] = [];
  for await (const chunk of prelude) chunks.push(Buffer.from(chunk as Uint8Array));
  // A part that failed would be left to the browser; the server sends the plain page instead.
  if (failures.length > 0) throw failures[0];
  return Buffer.concat(chunks).toString('utf8');
}

function isEnabled(query: Query): boolean {
  const enabled = (query.options as { enabled?: boolean | ((query: Query) => boolean) }).enabled;
  return (typeof enabled === 'function' ? enabled(query) : enabled) !== false;
}

/** The queries a render asked for that nobody has fetched yet. */
function unfetched(client: QueryClient): Query[] {
  return client
    .getQueryCache()
    .getAll()
    .filter(
      (query) => query.state.status === 'pending' && query.state.fetchStatus === 'idle' && isEnabled(query),
    );
}

/**
 * The server's renderer of the public pages (decision 0070). Every API call goes to `callApi` as a
 * guest. A page renders, the queries its components asked for are fetched, and it renders again
 * until it asks for nothing new: the page's own hooks decide its data, so the keys always match.
 */
export function createPageRenderer(callApi: ApiCall): PageRenderer {
  answerHttpFrom(callApi);
  const handler = createStaticHandler(appRoutes);
  return async ({ url, now }) => {
    if (!isServerRenderedPath(appRoutes, new URL(url).pathname)) return null;
    const client = new QueryClient({
      defaultOptions: {
        queries: { ...queryClientDefaults.queries, retry: false, staleTime: Number.POSITIVE_INFINITY },
      },
    });
    const requestContext: ServerLoadContext = { queryClient: client };
    const context = await handler.query(new Request(url), { requestContext });
    if (context instanceof Response) return null;
    const router = createStaticRouter(handler.dataRoutes, context);
    let title: string | null = null;
    const onTitle = (pageTitle: string) => {
      title = pageTitle;
    };
    const page = () => (
      <PageTree client={client} renderedAt={now} onTitle={onTitle}>
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </PageTree>
    );
    let html = await renderToHtml(page());
    for (let pass = 1; pass < maxPasses; pass += 1) {
      const waiting = unfetched(client);
      if (waiting.length === 0) break;
      await Promise.all(waiting.map((query) => query.fetch().catch(() => undefined)));
      html = await renderToHtml(page());
    }
    const queries = dehydrate(client, { shouldDehydrateQuery: (query) => query.state.status !== 'pending' });
    client.clear();
    return {
      html,
      status: context.statusCode,
      title,
      dataScript: pageDataScript({ now, loaderData: context.loaderData, queries }),
    };
  };
}

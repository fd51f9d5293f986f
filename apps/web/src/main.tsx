// First: put the stored theme on <html> before anything else runs or renders (no inline script is allowed).
import './lib/theme/apply-stored-theme';
// Before any page's code loads: schemas are parsed without eval, which the CSP forbids.
import './lib/parsing-without-eval';
import '@fontsource-variable/inter';
import '@fontsource-variable/source-serif-4';
import './index.css';
import { hydrate } from '@tanstack/react-query';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { appRoutes, createAppRouter } from './app/router';
import { installGlobalErrorHandlers } from './lib/errors/global-handlers';
import { showApplicationFailedToLoad } from './lib/errors/root-missing';
import { initErrorReporting } from './lib/errors/sentry';
import { registerServiceWorker } from './lib/pwa/register-service-worker';
import { queryClient } from './lib/query-client';
import { keepServedTitle } from './lib/use-document-title';
import { readPageData } from './ssr/page-data';
import { PageTree } from './ssr/page-tree';
import { isServerRenderedPath } from './ssr/server-rendered-paths';

installGlobalErrorHandlers();
void initErrorReporting(import.meta.env.VITE_SENTRY_DSN);
registerServiceWorker();

const container = document.getElementById('root');
// A public page the server rendered (decision 0070) is hydrated from the data it was rendered
// with: its queries and loader answers, and the instant its countdowns showed. Any other page,
// or one the server sent empty, is rendered here as before.
const served =
  container?.hasChildNodes() && isServerRenderedPath(appRoutes, window.location.pathname)
    ? readPageData(document)
    : null;
if (container && served) {
  hydrate(queryClient, served.queries);
  keepServedTitle(document.title);
  hydrateRoot(
    container,
    <PageTree renderedAt={served.now}>
      <RouterProvider router={createAppRouter({ loaderData: served.loaderData })} />
    </PageTree>,
  );
} else if (container) {
  createRoot(container).render(
    <PageTree>
      <RouterProvider router={createAppRouter()} />
    </PageTree>,
  );
} else {
  showApplicationFailedToLoad();
}

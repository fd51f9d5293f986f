// First: put the stored theme on <html> before anything else runs or renders (no inline script is allowed).
import './lib/theme/apply-stored-theme';
// Before any page's code loads: schemas are parsed without eval, which the CSP forbids.
import './lib/parsing-without-eval';
import '@fontsource-variable/inter';
import '@fontsource-variable/source-serif-4';
import './index.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { Providers } from './app/providers';
import { createAppRouter } from './app/router';
import { AppErrorBoundary } from './app/screens/app-error-boundary';
import { installGlobalErrorHandlers } from './lib/errors/global-handlers';
import { showApplicationFailedToLoad } from './lib/errors/root-missing';
import { initErrorReporting } from './lib/errors/sentry';

installGlobalErrorHandlers();
void initErrorReporting(import.meta.env.VITE_SENTRY_DSN);

const container = document.getElementById('root');
if (container) {
  createRoot(container).render(
    <StrictMode>
      <AppErrorBoundary>
        <Providers>
          <RouterProvider router={createAppRouter()} />
        </Providers>
      </AppErrorBoundary>
    </StrictMode>,
  );
} else {
  showApplicationFailedToLoad();
}

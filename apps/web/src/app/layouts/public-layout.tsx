import { Suspense } from 'react';
import { Outlet } from 'react-router';
import { PageLoader } from '../../components/ui/page-loader';
import { SiteHeader } from './header/site-header';
import { SiteFooter } from './site-footer';

export function PublicLayout() {
  return (
    <div className="flex min-h-dvh flex-col">
      <a
        href="#main"
        className="sr-only z-50 rounded-md bg-white px-4 py-2 font-medium text-harbour-900 focus:not-sr-only focus:fixed focus:top-2 focus:left-2 focus:inline-flex focus:min-h-11 focus:items-center"
      >
        Skip to main content
      </a>
      <SiteHeader />
      {/* At least a screen tall: the footer starts below the fold, so the page's code and data
          loading into the space above it never move it while it is in view (no layout shift). */}
      <main id="main" tabIndex={-1} className="min-h-dvh flex-1 focus:outline-none">
        <Suspense fallback={<PageLoader />}>
          <Outlet />
        </Suspense>
      </main>
      <SiteFooter />
    </div>
  );
}

import { clsx } from 'clsx';
import { Menu } from 'lucide-react';
import { Suspense, useState } from 'react';
import { Link, Outlet, useLocation } from 'react-router';
import markUrl from '../../../assets/mark.svg';
import '../../../styles/admin.css';
import { PageLoader } from '../../../components/ui/page-loader';
import { ThemeToggle } from '../../../components/ui/theme-toggle';
import { ScanBox } from '../../../features/scan-box/scan-box';
import { usePublicSettings } from '../../../features/site/api/public-settings';
import { AdminDrawer } from './admin-drawer';
import { AdminSidebar } from './admin-sidebar';
import { useSidebarCollapsed } from './use-sidebar-collapsed';

export function AdminLayout() {
  const [collapsed, toggleCollapsed] = useSidebarCollapsed();
  const { pathname } = useLocation();
  // The drawer belongs to the page it was opened on: navigating anywhere closes it.
  const [openOn, setOpenOn] = useState<string | null>(null);
  const drawerOpen = openOn === pathname;
  const setDrawerOpen = (open: boolean) => setOpenOn(open ? pathname : null);
  const settings = usePublicSettings();

  return (
    <div className="min-h-dvh bg-slate-100 lg:flex dark:bg-slate-950">
      <aside
        aria-label="Admin sidebar"
        className={clsx(
          'sticky top-0 hidden h-dvh shrink-0 transition-[width] duration-200 lg:block',
          collapsed ? 'w-16' : 'w-64',
        )}
      >
        <AdminSidebar collapsed={collapsed} onToggleCollapsed={toggleCollapsed} />
      </aside>
      <div className="sticky top-0 z-30 flex h-14 items-center gap-3 border-b border-slate-200 bg-white px-3 lg:hidden dark:border-slate-800 dark:bg-slate-900">
        <button
          type="button"
          aria-label="Open admin menu"
          aria-expanded={drawerOpen}
          onClick={() => setDrawerOpen(true)}
          className="inline-flex size-10 items-center justify-center rounded-lg text-slate-800 hover:bg-slate-100 dark:text-slate-100 dark:hover:bg-slate-800"
        >
          <Menu aria-hidden="true" className="size-6" />
        </button>
        <Link
          to="/admin"
          className="flex items-center gap-2 font-display font-semibold text-harbour-950 dark:text-white"
        >
          <img src={markUrl} alt="" className="size-8" />
          {settings.site_name}
        </Link>
        <div className="ml-auto">
          <ThemeToggle />
        </div>
      </div>
      {drawerOpen && <AdminDrawer onClose={() => setDrawerOpen(false)} />}
      <main id="main" className="min-w-0 flex-1">
        <search
          aria-label="Scan box"
          className="flex justify-end border-b border-slate-200 bg-white px-4 py-2 sm:px-6 lg:px-8 dark:border-slate-800 dark:bg-slate-900"
        >
          <ScanBox />
        </search>
        <Suspense fallback={<PageLoader />}>
          <Outlet />
        </Suspense>
      </main>
    </div>
  );
}

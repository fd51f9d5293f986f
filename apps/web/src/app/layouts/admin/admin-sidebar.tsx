import { superAdminRoles } from '@auction/contracts';
import { hasAnyRole } from '@auction/domain';
import { clsx } from 'clsx';
import { ArrowLeft, LogOut, PanelLeftClose, PanelLeftOpen } from 'lucide-react';
import { Link } from 'react-router';
import markUrl from '../../../assets/mark.svg';
import { Logo } from '../../../components/ui/logo';
import { ThemeToggle } from '../../../components/ui/theme-toggle';
import { usePublicSettings } from '../../../features/site/api/public-settings';
import { useAuth } from '../../../lib/auth/use-auth';
import { useTheme } from '../../../lib/theme/use-theme';
import { useSignOut } from '../../use-sign-out';
import { adminNavigation, superAdminNavigation } from './admin-navigation';
import { SidebarLink } from './sidebar-link';

interface AdminSidebarProps {
  collapsed: boolean;
  onToggleCollapsed?: () => void;
  onNavigate?: () => void;
}

const footerButton =
  'flex w-full items-center gap-3 rounded-lg px-3 py-2.5 text-sm font-medium text-slate-700 hover:bg-slate-100 hover:text-harbour-900 dark:text-slate-300 dark:hover:bg-slate-800 dark:hover:text-white';

export function AdminSidebar({ collapsed, onToggleCollapsed, onNavigate }: AdminSidebarProps) {
  const { user } = useAuth();
  const settings = usePublicSettings();
  const { theme } = useTheme();
  const signOut = useSignOut();
  const logo = theme === 'dark' ? settings.logo_admin_dark : settings.logo_admin_light;
  const isAdmin = hasAnyRole(user?.roles ?? [], superAdminRoles);

  return (
    <div className="flex h-full flex-col border-r border-slate-200 bg-white dark:border-slate-800 dark:bg-slate-900">
      <div
        className={clsx(
          'flex h-16 items-center border-b border-slate-200 dark:border-slate-800',
          collapsed ? 'justify-center' : 'px-4',
        )}
      >
        <Link to="/admin" onClick={onNavigate} className="rounded-md">
          {collapsed ? (
            <img src={markUrl} alt={settings.site_name} className="size-9" />
          ) : (
            <Logo src={logo} alt={settings.site_name} className="h-9 max-w-[210px]" />
          )}
        </Link>
      </div>
      <nav aria-label="Admin" className={clsx('flex-1 overflow-y-auto py-4', collapsed ? 'px-2' : 'px-3')}>
        <ul className="space-y-1">
          {adminNavigation.map((item) => (
            <li key={item.to}>
              <SidebarLink item={item} collapsed={collapsed} onNavigate={onNavigate} />
              {item.children && (
                <ul className={clsx('mt-1 space-y-1', !collapsed && 'pl-6')}>
                  {item.children.map((child) => (
                    <li key={child.to}>
                      <SidebarLink item={child} collapsed={collapsed} onNavigate={onNavigate} />
                    </li>
                  ))}
                </ul>
              )}
            </li>
          ))}
        </ul>
        {isAdmin && (
          <section aria-labelledby="super-admin-heading" className="mt-6">
            <h2
              id="super-admin-heading"
              className={clsx(
                'mb-2 font-sans text-xs font-semibold tracking-wider text-brass-700 uppercase dark:text-brass-300',
                collapsed ? 'sr-only' : 'px-3',
              )}
            >
              Super Admin
            </h2>
            <ul className="space-y-1">
              {superAdminNavigation.map((item) => (
                <li key={item.to}>
                  <SidebarLink item={item} collapsed={collapsed} onNavigate={onNavigate} />
                </li>
              ))}
            </ul>
          </section>
        )}
      </nav>
      <div
        className={clsx(
          'space-y-1 border-t border-slate-200 py-3 dark:border-slate-800',
          collapsed ? 'px-2' : 'px-3',
        )}
      >
        {user && !collapsed && (
          <div className="px-3 pb-2">
            <p className="truncate text-sm font-semibold text-slate-900 dark:text-white">{user.name}</p>
            <p className="truncate text-xs text-slate-600 dark:text-slate-400">{user.email}</p>
          </div>
        )}
        <Link
          to="/"
          onClick={onNavigate}
          className={clsx(footerButton, collapsed && 'justify-center px-0')}
          aria-label={collapsed ? 'Back to the website' : undefined}
          title={collapsed ? 'Back to the website' : undefined}
        >
          <ArrowLeft aria-hidden="true" className="size-5 shrink-0" />
          {!collapsed && 'Back to the website'}
        </Link>
        <button
          type="button"
          onClick={() => void signOut()}
          className={clsx(footerButton, collapsed && 'justify-center px-0')}
          aria-label={collapsed ? 'Sign out' : undefined}
          title={collapsed ? 'Sign out' : undefined}
        >
          <LogOut aria-hidden="true" className="size-5 shrink-0" />
          {!collapsed && 'Sign out'}
        </button>
        <div
          className={clsx('flex items-center pt-1', collapsed ? 'flex-col gap-1' : 'justify-between px-1')}
        >
          <ThemeToggle />
          {onToggleCollapsed && (
            <button
              type="button"
              onClick={onToggleCollapsed}
              aria-label={collapsed ? 'Expand sidebar' : 'Collapse sidebar'}
              title={collapsed ? 'Expand sidebar' : 'Collapse sidebar'}
              className="inline-flex size-10 items-center justify-center rounded-lg text-slate-700 hover:bg-slate-100 dark:text-slate-300 dark:hover:bg-slate-800"
            >
              {collapsed ? (
                <PanelLeftOpen aria-hidden="true" className="size-5" />
              ) : (
                <PanelLeftClose aria-hidden="true" className="size-5" />
              )}
            </button>
          )}
        </div>
      </div>
    </div>
  );
}

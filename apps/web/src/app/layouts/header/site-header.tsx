import { Mail, Menu, Phone, X } from 'lucide-react';
import { Suspense, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { Container } from '../../../components/ui/container';
import { Logo } from '../../../components/ui/logo';
import { ThemeToggle } from '../../../components/ui/theme-toggle';
import { usePublicSettings } from '../../../features/site/api/public-settings';
import { readToken } from '../../../lib/auth/token-storage';
import { useAuth } from '../../../lib/auth/use-auth';
import { GuestActions } from './guest-actions';
import { HeaderNav } from './header-nav';
import { HeaderSearch } from './header-search';
import { MobileMenu } from './mobile-menu';
import { preloadSignedInMenus, UserMenu } from './signed-in-menus';

const MOBILE_MENU_ID = 'mobile-menu';

// A stored session: the signed-in menus load while it is restored (the header waits for that).
if (readToken()) preloadSignedInMenus();

export function SiteHeader() {
  const settings = usePublicSettings();
  const { user } = useAuth();
  const { pathname } = useLocation();
  // The menu belongs to the page it was opened on: navigating anywhere closes it.
  const [openOn, setOpenOn] = useState<string | null>(null);
  const menuOpen = openOn === pathname;
  const setMenuOpen = (open: boolean) => setOpenOn(open ? pathname : null);

  return (
    <header className="sticky top-0 z-40 bg-white/95 shadow-sm backdrop-blur supports-[backdrop-filter]:bg-white/85 dark:bg-slate-950/95 dark:supports-[backdrop-filter]:bg-slate-950/85">
      <div className="on-dark hidden bg-harbour-900 text-harbour-100 sm:block">
        <Container className="flex h-9 items-center justify-between text-xs">
          <p>Estate, business, equipment and retail auctions · Dartmouth, Nova Scotia</p>
          <div className="flex items-center gap-5">
            <a
              href={`tel:${settings.contact_phone}`}
              className="inline-flex min-h-9 items-center gap-1.5 hover:text-white"
            >
              <Phone aria-hidden="true" className="size-3.5" />
              {settings.contact_phone}
            </a>
            <a
              href={`mailto:${settings.contact_email}`}
              className="inline-flex min-h-9 items-center gap-1.5 hover:text-white"
            >
              <Mail aria-hidden="true" className="size-3.5" />
              {settings.contact_email}
            </a>
          </div>
        </Container>
      </div>
      <Container className="flex flex-wrap items-center gap-x-3 lg:h-20 lg:flex-nowrap lg:gap-x-6">
        <Link to="/" className="shrink-0 rounded-md py-2.5 lg:py-0">
          <Logo
            src={settings.logo_url}
            alt={settings.site_name}
            className="h-9 max-w-[150px] sm:max-w-[180px] lg:h-11 lg:max-w-[240px]"
          />
        </Link>
        <HeaderNav />
        <div className="ml-auto flex flex-wrap items-center justify-end gap-1 sm:gap-2">
          <HeaderSearch />
          <ThemeToggle />
          {user ? (
            <Suspense fallback={<span aria-hidden="true" className="block size-11" />}>
              <UserMenu user={user} />
            </Suspense>
          ) : (
            <GuestActions />
          )}
          <button
            type="button"
            aria-label="Main menu"
            aria-expanded={menuOpen}
            aria-controls={MOBILE_MENU_ID}
            onClick={() => setMenuOpen(!menuOpen)}
            className="inline-flex size-11 items-center justify-center rounded-lg text-slate-800 hover:bg-slate-100 lg:hidden dark:text-slate-100 dark:hover:bg-slate-800"
          >
            {menuOpen ? (
              <X aria-hidden="true" className="size-6" />
            ) : (
              <Menu aria-hidden="true" className="size-6" />
            )}
          </button>
        </div>
      </Container>
      {menuOpen && <MobileMenu id={MOBILE_MENU_ID} user={user} onNavigate={() => setMenuOpen(false)} />}
    </header>
  );
}

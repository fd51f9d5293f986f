import type { User } from '@auction/contracts';
import { clsx } from 'clsx';
import { Suspense } from 'react';
import { NavLink } from 'react-router';
import { mainNavigation } from '../../navigation-links';
import { useSignOut } from '../../use-sign-out';
import { GuestActions } from './guest-actions';
import { AccountLinks } from './signed-in-menus';

/** The phone menu: the same entries as the header (spec section 2). */
export function MobileMenu({
  id,
  user,
  onNavigate,
}: {
  id: string;
  user: User | null;
  onNavigate: () => void;
}) {
  const signOut = useSignOut();
  return (
    <div
      id={id}
      className="border-t border-slate-200 bg-white lg:hidden dark:border-slate-800 dark:bg-slate-950"
    >
      <nav aria-label="Menu" className="mx-auto max-w-6xl px-4 py-3">
        <ul className="space-y-1">
          {mainNavigation.map((item) => (
            <li key={item.to}>
              <NavLink
                to={item.to}
                end={item.to === '/'}
                onClick={onNavigate}
                className={({ isActive }) =>
                  clsx(
                    'block rounded-md px-3 py-3 text-base font-medium',
                    isActive
                      ? 'bg-harbour-50 text-harbour-900 dark:bg-slate-800 dark:text-white'
                      : 'text-slate-700 hover:bg-slate-100 dark:text-slate-200 dark:hover:bg-slate-800',
                  )
                }
              >
                {item.label}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
      <div className="mx-auto max-w-6xl border-t border-slate-200 px-4 py-4 dark:border-slate-800">
        {user ? (
          <Suspense fallback={null}>
            <AccountLinks
              user={user}
              onNavigate={onNavigate}
              onSignOut={() => {
                onNavigate();
                void signOut();
              }}
            />
          </Suspense>
        ) : (
          <GuestActions stacked onNavigate={onNavigate} />
        )}
      </div>
    </div>
  );
}

import { clsx } from 'clsx';
import { NavLink } from 'react-router';
import { mainNavigation } from '../../navigation-links';

/** Inline in the bar on wide screens; on phones a second row that scrolls sideways. */
export function HeaderNav() {
  return (
    <nav
      aria-label="Main"
      className="order-last flex w-full justify-between gap-1 overflow-x-auto sm:justify-start border-t border-slate-200 py-1.5 lg:order-none lg:w-auto lg:overflow-visible lg:border-0 lg:py-0 dark:border-slate-800"
    >
      {mainNavigation.map((item) => (
        <NavLink
          key={item.to}
          to={item.to}
          end={item.to === '/'}
          className={({ isActive }) =>
            clsx(
              'inline-flex min-h-11 shrink-0 items-center rounded-md px-2 text-sm sm:px-3 font-medium whitespace-nowrap transition-colors lg:min-h-0 lg:py-2 lg:text-[0.95rem]',
              isActive
                ? 'bg-harbour-50 text-harbour-900 lg:bg-transparent lg:text-harbour-800 lg:underline lg:decoration-brass-400 lg:decoration-2 lg:underline-offset-8 dark:bg-slate-800 dark:text-white lg:dark:bg-transparent'
                : 'text-slate-700 hover:bg-slate-100 hover:text-harbour-900 dark:text-slate-300 dark:hover:bg-slate-800 dark:hover:text-white',
            )
          }
        >
          {item.label}
        </NavLink>
      ))}
    </nav>
  );
}

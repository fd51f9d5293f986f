import { clsx } from 'clsx';
import { NavLink } from 'react-router';
import { mainNavigation } from '../../navigation-links';

export function HeaderNav() {
  return (
    <nav aria-label="Main" className="hidden items-center gap-1 lg:flex">
      {mainNavigation.map((item) => (
        <NavLink
          key={item.to}
          to={item.to}
          end={item.to === '/'}
          className={({ isActive }) =>
            clsx(
              'rounded-md px-3 py-2 text-[0.95rem] font-medium transition-colors',
              isActive
                ? 'text-harbour-800 underline decoration-brass-400 decoration-2 underline-offset-8 dark:text-white'
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

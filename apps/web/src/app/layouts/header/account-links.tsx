import type { User } from '@auction/contracts';
import { LayoutDashboard, LogOut, Receipt, Shield, Star, UserRound } from 'lucide-react';
import { Link } from 'react-router';
import { accountLinks } from '../../navigation-links';

const icons: Record<string, typeof Star> = {
  '/dashboard': LayoutDashboard,
  '/profile': UserRound,
  '/invoices': Receipt,
  '/watchlist': Star,
  '/admin': Shield,
};

const itemClasses =
  'flex w-full items-center gap-3 rounded-md px-3 py-2.5 text-left text-sm font-medium text-slate-700 hover:bg-slate-100 dark:text-slate-200 dark:hover:bg-slate-800';

/** The signed-in entries shared by the header menu and the mobile menu. */
export function AccountLinks({
  user,
  onNavigate,
  onSignOut,
}: {
  user: User;
  onNavigate: () => void;
  onSignOut: () => void;
}) {
  return (
    <>
      <div className="border-b border-slate-200 px-3 pt-1 pb-3 dark:border-slate-700">
        <p className="truncate font-semibold text-slate-900 dark:text-white">{user.name}</p>
        <p className="truncate text-sm text-slate-600 dark:text-slate-400">{user.email}</p>
      </div>
      <ul className="py-2">
        {accountLinks(user.roles).map((link) => {
          const Icon = icons[link.to] ?? Star;
          return (
            <li key={link.to}>
              <Link to={link.to} onClick={onNavigate} className={itemClasses}>
                <Icon aria-hidden="true" className="size-4 text-slate-500 dark:text-slate-400" />
                {link.label}
              </Link>
            </li>
          );
        })}
      </ul>
      <div className="border-t border-slate-200 pt-2 dark:border-slate-700">
        <button type="button" onClick={onSignOut} className={itemClasses}>
          <LogOut aria-hidden="true" className="size-4 text-slate-500 dark:text-slate-400" />
          Sign out
        </button>
      </div>
    </>
  );
}

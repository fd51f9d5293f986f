import type { Role } from '@auction/contracts';
import { adminAreaRoles } from '@auction/contracts';
import { hasAnyRole } from '@auction/domain';

export interface NavLinkItem {
  to: string;
  label: string;
}

/** Spec section 2, header navigation for every visitor. */
export const mainNavigation: readonly NavLinkItem[] = [
  { to: '/', label: 'Home' },
  { to: '/auctions', label: 'Auctions' },
  { to: '/services', label: 'Services' },
  { to: '/about', label: 'About' },
  { to: '/contact', label: 'Contact' },
];

/** The signed-in user's menu entries; Admin Panel only for Admin or Staff. */
export function accountLinks(roles: readonly Role[]): NavLinkItem[] {
  const links: NavLinkItem[] = [
    { to: '/dashboard', label: 'Dashboard' },
    { to: '/profile', label: 'Your Profile' },
    { to: '/invoices', label: 'My Invoices' },
    { to: '/watchlist', label: 'My Watchlist' },
  ];
  if (hasAnyRole(roles, adminAreaRoles)) links.push({ to: '/admin', label: 'Admin Panel' });
  return links;
}

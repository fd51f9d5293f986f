import { lazyWithRetry } from '../../../lib/lazy-with-retry';

// A guest's pages never need the signed-in menus (the greeting's menu and the account entries
// with their icons): they load as a chunk of their own, kept out of the first paint (issue 9).
const loadUserMenu = () => import('./user-menu');
const loadAccountLinks = () => import('./account-links');

export const UserMenu = lazyWithRetry(() => loadUserMenu().then((module) => module.UserMenu));
export const AccountLinks = lazyWithRetry(() => loadAccountLinks().then((module) => module.AccountLinks));

/** Starts loading the menus while a stored session is restored, so they are there with the header. */
export function preloadSignedInMenus(): void {
  loadUserMenu().catch(() => undefined);
}

import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { buildUser } from '../../../../test/factories';
import { renderRoutes } from '../../../../test/render-app';
import { SiteHeader } from './site-header';

const routes = [
  { path: '/', element: <h1>Home page</h1> },
  { path: '/dashboard', element: <SiteHeader /> },
  { path: '/about', element: <SiteHeader /> },
];

describe('SiteHeader', () => {
  it('shows the main navigation, Log In and Get started to a guest', () => {
    renderRoutes(routes, { path: '/about' });
    const nav = screen.getByRole('navigation', { name: 'Main' });
    for (const label of ['Home', 'Auctions', 'Services', 'About', 'Contact']) {
      expect(within(nav).getByRole('link', { name: label })).toBeInTheDocument();
    }
    expect(screen.getByRole('link', { name: 'Log In' })).toHaveAttribute('href', '/login');
    expect(screen.getByRole('link', { name: 'Get started' })).toHaveAttribute('href', '/register');
  });

  it.each([
    [{ first_name: 'Marie', name: 'Anne Marie Doucet' }, 'Hi Marie'],
    [{ first_name: '', name: 'Jean LeBlanc' }, 'Hi Jean'],
    [{ first_name: '', name: '' }, 'Hi there'],
  ])('greets %o as "%s"', async (names, greeting) => {
    renderRoutes(routes, { path: '/about', user: buildUser(names) });
    // The signed-in menus are a chunk of their own, loaded after the first paint.
    expect(await screen.findByRole('button', { name: greeting })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Log In' })).not.toBeInTheDocument();
  });

  it('opens a menu with the name, e-mail and account entries, without Admin Panel for a bidder', async () => {
    const user = buildUser({ name: 'Marie Doucet', email: 'marie@example.ca', roles: ['Bidder'] });
    renderRoutes(routes, { path: '/about', user });
    const toggle = await screen.findByRole('button', { name: 'Hi Marie' });
    await userEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByText('marie@example.ca')).toBeInTheDocument();
    for (const label of ['Dashboard', 'Your Profile', 'My Invoices', 'My Watchlist']) {
      expect(screen.getByRole('link', { name: label })).toBeInTheDocument();
    }
    expect(screen.queryByRole('link', { name: 'Admin Panel' })).not.toBeInTheDocument();
  });

  it('closes the menu on Escape and gives focus back to the greeting', async () => {
    renderRoutes(routes, { path: '/about', user: buildUser() });
    const toggle = await screen.findByRole('button', { name: 'Hi Marie' });
    await userEvent.click(toggle);
    await userEvent.keyboard('{Escape}');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(toggle).toHaveFocus();
  });

  it.each([['Admin'], ['Staff']] as const)('offers the Admin Panel to %s', async (role) => {
    renderRoutes(routes, { path: '/about', user: buildUser({ roles: [role, 'Bidder'] }) });
    await userEvent.click(await screen.findByRole('button', { name: 'Hi Marie' }));
    expect(screen.getByRole('link', { name: 'Admin Panel' })).toHaveAttribute('href', '/admin');
  });

  it('signs out and goes home', async () => {
    const { auth, router } = renderRoutes(routes, { path: '/dashboard', user: buildUser() });
    await userEvent.click(await screen.findByRole('button', { name: 'Hi Marie' }));
    await userEvent.click(screen.getByRole('button', { name: 'Sign out' }));
    expect(auth.logout).toHaveBeenCalled();
    expect(router.state.location.pathname).toBe('/');
  });

  it('has a mobile menu toggle with the same entries', async () => {
    renderRoutes(routes, { path: '/about', user: buildUser({ roles: ['Staff'] }) });
    const toggle = screen.getByRole('button', { name: 'Main menu' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const panel = document.getElementById('mobile-menu');
    expect(panel).not.toBeNull();
    const menu = within(panel as HTMLElement);
    expect(await menu.findByRole('button', { name: 'Sign out' })).toBeInTheDocument();
    for (const label of ['Home', 'Auctions', 'Services', 'About', 'Contact', 'Dashboard', 'Admin Panel']) {
      expect(menu.getByRole('link', { name: label })).toBeInTheDocument();
    }
    expect(menu.getByRole('button', { name: 'Sign out' })).toBeInTheDocument();
  });

  it('toggles the theme and remembers it', async () => {
    renderRoutes(routes, { path: '/about' });
    const toggle = screen.getByRole('button', { name: 'Dark theme' });
    expect(toggle).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-pressed', 'true');
    expect(localStorage.getItem('theme')).toBe('dark');
    expect(document.documentElement).toHaveClass('dark');
    await userEvent.click(toggle);
    expect(localStorage.getItem('theme')).toBe('light');
  });
});

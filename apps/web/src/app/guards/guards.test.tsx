import { screen } from '@testing-library/react';
import { Outlet, type RouteObject, useLocation } from 'react-router';
import { describe, expect, it } from 'vitest';
import { buildUser } from '../../../test/factories';
import { renderRoutes } from '../../../test/render-app';
import { GuestOnly } from './guest-only';
import { RequireAuth } from './require-auth';
import { RequireRoles } from './require-roles';

function LoginProbe() {
  const location = useLocation();
  return (
    <div>
      <h1>Login page</h1>
      <p data-testid="state-from">{(location.state as { from?: string } | null)?.from ?? ''}</p>
      <p data-testid="search">{location.search}</p>
    </div>
  );
}

const routes: RouteObject[] = [
  {
    element: <GuestOnly />,
    children: [
      { path: '/login', element: <LoginProbe /> },
      { path: '/register', element: <h1>Register page</h1> },
    ],
  },
  {
    element: <RequireAuth />,
    children: [
      { path: '/dashboard', element: <h1>Dashboard</h1> },
      { path: '/invoices/:id', element: <h1>Invoice</h1> },
      {
        path: '/admin',
        element: <RequireRoles roles={['Admin', 'Staff']} />,
        children: [
          { index: true, element: <h1>Admin home</h1> },
          {
            path: 'settings',
            element: <RequireRoles roles={['Admin']} />,
            children: [{ index: true, element: <h1>Settings</h1> }],
          },
        ],
      },
    ],
  },
  { path: '/elsewhere', element: <Outlet /> },
];

describe('RequireAuth', () => {
  it('sends a guest to /login with the attempted location in state and ?redirect=', async () => {
    renderRoutes(routes, { path: '/invoices/42?tab=lots#pay' });
    expect(await screen.findByRole('heading', { name: 'Login page' })).toBeInTheDocument();
    expect(screen.getByTestId('state-from')).toHaveTextContent('/invoices/42?tab=lots#pay');
    expect(screen.getByTestId('search')).toHaveTextContent(
      `?redirect=${encodeURIComponent('/invoices/42?tab=lots#pay')}`,
    );
  });

  it('lets a signed-in user in', () => {
    renderRoutes(routes, { path: '/dashboard', user: buildUser() });
    expect(screen.getByRole('heading', { name: 'Dashboard' })).toBeInTheDocument();
  });

  it('shows the full-screen loader while the session loads', () => {
    renderRoutes(routes, { path: '/dashboard', auth: { status: 'loading' } });
    expect(screen.getByRole('status')).toHaveTextContent('Loading');
  });
});

describe('RequireRoles', () => {
  it('sends a user without an allowed role to /dashboard', () => {
    renderRoutes(routes, { path: '/admin', user: buildUser({ roles: ['Bidder', 'Consignor'] }) });
    expect(screen.getByRole('heading', { name: 'Dashboard' })).toBeInTheDocument();
  });

  it('lets Staff into the admin area but not into Admin-only pages', () => {
    const { router } = renderRoutes(routes, { path: '/admin', user: buildUser({ roles: ['Staff'] }) });
    expect(screen.getByRole('heading', { name: 'Admin home' })).toBeInTheDocument();
    void router.navigate('/admin/settings');
    return screen.findByRole('heading', { name: 'Dashboard' });
  });

  it('lets an Admin into Admin-only pages', () => {
    renderRoutes(routes, { path: '/admin/settings', user: buildUser({ roles: ['Admin'] }) });
    expect(screen.getByRole('heading', { name: 'Settings' })).toBeInTheDocument();
  });
});

describe('GuestOnly', () => {
  it.each(['/login', '/register'])('sends a signed-in user from %s to /dashboard', (path) => {
    renderRoutes(routes, { path, user: buildUser() });
    expect(screen.getByRole('heading', { name: 'Dashboard' })).toBeInTheDocument();
  });

  it('returns a signed-in user to the page that asked for sign-in', () => {
    renderRoutes(routes, { path: '/login', state: { from: '/invoices/7' }, user: buildUser() });
    expect(screen.getByRole('heading', { name: 'Invoice' })).toBeInTheDocument();
  });

  it('reads ?redirect= and refuses other sites', () => {
    renderRoutes(routes, { path: '/login?redirect=%2Finvoices%2F9', user: buildUser() });
    expect(screen.getByRole('heading', { name: 'Invoice' })).toBeInTheDocument();
  });

  it('refuses a redirect to another site', () => {
    renderRoutes(routes, { path: '/login?redirect=%2F%2Fevil.example', user: buildUser() });
    expect(screen.getByRole('heading', { name: 'Dashboard' })).toBeInTheDocument();
  });

  it('shows the login page to a guest', () => {
    renderRoutes(routes, { path: '/login' });
    expect(screen.getByRole('heading', { name: 'Login page' })).toBeInTheDocument();
  });
});

import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { buildUser } from '../../../../test/factories';
import { renderRoutes } from '../../../../test/render-app';
import { AdminLayout } from './admin-layout';
import { SIDEBAR_COLLAPSED_KEY } from './use-sidebar-collapsed';

const routes = [
  { path: '/admin', element: <AdminLayout />, children: [{ index: true, element: <h1>Overview</h1> }] },
];
const sidebar = () => screen.getByRole('complementary', { name: 'Admin sidebar' });

describe('admin sidebar', () => {
  it('lists the admin items and, for an Admin, the Super Admin group', () => {
    const user = buildUser({ name: 'Catherine MacNeil', email: 'admin@example.ca', roles: ['Admin'] });
    renderRoutes(routes, { path: '/admin', user });
    const { getByRole, getByText } = within(sidebar());
    for (const label of [
      'Dashboard',
      'Inventory',
      'Auctions',
      'Invoices',
      'Statements',
      'Marketing',
      'Reports',
      'CMS',
    ]) {
      expect(getByRole('link', { name: label })).toBeInTheDocument();
    }
    expect(getByRole('link', { name: 'Statements' })).toHaveAttribute('href', '/admin/consignor-statements');
    expect(getByRole('link', { name: 'Bid increments' })).toHaveAttribute(
      'href',
      '/admin/bid-increment-profiles',
    );
    expect(getByRole('link', { name: 'Release desk' })).toHaveAttribute('href', '/admin/release-desk');
    expect(getByRole('link', { name: 'Cash drawer' })).toHaveAttribute('href', '/admin/cash-drawer');
    expect(getByRole('link', { name: 'Consignors' })).toHaveAttribute('href', '/admin/consignors');
    expect(getByRole('link', { name: 'Commission' })).toHaveAttribute('href', '/admin/commission-profiles');
    expect(getByRole('heading', { name: 'Super Admin' })).toBeInTheDocument();
    for (const label of ['Users', 'Settings', 'Backups'])
      expect(getByRole('link', { name: label })).toBeInTheDocument();
    expect(getByText('Catherine MacNeil')).toBeInTheDocument();
    expect(getByText('admin@example.ca')).toBeInTheDocument();
    expect(getByRole('link', { name: 'Back to the website' })).toHaveAttribute('href', '/');
    expect(getByRole('button', { name: 'Sign out' })).toBeInTheDocument();
  });

  it('hides the Super Admin group from Staff', () => {
    renderRoutes(routes, { path: '/admin', user: buildUser({ roles: ['Staff'] }) });
    expect(screen.queryByRole('heading', { name: 'Super Admin' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Settings' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Reports' })).toBeInTheDocument();
  });

  it('collapses to 64 px and remembers the choice', async () => {
    renderRoutes(routes, { path: '/admin', user: buildUser({ roles: ['Admin'] }) });
    expect(sidebar()).toHaveClass('w-64');
    await userEvent.click(screen.getByRole('button', { name: 'Collapse sidebar' }));
    expect(sidebar()).toHaveClass('w-16');
    expect(localStorage.getItem(SIDEBAR_COLLAPSED_KEY)).toBe('true');
    expect(screen.getByRole('link', { name: 'Settings' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Expand sidebar' }));
    expect(localStorage.getItem(SIDEBAR_COLLAPSED_KEY)).toBe('false');
  });

  it('opens the sidebar as a drawer on phones', async () => {
    renderRoutes(routes, { path: '/admin', user: buildUser({ roles: ['Staff'] }) });
    await userEvent.click(screen.getByRole('button', { name: 'Open admin menu' }));
    expect(screen.getByRole('dialog', { name: 'Admin menu' })).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog', { name: 'Admin menu' })).not.toBeInTheDocument();
  });
});

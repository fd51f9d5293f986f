import { QueryClient } from '@tanstack/react-query';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { buildUser } from '../../test/factories';
import { renderRoutes } from '../../test/render-app';
import { maintenanceStatusQuery } from '../features/site/api/maintenance-status';
import { queryKeys } from '../lib/query-keys';
import { MaintenanceGate } from './maintenance-gate';

const page = (name: string) => (
  <MaintenanceGate>
    <h1>{name}</h1>
  </MaintenanceGate>
);
const routes = [
  { path: '/about', element: page('About') },
  { path: '/login', element: page('Login') },
];

function renderGate(path: string, roles: ('Admin' | 'Staff' | 'Bidder')[] | null) {
  const result = renderRoutes(routes, { path, user: roles ? buildUser({ roles }) : null });
  result.queryClient.setQueryData(queryKeys.maintenance, true);
  return result;
}

describe('MaintenanceGate', () => {
  it('replaces the site for visitors and Staff while maintenance is on', async () => {
    renderGate('/about', null);
    expect(
      await screen.findByRole('heading', { name: 'Down for scheduled maintenance' }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'About' })).not.toBeInTheDocument();
  });

  it('keeps Staff out too', async () => {
    renderGate('/about', ['Staff']);
    expect(
      await screen.findByRole('heading', { name: 'Down for scheduled maintenance' }),
    ).toBeInTheDocument();
  });

  it('lets an Admin through', () => {
    renderGate('/about', ['Admin']);
    expect(screen.getByRole('heading', { name: 'About' })).toBeInTheDocument();
  });

  it('leaves the login page reachable', () => {
    renderGate('/login', null);
    expect(screen.getByRole('heading', { name: 'Login' })).toBeInTheDocument();
  });

  it('knows maintenance is on before asking when the server marked the page in its head', async () => {
    const mark = document.createElement('meta');
    mark.name = 'site-maintenance';
    mark.content = 'on';
    document.head.append(mark);
    try {
      expect(await new QueryClient().ensureQueryData(maintenanceStatusQuery)).toBe(true);
    } finally {
      mark.remove();
    }
    const initialData = maintenanceStatusQuery.initialData as () => boolean | undefined;
    expect(initialData()).toBeUndefined();
  });
});

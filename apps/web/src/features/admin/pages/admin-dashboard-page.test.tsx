import type { AdminOverview, OutboxMail } from '@auction/contracts';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildUser } from '../../../test/factories';
import { renderRoutes } from '../../../test/render-app';
import { stubGet } from '../../../test/stub-get';
import { AdminDashboardPage } from './admin-dashboard-page';

afterEach(() => vi.restoreAllMocks());

const overview: AdminOverview = {
  users: {
    total: 5,
    verified: 5,
    marketing_opt_in: 0,
    by_role: { Admin: 1, Staff: 1, Bidder: 4, Consignor: 1 },
  },
  recent_users: [],
  outbox: { queued: 0, sent: 0, failed: 0, stored: 20 },
};

const mail = (n: number): OutboxMail => ({
  id: `50000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
  to: `bidder${n}@example.ca`,
  subject: 'Confirm your e-mail address for Harbourside Auctions',
  text: 'Hello',
  status: 'stored',
  created_at: '2026-11-20T15:00:00.000Z',
  sent_at: null,
});

function renderDashboard(roles: ('Admin' | 'Staff')[]) {
  const get = stubGet({
    '/api/admin/overview': overview,
    '/api/admin/outbox': { data: [1, 2, 3].map(mail), meta: { total: 20, page: 1, per_page: 10 } },
  });
  renderRoutes([{ path: '/admin', element: <AdminDashboardPage /> }], {
    path: '/admin',
    user: buildUser({ roles: [...roles, 'Bidder'] }),
  });
  return get;
}

describe('AdminDashboardPage', () => {
  it('counts the mails kept in the outbox on the tile, as the list does', async () => {
    renderDashboard(['Admin']);
    const tiles = await screen.findByRole('region', { name: 'E-mail outbox' });
    expect(within(tiles).getByText('E-mails sent or stored').parentElement?.parentElement).toHaveTextContent(
      /E-mails sent or stored\s*20/,
    );
    expect(await screen.findByText('20 in total')).toBeInTheDocument();
  });

  it('shows Staff the mail figures but not the mails, which are for Admins', async () => {
    const get = renderDashboard(['Staff']);
    expect(await screen.findByRole('region', { name: 'E-mail outbox' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Latest e-mails' })).not.toBeInTheDocument();
    expect(get).not.toHaveBeenCalledWith('/api/admin/outbox', expect.anything());
  });
});

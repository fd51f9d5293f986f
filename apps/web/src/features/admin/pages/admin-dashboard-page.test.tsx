import type { AdminDashboardFigures, AdminOverview, OutboxMail } from '@auction/contracts';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildUser } from '../../../../test/factories';
import { renderRoutes } from '../../../../test/render-app';
import { stubGet } from '../../../../test/stub-get';
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

const figures: AdminDashboardFigures = {
  today: { from: '2026-11-25', to: '2026-11-25', lots_sold: 1, hammer_cents: 12_000 },
  this_week: { from: '2026-11-23', to: '2026-11-25', lots_sold: 3, hammer_cents: 1_717_700 },
  open_lots: { total: 4, timed: 2, live: 2 },
  unpaid: { balance_cents: 25_000, invoices: 2, overdue: 1 },
  pickups_today: { date: '2026-11-25', booked: 2 },
  closings: { last_outage: null, paused_sales: [] },
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

function renderDashboard(roles: ('Admin' | 'Staff')[], answer: AdminDashboardFigures = figures) {
  const get = stubGet({
    '/api/admin/overview': overview,
    '/api/admin/dashboard/figures': answer,
    '/api/admin/outbox': { data: [1, 2, 3].map(mail), meta: { total: 20, page: 1, per_page: 10 } },
  });
  renderRoutes([{ path: '/admin', element: <AdminDashboardPage /> }], {
    path: '/admin',
    user: buildUser({ roles: [...roles, 'Bidder'] }),
  });
  return get;
}

describe('AdminDashboardPage', () => {
  it('shows the last outage of the closings and the sales paused, each opening its dashboard', async () => {
    const saleId = '60000000-0000-4000-8000-000000000001';
    renderDashboard(['Staff'], {
      ...figures,
      closings: {
        last_outage: {
          started_at: '2026-11-25T19:01:00.000Z',
          ended_at: '2026-11-25T19:06:30.000Z',
          lots_retimed: 14,
        },
        paused_sales: [
          { auction_id: saleId, title: 'Lunenburg Harbour Estate', paused_at: '2026-11-25T19:20:00.000Z' },
        ],
      },
    });
    const closings = await screen.findByRole('region', { name: 'Closings' });
    expect(closings).toHaveTextContent(
      'Last outage of the closings: from Nov 25, 2026, 3:01 p.m. to Nov 25, 2026, 3:06 p.m.; 14 lots re-timed',
    );
    expect(within(closings).getByRole('link', { name: 'Lunenburg Harbour Estate' })).toHaveAttribute(
      'href',
      `/admin/auctions/${saleId}/dashboard`,
    );
    expect(closings).toHaveTextContent(
      'are paused since Nov 25, 2026, 3:20 p.m.; resume them from its dashboard.',
    );
  });

  it('shows no closings notice when nothing went wrong', async () => {
    renderDashboard(['Staff']);
    await screen.findByRole('region', { name: 'Today at the house' });
    expect(screen.queryByRole('region', { name: 'Closings' })).toBeNull();
  });

  it('shows the sales, open lots, unpaid total and pickups, each linking to its report', async () => {
    renderDashboard(['Staff']);
    const cards = await screen.findByRole('region', { name: 'Today at the house' });
    const link = (name: RegExp) => within(cards).getByRole('link', { name });
    expect(link(/Today's sales\s*\$120\.00\s*1 lot sold/)).toHaveAttribute(
      'href',
      '/admin/reports?report=sales&from=2026-11-25&to=2026-11-25',
    );
    expect(link(/This week's sales\s*\$17,177\.00\s*3 lots sold since Monday/)).toHaveAttribute(
      'href',
      '/admin/reports?report=sales&from=2026-11-23&to=2026-11-25',
    );
    expect(link(/Open lots\s*4\s*2 timed, 2 live/)).toHaveAttribute(
      'href',
      '/admin/reports?report=bidding&from=2026-11-25&to=2026-11-25',
    );
    expect(link(/Unpaid\s*\$250\.00\s*2 invoices, 1 overdue/)).toHaveAttribute(
      'href',
      '/admin/reports?report=receivables&from=2026-11-23&to=2026-11-25',
    );
    expect(link(/Pickups today\s*2/)).toHaveAttribute(
      'href',
      '/admin/release-desk/pick-list?date=2026-11-25',
    );
  });

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

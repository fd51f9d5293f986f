import type { SaleClosings } from '@auction/contracts';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { buildDashboard, saleAuction } from '../../../../test/admin-sale/sale-test-data';
import { buildUser } from '../../../../test/factories';
import { renderRoutes } from '../../../../test/render-app';
import { stubGet } from '../../../../test/stub-get';
import { http } from '../../../lib/http/client';
import { AuctionDashboardPage } from '../pages/auction-dashboard-page';

beforeEach(() => vi.setSystemTime(new Date('2026-11-29T22:50:00Z')));
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

const running: SaleClosings = {
  auction_id: saleAuction.id,
  paused: false,
  paused_at: null,
  last_resumed: null,
};
const paused: SaleClosings = { ...running, paused: true, paused_at: '2026-11-29T22:51:00.000Z' };
const resumed: SaleClosings = {
  ...running,
  last_resumed: {
    paused_at: '2026-11-29T22:51:00.000Z',
    resumed_at: '2026-11-29T23:05:00.000Z',
    lots_retimed: 12,
  },
};

function renderDashboard(closings: SaleClosings, status: 'open' | 'closed' = 'open') {
  const dashboard = buildDashboard();
  stubGet({
    [`/api/admin/auctions/${saleAuction.id}`]: saleAuction,
    [`/api/admin/auctions/${saleAuction.id}/dashboard`]: {
      ...dashboard,
      auction: { ...dashboard.auction, status },
    },
    [`/api/admin/auctions/${saleAuction.id}/closings`]: closings,
  });
  renderRoutes([{ path: '/admin/auctions/:auctionId/dashboard', element: <AuctionDashboardPage /> }], {
    path: `/admin/auctions/${saleAuction.id}/dashboard`,
    user: buildUser({ roles: ['Staff'] }),
  });
}

describe('pausing a sale’s closings from its dashboard', () => {
  it('asks first, then pauses and says since when', async () => {
    const post = vi.spyOn(http, 'post').mockResolvedValue({ data: paused });
    renderDashboard(running);
    await userEvent.click(await screen.findByRole('button', { name: 'Pause closings' }));
    const dialog = screen.getByRole('dialog', { name: 'Pause the closings of this sale' });
    expect(dialog).toHaveTextContent('No lot of this sale closes until you resume.');
    expect(post).not.toHaveBeenCalled();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Pause closings' }));
    expect(post).toHaveBeenCalledWith(`/api/admin/auctions/${saleAuction.id}/closings/pause`, {});
    expect(
      await screen.findByText(/Closings are paused since Nov 29, 2026, 6:51 p\.m\./),
    ).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByRole('button', { name: 'Resume closings' })).toBeInTheDocument();
  });

  it('resumes a paused sale after confirming, and tells how many lots were re-timed', async () => {
    const post = vi.spyOn(http, 'post').mockResolvedValue({ data: resumed });
    renderDashboard(paused);
    await userEvent.click(await screen.findByRole('button', { name: 'Resume closings' }));
    const dialog = screen.getByRole('dialog', { name: 'Resume the closings of this sale' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Resume closings' }));
    expect(post).toHaveBeenCalledWith(`/api/admin/auctions/${saleAuction.id}/closings/resume`, {});
    expect(await screen.findByText(/12 lots re-timed/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Pause closings' })).toBeInTheDocument();
  });

  it('cancels without a request', async () => {
    const post = vi.spyOn(http, 'post');
    renderDashboard(running);
    await userEvent.click(await screen.findByRole('button', { name: 'Pause closings' }));
    await userEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(post).not.toHaveBeenCalled();
  });

  it('offers no pause for a sale that has closed', async () => {
    renderDashboard(running, 'closed');
    expect(await screen.findByRole('region', { name: 'Figures' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Pause closings' })).toBeNull();
  });
});

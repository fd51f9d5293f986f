import { QueryClient } from '@tanstack/react-query';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildDashboard, buildLotStats, saleAuction } from '../../../../test/admin-sale/sale-test-data';
import { buildUser } from '../../../../test/factories';
import { renderRoutes } from '../../../../test/render-app';
import { stubGet } from '../../../../test/stub-get';
import { dashboardQuery, LIVE_REFRESH_MS } from '../api/sale-queries';
import { AuctionDashboardPage } from './auction-dashboard-page';

afterEach(() => vi.restoreAllMocks());

const clock = buildLotStats({
  lot_number: '1',
  title: 'Mantel Clock',
  current_bid_cents: 3_100,
  bid_count: 3,
});
const table = buildLotStats({ lot_number: '2', title: 'Pine Table', current_bid_cents: 2_000, bid_count: 1 });
const lamp = buildLotStats({
  lot_number: '3',
  title: 'Brass Lamp',
  status: 'sold',
  current_bid_cents: 5_000,
});
const dashboard = buildDashboard({
  top_lots_by_bids: [clock, table],
  top_lots_by_price: [lamp, clock],
  recent_bids: [
    {
      id: '30000000-0000-4000-8000-000000000001',
      lot_id: clock.id,
      lot_number: '1',
      lot_title: 'Mantel Clock',
      amount_cents: 3_100,
      kind: 'proxy',
      paddle_number: 7002,
      bidder_name: 'Ben LeBlanc',
      created_at: '2026-11-22T16:04:05.000Z',
    },
  ],
  closing_timeline: [
    { ...clock, end_date: '2099-11-29T23:00:00.000Z', extended: true, reserve_met: true },
    { ...table, end_date: '2099-11-29T23:00:30.000Z', extended: false, reserve_met: false },
    { ...lamp, end_date: '2026-11-21T23:01:00.000Z', extended: false, reserve_met: true },
  ],
});

function stubAnswers() {
  return stubGet({
    [`/api/admin/auctions/${saleAuction.id}`]: saleAuction,
    [`/api/admin/auctions/${saleAuction.id}/dashboard`]: dashboard,
  });
}

function renderDashboard(path = `/admin/auctions/${saleAuction.id}/dashboard`) {
  const get = stubAnswers();
  renderRoutes([{ path: '/admin/auctions/:auctionId/dashboard', element: <AuctionDashboardPage /> }], {
    path,
    user: buildUser({ roles: ['Staff'] }),
  });
  return get;
}

describe('AuctionDashboardPage', () => {
  it('links a live sale to its clerk panel and auctioneer display, and a timed one to neither', async () => {
    stubGet({
      [`/api/admin/auctions/${saleAuction.id}`]: { ...saleAuction, type: 'live' },
      [`/api/admin/auctions/${saleAuction.id}/dashboard`]: dashboard,
    });
    renderRoutes([{ path: '/admin/auctions/:auctionId/dashboard', element: <AuctionDashboardPage /> }], {
      path: `/admin/auctions/${saleAuction.id}/dashboard`,
      user: buildUser({ roles: ['Staff'] }),
    });
    const pages = await screen.findByRole('navigation', { name: 'Sale pages' });
    expect(await within(pages).findByRole('link', { name: 'Clerk panel' })).toHaveAttribute(
      'href',
      `/admin/clerk-panel/${saleAuction.id}`,
    );
    expect(within(pages).getByRole('link', { name: 'Auctioneer display' })).toHaveAttribute(
      'href',
      `/admin/auctioneer-display/${saleAuction.id}`,
    );
  });

  it('offers no live-sale links for a timed sale', async () => {
    renderDashboard();
    const pages = await screen.findByRole('navigation', { name: 'Sale pages' });
    await within(pages).findByRole('link', { name: /Public page/ });
    expect(within(pages).queryByRole('link', { name: 'Clerk panel' })).toBeNull();
  });

  it('shows the sale figures, top lots, latest bids and the closing timeline', async () => {
    renderDashboard();
    expect(await screen.findByRole('heading', { name: 'Auction dashboard' })).toBeInTheDocument();
    const figures = await screen.findByRole('region', { name: 'Figures' });
    const card = (label: string) =>
      within(figures).getByText(label, { selector: 'dt' }).closest('div')?.parentElement;
    expect(card('Bids')).toHaveTextContent('7');
    expect(card('Registered bidders')).toHaveTextContent('3 approved · 1 pending · 1 rejected');
    expect(card('High bids on open lots')).toHaveTextContent('$1,234.50');
    expect(card('Hammer total')).toHaveTextContent('$987.00');
    expect(card('Reserve not met')).toHaveTextContent('2');

    const mostBids = screen.getByRole('region', { name: 'Most bids' });
    expect(
      within(mostBids)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['1.Lot 1: Mantel Clock3 bids', '2.Lot 2: Pine Table1 bid']);
    expect(
      within(screen.getByRole('region', { name: 'Highest bids' })).getAllByRole('link')[0],
    ).toHaveAttribute('href', `/lots/${lamp.id}`);

    const bids = screen.getByRole('table', { name: 'Latest bids' });
    const row = within(bids).getAllByRole('row')[1];
    expect(row).toHaveTextContent('12:04:05');
    expect(row).toHaveTextContent('7002');
    expect(row).toHaveTextContent('$31.00');
    expect(row).toHaveTextContent('auto bid');

    const timeline = screen.getByRole('region', { name: 'Closing timeline' });
    expect(within(timeline).getByText('Closing next (2)')).toBeInTheDocument();
    expect(within(timeline).getAllByRole('timer')).toHaveLength(2);
    expect(within(timeline).getByText('Extended')).toBeInTheDocument();
    expect(within(timeline).getByText('Reserve not met')).toBeInTheDocument();
    expect(within(timeline).getByText('Closed (1)')).toBeInTheDocument();
    expect(within(timeline).getByText('Sold')).toBeInTheDocument();

    expect(screen.getByText(/^Updated \d\d:\d\d:\d\d$/)).toBeInTheDocument();
    expect(screen.getByText('Refreshes every 5 seconds')).toBeInTheDocument();
    const pages = screen.getByRole('navigation', { name: 'Sale pages' });
    expect(within(pages).getByRole('link', { name: 'Lot statistics' })).toHaveAttribute(
      'href',
      `/admin/auctions/${saleAuction.id}/lot-stats`,
    );
    expect(within(pages).getByRole('link', { name: 'Bidder registration' })).toBeInTheDocument();
    expect(within(pages).getByRole('link', { name: 'Lots' })).toHaveAttribute(
      'href',
      `/admin/auctions/${saleAuction.id}/lots`,
    );
  });

  it('reads the figures again when staff press Refresh', async () => {
    const get = renderDashboard();
    await screen.findByRole('region', { name: 'Figures' });
    const dashboardReads = () =>
      get.mock.calls.filter(([url]) => url === `/api/admin/auctions/${saleAuction.id}/dashboard`).length;
    expect(dashboardReads()).toBe(1);
    await userEvent.click(screen.getByRole('button', { name: 'Refresh figures' }));
    await waitFor(() => expect(dashboardReads()).toBe(2));
  });

  it('refreshes every 5 seconds only while the sale takes bids', () => {
    const query = dashboardQuery(saleAuction.id);
    const client = new QueryClient();
    const interval = (status: 'open' | 'closing' | 'closed' | 'scheduled') => {
      client.setQueryData(query.queryKey, buildDashboard({ auction: { ...dashboard.auction, status } }));
      const cached = client.getQueryCache().find({ queryKey: query.queryKey });
      if (!cached || typeof query.refetchInterval !== 'function') throw new Error('no interval function');
      return query.refetchInterval(cached as never);
    };
    expect(interval('open')).toBe(LIVE_REFRESH_MS);
    expect(interval('closing')).toBe(LIVE_REFRESH_MS);
    expect(interval('closed')).toBe(false);
    expect(interval('scheduled')).toBe(false);
    expect(query.refetchIntervalInBackground).toBe(false);
  });

  it('shows not-found for an id that is not a UUID or an unknown auction', async () => {
    renderDashboard('/admin/auctions/not-a-sale/dashboard');
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
  });
});

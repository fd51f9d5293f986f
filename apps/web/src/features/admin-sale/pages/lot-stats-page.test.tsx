import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildLotStats, saleAuction } from '../../../../test/admin-sale/sale-test-data';
import { buildUser } from '../../../../test/factories';
import { renderRoutes } from '../../../../test/render-app';
import { stubGet } from '../../../../test/stub-get';
import { LotStatsPage } from './lot-stats-page';

afterEach(() => vi.restoreAllMocks());

const rows = [
  buildLotStats({
    lot_number: '1',
    title: 'Mantel Clock',
    current_bid_cents: 3_100,
    bid_count: 3,
    bidders: 2,
    high_bidder_paddle: 7001,
    extended: true,
  }),
  buildLotStats({
    lot_number: '2',
    title: 'Pine Table',
    current_bid_cents: 2_000,
    bid_count: 1,
    bidders: 1,
    reserve_cents: 10_000,
    has_reserve: true,
    reserve_met: false,
  }),
  buildLotStats({ lot_number: '10', title: 'Quilt', watchers: 4 }),
];

function renderStats() {
  stubGet({
    [`/api/admin/auctions/${saleAuction.id}`]: saleAuction,
    [`/api/admin/auctions/${saleAuction.id}/lot-stats`]: { data: rows },
  });
  return renderRoutes([{ path: '/admin/auctions/:auctionId/lot-stats', element: <LotStatsPage /> }], {
    path: `/admin/auctions/${saleAuction.id}/lot-stats`,
    user: buildUser({ roles: ['Staff'] }),
  });
}

const titlesIn = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getByRole('rowheader').textContent);

describe('LotStatsPage', () => {
  it('sorts the table by a column header, and back', async () => {
    renderStats();
    const table = await screen.findByRole('table', { name: 'Lot statistics' });
    expect(titlesIn(table)).toEqual(['Mantel Clock', 'Pine Table', 'Quilt']);
    const first = within(table).getAllByRole('row')[1];
    expect(first).toHaveTextContent('$31.00');
    expect(first).toHaveTextContent('Extended');
    expect(first).toHaveTextContent('Paddle 7001');
    expect(within(table).getAllByRole('row')[2]).toHaveTextContent('Not met');

    const watchers = within(table).getByRole('button', { name: 'Watchers' });
    await userEvent.click(watchers);
    expect(watchers.closest('th')).toHaveAttribute('aria-sort', 'ascending');
    expect(titlesIn(table)).toEqual(['Mantel Clock', 'Pine Table', 'Quilt']);
    await userEvent.click(watchers);
    expect(watchers.closest('th')).toHaveAttribute('aria-sort', 'descending');
    expect(titlesIn(table)).toEqual(['Quilt', 'Mantel Clock', 'Pine Table']);
    await userEvent.click(within(table).getByRole('button', { name: 'Current bid / hammer' }));
    expect(titlesIn(table)).toEqual(['Pine Table', 'Mantel Clock', 'Quilt']);
  });

  it('downloads the same figures as CSV, in the order the table shows', async () => {
    renderStats();
    const table = await screen.findByRole('table', { name: 'Lot statistics' });
    expect(screen.getByRole('region', { name: 'Lot statistics' })).toHaveAttribute('tabindex', '0');
    await userEvent.click(within(table).getByRole('button', { name: 'Bids' }));
    await userEvent.click(within(table).getByRole('button', { name: 'Bids' }));
    expect(titlesIn(table)).toEqual(['Mantel Clock', 'Pine Table', 'Quilt']);

    let saved: Blob | null = null;
    const createObjectURL = vi.fn((blob: Blob) => {
      saved = blob;
      return 'blob:lot-stats';
    });
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() }));
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    await userEvent.click(screen.getByRole('button', { name: 'Download CSV' }));
    expect(click).toHaveBeenCalledOnce();
    const csv = await new Promise<string>((resolve) => {
      const reader = new FileReader();
      reader.onload = () => resolve(String(reader.result));
      reader.readAsText(saved as unknown as Blob);
    });
    expect(csv.split('\r\n')[1]).toMatch(/^1,Mantel Clock,open,20\.00,,31\.00,3,2,0,/);
    expect(csv.split('\r\n')).toHaveLength(5);
  });
});

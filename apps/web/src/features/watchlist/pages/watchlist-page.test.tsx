import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Toaster } from 'sonner';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { responseError } from '../../../../test/axios-errors';
import { buildUser } from '../../../../test/factories';
import { fakeRealtime } from '../../../../test/fake-realtime';
import { bidPlaced, buildMyBid, buildWatchedLot } from '../../../../test/my-lists-factories';
import { renderRoutes } from '../../../../test/render-app';
import { stubGet } from '../../../../test/stub-get';
import { http } from '../../../lib/http/client';
import { WatchlistPage } from './watchlist-page';

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-11-22T12:00:00.000Z'));
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

const chest = buildWatchedLot({
  title: 'Pine Blanket Box',
  lotNumber: '7',
  currentBid: 120,
  bidCount: 4,
  endDate: '2026-11-22T12:45:00.000Z',
});
const clock = buildWatchedLot({ title: 'Mantel Clock', lotNumber: '8', currentBid: null, bidCount: 0 });

function renderWatchlist(lots = [chest, clock], bids = [buildMyBid({ lot: chest, standing: 'outbid' })]) {
  stubGet({ '/api/watchlist': { data: lots }, '/api/users/bids': { data: bids } });
  const live = fakeRealtime();
  const page = (
    <>
      <WatchlistPage />
      <Toaster />
    </>
  );
  renderRoutes([{ path: '/watchlist', element: live.wrap(page) }], {
    path: '/watchlist',
    user: buildUser(),
  });
  return live;
}

describe('WatchlistPage', () => {
  it('lists watched lots with price, bids, standing, auction and countdown', async () => {
    renderWatchlist();
    const watched = await screen.findByRole('region', { name: 'Watched lots' });
    const items = within(watched).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    const first = within(items[0] as HTMLElement);
    expect(first.getByRole('link', { name: 'Lot 7: Pine Blanket Box' })).toBeInTheDocument();
    expect(first.getByRole('link', { name: 'Bedford Estate Sale' })).toBeInTheDocument();
    expect(first.getByText('$120.00')).toBeInTheDocument();
    expect(first.getByText(/4 bids/)).toBeInTheDocument();
    expect(first.getByText('Outbid')).toBeInTheDocument();
    expect(first.getByRole('timer')).toHaveTextContent('Closes in 45m');
    const second = within(items[1] as HTMLElement);
    expect(second.getByText('Starting bid')).toBeInTheDocument();
    expect(second.queryByText('Outbid')).not.toBeInTheDocument();
  });

  it('moves prices and standing live as bids come in', async () => {
    const live = renderWatchlist();
    await screen.findByText('$120.00');
    await waitFor(() => expect(live.subscribedLots().sort()).toEqual([chest.id, clock.id].sort()));
    live.emit(bidPlaced(chest.id, { current_bid: 130, bid_count: 5, paddle: 7001 }));
    expect(await screen.findByText('$130.00')).toBeInTheDocument();
    expect(screen.getByText(/5 bids/)).toBeInTheDocument();
    expect(screen.getByText("You're winning")).toBeInTheDocument();
  });

  it('removes a lot at once and puts it back when the server refuses', async () => {
    const user = userEvent.setup();
    renderWatchlist();
    const remove = vi.spyOn(http, 'delete').mockResolvedValueOnce({ data: { message: 'Removed' } } as never);
    await user.click(await screen.findByRole('button', { name: 'Remove Pine Blanket Box from watchlist' }));
    expect(remove).toHaveBeenCalledWith(`/api/watchlist/${chest.id}`);
    expect(screen.queryByText('Pine Blanket Box')).not.toBeInTheDocument();
    expect(screen.getByText('Mantel Clock')).toBeInTheDocument();

    remove.mockRejectedValueOnce(responseError(500, { message: 'Server error' }));
    await user.click(screen.getByRole('button', { name: 'Remove Mantel Clock from watchlist' }));
    expect(await screen.findByText('Mantel Clock')).toBeInTheDocument();
  });

  it('puts a removed lot back when the bidder chooses Undo', async () => {
    const user = userEvent.setup();
    renderWatchlist();
    vi.spyOn(http, 'delete').mockResolvedValueOnce({ data: { message: 'Removed' } } as never);
    const watch = vi.spyOn(http, 'post').mockResolvedValueOnce({ data: clock } as never);
    await user.click(await screen.findByRole('button', { name: 'Remove Mantel Clock from watchlist' }));
    expect(screen.queryByRole('link', { name: 'Lot 8: Mantel Clock' })).not.toBeInTheDocument();
    // Toasts are page-wide: find this one's own Undo. A plain click: jsdom has no pointer capture,
    // which the toast's swipe-to-dismiss asks for on pointer down.
    const toast = (await screen.findByText('Mantel Clock was removed from your watchlist.')).closest('li');
    fireEvent.click(within(toast as HTMLElement).getByRole('button', { name: 'Undo' }));
    await waitFor(() => expect(watch).toHaveBeenCalledWith('/api/watchlist', { lot_id: clock.id }));
    expect(await screen.findByRole('link', { name: 'Lot 8: Mantel Clock' })).toBeInTheDocument();
  });

  it('shows an empty watchlist with a way to the auctions', async () => {
    renderWatchlist([], []);
    expect(
      await screen.findByRole('heading', { name: 'You are not watching any lots yet' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Browse auctions' })).toHaveAttribute('href', '/auctions');
  });
});

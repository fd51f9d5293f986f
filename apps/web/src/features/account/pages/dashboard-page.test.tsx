import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { buildLot } from '../../../../test/catalogue-factories';
import { buildUser } from '../../../../test/factories';
import { fakeRealtime } from '../../../../test/fake-realtime';
import {
  bidPlaced,
  buildMyBid,
  buildWatchedLot,
  buildWonLot,
  lotEvent,
} from '../../../../test/my-lists-factories';
import { renderRoutes } from '../../../../test/render-app';
import { stubGet } from '../../../../test/stub-get';
import { DashboardPage } from './dashboard-page';

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-11-22T12:00:00.000Z'));
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

const rocker = buildMyBid({
  lot: buildLot({ title: 'Maple Rocker', currentBid: 60, bidCount: 2, endDate: '2026-11-22T14:00:00.000Z' }),
  your_max: 80,
  standing: 'winning',
});
const lamp = buildMyBid({
  lot: buildLot({ title: 'Brass Lamp', currentBid: 45, bidCount: 5, endDate: '2026-11-22T18:00:00.000Z' }),
  your_max: 40,
  standing: 'outbid',
});

function renderDashboard(answers: { bids?: unknown[]; won?: unknown[]; watched?: unknown[] } = {}) {
  stubGet({
    '/api/users/bids': { data: answers.bids ?? [rocker, lamp] },
    '/api/users/won-lots': { data: answers.won ?? [] },
    '/api/watchlist': { data: answers.watched ?? [] },
  });
  const live = fakeRealtime();
  renderRoutes([{ path: '/dashboard', element: live.wrap(<DashboardPage />) }], {
    path: '/dashboard',
    user: buildUser(),
  });
  return live;
}

const section = (name: string) => within(screen.getByRole('region', { name }));

describe('DashboardPage', () => {
  it('lists active bids outbid first, with current bid, maximum and countdown', async () => {
    renderDashboard();
    await screen.findByText('Maple Rocker');
    const rows = section('My active bids').getAllByRole('listitem');
    expect(rows.map((row) => row.querySelector('h3')?.textContent)).toEqual([
      'Lot 1: Brass Lamp',
      'Lot 1: Maple Rocker',
    ]);
    const first = within(rows[0] as HTMLElement);
    expect(first.getByText('Outbid')).toBeInTheDocument();
    expect(first.getByText('$45.00')).toBeInTheDocument();
    expect(first.getByText('$40.00')).toBeInTheDocument();
    expect(first.getByRole('link', { name: 'Bid again on Brass Lamp' })).toBeInTheDocument();
    const second = within(rows[1] as HTMLElement);
    expect(second.getByText("You're winning")).toBeInTheDocument();
    expect(second.getByRole('timer')).toHaveTextContent('Closes in 2h');
  });

  it('flips a winning bid to outbid live, and back when the bidder leads again', async () => {
    const live = renderDashboard({ bids: [rocker] });
    await screen.findByText("You're winning");
    await waitFor(() => expect(live.subscribedLots()).toContain(rocker.lot.id));
    live.emit(bidPlaced(rocker.lot.id, { current_bid: 81, bid_count: 3, paddle: 7002 }));
    expect(await screen.findByText('Outbid')).toBeInTheDocument();
    expect(screen.getByText('$81.00')).toBeInTheDocument();
    live.emit(bidPlaced(rocker.lot.id, { current_bid: 86, bid_count: 4, paddle: 7001 }));
    expect(await screen.findByText("You're winning")).toBeInTheDocument();
  });

  it("shows a live sale's lots: an absentee maximum waiting, then the standing on the block", async () => {
    const liveSale = {
      ...rocker.auction,
      id: '20000000-0000-4000-8000-000000000002',
      status: 'live' as const,
    };
    const waiting = buildMyBid({
      lot: buildLot({
        title: 'Ship Model',
        status: 'upcoming',
        currentBid: null,
        bidCount: 0,
        endDate: null,
      }),
      auction: liveSale,
      your_max: 180,
      bid_kind: 'absentee',
      standing: 'absentee',
    });
    const onBlock = buildMyBid({
      lot: buildLot({ title: 'Sea Chest', currentBid: 165, bidCount: 3, endDate: null }),
      auction: liveSale,
      your_max: 160,
      bid_kind: 'live_bid',
      standing: 'outbid',
    });
    renderDashboard({ bids: [waiting, onBlock] });
    await screen.findByText('Ship Model');
    const rows = section('My active bids').getAllByRole('listitem');
    expect(rows.map((row) => row.querySelector('h3')?.textContent)).toEqual([
      'Lot 1: Sea Chest',
      'Lot 1: Ship Model',
    ]);
    const chest = within(rows[0] as HTMLElement);
    expect(chest.getByText('Outbid')).toBeInTheDocument();
    expect(chest.getByText('Your bid')).toBeInTheDocument();
    expect(chest.getByRole('link', { name: 'Bid in the live room for Sea Chest' })).toHaveAttribute(
      'href',
      `/auctions/${liveSale.id}/live`,
    );
    const model = within(rows[1] as HTMLElement);
    expect(model.getByText('Absentee max $180.00')).toBeInTheDocument();
    expect(model.queryByText('Outbid')).not.toBeInTheDocument();
    expect(model.queryByText("You're winning")).not.toBeInTheDocument();
    expect(model.getByText('Your maximum')).toBeInTheDocument();
  });

  it('reads the standing again when a live sale moves on a lot the bidder bid on', async () => {
    const waiting = buildMyBid({
      lot: buildLot({ title: 'Ship Model', status: 'upcoming', endDate: null }),
      your_max: 180,
      bid_kind: 'absentee',
      standing: 'absentee',
    });
    const live = renderDashboard({ bids: [waiting] });
    await screen.findByText('Absentee max $180.00');
    await waitFor(() => expect(live.subscribedLots()).toContain(waiting.lot.id));
    stubGet({
      '/api/users/bids': { data: [{ ...waiting, standing: 'winning' }] },
      '/api/users/won-lots': { data: [] },
      '/api/watchlist': { data: [] },
    });
    live.emit(lotEvent('live_event', waiting.lot.id, { event: { type: 'lot_opened' } }));
    expect(await screen.findByText("You're winning")).toBeInTheDocument();
  });

  it('shows lots won by auction, with the all-in total and pickup', async () => {
    const lantern = buildWonLot({ lot: buildLot({ title: 'Ship Lantern', status: 'sold' }) });
    const compass = buildWonLot({
      lot: buildLot({ title: 'Brass Compass', status: 'sold' }),
      hammer_price: 100,
      buyers_premium: 15,
      hst: 16.1,
      total: 131.1,
    });
    renderDashboard({ bids: [], won: [lantern, compass] });
    await screen.findByText('Ship Lantern');
    const won = section('Lots won');
    expect(won.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual([
      'Bedford Estate Sale',
    ]);
    expect(won.getAllByRole('heading', { level: 4 }).map((h) => h.textContent)).toEqual([
      'Lot 1: Ship Lantern',
      'Lot 1: Brass Compass',
    ]);
    expect(won.getAllByText(/^Pickup:/)).toHaveLength(1);
    expect(won.getByText('Pickup Saturday 9 to 12.')).toBeInTheDocument();
    const [first] = won.getAllByRole('listitem');
    expect(first).toHaveTextContent('Total all in $101.57');
    expect(first).toHaveTextContent("$81.00 hammer + $8.10 buyer's premium + $12.47 HST (14%)");
    expect(section('My active bids').getByText(/You have no active bids/)).toBeInTheDocument();
  });

  it('shows watched lots closing in the next 24 hours, soonest first, live', async () => {
    const soon = buildWatchedLot({ title: 'Soon', endDate: '2026-11-22T13:00:00.000Z' });
    const later = buildWatchedLot({ title: 'Later', endDate: '2026-11-22T20:00:00.000Z' });
    const nextWeek = buildWatchedLot({ title: 'Next week', endDate: '2026-11-29T20:00:00.000Z' });
    const live = renderDashboard({ bids: [], watched: [later, nextWeek, soon] });
    await screen.findByText('Soon');
    const closing = section('Watched lots closing soon');
    expect(closing.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual([
      'Lot 1: Soon',
      'Lot 1: Later',
    ]);
    await waitFor(() => expect(live.subscribedLots()).toContain(soon.id));
    live.emit(
      lotEvent('lot_extended', soon.id, {
        end_date: '2026-11-22T13:02:00.000Z',
        previous_end_date: '2026-11-22T13:00:00.000Z',
      }),
    );
    await waitFor(() => expect(closing.getAllByRole('timer')[0]).toHaveTextContent('Closes in 1h 02m'));
  });
});

import type { EventEnvelope } from '@auction/contracts';
import { configure, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeRealtime } from '../../../../test/bidding/live/fake-realtime';
import { buildAuction, buildLot, page } from '../../../../test/catalogue-factories';
import { renderRoutes } from '../../../../test/render-app';
import { stubGet } from '../../../../test/stub-get';
import { RealtimeContext } from '../../../lib/realtime/realtime-context';
import { AuctionPage } from '../../catalogue/pages/auction-page';

// The machine running the suite may be busy: give asynchronous screens more than 1 s.
configure({ asyncUtilTimeout: 5_000 });
afterEach(() => vi.restoreAllMocks());

const auction = buildAuction({ title: 'Cole Harbour Farmhouse Estate', status: 'open' });
const lots = ['1', '2'].map((lotNumber, index) =>
  buildLot({
    lotNumber,
    title: `Item ${lotNumber}`,
    auction_id: auction.id,
    sale_order: index,
    currentBid: 40,
    bidCount: 2,
    minimum_next_bid: 41,
    endDate: '2099-11-22T18:00:00.000Z',
  }),
);
const [first, second] = lots as [(typeof lots)[number], (typeof lots)[number]];

function renderLiveAuction() {
  const get = stubGet({
    [`/api/auctions/${auction.id}`]: auction,
    [`/api/auctions/${auction.id}/lots`]: page(lots, 60),
  });
  const realtime = fakeRealtime();
  const view = renderRoutes(
    [
      {
        path: '/auctions/:auctionId',
        element: (
          <RealtimeContext value={realtime.client}>
            <AuctionPage />
          </RealtimeContext>
        ),
      },
    ],
    { path: `/auctions/${auction.id}`, user: null },
  );
  return { get, realtime, ...view };
}

const event = (type: string, lotId: string | null, payload: object, seq: number): EventEnvelope => ({
  type,
  auction_id: auction.id,
  lot_id: lotId,
  payload,
  timestamp: 0,
  seq,
});

const bidPlaced = (lotId: string, firstSeq: number, seq: number, currentBid: number, bidCount: number) =>
  event(
    'bid_placed',
    lotId,
    {
      lot_id: lotId,
      first_seq: firstSeq,
      current_bid: currentBid,
      bid_count: bidCount,
      minimum_next_bid: currentBid + 1,
      high_bidder_paddle: 7001,
      end_date: '2099-11-22T18:00:00.000Z',
      reserve_met: true,
    },
    seq,
  );

const cardOf = (title: string) =>
  screen.getByRole('link', { name: new RegExp(title) }).closest('article') as HTMLElement;

describe('a live auction page', () => {
  it('moves the price and bid count of a lot card and the auction status', async () => {
    const view = renderLiveAuction();
    await screen.findByRole('link', { name: 'Lot 1: Item 1' });
    await waitFor(() => expect(view.realtime.subscribedToAuction(auction.id)).toBe(true));
    await waitFor(() => expect(view.queryClient.isFetching()).toBe(0));

    view.realtime.emit(bidPlaced(first.id, 10, 10, 55, 3));
    await waitFor(() => expect(within(cardOf('Item 1')).getByText('$55.00')).toBeInTheDocument());
    expect(within(cardOf('Item 1')).getByText('3 bids')).toBeInTheDocument();
    expect(within(cardOf('Item 2')).getByText('2 bids')).toBeInTheDocument();

    view.realtime.emit(
      event(
        'lot_closed',
        second.id,
        {
          lot_id: second.id,
          lot_number: '2',
          status: 'sold',
          hammer_price: 40,
          winner_paddle: 7001,
          closed_at: '2099-11-22T18:00:01.000Z',
        },
        11,
      ),
    );
    await waitFor(() => expect(within(cardOf('Item 2')).getByText('Sold for')).toBeInTheDocument());

    view.realtime.emit(event('auction_status', null, { auction_id: auction.id, status: 'closing' }, 12));
    await waitFor(() =>
      expect(
        view.queryClient.getQueryData<{ status: string }>(['public', 'auction', auction.id])?.status,
      ).toBe('closing'),
    );
  });

  it('fetches the lots again when a sequence number was skipped', async () => {
    const view = renderLiveAuction();
    await screen.findByRole('link', { name: 'Lot 1: Item 1' });
    await waitFor(() => expect(view.realtime.subscribedToAuction(auction.id)).toBe(true));
    await waitFor(() => expect(view.queryClient.isFetching()).toBe(0));
    const lotListGets = () =>
      view.get.mock.calls.filter(([url]) => url === `/api/auctions/${auction.id}/lots`).length;

    view.realtime.emit(bidPlaced(first.id, 20, 20, 45, 3));
    view.realtime.emit(bidPlaced(second.id, 21, 22, 50, 4));
    await waitFor(() => expect(view.queryClient.isFetching()).toBe(0));
    const before = lotListGets();
    // Seq 23 and 24 never arrived.
    view.realtime.emit(bidPlaced(second.id, 25, 25, 60, 5));
    await waitFor(() => expect(lotListGets()).toBeGreaterThan(before));
  });
});

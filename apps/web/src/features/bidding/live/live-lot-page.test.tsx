import type { EventEnvelope, MyLotBid } from '@auction/contracts';
import { configure, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeRealtime } from '../../../../test/bidding/live/fake-realtime';
import { buildAuction, buildLot } from '../../../../test/catalogue-factories';
import { buildUser } from '../../../../test/factories';
import { renderRoutes } from '../../../../test/render-app';
import { stubGet } from '../../../../test/stub-get';
import { http } from '../../../lib/http/client';
import { RealtimeContext } from '../../../lib/realtime/realtime-context';
import { LotPage } from '../../catalogue/pages/lot-page';

// The machine running the suite may be busy: give asynchronous screens more than 1 s.
configure({ asyncUtilTimeout: 5_000 });
afterEach(() => vi.restoreAllMocks());

const auction = buildAuction();
const registration = {
  id: '5b0d3c1e-9a4d-4e7b-8c21-5d6f7a8b9c0d',
  auction_id: auction.id,
  user_id: '00000000-0000-4000-8000-000000000001',
  kind: 'online',
  paddle_number: 7003,
  status: 'approved',
  bidding_limit_cents: null,
  terms_accepted_at: '2026-11-20T12:00:00.000Z',
};

function renderLivePage(myBid: Partial<MyLotBid>) {
  const lot = buildLot({
    auction_id: auction.id,
    title: 'Snap-on Tool Chest',
    currentBid: 120,
    bidCount: 3,
    minimum_next_bid: 125,
    endDate: '2099-11-22T18:00:00.000Z',
  });
  let myBidAnswer: MyLotBid = {
    lot_id: lot.id,
    your_max: null,
    is_high_bidder: false,
    outbid_reason: null,
    bid_ids: [],
    ...myBid,
  };
  const get = stubGet({
    [`/api/lots/${lot.id}`]: lot,
    [`/api/lots/${lot.id}/bids`]: { data: [] },
    [`/api/auctions/${auction.id}`]: auction,
    [`/api/auctions/${auction.id}/registration`]: registration,
    [`/api/lots/${lot.id}/my-bid`]: () => myBidAnswer,
  });
  const realtime = fakeRealtime();
  const view = renderRoutes(
    [
      {
        path: '/lots/:lotId',
        element: (
          <RealtimeContext value={realtime.client}>
            <LotPage />
          </RealtimeContext>
        ),
      },
    ],
    { user: buildUser(), path: `/lots/${lot.id}` },
  );
  const envelope = (type: string, payload: object, seq: number): EventEnvelope => ({
    type,
    auction_id: auction.id,
    lot_id: lot.id,
    payload: { lot_id: lot.id, ...payload },
    timestamp: 0,
    seq,
  });
  return {
    lot,
    get,
    realtime,
    envelope,
    setMyBid: (next: Partial<MyLotBid>) => {
      myBidAnswer = { ...myBidAnswer, ...next };
    },
    ...view,
  };
}

const factOf = (term: string) => screen.getByText(term, { selector: 'dt' }).nextElementSibling?.textContent;

describe('a live lot page', () => {
  it('moves the price and minimum with another bidder’s bid, and tells the one who lost the lead', async () => {
    const page = renderLivePage({ your_max: 130, is_high_bidder: true });
    expect(await screen.findByText("You're the high bidder")).toBeInTheDocument();
    await waitFor(() => expect(page.realtime.subscribed(page.lot.id)).toBe(true));
    await waitFor(() => expect(page.queryClient.isFetching()).toBe(0));

    const bidsBefore = page.get.mock.calls.filter(([url]) => url === `/api/lots/${page.lot.id}/bids`).length;
    page.realtime.emit(
      page.envelope(
        'bid_placed',
        {
          first_seq: 40,
          current_bid: 135,
          bid_count: 5,
          minimum_next_bid: 140,
          high_bidder_paddle: 7010,
          end_date: '2099-11-22T18:00:00.000Z',
          reserve_met: true,
        },
        41,
      ),
    );
    page.realtime.emit(page.envelope('outbid', { current_bid: 135, minimum_next_bid: 140 }, 41));

    await waitFor(() => expect(factOf('Current bid')).toBe('$135.00'));
    expect(factOf('Bids')).toBe('5 bids');
    expect(factOf('Minimum next bid')).toBe('$140.00');
    expect(await screen.findByText("You've been outbid")).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Your maximum bid' })).toHaveValue('140');
    // The history is fetched again to show the new bids.
    await waitFor(() =>
      expect(
        page.get.mock.calls.filter(([url]) => url === `/api/lots/${page.lot.id}/bids`).length,
      ).toBeGreaterThan(bidsBefore),
    );
  });

  it('fetches the history once for a burst of bids', async () => {
    const page = renderLivePage({});
    await screen.findByRole('heading', { level: 1, name: 'Snap-on Tool Chest' });
    await waitFor(() => expect(page.realtime.subscribed(page.lot.id)).toBe(true));
    await waitFor(() => expect(page.queryClient.isFetching()).toBe(0));
    const historyGets = () =>
      page.get.mock.calls.filter(([url]) => url === `/api/lots/${page.lot.id}/bids`).length;
    const before = historyGets();
    for (const count of [4, 5, 6]) {
      page.realtime.emit(
        page.envelope(
          'bid_placed',
          {
            first_seq: 70 + count,
            current_bid: 120 + count,
            bid_count: count,
            minimum_next_bid: 125 + count,
            high_bidder_paddle: 7010,
            end_date: '2099-11-22T18:00:00.000Z',
            reserve_met: true,
          },
          70 + count,
        ),
      );
    }
    await waitFor(() => expect(historyGets()).toBe(before + 1));
    await waitFor(() => expect(page.queryClient.isFetching()).toBe(0));
    expect(historyGets()).toBe(before + 1);
    expect(factOf('Bids')).toBe('6 bids');
  });

  it('refetches the lot when a bid count shows a missed event', async () => {
    const page = renderLivePage({});
    await screen.findByRole('heading', { level: 1, name: 'Snap-on Tool Chest' });
    await waitFor(() => expect(page.realtime.subscribed(page.lot.id)).toBe(true));
    await waitFor(() => expect(page.queryClient.isFetching()).toBe(0));
    const lotGets = () => page.get.mock.calls.filter(([url]) => url === `/api/lots/${page.lot.id}`).length;
    const before = lotGets();
    page.realtime.emit(
      page.envelope(
        'bid_placed',
        {
          first_seq: 50,
          current_bid: 160,
          bid_count: 9,
          minimum_next_bid: 165,
          high_bidder_paddle: 7010,
          end_date: '2099-11-22T18:00:00.000Z',
          reserve_met: true,
        },
        50,
      ),
    );
    await waitFor(() => expect(lotGets()).toBeGreaterThan(before));
  });

  it('fetches the lot, its history and the bidder’s standing again after a reconnect', async () => {
    const page = renderLivePage({ your_max: 130, is_high_bidder: true });
    await screen.findByText("You're the high bidder");
    await waitFor(() => expect(page.queryClient.isFetching()).toBe(0));
    const gets = (url: string) => page.get.mock.calls.filter(([called]) => called === url).length;
    const urls = [
      `/api/lots/${page.lot.id}`,
      `/api/lots/${page.lot.id}/bids`,
      `/api/lots/${page.lot.id}/my-bid`,
    ];
    const before = urls.map(gets);

    page.setMyBid({ is_high_bidder: false });
    page.realtime.setAuthenticated(false);
    page.realtime.setAuthenticated(true);
    await waitFor(() =>
      expect(urls.map(gets).every((count, index) => count > (before[index] ?? 0))).toBe(true),
    );
    // What was missed while away shows: another bidder took the lead.
    expect(await screen.findByText("You've been outbid")).toBeInTheDocument();
  });

  it('shows an extension and, after the close, "You won this lot" to the winner', async () => {
    const page = renderLivePage({ your_max: 200, is_high_bidder: true });
    await screen.findByText("You're the high bidder");
    await waitFor(() => expect(page.realtime.subscribed(page.lot.id)).toBe(true));
    await waitFor(() => expect(page.queryClient.isFetching()).toBe(0));
    page.realtime.emit(
      page.envelope(
        'lot_extended',
        { end_date: '2099-11-22T18:02:00.000Z', previous_end_date: '2099-11-22T18:00:00.000Z' },
        60,
      ),
    );
    expect(screen.getByText(/^Extended: bidding continues until 2:02:00/)).toBeInTheDocument();

    page.realtime.emit(
      page.envelope(
        'lot_closed',
        {
          lot_number: '1',
          status: 'sold',
          hammer_price: 150,
          winner_paddle: 7003,
          closed_at: '2099-11-22T18:02:01.000Z',
        },
        61,
      ),
    );
    expect(await screen.findByText('You won this lot')).toBeInTheDocument();
    expect(screen.getByText('Sold for $150.00')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Place bid' })).not.toBeInTheDocument();
    expect(vi.mocked(http.get)).toHaveBeenCalled();
  });
});

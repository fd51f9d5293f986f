import type {
  ConsignorOverview,
  ConsignorProjection,
  ConsignorStatement,
  EventEnvelope,
  ProjectedSale,
} from '@auction/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildUser } from '../../../test/factories';
import { fakeRealtime } from '../../../test/fake-realtime';
import { renderRoutes } from '../../../test/render-app';
import { stubGet } from '../../../test/stub-get';
import { DashboardPage } from '../account/pages/dashboard-page';
import { refreshFor } from './use-live-consignment';

afterEach(() => vi.restoreAllMocks());

const auctionId = '30000000-0000-4000-8000-000000000001';
const lotId = '30000000-0000-4000-8000-000000000002';

function sale(currentBid: number, net: number): ProjectedSale {
  return {
    auction: {
      id: auctionId,
      title: 'Bedford estate sale',
      type: 'timed',
      status: 'open',
      end_at: '2026-11-22T22:00:00.000Z',
    },
    sale_date: '2026-11-22',
    lots: [
      {
        id: lotId,
        lot_number: '12',
        title: 'Walnut sideboard',
        status: 'open',
        sku: 'HA-000012',
        current_bid_cents: currentBid,
        bid_count: 2,
        reserve_cents: 30_000,
        reserve_met: currentBid >= 30_000,
        end_at: '2026-11-22T22:00:00.000Z',
        outcome: currentBid >= 30_000 ? 'sold' : 'unsold',
        hammer_cents: currentBid >= 30_000 ? currentBid : 0,
        commission_cents: 0,
        fees_cents: 0,
      },
    ],
    totals: {
      lots: 1,
      sold_lots: currentBid >= 30_000 ? 1 : 0,
      hammer_cents: currentBid >= 30_000 ? currentBid : 0,
      commission_cents: 7_500,
      lot_fees_cents: 200,
      photo_fees_cents: 100,
      unsold_fees_cents: 0,
      charges_cents: 7_800,
      tax_rate_bp: 1_400,
      tax_on_charges_cents: 1_092,
      hammer_tax_cents: 0,
      advances_recovered_cents: 0,
      net_payout_cents: net,
    },
  };
}

const overview: ConsignorOverview = {
  consignor: {
    id: '30000000-0000-4000-8000-000000000003',
    number: 1024,
    name: 'Margaret Ellis',
    company: '',
  },
  counts: {
    items_by_status: { in_stock: 0, in_auction: 1, sold: 1, unsold: 0, returned: 0, buy_now: 0 },
    items_total: 2,
    sold: 1,
    sold_cents: 12_900,
  },
  items: {
    data: [
      {
        id: '30000000-0000-4000-8000-000000000004',
        sku: 'HA-000012',
        title: 'Walnut sideboard',
        status: 'in_auction',
        quantity: 1,
        location: { id: '30000000-0000-4000-8000-000000000005', code: 'A-03-2' },
        lot: {
          id: lotId,
          lot_number: '12',
          status: 'open',
          auction_id: auctionId,
          auction_title: 'Bedford estate sale',
          hammer_cents: null,
        },
        kind: 'item',
        sold_cents: null,
        updated_at: '2026-11-20T12:00:00.000Z',
      },
      {
        id: '30000000-0000-4000-8000-000000000008',
        kind: 'lot',
        sku: '',
        title: 'Box of tools',
        status: 'sold',
        quantity: 1,
        location: null,
        lot: {
          id: '30000000-0000-4000-8000-000000000008',
          lot_number: '4',
          status: 'sold',
          auction_id: auctionId,
          auction_title: 'Bedford estate sale',
          hammer_cents: 12_900,
        },
        sold_cents: 12_900,
        updated_at: '2026-11-21T12:00:00.000Z',
      },
    ],
    meta: { total: 2, page: 1, per_page: 10 },
  },
};

const statement: ConsignorStatement = {
  id: '30000000-0000-4000-8000-000000000006',
  kind: 'auction',
  auction: { id: '30000000-0000-4000-8000-000000000007', title: 'Summer sale' },
  period_start: null,
  period_end: null,
  status: 'paid',
  sale_date: '2026-07-11',
  lots: 4,
  sold_lots: 3,
  hammer_cents: 120_000,
  charges_cents: 26_300,
  net_payout_cents: 92_018,
  paid_cents: 92_018,
  finalised_at: '2026-07-20T12:00:00.000Z',
};

function renderDashboard(projections: ProjectedSale[][], roles: string[] = ['Bidder', 'Consignor']) {
  let calls = 0;
  const get = stubGet({
    '/api/users/bids': { data: [] },
    '/api/users/won-lots': { data: [] },
    '/api/watchlist': { data: [] },
    '/api/consignor/overview': overview,
    '/api/consignor/statements': { data: [statement] },
    '/api/consignor/projection': (): ConsignorProjection => {
      const sales = projections[Math.min(calls, projections.length - 1)] ?? [];
      calls += 1;
      return {
        consignor_is_registrant: false,
        commission_profile_name: 'Standard estate',
        advances_outstanding_cents: 0,
        sales,
        as_of: '2026-11-22T12:00:00.000Z',
      };
    },
  });
  const live = fakeRealtime();
  renderRoutes([{ path: '/dashboard', element: live.wrap(<DashboardPage />) }], {
    path: '/dashboard',
    user: buildUser({ roles: roles as never }),
  });
  return { live, get };
}

/** The section is loaded on demand; the first render of a test waits for its module. */
const lazyLoad = { timeout: 15_000 };

const envelope = (type: string, payload: unknown): EventEnvelope => ({
  type,
  auction_id: auctionId,
  lot_id: lotId,
  payload,
  timestamp: 0,
  seq: 11,
});

describe('the consignor part of the dashboard', () => {
  it('shows items with their shelf, the live results, the projected settlement and statements, beside the bidder part', async () => {
    renderDashboard([[sale(25_000, -1_092)]]);
    const consignment = within(await screen.findByRole('region', { name: 'Your consignment' }, lazyLoad));
    const items = within(await consignment.findByRole('region', { name: 'Your items' }));
    expect(await items.findByText(/Shelf A-03-2 · Lot 12, Bedford estate sale/)).toBeInTheDocument();
    // The tiles are the sums of these rows: one sold, for $129.00.
    expect(items.getByText('2 items with us; 1 sold for $129.00 in all.')).toBeInTheDocument();
    expect(
      items.getByText('Catalogued in the sale · Lot 4, Bedford estate sale: sold for $129.00'),
    ).toBeInTheDocument();
    const saleCard = within(await consignment.findByRole('region', { name: 'Bedford estate sale' }));
    expect(saleCard.getByText('Reserve not met')).toBeInTheDocument();
    expect(saleCard.getByText(/Your reserve \$300\.00/)).toBeInTheDocument();
    expect(saleCard.getByText('HST 14% on commission and fees')).toBeInTheDocument();
    expect(saleCard.getByText('Projected net to you').nextSibling).toHaveTextContent('-$10.92');
    const statements = within(consignment.getByRole('region', { name: 'Your statements' }));
    expect(await statements.findByText('Summer sale')).toBeInTheDocument();
    expect(
      statements.getByRole('button', { name: 'Download the statement for Summer sale (PDF)' }),
    ).toBeInTheDocument();
    // The bidder's part is still there.
    expect(screen.getByRole('region', { name: 'My active bids' })).toBeInTheDocument();
  }, 30_000);

  it('reads the projection again when a bid comes in on a followed auction', async () => {
    const { live, get } = renderDashboard([[sale(25_000, -1_092)], [sale(40_000, 30_908)]]);
    await screen.findByText('Reserve not met', {}, lazyLoad);
    live.emit(envelope('bid_placed', { lot_id: lotId, current_bid: 400, bid_count: 3 }));
    expect(await screen.findByText('Reserve met')).toBeInTheDocument();
    expect(screen.getByText('Projected net to you').nextSibling).toHaveTextContent('$309.08');
    const projectionCalls = get.mock.calls.filter(([url]) => url === '/api/consignor/projection');
    expect(projectionCalls.length).toBeGreaterThanOrEqual(2);
  }, 30_000);

  it('is not shown to a bidder who consigns nothing', async () => {
    const { get } = renderDashboard([[]], ['Bidder']);
    await screen.findByRole('region', { name: 'My active bids' });
    await waitFor(() => expect(get).toHaveBeenCalled());
    expect(screen.queryByRole('region', { name: 'Your consignment' })).not.toBeInTheDocument();
    expect(get.mock.calls.map(([url]) => url)).not.toContain('/api/consignor/projection');
  });
});

describe('refreshFor', () => {
  it('reads the projection on bids and everything when a lot or the sale closes', () => {
    expect(refreshFor(envelope('bid_placed', {}))).toBe('projection');
    expect(refreshFor(envelope('lot_closed', {}))).toBe('all');
    expect(refreshFor(envelope('auction_status', {}))).toBe('all');
    expect(refreshFor(envelope('live_event', { event: { type: 'bid_accepted' } }))).toBe('projection');
    expect(refreshFor(envelope('live_event', { event: { type: 'lot_sold' } }))).toBe('all');
    expect(refreshFor(envelope('lot_extended', {}))).toBeNull();
  });
});

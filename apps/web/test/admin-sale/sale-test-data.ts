import type { AuctionDashboard, LotStatsRow } from '@auction/contracts';
import type { StaffRegistration } from '../../src/features/admin-sale/api/registrations';
import { buildAuction } from '../catalogue-factories';

/** Staff-side answers for the sale pages' tests. */
export const saleAuction = buildAuction({ title: 'Cole Harbour Estate', slug: 'cole-harbour-estate' });

let sequence = 0;
const id = () => {
  sequence += 1;
  return `20000000-0000-4000-8000-${String(sequence).padStart(12, '0')}`;
};

export function buildLotStats(overrides: Partial<LotStatsRow> = {}): LotStatsRow {
  return {
    id: id(),
    lot_number: '1',
    title: 'Mantel Clock',
    status: 'open',
    sale_order: 0,
    starting_bid_cents: 2_000,
    reserve_cents: null,
    current_bid_cents: null,
    bid_count: 0,
    bidders: 0,
    watchers: 0,
    has_reserve: false,
    reserve_met: true,
    end_date: '2099-11-29T23:00:00.000Z',
    extended: false,
    high_bidder_paddle: null,
    sold_by: null,
    extended_bid_cents: overrides.current_bid_cents ?? null,
    ...overrides,
  };
}

export function buildDashboard(overrides: Partial<AuctionDashboard> = {}): AuctionDashboard {
  return {
    auction: {
      id: saleAuction.id,
      title: saleAuction.title,
      status: 'open',
      type: 'timed',
      start_date: saleAuction.startDate,
      end_date: saleAuction.endDate,
    },
    generated_at: '2026-11-22T12:00:00.000Z',
    totals: {
      bids: 7,
      bidders: 3,
      watchers: 4,
      registrations: { total: 5, pending: 1, approved: 3, rejected: 1 },
      lots: { total: 6, upcoming: 0, open: 4, sold: 1, passed: 1, withdrawn: 0 },
      current_total_cents: 123_450,
      hammer_total_cents: 98_700,
      reserve_not_met: 2,
    },
    top_lots_by_bids: [],
    top_lots_by_price: [],
    recent_bids: [],
    closing_timeline: [],
    ...overrides,
  };
}

export function buildRegistration(overrides: Partial<StaffRegistration> = {}): StaffRegistration {
  return {
    id: id(),
    auction_id: saleAuction.id,
    user_id: id(),
    kind: 'online',
    paddle_number: 7001,
    status: 'pending',
    bidding_limit_cents: null,
    terms_accepted_at: '2026-11-20T15:00:00.000Z',
    name: 'Anne Doucet',
    email: 'anne@example.ca',
    ...overrides,
  };
}

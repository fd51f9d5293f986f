import type { AuctionDetail, BidHistoryItem, LotDetail } from '@auction/contracts';

let sequence = 0;
const nextId = () => {
  sequence += 1;
  return `10000000-0000-4000-8000-${String(sequence).padStart(12, '0')}`;
};

/** An auction as its own answer has it (lists leave out `description_html`). */
export function buildAuction(overrides: Partial<AuctionDetail> = {}): AuctionDetail {
  return {
    id: nextId(),
    slug: 'dartmouth-estate-sale',
    title: 'Dartmouth Estate Sale',
    description: 'Furniture, tools and collectibles from a Dartmouth home.',
    description_html: '<p>Furniture, tools and collectibles from a Dartmouth home.</p>',
    type: 'timed',
    status: 'open',
    startDate: '2026-11-20T14:00:00.000Z',
    endDate: '2026-11-29T23:00:00.000Z',
    // Twelve lots closing 30 s apart.
    lastLotEndDate: '2026-11-29T23:05:30.000Z',
    totalLots: 12,
    minBid: 10,
    maxBid: 500,
    category: 'Furniture',
    image: null,
    image_variants: null,
    terms: 'Sold as is, where is.',
    pickup_info: 'Pickup at 12 Wright Avenue, Dartmouth.',
    payment_due_hours: null,
    pickup_window: null,
    shipping_offered: true,
    buyer_terms: {
      payment_due: { kind: 'days', days: 7 },
      pickup: null,
      house_pickup_hours: ['Monday to Friday: 9 a.m. – 5 p.m.'],
      shipping_offered: true,
    },
    location: 'Dartmouth, Nova Scotia',
    time_zone: 'America/Halifax',
    buyer_premium: { kind: 'flat', rate_bp: 1500 },
    soft_close_window_seconds: 120,
    soft_close_extension_seconds: 120,
    stagger_seconds: 30,
    requires_approval: false,
    deposit_cents: null,
    card_on_file_required: false,
    video_url: null,
    increment_profile_id: null,
    increments: [
      { from_amount: 0, increment: 1 },
      { from_amount: 100, increment: 5 },
      { from_amount: 500, increment: 10 },
      { from_amount: 1000, increment: 25 },
    ],
    categories: [{ id: nextId(), name: 'Furniture', slug: 'furniture', image: null }],
    ...overrides,
  };
}

/** A lot as its own answer has it (lists leave out `description_html`). */
export function buildLot(overrides: Partial<LotDetail> = {}): LotDetail {
  return {
    id: nextId(),
    auction_id: nextId(),
    slug: 'oak-table',
    title: 'Oak Table',
    lotNumber: '1',
    sale_order: 0,
    description: 'A solid oak table.',
    description_html: '<p>A solid oak table.</p>',
    currentBid: null,
    startingBid: 50,
    currency: 'CAD',
    bidCount: 0,
    minimum_next_bid: 50,
    images: [],
    status: 'open',
    brand: '',
    condition: 'Good',
    quantity: 1,
    per_unit: false,
    endDate: '2026-11-29T23:00:00.000Z',
    has_reserve: false,
    reserve_met: true,
    category: 'Furniture',
    ...overrides,
  };
}

export function buildBid(overrides: Partial<BidHistoryItem> = {}): BidHistoryItem {
  return {
    id: nextId(),
    amount: 60,
    kind: 'max',
    bidder: 'Paddle 7001',
    seq: 1,
    created_at: '2026-11-21T18:00:00.000Z',
    ...overrides,
  };
}

export const page = <T>(data: T[], perPage = 20) => ({
  data,
  meta: { total: data.length, page: 1, per_page: perPage },
});

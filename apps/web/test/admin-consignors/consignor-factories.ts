import type { ConsignorDetail, ConsignorListItem } from '@auction/contracts';

/** A consignor record as the staff API answers it, for tests. */
export function buildConsignorDetail(overrides: Partial<ConsignorDetail> = {}): ConsignorDetail {
  return {
    id: '6f1c2b1e-7d0a-4c55-9a51-3f3d3c1b2a01',
    number: 1024,
    name: 'Margaret Ellis',
    company: '',
    email: 'margaret@example.ca',
    phone: '902-555-0142',
    address: {
      line1: '14 Portland St',
      line2: '',
      city: 'Dartmouth',
      province: 'NS',
      postal_code: 'B2Y 4G9',
      country: 'Canada',
    },
    gst_hst_number: null,
    payout_method: 'direct_deposit',
    payout_email: null,
    deposit_institution: '002',
    deposit_transit: '12345',
    deposit_account_last4: '5678',
    commission_profile: null,
    notes: '',
    user: null,
    archived_at: null,
    created_at: '2026-11-01T12:00:00.000Z',
    updated_at: '2026-11-01T12:00:00.000Z',
    counts: {
      items_by_status: { in_stock: 2, in_auction: 0, sold: 1, unsold: 0, returned: 0, buy_now: 0 },
      items_total: 3,
      lots_sold: 1,
      hammer_cents: 42_500,
      advances_outstanding_cents: 0,
    },
    ...overrides,
  };
}

export function buildConsignorListItem(overrides: Partial<ConsignorListItem> = {}): ConsignorListItem {
  return {
    id: '6f1c2b1e-7d0a-4c55-9a51-3f3d3c1b2a01',
    number: 1024,
    name: 'Margaret Ellis',
    company: '',
    email: 'margaret@example.ca',
    phone: '902-555-0142',
    city: 'Dartmouth',
    payout_method: 'cheque',
    linked_user_email: null,
    item_count: 3,
    archived_at: null,
    created_at: '2026-11-01T12:00:00.000Z',
    ...overrides,
  };
}

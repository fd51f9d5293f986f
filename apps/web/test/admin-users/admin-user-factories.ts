import type { AdminUserDetail } from '@auction/contracts';

/** An account as the Admin's user page receives it; tests override what they look at. */
export function buildAdminUserDetail(overrides: Partial<AdminUserDetail> = {}): AdminUserDetail {
  return {
    id: '3b9d1a5e-2f4c-4e8a-9b1d-6c7e8f9a0b1c',
    name: 'Gerald Bidder',
    first_name: 'Gerald',
    email: 'gerald@example.ca',
    phone: '902-555-0143',
    roles: ['Bidder'],
    address: {
      line1: '12 Water St',
      line2: '',
      city: 'Dartmouth',
      province: 'NS',
      postal_code: 'B2Y 1A1',
      country: 'Canada',
    },
    email_verified_at: null,
    marketing_consent: false,
    terms_accepted_at: '2026-10-01T12:00:00.000Z',
    open_flags: 0,
    status: 'active',
    disabled_at: null,
    erased_at: null,
    created_at: '2026-10-01T12:00:00.000Z',
    updated_at: '2026-10-01T12:00:00.000Z',
    consignor: null,
    flags: [],
    registrations: [],
    bids: [
      {
        id: '4b9d1a5e-2f4c-4e8a-9b1d-6c7e8f9a0b1c',
        lot_id: '5b9d1a5e-2f4c-4e8a-9b1d-6c7e8f9a0b1c',
        lot_number: '12',
        lot_title: 'Brass ship clock',
        auction_id: '6b9d1a5e-2f4c-4e8a-9b1d-6c7e8f9a0b1c',
        auction_title: 'Harbour Estate Sale',
        amount_cents: 4_500,
        kind: 'max',
        created_at: '2026-10-02T12:00:00.000Z',
      },
    ],
    invoices: [],
    audit: [
      {
        id: '7b9d1a5e-2f4c-4e8a-9b1d-6c7e8f9a0b1c',
        action: 'user.registered',
        actor_name: 'Gerald Bidder',
        before: null,
        after: { email: 'gerald@example.ca' },
        created_at: '2026-10-01T12:00:00.000Z',
      },
    ],
    ...overrides,
  };
}

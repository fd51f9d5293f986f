import type { User } from '@auction/contracts';

let sequence = 0;

export function buildUser(overrides: Partial<User> = {}): User {
  sequence += 1;
  return {
    id: `00000000-0000-4000-8000-${String(sequence).padStart(12, '0')}`,
    name: 'Marie Doucet',
    first_name: 'Marie',
    email: `marie${sequence}@example.ca`,
    roles: ['Bidder'],
    phone: '',
    address: { line1: '', line2: '', city: '', province: '', postal_code: '', country: 'Canada' },
    email_verified_at: '2026-01-05T14:00:00.000Z',
    marketing_consent: false,
    terms_accepted_at: '2026-01-05T13:00:00.000Z',
    created_at: '2026-01-05T13:00:00.000Z',
    ...overrides,
  };
}

import type { StatementDetail, StatementLine, StatementListItem, StatementPayout } from '@auction/contracts';
import { testId } from '../admin-invoices/invoice-factories';

export const consignorId = '22222222-2222-4222-8222-222222222222';
export const auctionId = '11111111-1111-4111-8111-111111111111';

export function buildStatementItem(overrides: Partial<StatementListItem> = {}): StatementListItem {
  return {
    id: testId(),
    consignor: { id: consignorId, number: 1024, name: 'Mary Kelly', company: '' },
    kind: 'auction',
    auction: { id: auctionId, title: 'Cole Harbour Estate' },
    period_start: null,
    period_end: null,
    sale_key: auctionId,
    status: 'draft',
    sale_date: '2026-11-19',
    lots: 3,
    sold_lots: 2,
    hammer_cents: 50_000,
    charges_cents: 9_000,
    net_payout_cents: 39_740,
    paid_cents: 0,
    buyers_paid: true,
    finalised_at: null,
    mailed_at: null,
    updated_at: '2026-11-20T15:00:00.000Z',
    ...overrides,
  };
}

export function buildLine(overrides: Partial<StatementLine> = {}): StatementLine {
  return {
    id: testId(),
    position: 1,
    outcome: 'sold',
    lot_id: testId(),
    inventory_item_id: testId(),
    reference: '12',
    title: 'Nova Scotia pine blanket box',
    hammer_cents: 30_000,
    commission_cents: 4_500,
    lot_fee_cents: 500,
    photo_fee_cents: 0,
    unsold_fee_cents: 0,
    buyer_paid: true,
    ...overrides,
  };
}

export function buildPayout(overrides: Partial<StatementPayout> = {}): StatementPayout {
  return {
    id: testId(),
    kind: 'payout',
    method: 'cheque',
    amount_cents: 39_740,
    reference: '1042',
    paid_on: '2026-11-24',
    note: '',
    reverses_id: null,
    reversed_by_id: null,
    recorded_by_name: 'Sam Staff',
    created_at: '2026-11-24T15:00:00.000Z',
    ...overrides,
  };
}

export function buildStatement(overrides: Partial<StatementDetail> = {}): StatementDetail {
  return {
    ...buildStatementItem(overrides),
    consignor_address: ['88 Lake Road', 'Fall River, NS B2T 1A1'],
    consignor_is_registrant: false,
    payout: { method: 'cheque', payout_email: null, deposit_account_last4: null },
    commission_profile_name: 'Standard 15%',
    totals: {
      commission_cents: 7_500,
      lot_fees_cents: 1_000,
      photo_fees_cents: 0,
      unsold_fees_cents: 500,
      tax_rate_bp: 1_400,
      tax_on_charges_cents: 1_260,
      hammer_tax_cents: 0,
      advances_recovered_cents: 0,
      outstanding_cents: 39_740,
    },
    lines: [
      buildLine(),
      buildLine({
        position: 2,
        reference: '14',
        title: 'Brass ship’s lantern',
        hammer_cents: 20_000,
        commission_cents: 3_000,
      }),
      buildLine({
        position: 3,
        outcome: 'unsold',
        reference: '15',
        title: 'Hooked rug',
        hammer_cents: 0,
        commission_cents: 0,
        lot_fee_cents: 0,
        unsold_fee_cents: 500,
        buyer_paid: false,
      }),
    ],
    advance_recoveries: [],
    payouts: [],
    override_reason: null,
    finalised_by_name: null,
    unpaid_lots: [],
    ...overrides,
  };
}

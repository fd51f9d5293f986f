import type { CommissionProfileJson } from '@auction/contracts';
import { type CommissionTerms, NO_COMMISSION_TERMS } from '@auction/domain';
import type { CommissionProfileRow } from './commission-profiles.repository';

/** A stored profile as the domain's statement rules take it; no profile at all charges nothing. */
export function toCommissionTerms(row: CommissionProfileRow | null): CommissionTerms {
  if (!row) return NO_COMMISSION_TERMS;
  return {
    kind: row.kind,
    tiers: row.tiers.map((tier) => ({ fromCents: tier.from_cents, rateBp: tier.rate_bp })),
    minimumPerLotCents: row.minimum_per_lot_cents,
    lotFeeCents: row.lot_fee_cents,
    photoFeeCents: row.photo_fee_cents,
    unsoldFeeCents: row.unsold_fee_cents,
  };
}

export function toCommissionProfileJson(
  row: CommissionProfileRow,
  consignorCount: number,
): CommissionProfileJson {
  return {
    id: row.id,
    name: row.name,
    kind: row.kind,
    tiers: row.tiers.map((tier) => ({ from_cents: tier.from_cents, rate_bp: tier.rate_bp })),
    minimum_per_lot_cents: row.minimum_per_lot_cents,
    lot_fee_cents: row.lot_fee_cents,
    photo_fee_cents: row.photo_fee_cents,
    unsold_fee_cents: row.unsold_fee_cents,
    is_default: row.is_default,
    consignor_count: consignorCount,
    updated_at: new Date(row.updated_at).toISOString(),
  };
}

import type { CommissionKind, CommissionProfileJson } from '@auction/contracts';
import { formatCents } from '../../../lib/money';

const percent = new Intl.NumberFormat('en-CA', { maximumFractionDigits: 2 });

/** 2500 basis points -> "25%". */
export function formatRate(rateBp: number): string {
  return `${percent.format(rateBp / 100)}%`;
}

export const kindLabels: Record<CommissionKind, string> = {
  flat: 'Flat',
  sliding: 'Sliding',
  incremental: 'Incremental',
};

/** "25% from $0.00, 20% from $500.00": a profile's rates on one line. */
export function ratesSummary(profile: Pick<CommissionProfileJson, 'tiers'>): string {
  if (profile.tiers.length === 1) return formatRate(profile.tiers[0]?.rate_bp ?? 0);
  return profile.tiers
    .map((tier) => `${formatRate(tier.rate_bp)} from ${formatCents(tier.from_cents)}`)
    .join(', ');
}

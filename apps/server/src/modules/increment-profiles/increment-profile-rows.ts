import { type IncrementProfile, NORTH_AMERICAN_INCREMENT_PROFILE } from '@auction/domain';
import type { IncrementRowColumn } from '../../db/schema';

/**
 * The profile an auction bids by, from its stored rows (its own profile, else the house
 * default); the common North American profile when the house has set none.
 */
export function toIncrementProfile(rows: IncrementRowColumn[] | null): IncrementProfile {
  if (!rows || rows.length === 0) return NORTH_AMERICAN_INCREMENT_PROFILE;
  return rows.map((row) => ({ fromCents: row.from_cents, incrementCents: row.increment_cents }));
}

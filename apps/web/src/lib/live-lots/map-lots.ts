import type { Lot } from '@auction/contracts';

type LotUpdate = (lot: Lot) => Lot;

function isLot(value: unknown): value is Lot {
  return (
    typeof value === 'object' &&
    value !== null &&
    'id' in value &&
    'bidCount' in value &&
    'auction_id' in value
  );
}

/**
 * Applies `update` to the lot `lotId` wherever it sits in a cached answer: a lot itself, a list of
 * lots, a page `{ data: [...] }`, or items that carry a lot under `lot` (a bidder's own lists).
 * Returns the same object when nothing changed, so the cache does not re-render for nothing.
 */
export function mapLotsIn<T>(data: T, lotId: string, update: LotUpdate): T {
  if (Array.isArray(data)) {
    let changed = false;
    const next = data.map((item) => {
      const mapped = mapLotsIn(item, lotId, update);
      if (mapped !== item) changed = true;
      return mapped;
    });
    return (changed ? next : data) as T;
  }
  if (isLot(data)) {
    if (data.id !== lotId) return data;
    return update(data) as T;
  }
  if (typeof data === 'object' && data !== null) {
    const record = data as Record<string, unknown>;
    for (const key of ['data', 'lot'] as const) {
      if (!(key in record)) continue;
      const mapped = mapLotsIn(record[key], lotId, update);
      if (mapped !== record[key]) return { ...record, [key]: mapped } as T;
    }
  }
  return data;
}

import type { ImportedItem } from './validate-row';

/** The fields that make an item what it is, in a fixed order (a row's column order does not matter). */
const fingerprintFields = [
  'title',
  'description',
  'category_id',
  'condition',
  'brand',
  'quantity',
  'estimate_low_cents',
  'estimate_high_cents',
  'starting_bid_cents',
  'reserve_cents',
  'buy_now_price_cents',
  'consignor_id',
  'location_id',
] as const satisfies readonly (keyof ImportedItem)[];

/**
 * The fingerprint of an imported row without a SKU: the same content (after amounts and names
 * are read, so `$1,250.00` and `1250` agree) gives the same 32 hex digits, so importing the same
 * file again finds the items it made instead of making them twice. A 128-bit hash of the
 * canonical text (four 32-bit lanes, murmur-style mixing); not a secret, only an identity.
 */
export function importFingerprint(item: ImportedItem): string {
  const fields: unknown[] = fingerprintFields.map((field) => item[field] ?? null);
  // Rows told apart only by the house's lot number are two lots; a row without one hashes as before.
  if (item.lot_number) fields.push(item.lot_number);
  const canonical = JSON.stringify(fields);
  return hash128(canonical);
}

function hash128(text: string): string {
  let h1 = 1779033703;
  let h2 = 3144134277;
  let h3 = 1013904242;
  let h4 = 2773480762;
  for (let i = 0; i < text.length; i++) {
    const k = text.charCodeAt(i);
    h1 = h2 ^ Math.imul(h1 ^ k, 597399067);
    h2 = h3 ^ Math.imul(h2 ^ k, 2869860233);
    h3 = h4 ^ Math.imul(h3 ^ k, 951274213);
    h4 = h1 ^ Math.imul(h4 ^ k, 2716044179);
  }
  h1 = Math.imul(h3 ^ (h1 >>> 18), 597399067);
  h2 = Math.imul(h4 ^ (h2 >>> 22), 2869860233);
  h3 = Math.imul(h1 ^ (h3 >>> 17), 951274213);
  h4 = Math.imul(h2 ^ (h4 >>> 19), 2716044179);
  h1 ^= h2 ^ h3 ^ h4;
  h2 ^= h1;
  h3 ^= h1;
  h4 ^= h1;
  return [h1, h2, h3, h4].map((h) => (h >>> 0).toString(16).padStart(8, '0')).join('');
}

/** The printed SKU of the n-th item from the house's sequence: `HA-000123` (wider past a million). */
export function formatSku(sequence: number): string {
  return `HA-${String(sequence).padStart(6, '0')}`;
}

/** The number staff say and print for a consignor: `C-1024`. */
export function formatConsignorNumber(number: number): string {
  return `C-${number}`;
}

/**
 * A SKU as typed, scanned or imported: trimmed and upper case; letters, digits, `-`, `_`, `.` and
 * `/`, 1 to 40 characters. Null when it cannot be one.
 */
export function normaliseSku(input: string): string | null {
  const sku = input.trim().toUpperCase();
  return /^[A-Z0-9][A-Z0-9._/-]{0,39}$/.test(sku) ? sku : null;
}

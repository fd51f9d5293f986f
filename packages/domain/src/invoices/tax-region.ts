import { rateInForce } from '../tax-rates';

/** The provinces and territories of Canada by their postal codes. */
export const canadianProvinceCodes = [
  'AB',
  'BC',
  'MB',
  'NB',
  'NL',
  'NS',
  'NT',
  'NU',
  'ON',
  'PE',
  'QC',
  'SK',
  'YT',
] as const;
export type ProvinceCode = (typeof canadianProvinceCodes)[number];
/** The tax region of goods shipped outside Canada: zero-rated exports. */
export const OUTSIDE_CANADA = 'XX';
/** Where the house is: goods picked up take this province's rate. */
export const HOUSE_PROVINCE: ProvinceCode = 'NS';

export function isProvinceCode(text: string): text is ProvinceCode {
  return (canadianProvinceCodes as readonly string[]).includes(text.trim().toUpperCase());
}

export type Fulfilment = 'pickup' | 'shipping';
export type ShipToPlace = { country: string; province: string };

/**
 * The place of supply of the goods, which decides the GST/HST rate: picked up at the house, Nova
 * Scotia; shipped in Canada, the destination province; shipped abroad, `XX` (zero-rated). A
 * shipping request without an address yet is taxed as a pickup until the address is known.
 * Throws on a Canadian address whose province is not a province code (check it at the door).
 */
export function taxRegionFor(input: { fulfilment: Fulfilment; shipTo: ShipToPlace | null }): string {
  if (input.fulfilment === 'pickup' || !input.shipTo) return HOUSE_PROVINCE;
  const country = input.shipTo.country.trim().toUpperCase();
  if (country !== 'CA') return OUTSIDE_CANADA;
  const province = input.shipTo.province.trim().toUpperCase();
  if (!isProvinceCode(province))
    throw new RangeError(`Not a Canadian province code: ${input.shipTo.province}`);
  return province;
}

/** One row of the dated rate table: a region's rate from a day on. */
export type RegionTaxRate = { region: string; effectiveFrom: string; rateBps: number; label?: string };

/** The rate of a region on a day (throws when the table has none in force: fix the table). */
export function regionRateInForce(table: readonly RegionTaxRate[], region: string, onDate: string): number {
  const rows = table.filter((row) => row.region === region);
  if (rows.length === 0) throw new RangeError(`No tax rate for ${region}`);
  return rateInForce(rows, onDate);
}

/** The rate row in force (for its label): the latest on or before the day. */
export function regionRateRowInForce<T extends RegionTaxRate>(
  table: readonly T[],
  region: string,
  onDate: string,
): T | null {
  let found: T | null = null;
  for (const row of table) {
    if (row.region !== region || row.effectiveFrom > onDate) continue;
    if (!found || row.effectiveFrom > found.effectiveFrom) found = row;
  }
  return found;
}

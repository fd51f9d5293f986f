import { normaliseLotNumber } from '../lot-number-order';
import type { ColumnMapping, ImportField } from './columns';
import { type NumberStyle, parseAmount, parseQuantity } from './prices';

/** A consignor as a cell names one: `C-1024` or `1024`, an e-mail address, or the exact name. */
export type ConsignorReference = { number: number } | { email: string } | { name: string };

export function consignorReference(cell: string): ConsignorReference {
  const text = cell.trim();
  const numbered = /^(?:c-?\s*)?(\d{1,9})$/i.exec(text);
  if (numbered) return { number: Number(numbered[1]) };
  if (text.includes('@')) return { email: text.toLowerCase() };
  return { name: text.replace(/\s+/g, ' ').toLowerCase() };
}

/** How the caller found what a row names; each answers an id, or a reason in words. */
export interface RowLookups {
  category(name: string): string | null;
  consignor(reference: ConsignorReference): { id: string } | { problem: string };
  location(code: string): string | null;
}

/** An item as a row gives it; a field the mapping leaves out is absent (an update leaves it alone). */
export interface ImportedItem {
  sku?: string | null;
  /** The house's lot number for the item's next sale. */
  lot_number?: string | null;
  title: string;
  description?: string;
  category_id?: string | null;
  condition?: string;
  brand?: string;
  quantity?: number;
  estimate_low_cents?: number | null;
  estimate_high_cents?: number | null;
  starting_bid_cents?: number | null;
  reserve_cents?: number | null;
  buy_now_price_cents?: number | null;
  consignor_id?: string | null;
  location_id?: string | null;
}

export interface RowError {
  field: ImportField | null;
  message: string;
}

export type CheckedRow = { item: ImportedItem; errors: [] } | { item: null; errors: RowError[] };

const textLimits: Partial<Record<ImportField, number>> = {
  title: 200,
  description: 10_000,
  condition: 100,
  brand: 100,
};

const amountFields = {
  estimate_low: 'estimate_low_cents',
  estimate_high: 'estimate_high_cents',
  starting_bid: 'starting_bid_cents',
  reserve: 'reserve_cents',
  buy_now_price: 'buy_now_price_cents',
} as const;

const amountLabels: Record<keyof typeof amountFields, string> = {
  estimate_low: 'low estimate',
  estimate_high: 'high estimate',
  starting_bid: 'starting bid',
  reserve: 'reserve',
  buy_now_price: 'buy-now price',
};

const dollars = (cents: number) => `$${(cents / 100).toFixed(2)}`;

/**
 * One data row checked against the mapping: every problem in words (a bad amount, an unknown
 * category, consignor or location, no title, a quantity that is not a whole number of 1 or more,
 * a reserve below the starting bid, a lot number that is not digits and a letter or two), or the
 * item it describes. `normaliseSku` decides a SKU.
 */
export function checkRow(
  cells: readonly string[],
  mapping: ColumnMapping,
  style: NumberStyle,
  lookups: RowLookups,
  normaliseSku: (sku: string) => string | null,
): CheckedRow {
  const errors: RowError[] = [];
  const cell = (field: ImportField): string | undefined => {
    const index = mapping[field];
    return index === undefined ? undefined : (cells[index] ?? '').trim();
  };
  const item: ImportedItem = { title: cell('title') ?? '' };

  const sku = cell('sku');
  if (sku !== undefined) {
    item.sku = sku === '' ? null : normaliseSku(sku);
    if (sku !== '' && item.sku === null) {
      errors.push({
        field: 'sku',
        message: `SKU "${sku}" may hold only letters, digits, - _ . / (40 at most)`,
      });
    }
  }
  const lotNumber = cell('lot_number');
  if (lotNumber !== undefined) {
    item.lot_number = lotNumber === '' ? null : normaliseLotNumber(lotNumber);
    if (lotNumber !== '' && item.lot_number === null) {
      errors.push({
        field: 'lot_number',
        message: `lot number "${lotNumber}" must be digits with up to two letters, e.g. 12 or 12A`,
      });
    }
  }
  if (item.title === '') errors.push({ field: 'title', message: 'the title is missing' });
  for (const field of ['title', 'description', 'condition', 'brand'] as const) {
    const value = cell(field);
    const limit = textLimits[field] ?? 0;
    if (value === undefined) continue;
    if (value.length > limit)
      errors.push({ field, message: `the ${field} is longer than ${limit} characters` });
    if (field !== 'title') item[field] = value;
  }

  const quantity = cell('quantity');
  if (quantity !== undefined) {
    const parsed = parseQuantity(quantity);
    if (parsed.ok) item.quantity = parsed.quantity;
    else errors.push({ field: 'quantity', message: parsed.reason });
  }
  for (const [field, column] of Object.entries(amountFields) as [keyof typeof amountFields, string][]) {
    const value = cell(field);
    if (value === undefined) continue;
    const parsed = parseAmount(value, style);
    if (parsed.ok) item[column as 'reserve_cents'] = parsed.cents;
    else errors.push({ field, message: `${amountLabels[field]}: ${parsed.reason}` });
  }
  const { reserve_cents: reserve, starting_bid_cents: start } = item;
  if (reserve != null && start != null && reserve < start) {
    errors.push({
      field: 'reserve',
      message: `the reserve ${dollars(reserve)} is below the starting bid ${dollars(start)}`,
    });
  }
  const { estimate_low_cents: low, estimate_high_cents: high } = item;
  if (low != null && high != null && low > high) {
    errors.push({
      field: 'estimate_high',
      message: `the high estimate ${dollars(high)} is below the low estimate ${dollars(low)}`,
    });
  }

  const category = cell('category');
  if (category !== undefined) {
    item.category_id = category === '' ? null : lookups.category(category);
    if (category !== '' && item.category_id === null) {
      errors.push({ field: 'category', message: `there is no category "${category}"` });
    }
  }
  const consignor = cell('consignor');
  if (consignor !== undefined) {
    if (consignor === '') item.consignor_id = null;
    else {
      const found = lookups.consignor(consignorReference(consignor));
      if ('id' in found) item.consignor_id = found.id;
      else errors.push({ field: 'consignor', message: found.problem });
    }
  }
  const location = cell('location');
  if (location !== undefined) {
    item.location_id = location === '' ? null : lookups.location(location);
    if (location !== '' && item.location_id === null) {
      errors.push({ field: 'location', message: `there is no location "${location}"` });
    }
  }
  return errors.length > 0 ? { item: null, errors } : { item, errors: [] };
}

/** A row's problems as one line, for the rejected rows' reason column. */
export function rowReason(errors: readonly RowError[]): string {
  const text = errors.map((error) => error.message).join('; ');
  return text.charAt(0).toUpperCase() + text.slice(1);
}

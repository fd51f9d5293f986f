import type { InventoryItemBodyInput, InventoryItemDetail } from '@auction/contracts';
import { z } from 'zod';

const dollarPattern = /^\d{1,9}(\.\d{1,2})?$/;
const clean = (text: string) => text.replaceAll(',', '').replace('$', '').trim();

/** An optional dollar amount as typed ("250", "1,250.00"); empty means none. */
const amount = (label: string) =>
  z
    .string()
    .refine(
      (text) => clean(text) === '' || dollarPattern.test(clean(text)),
      `${label} must be an amount in dollars, e.g. 250 or 249.99.`,
    );

/** Whole cents of a typed amount, or null when the field is empty. */
export function centsOf(text: string): number | null {
  const value = clean(text);
  if (value === '') return null;
  const [whole = '0', fraction = ''] = value.split('.');
  return Number(whole) * 100 + Number(fraction.padEnd(2, '0').slice(0, 2));
}

/** Cents as an editable amount: 125000 -> "1250", 12550 -> "125.50". */
export function amountOf(cents: number | null | undefined): string {
  if (cents == null) return '';
  return cents % 100 === 0 ? String(cents / 100) : (cents / 100).toFixed(2);
}

/** An item as the form edits it: money as typed text, choices as ids or empty text. */
export const itemFormSchema = z
  .object({
    title: z
      .string()
      .trim()
      .min(2, 'The title must be at least 2 characters.')
      .max(200, 'The title may not be longer than 200 characters.'),
    description: z.string().max(20_000, 'The description may not be longer than 20000 characters.'),
    category_id: z.string(),
    condition: z.string().trim().max(300, 'The condition may not be longer than 300 characters.'),
    brand: z.string().trim().max(120, 'The brand may not be longer than 120 characters.'),
    quantity: z
      .string()
      .trim()
      .regex(/^\d{1,5}$/, 'The quantity must be a whole number.')
      .refine((text) => Number(text) >= 1 && Number(text) <= 10_000, 'The quantity must be 1 to 10,000.'),
    estimate_low: amount('The low estimate'),
    estimate_high: amount('The high estimate'),
    starting_bid: amount('The starting bid'),
    reserve: amount('The reserve'),
    buy_now_price: amount('The buy-now price'),
    consignor_id: z
      .string()
      .refine(
        (id) => id === '' || /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(id),
        'Choose a consignor from the list, or leave the field empty for house stock.',
      ),
    location_code: z
      .string()
      .trim()
      .toUpperCase()
      .refine(
        (code) => code === '' || /^[A-Z0-9]{1,6}(-[A-Z0-9]{1,6}){0,4}$/.test(code),
        'A location code is letters and digits in parts joined by dashes, such as A-03-2.',
      ),
    lot_number: z
      .string()
      .trim()
      .refine(
        (number) => number === '' || /^[0-9]{1,6}[A-Za-z]{0,2}$/.test(number),
        'The lot number must be digits with up to two letters, e.g. 12 or 12A.',
      ),
  })
  .superRefine((form, ctx) => {
    const reserve = centsOf(form.reserve);
    const starting = centsOf(form.starting_bid);
    if (reserve !== null && starting !== null && reserve < starting) {
      ctx.addIssue({
        code: 'custom',
        path: ['reserve'],
        message: 'The reserve may not be below the starting bid.',
      });
    }
    const low = centsOf(form.estimate_low);
    const high = centsOf(form.estimate_high);
    if (low !== null && high !== null && high < low) {
      ctx.addIssue({
        code: 'custom',
        path: ['estimate_high'],
        message: 'The high estimate may not be below the low estimate.',
      });
    }
  });
export type ItemFormValues = z.input<typeof itemFormSchema>;

/** The order a clerk tabs through the fields, which is also the order errors are checked in. */
export const itemFormFields = [
  'title',
  'consignor_id',
  'location_code',
  'category_id',
  'quantity',
  'brand',
  'condition',
  'description',
  'estimate_low',
  'estimate_high',
  'starting_bid',
  'reserve',
  'buy_now_price',
  'lot_number',
] as const satisfies readonly (keyof ItemFormValues)[];

export const emptyItemForm: ItemFormValues = {
  title: '',
  description: '',
  category_id: '',
  condition: '',
  brand: '',
  quantity: '1',
  estimate_low: '',
  estimate_high: '',
  starting_bid: '',
  reserve: '',
  buy_now_price: '',
  consignor_id: '',
  location_code: '',
  lot_number: '',
};

/** The fields "Save and next" carries over to the next item. */
export const keptIntakeFields = [
  'consignor_id',
  'location_code',
  'category_id',
] as const satisfies readonly (keyof ItemFormValues)[];
export type KeptIntakeField = (typeof keptIntakeFields)[number];

/**
 * "Save and next": the next item usually comes off the same truck, goes to the same shelf and is
 * of the same kind, so the consignor, location and category stay; everything else starts empty.
 */
export function nextIntakeValues(saved: ItemFormValues): ItemFormValues {
  const next = { ...emptyItemForm };
  for (const field of keptIntakeFields) next[field] = saved[field];
  return next;
}

/** What the next item kept from the one saved as `sku`: the carried fields that were filled in. */
export interface KeptFields {
  sku: string;
  values: Partial<Record<KeptIntakeField, string>>;
}

export function keptFieldsOf(sku: string, saved: ItemFormValues): KeptFields | null {
  const values: KeptFields['values'] = {};
  for (const field of keptIntakeFields) if (saved[field] !== '') values[field] = saved[field];
  return Object.keys(values).length > 0 ? { sku, values } : null;
}

/** A field is marked as kept while it holds what was carried over; once changed, it is the clerk's. */
export function isStillKept(
  kept: KeptFields | null | undefined,
  field: KeptIntakeField,
  value: string,
): boolean {
  const carried = kept?.values[field];
  return carried !== undefined && carried === value;
}

export function itemFormValues(item: InventoryItemDetail): ItemFormValues {
  return {
    title: item.title,
    description: item.description,
    category_id: item.category_id ?? '',
    condition: item.condition,
    brand: item.brand,
    quantity: String(item.quantity),
    estimate_low: amountOf(item.estimate_low_cents),
    estimate_high: amountOf(item.estimate_high_cents),
    starting_bid: amountOf(item.starting_bid_cents),
    reserve: amountOf(item.reserve_cents),
    buy_now_price: amountOf(item.buy_now_price_cents),
    consignor_id: item.consignor?.id ?? '',
    location_code: item.location?.code ?? '',
    lot_number: item.lot_number ?? '',
  };
}

/** The API's body: money in cents, empty choices as null. */
export function toItemBody(form: ItemFormValues) {
  return {
    title: form.title.trim(),
    description: form.description,
    category_id: form.category_id || null,
    condition: form.condition.trim(),
    brand: form.brand.trim(),
    quantity: Number(form.quantity),
    estimate_low_cents: centsOf(form.estimate_low),
    estimate_high_cents: centsOf(form.estimate_high),
    starting_bid_cents: centsOf(form.starting_bid),
    reserve_cents: centsOf(form.reserve),
    buy_now_price_cents: centsOf(form.buy_now_price),
    consignor_id: form.consignor_id || null,
    location_code: form.location_code.trim().toUpperCase() || null,
    lot_number: form.lot_number.trim().toUpperCase() || null,
  } satisfies InventoryItemBodyInput;
}

/** The form field a server error names (the API's `reserve_cents` is the form's `reserve`). */
export function formFieldOf(serverField: string): keyof ItemFormValues | null {
  const field = serverField.replace(/_cents$/, '') as keyof ItemFormValues;
  return field in emptyItemForm ? field : null;
}

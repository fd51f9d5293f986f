import type { Category, StaffLot } from '@auction/contracts';
import { z } from 'zod';
import { centsText, centsToText, dollarsText, toCents } from '../../lib/money-text';
import type { LotBodyInput } from './api/lot-mutations';

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A lot as the form edits it: money as typed text, optional choices as empty text. */
export const lotFormSchema = z.object({
  lot_number: z
    .string()
    .trim()
    .regex(
      /^[0-9]{1,6}[A-Za-z]{0,2}$/,
      'The lot number must be digits with up to two letters, e.g. 12 or 12A.',
    ),
  title: z
    .string()
    .trim()
    .min(2, 'The title must be at least 2 characters.')
    .max(200, 'The title may not be longer than 200 characters.'),
  description: z.string().max(20_000, 'The description may not be longer than 20000 characters.'),
  brand: z.string().trim().max(120, 'The brand may not be longer than 120 characters.'),
  condition: z.string().trim().max(300, 'The condition may not be longer than 300 characters.'),
  quantity: z
    .number({ error: 'The quantity must be a number.' })
    .int('The quantity must be a whole number.')
    .min(1, 'The quantity must be at least 1.')
    .max(10_000, 'The quantity is too large.'),
  per_unit: z.boolean(),
  starting_bid: dollarsText('The starting bid').refine(
    (text) => !/^\s*[\d,.]+\s*$/.test(text) || toCents(text) >= 100,
    'The starting bid must be at least $1.00.',
  ),
  reserve: centsText('The reserve'),
  category_id: z.string(),
  consignor_id: z
    .string()
    .trim()
    .refine((text) => text === '' || uuidPattern.test(text), 'The consignor must be an account ID (a UUID).'),
});
export type LotFormInput = z.input<typeof lotFormSchema>;
export type LotFormValues = z.output<typeof lotFormSchema>;

/** A lot's category comes back by name; the form picks it by id. */
export function lotFormValues(
  lot: StaffLot | null,
  nextNumber: string,
  categories: Pick<Category, 'id' | 'name'>[] = [],
): LotFormInput {
  return {
    lot_number: lot?.lotNumber ?? nextNumber,
    title: lot?.title ?? '',
    description: lot?.description ?? '',
    brand: lot?.brand ?? '',
    condition: lot?.condition ?? '',
    quantity: lot?.quantity ?? 1,
    per_unit: lot?.per_unit ?? false,
    starting_bid: lot ? centsToText(Math.round(lot.startingBid * 100)) : '',
    reserve: centsToText(lot?.reserve_cents),
    category_id: categories.find((category) => category.name === lot?.category)?.id ?? '',
    consignor_id: lot?.consignor_id ?? '',
  };
}

/** The API's lot body: the starting bid in dollars (the spec's field), the reserve in cents. */
export function toLotBody(form: LotFormValues): LotBodyInput {
  return {
    lot_number: form.lot_number,
    title: form.title,
    description: form.description,
    brand: form.brand,
    condition: form.condition,
    quantity: form.quantity,
    per_unit: form.per_unit,
    startingBid: toCents(form.starting_bid) / 100,
    reserve_cents: form.reserve.trim() === '' ? null : toCents(form.reserve),
    category_id: form.category_id || null,
    consignor_id: form.consignor_id || null,
  };
}

const serverFields: Record<string, keyof LotFormInput> = {
  startingBid: 'starting_bid',
  reserve_cents: 'reserve',
};

export function lotFormFieldOf(serverField: string): keyof LotFormInput | null {
  const mapped = serverFields[serverField];
  if (mapped) return mapped;
  return serverField in lotFormValues(null, '') ? (serverField as keyof LotFormInput) : null;
}

/** The lot number after the highest one so far: "12" after 11, "1" for the first lot. */
export function nextLotNumber(lots: Pick<StaffLot, 'lotNumber'>[]): string {
  const highest = Math.max(0, ...lots.map((lot) => Number.parseInt(lot.lotNumber, 10) || 0));
  return String(highest + 1);
}

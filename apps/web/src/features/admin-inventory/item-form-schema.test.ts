import { describe, expect, it } from 'vitest';
import {
  centsOf,
  emptyItemForm,
  isStillKept,
  itemFormSchema,
  keptFieldsOf,
  nextIntakeValues,
  toItemBody,
} from './item-form-schema';

const filled = {
  ...emptyItemForm,
  title: 'Mantel clock',
  brand: 'Seth Thomas',
  condition: 'Runs',
  description: 'Oak case',
  quantity: '2',
  starting_bid: '20',
  reserve: '1,250.50',
  consignor_id: '0b8a7d1e-4c5f-4a2b-9c1d-2e3f4a5b6c7d',
  location_code: 'a-03-2',
  category_id: '11111111-1111-4111-8111-111111111111',
};

describe('the intake form', () => {
  it('keeps consignor, location and category for the next item and clears the rest', () => {
    expect(nextIntakeValues(filled)).toEqual({
      ...emptyItemForm,
      consignor_id: filled.consignor_id,
      location_code: filled.location_code,
      category_id: filled.category_id,
    });
  });

  it('marks as kept only the carried fields that were filled in, while they still hold the same', () => {
    const kept = keptFieldsOf('HA-000039', { ...filled, consignor_id: '' });
    expect(kept).toEqual({
      sku: 'HA-000039',
      values: { location_code: filled.location_code, category_id: filled.category_id },
    });
    expect(isStillKept(kept, 'location_code', filled.location_code)).toBe(true);
    expect(isStillKept(kept, 'location_code', 'B-07-3')).toBe(false);
    expect(isStillKept(kept, 'consignor_id', '')).toBe(false);
    expect(keptFieldsOf('HA-000040', emptyItemForm)).toBeNull();
  });

  it('sends money in cents, the location code in capitals and empty choices as null', () => {
    expect(toItemBody({ ...filled, category_id: '' })).toMatchObject({
      quantity: 2,
      starting_bid_cents: 2_000,
      reserve_cents: 125_050,
      buy_now_price_cents: null,
      category_id: null,
      location_code: 'A-03-2',
    });
    expect(centsOf('$12.5')).toBe(1_250);
  });

  it('refuses a reserve below the starting bid and a consignor typed but not picked', () => {
    const result = itemFormSchema.safeParse({ ...filled, reserve: '10', consignor_id: '?Margaret' });
    expect(result.success).toBe(false);
    const paths = result.error?.issues.map((issue) => issue.path.join('.'));
    expect(paths).toEqual(expect.arrayContaining(['reserve', 'consignor_id']));
  });
});

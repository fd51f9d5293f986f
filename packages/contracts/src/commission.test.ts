import { describe, expect, it } from 'vitest';
import { commissionProfileBodySchema } from './commission';

const errorsOf = (body: unknown) => {
  const result = commissionProfileBodySchema.safeParse(body);
  return result.success ? [] : result.error.issues.map((issue) => [issue.path.join('.'), issue.message]);
};
const tiers = [
  { from_cents: 0, rate_bp: 2_500 },
  { from_cents: 50_000, rate_bp: 2_000 },
];

describe('a commission profile body', () => {
  it('takes a sliding profile with fees defaulting to zero', () => {
    expect(commissionProfileBodySchema.parse({ name: ' Standard estate ', kind: 'sliding', tiers })).toEqual({
      name: 'Standard estate',
      kind: 'sliding',
      tiers,
      minimum_per_lot_cents: 0,
      lot_fee_cents: 0,
      photo_fee_cents: 0,
      unsold_fee_cents: 0,
      is_default: false,
    });
  });

  it('says which rate is out of order, too high or not starting at $0', () => {
    expect(
      errorsOf({
        name: 'Broken',
        kind: 'incremental',
        tiers: [
          { from_cents: 0, rate_bp: 10_001 },
          { from_cents: 50, rate_bp: -1 },
        ],
      }),
    ).toEqual([
      ['tiers.0.rate_bp', 'The rate may not be more than 100%.'],
      ['tiers.1.rate_bp', 'The rate may not be negative.'],
    ]);
    expect(
      errorsOf({
        name: 'Broken',
        kind: 'incremental',
        tiers: [
          { from_cents: 100, rate_bp: 100 },
          { from_cents: 50, rate_bp: 100 },
        ],
      }),
    ).toEqual([
      ['tiers.0.from_cents', 'The first rate must start from $0.00.'],
      ['tiers.1.from_cents', 'Rate 2: the "from" amount must be higher than the rate above.'],
    ]);
  });

  it('refuses a nameless profile, negative fees and a flat profile with two rates', () => {
    expect(
      errorsOf({ name: '  ', kind: 'flat', tiers, lot_fee_cents: -1, photo_fee_cents: 1.5 }).map(([p]) => p),
    ).toEqual(['name', 'lot_fee_cents', 'photo_fee_cents']);
    expect(errorsOf({ name: 'Flat', kind: 'flat', tiers })).toEqual([
      ['tiers', 'A flat profile has one rate; choose sliding or incremental for more.'],
    ]);
    expect(errorsOf({ name: 'Odd', kind: 'tiered', tiers })).toEqual([
      ['kind', 'Choose flat, sliding or incremental.'],
    ]);
  });
});

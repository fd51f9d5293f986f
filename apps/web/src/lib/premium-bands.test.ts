import { describe, expect, it } from 'vitest';
import { premiumBands } from './premium-bands';

describe("the buyer's premium as bands", () => {
  it('names each band of the hammer with its rate, the last one open-ended', () => {
    expect(
      premiumBands({
        kind: 'tiered',
        tiers: [
          { from_cents: 0, rate_bp: 1800 },
          { from_cents: 100_000, rate_bp: 1200 },
        ],
      }),
    ).toEqual([
      { range: '$0 – $999.99', rate: '18%' },
      { range: '$1,000 and up', rate: '12%' },
    ]);
    expect(
      premiumBands({
        kind: 'tiered',
        tiers: [
          { from_cents: 0, rate_bp: 2000 },
          { from_cents: 50_050, rate_bp: 1250 },
          { from_cents: 500_000, rate_bp: 500 },
        ],
      }).map((band) => `${band.range}: ${band.rate}`),
    ).toEqual(['$0 – $500.49: 20%', '$500.50 – $4,999.99: 12.5%', '$5,000 and up: 5%']);
  });

  it('gives a flat premium as one band', () => {
    expect(premiumBands({ kind: 'flat', rate_bp: 1500 })).toEqual([{ range: '$0 and up', rate: '15%' }]);
  });
});

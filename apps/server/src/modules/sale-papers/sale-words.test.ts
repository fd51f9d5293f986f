import { describe, expect, it } from 'vitest';
import { estimateWords, premiumBands, premiumNote, scheduleFacts } from './sale-words';

describe("the sale's words on paper", () => {
  it('prints a flat premium as one band and tiers as bands of the hammer price', () => {
    expect(premiumBands({ kind: 'flat', rate_bp: 1_750 })).toEqual([['On the whole hammer price', '17.5%']]);
    const tiered = {
      kind: 'tiered' as const,
      tiers: [
        { from_cents: 0, rate_bp: 2_500 },
        { from_cents: 500_000, rate_bp: 2_000 },
        { from_cents: 2_500_000, rate_bp: 1_000 },
      ],
    };
    expect(premiumBands(tiered)).toEqual([
      ['Up to $5,000', '25%'],
      ['From $5,000 to $25,000', '20%'],
      ['Above $25,000', '10%'],
    ]);
    expect(premiumNote(tiered)).toContain('part of the hammer price within its band');
    expect(premiumNote({ kind: 'flat', rate_bp: 1_500 })).toBeNull();
  });

  it("says when a staggered timed sale's lots begin closing and when the last one closes, in its time zone", () => {
    const sale = {
      type: 'timed' as const,
      startDate: '2026-07-01T13:00:00.000Z',
      endDate: '2026-07-08T23:00:00.000Z',
      lastLotEndDate: '2026-07-09T00:30:00.000Z',
      time_zone: 'America/Halifax',
    };
    expect(scheduleFacts(sale)).toEqual([
      ['Bidding opens', 'Wednesday, July 1, 2026 at 10:00 a.m. ADT'],
      ['Lots begin closing', 'Wednesday, July 8, 2026 at 8:00 p.m. ADT'],
      ['Last lot closes', 'Wednesday, July 8, 2026 at 9:30 p.m. ADT'],
    ]);
    expect(scheduleFacts({ ...sale, lastLotEndDate: sale.endDate })[1]).toEqual([
      'Bidding closes',
      'Wednesday, July 8, 2026 at 8:00 p.m. ADT',
    ]);
    expect(scheduleFacts({ ...sale, type: 'live', time_zone: 'America/Vancouver' })).toEqual([
      ['Sale starts', 'Wednesday, July 1, 2026 at 6:00 a.m. PDT'],
    ]);
  });

  it("prints a lot's estimate from what its item has", () => {
    expect(estimateWords(20_000, 30_000)).toBe('Estimate $200 – $300');
    expect(estimateWords(20_000, 20_000)).toBe('Estimate $200');
    expect(estimateWords(null, 30_050)).toBe('Estimate up to $300.50');
    expect(estimateWords(null, null)).toBeNull();
  });
});

import { describe, expect, it } from 'vitest';
import { isCalendarDate, NOVA_SCOTIA_HST_RATES, rateInForce, taxRateProblems } from './tax-rates';

describe('rateInForce with Nova Scotia HST', () => {
  it('is 15% up to 31 March 2025 and 14% from 1 April 2025', () => {
    expect(rateInForce(NOVA_SCOTIA_HST_RATES, '2010-07-01')).toBe(1_500);
    expect(rateInForce(NOVA_SCOTIA_HST_RATES, '2025-03-31')).toBe(1_500);
    expect(rateInForce(NOVA_SCOTIA_HST_RATES, '2025-04-01')).toBe(1_400);
    expect(rateInForce(NOVA_SCOTIA_HST_RATES, '2030-12-31')).toBe(1_400);
  });

  it('throws before the first rate and on a malformed day', () => {
    expect(() => rateInForce(NOVA_SCOTIA_HST_RATES, '2010-06-30')).toThrow(/No tax rate/);
    expect(() => rateInForce(NOVA_SCOTIA_HST_RATES, '2025-4-1')).toThrow(/Not a calendar date/);
    expect(() => rateInForce(NOVA_SCOTIA_HST_RATES, '2025-02-30')).toThrow(/Not a calendar date/);
  });

  it('does not depend on the order of the table', () => {
    expect(rateInForce([...NOVA_SCOTIA_HST_RATES].reverse(), '2025-03-31')).toBe(1_500);
  });
});

describe('isCalendarDate', () => {
  it('accepts real days only', () => {
    expect(['2024-02-29', '2025-12-31'].map(isCalendarDate)).toEqual([true, true]);
    expect(
      ['2025-02-29', '2025-13-01', '2025-00-10', '25-04-01', '2025-04-01T00:00'].map(isCalendarDate),
    ).toEqual([false, false, false, false, false]);
  });
});

describe('taxRateProblems', () => {
  it('accepts the Nova Scotia table', () => {
    expect(taxRateProblems(NOVA_SCOTIA_HST_RATES)).toEqual([]);
  });

  it('names bad days, rates and repeated days', () => {
    expect(taxRateProblems([])).toEqual(['Add at least one tax rate.']);
    expect(
      taxRateProblems([
        { effectiveFrom: '2025-04-01', rateBps: 1_400 },
        { effectiveFrom: '1 April', rateBps: 14.5 },
        { effectiveFrom: '2025-04-01', rateBps: 1_300 },
      ]),
    ).toEqual([
      'Rate 2: "1 April" is not a date written YYYY-MM-DD.',
      'Rate 2: the rate must be a whole number of basis points from 0 to 10,000.',
      'Rate 3: another rate already takes effect on 2025-04-01.',
    ]);
  });
});

import { describe, expect, it } from 'vitest';
import { ageReceivables, averageOf, ratioOf, receivableAgeOf, reportRangeOf } from './report-figures';

describe('report figures', () => {
  it('gives ratios to four places and nothing of nothing', () => {
    expect(ratioOf(2, 3)).toBe(0.6667);
    expect(ratioOf(3, 3)).toBe(1);
    expect(ratioOf(0, 0)).toBe(0);
    expect(averageOf(7, 3)).toBe(2.33);
    expect(averageOf(5, 0)).toBe(0);
  });

  it('puts an unpaid invoice in its age band, with the edges where the issue says', () => {
    expect([0, 7, 8, 30, 31, 60, 61, 400].map(receivableAgeOf)).toEqual([
      '0-7',
      '0-7',
      '8-30',
      '8-30',
      '31-60',
      '31-60',
      'over-60',
      'over-60',
    ]);
    const bands = ageReceivables([
      { age_days: 3, balance_cents: 1_000 },
      { age_days: 61, balance_cents: 250 },
      { age_days: 90, balance_cents: 750 },
    ]);
    expect(bands.map((band) => [band.key, band.invoices, band.balance_cents])).toEqual([
      ['0-7', 1, 1_000],
      ['8-30', 0, 0],
      ['31-60', 0, 0],
      ['over-60', 2, 1_000],
    ]);
  });

  it('works out the preset ranges from a day, across year ends and short months', () => {
    expect(reportRangeOf('this-month', '2026-02-14')).toEqual({ from: '2026-02-01', to: '2026-02-28' });
    expect(reportRangeOf('last-month', '2026-01-10')).toEqual({ from: '2025-12-01', to: '2025-12-31' });
    expect(reportRangeOf('this-quarter', '2026-11-28')).toEqual({ from: '2026-10-01', to: '2026-12-31' });
    expect(reportRangeOf('year-to-date', '2026-11-28')).toEqual({ from: '2026-01-01', to: '2026-11-28' });
    expect(reportRangeOf('last-12-months', '2026-11-28')).toEqual({ from: '2025-11-29', to: '2026-11-28' });
    expect(reportRangeOf('last-12-months', '2024-02-29')).toEqual({ from: '2023-03-01', to: '2024-02-29' });
  });
});

import { describe, expect, it } from 'vitest';
import { lastDayWithinFiveYears, reportQuerySchema } from './reports';

describe('report ranges', () => {
  it('end at most five years less a day after they start, leap days and early years included', () => {
    expect(lastDayWithinFiveYears('2021-01-01')).toBe('2025-12-31');
    expect(lastDayWithinFiveYears('2024-02-29')).toBe('2029-02-28');
    expect(lastDayWithinFiveYears('0001-03-10')).toBe('0006-03-09');
  });

  it('refuse a range that ends before it starts or runs past five years, naming the last day', () => {
    const issues = (query: Record<string, string>) =>
      reportQuerySchema.safeParse(query).error?.issues.map((issue) => [issue.path.join('.'), issue.message]);
    expect(issues({ from: '2026-03-31', to: '2026-03-01' })).toEqual([
      ['to', 'The range must end on or after its first day.'],
    ]);
    expect(issues({ from: '2021-01-01', to: '2026-01-01' })).toEqual([
      ['to', 'A report covers at most five years.'],
    ]);
    expect(reportQuerySchema.parse({ from: '2021-01-01', to: '2025-12-31' }).group).toBe('month');
  });
});

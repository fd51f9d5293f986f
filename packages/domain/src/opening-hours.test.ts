import { describe, expect, it } from 'vitest';
import { formatHours } from './opening-hours';

describe('formatHours', () => {
  it('writes a run of days as a range', () => {
    expect(formatHours([{ days: ['Mo', 'Tu', 'We', 'Th', 'Fr'], opens: '10:00', closes: '17:00' }])).toEqual([
      'Monday to Friday: 10 a.m. – 5 p.m.',
    ]);
  });
  it('lists separate days', () => {
    expect(formatHours([{ days: ['Fr', 'Mo', 'Tu'], opens: '10:00', closes: '18:30' }])).toEqual([
      'Monday, Tuesday, Friday: 10 a.m. – 6:30 p.m.',
    ]);
  });
});

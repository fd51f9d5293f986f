import { afterEach, describe, expect, it, vi } from 'vitest';
import { AppError } from '../../errors';
import { bidRefusal } from './bid-refusal';

afterEach(() => {
  vi.restoreAllMocks();
});

describe('a bid refusal', () => {
  it('names the amount in dollars without making a formatter each time', () => {
    const made = vi.spyOn(Intl, 'NumberFormat');
    const refusal = bidRefusal('BELOW_MINIMUM', { minimumCents: 123_456_789 });
    expect(refusal).toBeInstanceOf(AppError);
    expect([refusal.code, refusal.statusCode, refusal.message]).toEqual([
      'BELOW_MINIMUM',
      409,
      'Your bid must be at least $1,234,567.89.',
    ]);
    expect(made).not.toHaveBeenCalled();
  });

  it('is an answer, built without a stack trace; other errors keep theirs', () => {
    expect(bidRefusal('LOT_NOT_OPEN').stack).not.toMatch(/\n\s+at /);
    expect(new AppError('NOT_FOUND').stack).toMatch(/\n\s+at /);
  });
});

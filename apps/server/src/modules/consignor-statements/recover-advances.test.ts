import { describe, expect, it } from 'vitest';
import { recoverAdvances } from './recover-advances';

describe('recovering advances from a statement', () => {
  const advances = [
    { id: 'march', outstandingCents: 30_000 },
    { id: 'reversed', outstandingCents: 0 },
    { id: 'april', outstandingCents: 50_000 },
  ];

  it('takes the oldest advance first, then the next, skipping those no longer owed', () => {
    expect(recoverAdvances(advances, 45_000)).toEqual([
      { advanceId: 'march', amountCents: 30_000 },
      { advanceId: 'april', amountCents: 15_000 },
    ]);
  });

  it('takes nothing when nothing is recovered, and everything when all is', () => {
    expect(recoverAdvances(advances, 0)).toEqual([]);
    expect(recoverAdvances(advances, 80_000).map((r) => r.amountCents)).toEqual([30_000, 50_000]);
  });

  it('refuses to recover more than is owed', () => {
    expect(() => recoverAdvances(advances, 80_001)).toThrow(RangeError);
  });
});

import { describe, expect, it } from 'vitest';
import {
  type IncrementProfile,
  incrementAt,
  incrementProfileProblems,
  NORTH_AMERICAN_INCREMENT_PROFILE as northAmerican,
} from './bid-increments';

describe('incrementAt with the North American profile', () => {
  it.each([
    [0, 100],
    [9_999, 100],
    [10_000, 500],
    [49_999, 500],
    [50_000, 1_000],
    [99_999, 1_000],
    [100_000, 2_500],
    [249_999, 2_500],
    [250_000, 5_000],
    [499_999, 5_000],
    [500_000, 10_000],
    [100_000_000, 10_000],
  ])('at %i cents the increment is %i cents', (price, increment) => {
    expect(incrementAt(northAmerican, price)).toBe(increment);
  });

  it('throws on a price the profile does not cover', () => {
    expect(() => incrementAt([{ fromCents: 1_000, incrementCents: 100 }], 999)).toThrow(RangeError);
    expect(() => incrementAt([], 0)).toThrow(RangeError);
  });
});

describe('incrementProfileProblems', () => {
  it('accepts the North American profile', () => {
    expect(incrementProfileProblems(northAmerican)).toEqual([]);
  });

  it('asks for at least one row', () => {
    expect(incrementProfileProblems([])).toEqual(['Add at least one row, starting from $0.00.']);
  });

  it('wants the first row from $0', () => {
    expect(incrementProfileProblems([{ fromCents: 100, incrementCents: 100 }])).toEqual([
      'The first row must start from $0.00.',
    ]);
  });

  it('names a row that does not ascend, including a repeated amount', () => {
    const profile: IncrementProfile = [
      { fromCents: 0, incrementCents: 100 },
      { fromCents: 10_000, incrementCents: 500 },
      { fromCents: 10_000, incrementCents: 1_000 },
      { fromCents: 5_000, incrementCents: 1_000 },
    ];
    expect(incrementProfileProblems(profile)).toEqual([
      'Row 3: the "from" amount ($100.00) must be higher than the row above ($100.00).',
      'Row 4: the "from" amount ($50.00) must be higher than the row above ($100.00).',
    ]);
  });

  it('refuses zero, negative and fractional increments', () => {
    const profile: IncrementProfile = [
      { fromCents: 0, incrementCents: 0 },
      { fromCents: 100, incrementCents: -5 },
      { fromCents: 200, incrementCents: 2.5 },
    ];
    expect(incrementProfileProblems(profile)).toEqual([
      'Row 1: the increment must be more than $0.00, in whole cents.',
      'Row 2: the increment must be more than $0.00, in whole cents.',
      'Row 3: the increment must be more than $0.00, in whole cents.',
    ]);
  });

  it('refuses a fractional or negative "from" amount', () => {
    expect(
      incrementProfileProblems([
        { fromCents: 0, incrementCents: 100 },
        { fromCents: 10.5, incrementCents: 100 },
      ]),
    ).toEqual(['Row 2: the "from" amount must be a whole number of cents, $0.00 or more.']);
  });
});

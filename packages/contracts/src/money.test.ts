import { describe, expect, it } from 'vitest';
import { liveMoneySchema } from './live-sale';
import {
  cents,
  centsToDollars,
  dollarsInCents,
  dollarsToCents,
  maxMoneyCents,
  maxMoneyDollars,
} from './money';

describe('dollars and cents', () => {
  it('converts both ways without floating-point drift', () => {
    expect(dollarsToCents(0.1 + 0.2)).toBe(30);
    expect(dollarsToCents(19.99)).toBe(1999);
    expect(dollarsToCents(1_234_567.89)).toBe(123_456_789);
    expect(centsToDollars(1999)).toBe(19.99);
    for (let c = 0; c < 100_000; c += 97) expect(dollarsToCents(centsToDollars(c))).toBe(c);
  });

  it('refuses a third decimal or a negative amount in plain words', () => {
    const schema = dollarsInCents('The starting bid');
    expect(schema.parse(12.5)).toBe(1250);
    expect(schema.safeParse(12.505).error?.issues[0]?.message).toBe(
      'The starting bid may have at most two decimals (cents).',
    );
    expect(schema.safeParse(-1).error?.issues[0]?.message).toBe('The starting bid may not be negative.');
    expect(schema.safeParse('12').error?.issues[0]?.message).toBe(
      'The starting bid must be a number of dollars.',
    );
  });
});

describe('the largest amount', () => {
  it('is $99,999,999.99 for every money field, in dollars and in cents', () => {
    expect(maxMoneyDollars).toBe(99_999_999.99);
    expect(dollarsInCents('Your bid').parse(99_999_999.99)).toBe(maxMoneyCents);
    expect(dollarsInCents('Your bid').safeParse(100_000_000).error?.issues[0]?.message).toBe(
      'Your bid is too large.',
    );
    expect(cents('The reserve').parse(maxMoneyCents)).toBe(maxMoneyCents);
    expect(cents('The reserve').safeParse(maxMoneyCents + 1).success).toBe(false);
    expect(liveMoneySchema.parse(99_999_999.99)).toBe(99_999_999.99);
    expect(liveMoneySchema.safeParse(100_000_000).success).toBe(false);
  });
});

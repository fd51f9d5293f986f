import { describe, expect, it } from 'vitest';
import { findNumbers, parseSpokenNumber } from './number-words';
import { tokenize } from './tokens';

describe('parseSpokenNumber', () => {
  it.each([
    ['two fifty', 250, 'pair'],
    ['twelve fifty', 1250, 'pair'],
    ['three twenty-five', 325, 'pair'],
    ['one oh five', 105, 'pair'],
    ['fifteen hundred', 1500, 'plain'],
    ['twelve hundred fifty', 1250, 'plain'],
    ['a thousand', 1000, 'plain'],
    ['a hundred and ten', 110, 'plain'],
    ['three hundred', 300, 'plain'],
    ['two thousand five hundred', 2500, 'plain'],
    ['two thousand two fifty', 2250, 'plain'],
    ['one thousand and five', 1005, 'plain'],
    ['five grand', 5000, 'plain'],
    ['325', 325, 'plain'],
    ['$1,200', 1200, 'plain'],
    ['1.5 thousand', 1500, 'plain'],
    ['5k', 5000, 'plain'],
    ['15 hundred', 1500, 'plain'],
    ['two and a half thousand', 2500, 'plain'],
    ['three and a quarter', 3.25, 'fraction'],
    ['two and a half', 2.5, 'fraction'],
    ['four and three quarters', 4.75, 'fraction'],
    ['one point five', 1.5, 'fraction'],
    ['$2.50', 2.5, 'fraction'],
    ['fifty', 50, 'small'],
    ['four', 4, 'small'],
    ['forty-five', 45, 'small'],
    ['and a half', 0.5, 'bump'],
    ['4:25', 425, 'pair'],
    ['4 and a quarter', 4.25, 'fraction'],
  ])('reads "%s" as %d (%s)', (text, value, shape) => {
    expect(parseSpokenNumber(text)).toEqual({ value, shape });
  });

  it('finds nothing in words that are not numbers', () => {
    expect(parseSpokenNumber('bid em up, hey now')).toBeNull();
    expect(parseSpokenNumber('going once, going twice')).toBeNull();
    expect(parseSpokenNumber('zero')).toBeNull();
  });
});

describe('findNumbers', () => {
  const values = (text: string) => findNumbers(tokenize(text)).map((n) => n.value);

  it('splits a chant said without pauses into its prices', () => {
    expect(values('two fifty two fifty now three hundred')).toEqual([250, 250, 300]);
    expect(values('three hundred three fifty')).toEqual([300, 350]);
    expect(values('fifty fifty')).toEqual([50, 50]);
  });

  it('keeps a paddle and a price apart', () => {
    expect(values('sold to number 7, twelve hundred')).toEqual([7, 1200]);
    expect(values('sold to number 7 twenty five hundred')).toEqual([7, 2500]);
    expect(values('sold to paddle 42 for 500')).toEqual([42, 500]);
    expect(values('sold number forty two five hundred')).toEqual([42, 500]);
  });

  it('still reads standard English with "and" and hyphens', () => {
    expect(values('one hundred and one')).toEqual([101]);
    expect(values('ninety-nine thousand nine hundred and ninety-nine')).toEqual([99_999]);
  });
});

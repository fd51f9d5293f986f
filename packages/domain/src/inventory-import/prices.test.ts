import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseAmount, parseQuantity } from './prices';

const cents = (text: string, style: 'point' | 'comma' = 'point') => {
  const parsed = parseAmount(text, style);
  return parsed.ok ? parsed.cents : parsed.reason;
};

describe('amounts in an English Canadian file (decimal point)', () => {
  it.each([
    ['1250', 125_000],
    ['1250.5', 125_050],
    ['$1,250.00', 125_000],
    ['1 250.00', 125_000],
    ['1250.00$', 125_000],
    ['0', 0],
    ['  $12.34 ', 1234],
    ['', null],
  ])('reads %s', (text, expected) => expect(cents(text)).toBe(expected));

  it.each(['12,50', '$1.2.3', '1,25,0', '12.345', 'abc', '1e5', '-5', '(5.00)', '$', '12.'])(
    'refuses %s with a reason',
    (text) => {
      const parsed = parseAmount(text, 'point');
      expect(parsed.ok).toBe(false);
      if (!parsed.ok) expect(parsed.reason).toContain(text.trim());
    },
  );

  it('says a decimal comma in a comma file is one, and how to write it, rather than offering 1250.00', () => {
    const parsed = parseAmount('12,50', 'point');
    expect(parsed).toEqual({
      ok: false,
      reason:
        '"12,50" has a decimal comma, which a comma-separated file cannot tell from a thousands comma: write it as 12.50, or save the file with semicolons',
    });
    const one = parseAmount('$7,5', 'point');
    expect(one.ok === false && one.reason).toContain('write it as 7.50');
  });

  it('refuses more than ten million dollars', () => {
    expect(cents('10000000.01')).toMatch(/more than/);
    expect(cents('10000000')).toBe(1_000_000_000);
  });
});

describe('amounts in a French Canadian file (decimal comma)', () => {
  it.each([
    ['12,50', 1250],
    ['1 250,00 $', 125_000],
    ['1\u00a0250,00', 125_000],
    ['1\u202f250', 125_000],
    ['1250', 125_000],
  ])('reads %s', (text, expected) => expect(cents(text, 'comma')).toBe(expected));

  it.each(['1.250,00', '1,2,3', '12.50'])('refuses %s', (text) =>
    expect(parseAmount(text, 'comma').ok).toBe(false),
  );
});

describe('amounts, for any number of cents', () => {
  const amount = fc.integer({ min: 0, max: 1_000_000_000 });
  const grouped = (whole: number, separator: string) =>
    whole.toString().replace(/\B(?=(\d{3})+(?!\d))/g, separator);

  it('read back what the English forms write', () => {
    fc.assert(
      fc.property(amount, fc.constantFrom(',', ' ', ''), fc.boolean(), (value, separator, dollarSign) => {
        const text = `${dollarSign ? '$' : ''}${grouped(Math.floor(value / 100), separator)}.${String(value % 100).padStart(2, '0')}`;
        expect(parseAmount(text, 'point')).toEqual({ ok: true, cents: value });
      }),
    );
  });

  it('read back what the French forms write', () => {
    fc.assert(
      fc.property(amount, fc.constantFrom(' ', '\u00a0', ''), (value, separator) => {
        const text = `${grouped(Math.floor(value / 100), separator)},${String(value % 100).padStart(2, '0')} $`;
        expect(parseAmount(text, 'comma')).toEqual({ ok: true, cents: value });
      }),
    );
  });

  it('never answer a negative or fractional number of cents', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 14 }), fc.constantFrom('point', 'comma'), (text, style) => {
        const parsed = parseAmount(text, style as 'point');
        if (parsed.ok && parsed.cents !== null) {
          expect(Number.isSafeInteger(parsed.cents)).toBe(true);
          expect(parsed.cents).toBeGreaterThanOrEqual(0);
        }
      }),
    );
  });
});

describe('quantities', () => {
  it('are whole numbers of 1 or more, 1 when empty', () => {
    expect(parseQuantity('')).toEqual({ ok: true, quantity: 1 });
    expect(parseQuantity(' 3 ')).toEqual({ ok: true, quantity: 3 });
    for (const bad of ['0', '1.5', '-2', 'two', '1e3']) expect(parseQuantity(bad).ok).toBe(false);
  });
});

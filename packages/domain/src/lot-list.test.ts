import { describe, expect, it } from 'vitest';
import { readLotList } from './lot-list';

const sale = ['1', '2', '10', '12', '12A', '13', '14', '15', '15A', '16'];

describe('reading the lots a catalogue names together', () => {
  it('reads a range in natural order, suffixes included, and lists', () => {
    expect(readLotList('12-14', sale)).toEqual({ ok: true, lotNumbers: ['12', '12A', '13', '14'] });
    expect(readLotList('16, 2; 12a', sale)).toEqual({ ok: true, lotNumbers: ['2', '12A', '16'] });
    expect(readLotList('1 – 2, 2, 10', sale)).toEqual({ ok: true, lotNumbers: ['1', '2', '10'] });
  });

  it('says what is wrong: a lot not in the sale, a backwards range, nothing named', () => {
    expect(readLotList('12-99', sale)).toEqual({ ok: false, message: 'There is no lot 99 in this sale.' });
    expect(readLotList('15-12', sale)).toEqual({
      ok: false,
      message: 'The range 15-12 runs backwards: write the lower lot first.',
    });
    expect(readLotList(' , ', sale)).toEqual({
      ok: false,
      message: 'Name the lots, e.g. 12-15 or 12, 14, 16.',
    });
    expect(readLotList('1-2-3', sale)).toEqual({
      ok: false,
      message: '"1-2-3" is not a lot or a range of lots.',
    });
    expect(readLotList('abc', sale)).toEqual({ ok: false, message: 'There is no lot abc in this sale.' });
  });
});

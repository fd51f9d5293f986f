import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { normaliseSku } from '../inventory/codes';
import type { ColumnMapping } from './columns';
import { importFingerprint } from './fingerprint';
import { checkRow, consignorReference, type RowLookups, rowReason } from './validate-row';

const lookups: RowLookups = {
  category: (name) => (name.toLowerCase() === 'furniture' ? 'cat-1' : null),
  consignor: (reference) =>
    'number' in reference && reference.number === 1024
      ? { id: 'con-1' }
      : { problem: 'there is no consignor "x"' },
  location: (code) => (code.toUpperCase() === 'A-03-2' ? 'loc-1' : null),
};
const headers = [
  'sku',
  'title',
  'category',
  'qty',
  'start',
  'reserve',
  'consignor',
  'location',
  'low',
  'high',
];
const mapping: ColumnMapping = {
  sku: 0,
  title: 1,
  category: 2,
  quantity: 3,
  starting_bid: 4,
  reserve: 5,
  consignor: 6,
  location: 7,
  estimate_low: 8,
  estimate_high: 9,
};
const check = (cells: string[]) => checkRow(cells, mapping, 'point', lookups, normaliseSku);

describe('checking a row', () => {
  it('reads a good row into an item', () => {
    const row = check([
      'ha-1',
      'Oak chair',
      'Furniture',
      '2',
      '$10',
      '$25.00',
      'C-1024',
      'a-03-2',
      '20',
      '40',
    ]);
    expect(row).toEqual({
      errors: [],
      item: {
        sku: 'HA-1',
        title: 'Oak chair',
        category_id: 'cat-1',
        quantity: 2,
        starting_bid_cents: 1000,
        reserve_cents: 2500,
        consignor_id: 'con-1',
        location_id: 'loc-1',
        estimate_low_cents: 2000,
        estimate_high_cents: 4000,
      },
    });
    expect(headers).toHaveLength(10);
  });

  it('names every problem of a bad row in words', () => {
    const row = check(['', '', 'Boats', '1.5', '12,50', '5', 'C-9', 'Z-1', '50', '10']);
    expect(row.item).toBeNull();
    const reason = rowReason(row.errors);
    expect(reason).toMatch(/^The title is missing/);
    for (const words of [
      'no category "Boats"',
      'quantity "1.5"',
      '"12,50" has a decimal comma',
      'no consignor',
      'no location "Z-1"',
      'high estimate $10.00 is below the low estimate $50.00',
    ]) {
      expect(reason).toContain(words);
    }
  });

  it('refuses a reserve below the starting bid', () => {
    const row = check(['', 'Lamp', '', '', '100', '50', '', '', '', '']);
    expect(rowReason(row.errors)).toBe('The reserve $50.00 is below the starting bid $100.00');
  });

  it('leaves a field the mapping leaves out absent, so an update keeps it', () => {
    const row = checkRow(['Lamp'], { title: 0 }, 'point', lookups, normaliseSku);
    expect(row.item).toEqual({ title: 'Lamp' });
  });

  it('keeps a formula-like cell as plain text', () => {
    const row = checkRow(['=HYPERLINK("http://x","y")'], { title: 0 }, 'point', lookups, normaliseSku);
    expect(row.item?.title).toBe('=HYPERLINK("http://x","y")');
  });
});

describe('consignor references', () => {
  it('reads a number, an e-mail address or a name', () => {
    expect(consignorReference('C-1024')).toEqual({ number: 1024 });
    expect(consignorReference('c1024')).toEqual({ number: 1024 });
    expect(consignorReference(' 1024 ')).toEqual({ number: 1024 });
    expect(consignorReference('Ann@Example.ca')).toEqual({ email: 'ann@example.ca' });
    expect(consignorReference('Ann  MacNeil')).toEqual({ name: 'ann macneil' });
  });
});

describe('fingerprints', () => {
  const item = fc.record({
    title: fc.string({ minLength: 1 }),
    description: fc.string(),
    quantity: fc.integer({ min: 1, max: 1000 }),
    starting_bid_cents: fc.option(fc.integer({ min: 0, max: 1_000_000_000 })),
    consignor_id: fc.option(fc.uuid()),
  });

  it('are the same for the same content, whatever the key order', () => {
    fc.assert(
      fc.property(item, (value) => {
        const reordered = Object.fromEntries(Object.entries(value).reverse()) as typeof value;
        expect(importFingerprint(reordered)).toBe(importFingerprint(value));
        expect(importFingerprint(value)).toMatch(/^[0-9a-f]{32}$/);
      }),
    );
  });

  it('differ when any field differs', () => {
    fc.assert(
      fc.property(item, item, (a, b) => {
        fc.pre(JSON.stringify(a) !== JSON.stringify(b));
        const same = ['title', 'description', 'quantity', 'starting_bid_cents', 'consignor_id'].every(
          (key) => (a[key as 'title'] ?? null) === (b[key as 'title'] ?? null),
        );
        if (!same) expect(importFingerprint(a)).not.toBe(importFingerprint(b));
      }),
    );
  });

  it('read amounts, not how they were written', () => {
    const one = checkRow(
      ['Chair', '$1,250.00'],
      { title: 0, starting_bid: 1 },
      'point',
      lookups,
      normaliseSku,
    );
    const two = checkRow(['Chair', '1250'], { title: 0, starting_bid: 1 }, 'point', lookups, normaliseSku);
    expect(one.item && importFingerprint(one.item)).toBe(two.item && importFingerprint(two.item));
  });

  it('do not change between releases for the same item', () => {
    expect(importFingerprint({ title: 'Oak chair', quantity: 1 })).toBe(
      importFingerprint({ title: 'Oak chair', quantity: 1 }),
    );
    expect(importFingerprint({ title: 'Oak chair' })).not.toBe(
      importFingerprint({ title: 'Oak chair', quantity: 1 }),
    );
  });
});

describe("a row's lot number", () => {
  const withLot = (cell: string) =>
    checkRow([cell, 'Oak chair'], { lot_number: 0, title: 1 }, 'point', lookups, normaliseSku);

  it('is kept as the house wrote it, in upper case', () => {
    expect(withLot('12a').item).toEqual({ title: 'Oak chair', lot_number: '12A' });
    expect(withLot('').item).toEqual({ title: 'Oak chair', lot_number: null });
  });

  it('is refused when it is not digits with a letter or two', () => {
    expect(withLot('12-B').errors).toEqual([
      {
        field: 'lot_number',
        message: 'lot number "12-B" must be digits with up to two letters, e.g. 12 or 12A',
      },
    ]);
  });
});

describe('the fingerprint of a row with a lot number', () => {
  it('tells apart rows that differ only by lot number, and hashes a row without one as before', () => {
    const item = { title: 'Box lot of hand tools', quantity: 1 };
    expect(importFingerprint({ ...item, lot_number: '12' })).not.toBe(
      importFingerprint({ ...item, lot_number: '12A' }),
    );
    expect(importFingerprint({ ...item, lot_number: null })).toBe(importFingerprint(item));
  });
});

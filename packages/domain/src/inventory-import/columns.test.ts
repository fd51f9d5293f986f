import { describe, expect, it } from 'vitest';
import { guessMapping, normaliseHeader, rememberMapping, startingMapping } from './columns';
import { binaryFileProblem, detectDelimiter } from './file-shape';

describe('guessing columns from header names', () => {
  it('reads the usual names, in any order and case', () => {
    const headers = [
      'Qty',
      'Item Name',
      'SKU',
      'Est. Low ($)',
      'Est High',
      'Start',
      'Reserve',
      'Buy Now',
      'Consignor #',
      'Bin',
      'Catégorie',
      'Notes',
    ];
    expect(guessMapping(headers)).toEqual({
      quantity: 0,
      title: 1,
      sku: 2,
      estimate_low: 3,
      estimate_high: 4,
      starting_bid: 5,
      reserve: 6,
      buy_now_price: 7,
      consignor: 8,
      location: 9,
      category: 10,
      description: 11,
    });
  });

  it('gives no column to two fields and leaves unknown headers out', () => {
    const mapping = guessMapping(['Name', 'Title', 'Colour']);
    expect(mapping).toEqual({ title: 1 });
  });

  it('normalises punctuation, accents and number signs', () => {
    expect(normaliseHeader('  Consignor No ')).toBe('consignor number');
    expect(normaliseHeader('État')).toBe('etat');
    expect(normaliseHeader('Buy-Now Price ($)')).toBe('buy now price');
  });
});

describe('the remembered mapping', () => {
  it('maps a file with the same headers in another order the way staff confirmed', () => {
    const first = ['Lot name', 'Owner', 'Where'];
    const remembered = rememberMapping(first, { title: 0, consignor: 1, location: 2 });
    const next = startingMapping(['Where', 'Lot name', 'Owner', 'Qty'], remembered);
    expect(next.mapping).toEqual({ location: 0, title: 1, consignor: 2, quantity: 3 });
    expect(next.remembered.sort()).toEqual(['consignor', 'location', 'title']);
  });

  it('falls back to guesses when the file has other headers', () => {
    const next = startingMapping(['Title', 'Qty'], { title: 'lot name' });
    expect(next).toEqual({ mapping: { title: 0, quantity: 1 }, remembered: [] });
  });
});

describe('the shape of a file', () => {
  it('finds the delimiter of the header line outside quotes', () => {
    expect(detectDelimiter('a,b,c\n1;2;3;4;5')).toBe(',');
    expect(detectDelimiter('a;b;"c,d,e"\n')).toBe(';');
    expect(detectDelimiter('a\tb\tc')).toBe('\t');
    expect(detectDelimiter('title')).toBe(',');
  });

  it('knows a picture, a zip and NUL bytes are not CSV', () => {
    expect(binaryFileProblem(new Uint8Array([0x89, 0x50, 0x4e, 0x47, 13, 10]))).toMatch(/PNG/);
    expect(binaryFileProblem(new Uint8Array([0x50, 0x4b, 3, 4]))).toMatch(/zip/);
    expect(binaryFileProblem(ascii('a,b\u0000c'))).toMatch(/NUL/);
    expect(binaryFileProblem(ascii('title,price\nChair,"12\n50"\n'))).toBeNull();
  });
});

/** The bytes of ASCII text (the domain package runs without the DOM's TextEncoder). */
function ascii(text: string): Uint8Array {
  return Uint8Array.from(text, (char) => char.charCodeAt(0));
}

describe('the house lot number column', () => {
  it.each(['Lot #', 'Lot', 'Lot No.', 'LOT NUMBER', 'Numéro de lot'])('%j fills the lot number', (header) => {
    expect(guessMapping(['Title', header])).toEqual({ title: 0, lot_number: 1 });
  });

  it('leaves a "Lot title" column to the title', () => {
    expect(guessMapping(['Lot #', 'Lot title'])).toEqual({ lot_number: 0, title: 1 });
  });
});

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { baseNameOf, matchPictureNames, readingsOf } from './picture-names';

const lots: Record<string, string> = { '123': 'lot-123', '12': 'lot-12', 'HA-000123': 'item-123' };
const resolve = (key: string) => lots[key.toUpperCase()] ?? null;

describe('readingsOf', () => {
  it('reads the key and suffix of underscore and dash names, in any case of extension', () => {
    expect(readingsOf('123_1.jpg')[0]).toEqual({ key: '123', suffix: 1 });
    expect(readingsOf('123-10.JPG')[0]).toEqual({ key: '123', suffix: 10 });
    expect(readingsOf('HA-000123_2.webp')[0]).toEqual({ key: 'HA-000123', suffix: 2 });
    expect(readingsOf('photos/2026/123_3.png')[0]).toEqual({ key: '123', suffix: 3 });
  });

  it('offers the whole stem as a key too, and nothing for other files', () => {
    expect(readingsOf('HA-000123.jpeg')).toEqual([
      { key: 'HA', suffix: 123 },
      { key: 'HA-000123', suffix: 0 },
    ]);
    expect(readingsOf('notes.txt')).toEqual([]);
    expect(readingsOf('123_1.gif')).toEqual([]);
    expect(readingsOf('.jpg')).toEqual([]);
  });

  it('keeps only the last part of a path, with either slash', () => {
    expect(baseNameOf('a\\b\\123_1.jpg')).toBe('123_1.jpg');
    expect(baseNameOf('../../123_1.jpg')).toBe('123_1.jpg');
  });
});

describe('matchPictureNames', () => {
  it('orders a lot’s pictures by suffix value, not by text', () => {
    const result = matchPictureNames(['123-10.JPG', '123_2.jpg', '123_1.jpg'], resolve);
    expect(result).toEqual([
      { name: '123-10.JPG', outcome: 'matched', target: 'lot-123', suffix: 10, position: 2 },
      { name: '123_2.jpg', outcome: 'matched', target: 'lot-123', suffix: 2, position: 1 },
      { name: '123_1.jpg', outcome: 'matched', target: 'lot-123', suffix: 1, position: 0 },
    ]);
  });

  it('tells lot 12 from lot 123 and matches a SKU with a dash in it', () => {
    const result = matchPictureNames(['12_1.jpg', 'HA-000123_2.webp', 'ha-000123.png'], resolve);
    expect(result.map((file) => (file.outcome === 'matched' ? [file.target, file.position] : null))).toEqual([
      ['lot-12', 0],
      ['item-123', 1],
      ['item-123', 0],
    ]);
  });

  it('lists unmatched and duplicate files with their reasons, never dropping one', () => {
    const result = matchPictureNames(
      ['999_1.jpg', 'readme.txt', '123_1.jpg', '123-1.png', '123_1.jpg'],
      resolve,
      (key) => `No lot ${key} in this auction.`,
    );
    expect(result).toEqual([
      { name: '999_1.jpg', outcome: 'unmatched', reason: 'No lot 999 in this auction.' },
      { name: 'readme.txt', outcome: 'unmatched', reason: 'Only JPEG, PNG or WebP pictures are imported.' },
      {
        name: '123_1.jpg',
        outcome: 'duplicate',
        target: 'lot-123',
        suffix: 1,
        reason: 'Same picture place as 123-1.png.',
      },
      { name: '123-1.png', outcome: 'matched', target: 'lot-123', suffix: 1, position: 0 },
      {
        name: '123_1.jpg',
        outcome: 'duplicate',
        target: 'lot-123',
        suffix: 1,
        reason: 'Same picture place as 123-1.png.',
      },
    ]);
  });
});

describe('matchPictureNames, for any list of names', () => {
  const name = fc
    .tuple(
      fc.constantFrom('123', '12', '7', 'HA-000123'),
      fc.constantFrom('_', '-'),
      fc.nat(30),
      fc.constantFrom('jpg', 'JPG', 'png', 'webp', 'txt'),
    )
    .map(([key, sep, suffix, ext]) => `${key}${sep}${suffix}.${ext}`);

  it('answers one result per file, and each target’s kept pictures are numbered 0..n-1 in suffix order', () => {
    fc.assert(
      fc.property(fc.array(name, { maxLength: 40 }), (names) => {
        const result = matchPictureNames(names, resolve);
        expect(result.map((file) => file.name)).toEqual(names);
        const byTarget = new Map<string, { suffix: number; position: number }[]>();
        for (const file of result) {
          if (file.outcome === 'matched') {
            byTarget.set(file.target, [...(byTarget.get(file.target) ?? []), file]);
          }
        }
        for (const files of byTarget.values()) {
          const ordered = [...files].sort((a, b) => a.position - b.position);
          expect(ordered.map((file) => file.position)).toEqual(ordered.map((_, index) => index));
          for (let i = 1; i < ordered.length; i += 1) {
            expect((ordered[i]?.suffix ?? 0) > (ordered[i - 1]?.suffix ?? 0)).toBe(true);
          }
        }
        for (const file of result) {
          if (file.outcome === 'duplicate') {
            expect(byTarget.get(file.target)?.some((kept) => kept.suffix === file.suffix)).toBe(true);
          }
        }
      }),
    );
  });
});

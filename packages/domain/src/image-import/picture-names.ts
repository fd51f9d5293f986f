/**
 * Picture import by file name: `123_1.jpg`, `123-2.jpg` or `HA-000123_3.webp` name a lot number
 * (or a SKU) and the picture's place among that lot's pictures. Pure: the caller says which keys
 * exist; nothing here reads files.
 */

export const pictureExtensions = ['jpg', 'jpeg', 'png', 'webp'] as const;

/** One way of reading a file name: the key it names and the place its suffix gives. */
export interface PictureNameReading {
  key: string;
  suffix: number;
}

const extensionPattern = /\.(jpe?g|png|webp)$/i;
const suffixPattern = /^(.+)[_-](\d{1,6})$/;

/** The file's own name, without any folder of a zip or a browser's path. */
export function baseNameOf(path: string): string {
  return path.split(/[\\/]/).pop() ?? path;
}

/**
 * The readings of a picture's name, most specific first: `123_2.jpg` is lot 123's second picture,
 * and (should no lot be called that) the whole stem `123_2` with no suffix. Empty for a name
 * that is not a JPEG, PNG or WebP file.
 */
export function readingsOf(path: string): PictureNameReading[] {
  const name = baseNameOf(path).trim();
  if (!extensionPattern.test(name)) return [];
  const stem = name.replace(extensionPattern, '');
  if (stem === '') return [];
  const readings: PictureNameReading[] = [];
  const split = suffixPattern.exec(stem);
  if (split?.[1] && split[2]) readings.push({ key: split[1], suffix: Number(split[2]) });
  readings.push({ key: stem, suffix: 0 });
  return readings;
}

export type PictureMatch =
  | { name: string; outcome: 'matched'; target: string; suffix: number; position: number }
  | { name: string; outcome: 'duplicate'; target: string; suffix: number; reason: string }
  | { name: string; outcome: 'unmatched'; reason: string };

/**
 * Matches every file to a target through `resolve` (a key as written -> the target's id, or
 * null), then numbers each target's pictures by suffix from 0. Two files with the same target and
 * suffix (`123_1.jpg` and `123-1.png`, or one name twice) keep the first in name order; the
 * others are duplicates. Every file comes back, in the order given: none is dropped.
 */
export function matchPictureNames(
  names: readonly string[],
  resolve: (key: string) => string | null,
  describe: (key: string) => string = (key) => `Nothing is called ${key}.`,
): PictureMatch[] {
  type Found = { name: string; reason: string } | { name: string; target: string; suffix: number };
  const found = names.map((name): Found => {
    const readings = readingsOf(name);
    if (readings.length === 0) return { name, reason: 'Only JPEG, PNG or WebP pictures are imported.' };
    for (const reading of readings) {
      const target = resolve(reading.key);
      if (target !== null) return { name, target, suffix: reading.suffix };
    }
    return { name, reason: describe(readings[0]?.key ?? name) };
  });
  const byTarget = new Map<string, number[]>();
  found.forEach((file, index) => {
    if ('target' in file) byTarget.set(file.target, [...(byTarget.get(file.target) ?? []), index]);
  });
  // Every matched file's place is filled in below.
  const results = found.map(
    (file): PictureMatch =>
      'reason' in file
        ? { name: file.name, outcome: 'unmatched', reason: file.reason }
        : { name: file.name, outcome: 'unmatched', reason: '' },
  );
  for (const [target, indexes] of byTarget) {
    const ordered = [...indexes].sort((a, b) => {
      const x = found[a] as { name: string; suffix: number };
      const y = found[b] as { name: string; suffix: number };
      return x.suffix - y.suffix || compareText(x.name, y.name) || a - b;
    });
    let position = 0;
    let lastSuffix: number | null = null;
    let keptName = '';
    for (const index of ordered) {
      const file = found[index] as { name: string; suffix: number };
      if (file.suffix === lastSuffix) {
        results[index] = {
          name: file.name,
          outcome: 'duplicate',
          target,
          suffix: file.suffix,
          reason: `Same picture place as ${baseNameOf(keptName)}.`,
        };
        continue;
      }
      results[index] = { name: file.name, outcome: 'matched', target, suffix: file.suffix, position };
      position += 1;
      lastSuffix = file.suffix;
      keptName = file.name;
    }
  }
  return results;
}

function compareText(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

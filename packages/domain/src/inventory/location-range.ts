/** One level of a range of location codes, as typed: `01` to `12` prints `01`, `02` ... `12`. */
export interface LocationRangePart {
  from: string;
  to: string;
}

/** The most location codes one range may create: a typo should not fill the warehouse list. */
export const maxLocationRange = 2_000;

/** How many codes a range holds (0 for a part that runs backwards). */
export function locationRangeSize(parts: readonly LocationRangePart[]): number {
  let size = 1;
  for (const part of parts) {
    const count = Number(part.to) - Number(part.from) + 1;
    size *= Math.max(0, count);
  }
  return size;
}

/**
 * Every code of a range in order: the prefix (the warehouse, `A`), then each level counted from
 * its `from` to its `to`, zero-padded to the width typed in `from` (`A`, `01`–`03`, `1`–`2` gives
 * `A-01-1`, `A-01-2`, `A-02-1` ...). Levels are whole numbers; the caller checks the size first.
 */
export function expandLocationRange(prefix: string, parts: readonly LocationRangePart[]): string[] {
  let codes = [prefix];
  for (const part of parts) {
    const width = part.from.length;
    const from = Number(part.from);
    const to = Number(part.to);
    const next: string[] = [];
    for (const code of codes) {
      for (let n = from; n <= to; n += 1) next.push(`${code}-${String(n).padStart(width, '0')}`);
    }
    codes = next;
  }
  return codes;
}

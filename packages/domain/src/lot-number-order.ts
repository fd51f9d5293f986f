const chunkPattern = /\d+|\D+/g;

/** Digits without leading zeros, so runs compare by length then text at any size, beyond 2^53. */
function compareDigitRuns(a: string, b: string): number {
  const x = a.replace(/^0+/, '');
  const y = b.replace(/^0+/, '');
  if (x.length !== y.length) return x.length < y.length ? -1 : 1;
  return x < y ? -1 : x > y ? 1 : 0;
}

const isDigitRun = (chunk: string): boolean => chunk.charCodeAt(0) >= 48 && chunk.charCodeAt(0) <= 57;

/**
 * Natural order of lot numbers as the sale runs: "1" < "2" < "10" < "12" < "12A" < "12B" < "13".
 * Numbers compare by value and letters without regard to case; at the same place a number comes
 * before letters, and a shorter number before its longer variants ("12" < "12A"). Numbers that
 * only differ in case or leading zeros ("12a", "12A", "012") are then ordered by their exact
 * text, so a sort gives the same result whatever order the lots came in.
 */
export function compareLotNumbers(a: string, b: string): number {
  const aChunks = a.toLowerCase().match(chunkPattern) ?? [];
  const bChunks = b.toLowerCase().match(chunkPattern) ?? [];
  for (let i = 0; i < Math.min(aChunks.length, bChunks.length); i += 1) {
    const x = aChunks[i] ?? '';
    const y = bChunks[i] ?? '';
    const isXNumber = isDigitRun(x);
    const isYNumber = isDigitRun(y);
    if (isXNumber !== isYNumber) return isXNumber ? -1 : 1;
    const order = isXNumber ? compareDigitRuns(x, y) : x < y ? -1 : x > y ? 1 : 0;
    if (order !== 0) return order;
  }
  if (aChunks.length !== bChunks.length) return aChunks.length < bChunks.length ? -1 : 1;
  return a < b ? -1 : a > b ? 1 : 0;
}

/**
 * A lot number as staff type it or a file gives it: trimmed and upper case, one to six digits
 * with up to two letters after them (`12`, `12A`, `12AB`). Null when it cannot be one.
 */
export function normaliseLotNumber(input: string): string | null {
  const number = input.trim().toUpperCase();
  return /^[0-9]{1,6}[A-Z]{0,2}$/.test(number) ? number : null;
}

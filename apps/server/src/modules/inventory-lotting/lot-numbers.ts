import { compareLotNumbers } from '@auction/domain';

/**
 * The next `count` lot numbers after the auction's last in natural order: the last's leading
 * number plus one, and on ("12A" is followed by 13), skipping any already taken.
 */
export function nextLotNumbers(existing: readonly string[], count: number): string[] {
  const taken = new Set(existing.map((number) => number.toUpperCase()));
  const numbered = existing.filter((number) => /^\d/.test(number)).sort(compareLotNumbers);
  const lead = /^\d+/.exec(numbered.at(-1) ?? '')?.[0];
  let next = lead ? BigInt(lead) + 1n : 1n;
  const numbers: string[] = [];
  while (numbers.length < count) {
    const candidate = next.toString();
    if (!taken.has(candidate)) numbers.push(candidate);
    next += 1n;
  }
  return numbers;
}

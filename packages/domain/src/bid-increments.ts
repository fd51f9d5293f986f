/** One row of an increment profile: from this price upward, bids rise by `incrementCents`. */
export type IncrementRow = { fromCents: number; incrementCents: number };

/** Rows in ascending `fromCents`, the first from 0 (check with `incrementProfileProblems`). */
export type IncrementProfile = readonly IncrementRow[];

/** The common North American profile DOMAIN.md seeds as the default. */
export const NORTH_AMERICAN_INCREMENT_PROFILE: IncrementProfile = [
  { fromCents: 0, incrementCents: 100 },
  { fromCents: 10_000, incrementCents: 500 },
  { fromCents: 50_000, incrementCents: 1_000 },
  { fromCents: 100_000, incrementCents: 2_500 },
  { fromCents: 250_000, incrementCents: 5_000 },
  { fromCents: 500_000, incrementCents: 10_000 },
];

/**
 * The increment at a price: the row with the largest `fromCents <= priceCents`.
 * Throws on a profile that does not cover the price, because that is a settings mistake the
 * staff screen should have refused, never something a bidder can cause.
 */
export function incrementAt(profile: IncrementProfile, priceCents: number): number {
  let found: IncrementRow | undefined;
  for (const row of profile) {
    if (row.fromCents > priceCents) break;
    found = row;
  }
  if (!found) throw new RangeError(`The increment profile has no row for a price of ${priceCents} cents`);
  return found.incrementCents;
}

const dollars = (cents: number): string => `$${(cents / 100).toFixed(2)}`;

/** What is wrong with a profile, in words staff can act on; empty when it can be used. */
export function incrementProfileProblems(profile: IncrementProfile): string[] {
  const problems: string[] = [];
  if (profile.length === 0) return ['Add at least one row, starting from $0.00.'];
  if (profile[0]?.fromCents !== 0) problems.push('The first row must start from $0.00.');
  profile.forEach((row, index) => {
    const rowName = `Row ${index + 1}`;
    if (!Number.isSafeInteger(row.fromCents) || row.fromCents < 0) {
      problems.push(`${rowName}: the "from" amount must be a whole number of cents, $0.00 or more.`);
    }
    if (!Number.isSafeInteger(row.incrementCents) || row.incrementCents <= 0) {
      problems.push(`${rowName}: the increment must be more than $0.00, in whole cents.`);
    }
    const previous = profile[index - 1];
    if (previous && row.fromCents <= previous.fromCents) {
      problems.push(
        `${rowName}: the "from" amount (${dollars(row.fromCents)}) must be higher than the row above (${dollars(previous.fromCents)}).`,
      );
    }
  });
  return problems;
}

import { z } from 'zod';

/** Whole cents of a dollar amount from JSON; callers have already checked it has at most two decimals. */
export function dollarsToCents(dollars: number): number {
  return Math.round(dollars * 100);
}

/** A cents amount as the dollars JSON shows (the spec's money fields). */
export function centsToDollars(cents: number): number {
  return cents / 100;
}

/**
 * The largest amount the house accepts anywhere (a bid, a reserve, an increment, a bidding limit,
 * a deposit): $99,999,999.99. Money columns are `bigint` cents, so it fits with room to spare,
 * and JavaScript numbers count cents exactly far beyond it (decision 0018).
 */
export const maxMoneyCents = 9_999_999_999;
export const maxMoneyDollars = centsToDollars(maxMoneyCents);

function hasAtMostTwoDecimals(value: number): boolean {
  return Math.abs(value * 100 - Math.round(value * 100)) < 1e-6;
}

/** A dollar amount in a body, e.g. 12.5, turned into whole cents (1250) at the edge. */
export function dollarsInCents(label: string) {
  return z
    .number({ error: `${label} must be a number of dollars.` })
    .min(0, `${label} may not be negative.`)
    .max(maxMoneyDollars, `${label} is too large.`)
    .refine(hasAtMostTwoDecimals, `${label} may have at most two decimals (cents).`)
    .transform(dollarsToCents);
}

/** A whole number of cents for the fields that end in `_cents`. */
export function cents(label: string) {
  return z
    .number({ error: `${label} must be a whole number of cents.` })
    .int(`${label} must be a whole number of cents.`)
    .min(0, `${label} may not be negative.`)
    .max(maxMoneyCents, `${label} is too large.`);
}

/** A money field the spec shows in dollars (at most two decimals). */
export const dollarsSchema = z.number();

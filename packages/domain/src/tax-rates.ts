/**
 * A sales tax rate and the calendar day it takes effect, `YYYY-MM-DD` in the company time zone:
 * a rate change takes effect at local midnight, not UTC midnight.
 */
export type TaxRate = { effectiveFrom: string; rateBps: number };

/** Nova Scotia HST: 15% from 1 July 2010, 14% from 1 April 2025. */
export const NOVA_SCOTIA_HST_RATES: readonly TaxRate[] = [
  { effectiveFrom: '2010-07-01', rateBps: 1_500 },
  { effectiveFrom: '2025-04-01', rateBps: 1_400 },
];

const calendarDatePattern = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A real calendar day written `YYYY-MM-DD` (so 2025-02-30 is not one). */
export function isCalendarDate(text: string): boolean {
  const match = calendarDatePattern.exec(text);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/**
 * The rate in force on a calendar day: the entry with the latest `effectiveFrom` on or before it.
 * Throws when the day is malformed or no rate is in force yet, a settings mistake to fix rather
 * than a reason to charge no tax.
 */
export function rateInForce(table: readonly TaxRate[], onDate: string): number {
  if (!isCalendarDate(onDate)) throw new RangeError(`Not a calendar date (YYYY-MM-DD): ${onDate}`);
  let found: TaxRate | undefined;
  for (const rate of table) {
    if (rate.effectiveFrom <= onDate && (!found || rate.effectiveFrom > found.effectiveFrom)) found = rate;
  }
  if (!found) throw new RangeError(`No tax rate is in force on ${onDate}`);
  return found.rateBps;
}

/** What is wrong with a tax table, in words staff can act on; empty when it can be used. */
export function taxRateProblems(table: readonly TaxRate[]): string[] {
  const problems: string[] = [];
  if (table.length === 0) return ['Add at least one tax rate.'];
  table.forEach((rate, index) => {
    if (!isCalendarDate(rate.effectiveFrom)) {
      problems.push(`Rate ${index + 1}: "${rate.effectiveFrom}" is not a date written YYYY-MM-DD.`);
    }
    if (!Number.isSafeInteger(rate.rateBps) || rate.rateBps < 0 || rate.rateBps > 10_000) {
      problems.push(`Rate ${index + 1}: the rate must be a whole number of basis points from 0 to 10,000.`);
    }
    if (table.findIndex((other) => other.effectiveFrom === rate.effectiveFrom) !== index) {
      problems.push(`Rate ${index + 1}: another rate already takes effect on ${rate.effectiveFrom}.`);
    }
  });
  return problems;
}

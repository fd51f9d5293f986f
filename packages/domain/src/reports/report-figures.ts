/**
 * Pure figures the reports share: ratios, per-lot rates, receivables by age, and the date
 * ranges the report page offers. Money stays integer cents; ratios are rounded to 4 places.
 */

/** `part` of `whole` as a ratio 0..1 to four places (sell-through, a channel's share); 0 of nothing is 0. */
export function ratioOf(part: number, whole: number): number {
  if (whole <= 0) return 0;
  return Math.round((part / whole) * 10_000) / 10_000;
}

/** An average to two places (bids per lot); 0 when there is nothing to divide by. */
export function averageOf(total: number, count: number): number {
  if (count <= 0) return 0;
  return Math.round((total / count) * 100) / 100;
}

export const receivableAges = [
  { key: '0-7', label: '0–7 days', upTo: 7 },
  { key: '8-30', label: '8–30 days', upTo: 30 },
  { key: '31-60', label: '31–60 days', upTo: 60 },
  { key: 'over-60', label: 'Over 60 days', upTo: Number.POSITIVE_INFINITY },
] as const;
export type ReceivableAgeKey = (typeof receivableAges)[number]['key'];

/** The age band of an unpaid invoice `days` days after it was issued (day 0 is the issue day). */
export function receivableAgeOf(days: number): ReceivableAgeKey {
  return receivableAges.find((age) => Math.max(0, days) <= age.upTo)?.key ?? 'over-60';
}

export interface ReceivableAgeBand {
  key: ReceivableAgeKey;
  label: string;
  invoices: number;
  balance_cents: number;
}

/** Unpaid balances summed by age band, every band present (zeros included), youngest first. */
export function ageReceivables(
  open: readonly { age_days: number; balance_cents: number }[],
): ReceivableAgeBand[] {
  const bands = receivableAges.map((age) => ({
    key: age.key,
    label: age.label,
    invoices: 0,
    balance_cents: 0,
  }));
  for (const invoice of open) {
    const band = bands.find((candidate) => candidate.key === receivableAgeOf(invoice.age_days));
    if (!band) continue;
    band.invoices += 1;
    band.balance_cents += invoice.balance_cents;
  }
  return bands;
}

export const reportRangePresets = [
  { key: 'this-month', label: 'This month' },
  { key: 'last-month', label: 'Last month' },
  { key: 'this-quarter', label: 'This quarter' },
  { key: 'year-to-date', label: 'Year to date' },
  { key: 'last-12-months', label: 'Last 12 months' },
] as const;
export type ReportRangePreset = (typeof reportRangePresets)[number]['key'];

const day = (year: number, month: number, date: number) =>
  new Date(Date.UTC(year, month, date)).toISOString().slice(0, 10);

/** The days a preset covers, counted from `today` (YYYY-MM-DD in the company's time zone). */
export function reportRangeOf(preset: ReportRangePreset, today: string): { from: string; to: string } {
  const [year, month, date] = today.split('-').map(Number) as [number, number, number];
  const m = month - 1;
  switch (preset) {
    case 'this-month':
      return { from: day(year, m, 1), to: day(year, m + 1, 0) };
    case 'last-month':
      return { from: day(year, m - 1, 1), to: day(year, m, 0) };
    case 'this-quarter': {
      const first = m - (m % 3);
      return { from: day(year, first, 1), to: day(year, first + 3, 0) };
    }
    case 'year-to-date':
      return { from: day(year, 0, 1), to: today };
    case 'last-12-months': {
      // The day after the same date a year before (28 February when that year has no 29th).
      const yearBefore = Math.min(date, new Date(Date.UTC(year - 1, m + 1, 0)).getUTCDate());
      return { from: day(year - 1, m, yearBefore + 1), to: today };
    }
  }
}

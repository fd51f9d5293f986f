import { z } from 'zod';
import { calendarDateSchema } from './calendar-date';

/**
 * Reports (issue 12): staff read each one for a range of days in the company's time zone, as
 * JSON (sections of a table and a chart) or as CSV. Every report has the same shape, so one page
 * draws them all and one writer turns them into CSV.
 */

export const reportNames = ['sales', 'tax', 'receivables', 'payables', 'bidding', 'categories'] as const;
export type ReportName = (typeof reportNames)[number];

export const reportTitles: Record<ReportName, string> = {
  sales: 'Sales',
  tax: 'Tax collected',
  receivables: 'Receivables',
  payables: 'Consignor payables',
  bidding: 'Bidding',
  categories: 'Categories',
};

export const reportGroups = ['day', 'week', 'month', 'auction'] as const;
export type ReportGroup = (typeof reportGroups)[number];

export const reportParamsSchema = z.object({
  name: z.enum(reportNames, {
    error: 'Choose a report: sales, tax, receivables, payables, bidding or categories.',
  }),
});

/** The last day a range starting on `from` may end on: five years less a day. */
export function lastDayWithinFiveYears(from: string): string {
  const [year, month, day] = from.split('-').map(Number) as [number, number, number];
  const end = new Date(Date.UTC(2000, month - 1, day));
  end.setUTCFullYear(year + 5, month - 1, day); // Date.UTC reads years 0 to 99 as 1900 to 1999.
  // 29 February plus five years is 1 March: the range ends the day before, 28 February.
  if (end.getUTCDate() !== day) end.setUTCDate(0);
  else end.setUTCDate(end.getUTCDate() - 1);
  return end.toISOString().slice(0, 10);
}

export const reportQuerySchema = z
  .object({
    from: calendarDateSchema,
    to: calendarDateSchema,
    group: z.enum(reportGroups, { error: 'Group by day, week, month or auction.' }).default('month'),
    format: z.enum(['json', 'csv'], { error: 'Ask for json or csv.' }).optional(),
  })
  .superRefine((query, context) => {
    if (query.to < query.from) {
      context.addIssue({
        code: 'custom',
        path: ['to'],
        message: 'The range must end on or after its first day.',
      });
    } else if (query.to > lastDayWithinFiveYears(query.from)) {
      context.addIssue({ code: 'custom', path: ['to'], message: 'A report covers at most five years.' });
    }
  });
export type ReportQuery = z.infer<typeof reportQuerySchema>;

/** How a column's figures read: money in cents, a ratio 0..1 shown as a percent, a rate in basis points. */
export const reportColumnKinds = ['text', 'count', 'money', 'ratio', 'rate_bps', 'decimal'] as const;
export type ReportColumnKind = (typeof reportColumnKinds)[number];

export const reportColumnSchema = z.object({
  key: z.string(),
  label: z.string(),
  kind: z.enum(reportColumnKinds),
});
export type ReportColumn = z.infer<typeof reportColumnSchema>;

export const reportCellSchema = z.union([z.string(), z.number(), z.null()]);
export type ReportCell = z.infer<typeof reportCellSchema>;
export const reportRowSchema = z.record(z.string(), reportCellSchema);
export type ReportRow = z.infer<typeof reportRowSchema>;

/** A picture of one section: the `x` column along the bottom, a bar or line per series column. */
export const reportChartSchema = z.object({
  kind: z.enum(['bar', 'line']),
  title: z.string(),
  x: z.string(),
  series: z.array(z.string()).min(1),
});
export type ReportChart = z.infer<typeof reportChartSchema>;

export const reportSectionSchema = z.object({
  id: z.string(),
  title: z.string(),
  /** What the section counts, in a sentence (its dates, what is left out). */
  note: z.string(),
  columns: z.array(reportColumnSchema),
  /** The columns whose totals a page shows first, as the section's headline (in this order). */
  highlights: z.array(z.string()).optional(),
  rows: z.array(reportRowSchema),
  totals: reportRowSchema.nullable(),
  chart: reportChartSchema.nullable(),
});
export type ReportSection = z.infer<typeof reportSectionSchema>;

export const reportSchema = z.object({
  report: z.enum(reportNames),
  title: z.string(),
  from: z.string(),
  to: z.string(),
  group: z.enum(reportGroups),
  time_zone: z.string(),
  sections: z.array(reportSectionSchema),
});
export type Report = z.infer<typeof reportSchema>;

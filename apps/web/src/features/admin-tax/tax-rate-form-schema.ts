import { calendarDateSchema } from '@auction/contracts';
import { canadianProvinceCodes, OUTSIDE_CANADA } from '@auction/domain';
import { z } from 'zod';

/** Region names as the rate table shows them; `XX` is every place outside Canada. */
export const regionNames: Record<string, string> = {
  AB: 'Alberta',
  BC: 'British Columbia',
  MB: 'Manitoba',
  NB: 'New Brunswick',
  NL: 'Newfoundland and Labrador',
  NS: 'Nova Scotia',
  NT: 'Northwest Territories',
  NU: 'Nunavut',
  ON: 'Ontario',
  PE: 'Prince Edward Island',
  QC: 'Quebec',
  SK: 'Saskatchewan',
  YT: 'Yukon',
  [OUTSIDE_CANADA]: 'Outside Canada (zero-rated)',
};
export const regionCodes = [...canadianProvinceCodes, OUTSIDE_CANADA] as const;

const percentPattern = /^\d{1,3}(?:\.\d{1,2})?$/;

/** The form keeps the rate as the percent an Admin types ("14" or "13.5"); the API takes basis points. */
export const taxRateFormSchema = z
  .object({
    region: z.string().refine((code) => code in regionNames, 'Choose a province, or outside Canada.'),
    label: z
      .string()
      .trim()
      .min(1, 'Give the rate a label, such as "HST".')
      .max(60, 'The label is at most 60 characters.'),
    effective_from: z.string().min(1, 'Choose the day the rate starts.').pipe(calendarDateSchema),
    rate_percent: z
      .string()
      .trim()
      .regex(percentPattern, 'Write the rate as a percent with at most two decimals, such as 14 or 13.5.')
      .refine((text) => Number(text) <= 100, 'A rate is at most 100%.'),
  })
  .transform(({ rate_percent, ...rest }) => ({
    ...rest,
    rate_bps: Math.round(Number(rate_percent) * 100),
  }));
export type TaxRateFormValues = z.input<typeof taxRateFormSchema>;

/** Basis points as a percent: 1400 -> "14%", 1350 -> "13.5%". */
export function formatRate(bps: number): string {
  return `${Number((bps / 100).toFixed(2))}%`;
}

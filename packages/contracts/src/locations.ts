import { z } from 'zod';

/**
 * Warehouse locations (issue 11): a code such as `A-03-2` (warehouse, aisle, shelf, bin). The
 * locations module extends this file; `locationSummarySchema` is what an item shows of its place.
 */
export const locationCodePattern = /^[A-Z0-9]{1,6}(-[A-Z0-9]{1,6}){0,4}$/;

/** A location code as typed or scanned: trimmed, upper case, letters and digits in dash-separated parts. */
export const locationCodeSchema = z
  .string()
  .trim()
  .toUpperCase()
  .regex(
    locationCodePattern,
    'A location code is letters and digits in parts joined by dashes, such as A-03-2.',
  );

export const locationSummarySchema = z.object({
  id: z.uuid(),
  code: z.string(),
});
export type LocationSummary = z.infer<typeof locationSummarySchema>;

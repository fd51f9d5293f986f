import { z } from 'zod';
import { pageQuerySchema } from './pagination';

/** Which way a list runs: `asc` (A to Z, oldest, smallest first) or `desc`. */
export const sortOrders = ['asc', 'desc'] as const;
export type SortOrder = (typeof sortOrders)[number];

/** The words every staff list understands, whatever it lists. */
export interface ListQuery<Sort extends string = string> {
  page: number;
  per_page: number;
  sort: Sort;
  order: SortOrder;
  q?: string | undefined;
}

/**
 * The one schema of a paged, sorted, searchable list: `page` and `per_page` from `pageQuerySchema`,
 * `sort` (one of the list's own column names; any other is a 422), `order` and the search `q`.
 * A list adds its own filters with `.extend({ ... })`. Every parameter is optional, so a client
 * that sends none keeps the answer it had before.
 */
export function listQuerySchema<const Sorts extends readonly [string, ...string[]]>(
  sorts: Sorts,
  defaults: { sort: Sorts[number]; order?: SortOrder },
) {
  return pageQuerySchema.extend({
    sort: z
      .enum(sorts, {
        error: `Not a column this list can be sorted by. Choose one of: ${sorts.join(', ')}.`,
      })
      .default(defaults.sort as Sorts[number] as never),
    order: z.enum(sortOrders, { error: 'The order is asc or desc.' }).default(defaults.order ?? 'asc'),
    q: z.string().trim().max(100, 'The search may not be longer than 100 characters.').optional(),
  });
}

import { type ConsignorSummary, consignorSummarySchema } from '@auction/contracts';
import { formatConsignorNumber } from '@auction/domain';
import { queryOptions } from '@tanstack/react-query';
import { isAxiosError } from 'axios';
import { z } from 'zod';
import { http } from '../../lib/http/client';

/** "C-1024 Margaret Ellis (Ellis Antiques)": how a consignor is named in a picker and a list. */
export function consignorLabel(consignor: ConsignorSummary): string {
  const company = consignor.company && consignor.company !== consignor.name ? ` (${consignor.company})` : '';
  return `${formatConsignorNumber(consignor.number)} ${consignor.name}${company}`;
}

const matchesSchema = z.object({ data: z.array(consignorSummarySchema) });

/**
 * The first ten active consignors matching a name, company, e-mail, phone or number (`C-1024`).
 * Its keys share the consignors' prefix, so a change to a consignor refreshes the picker too.
 */
export const consignorSearchQuery = (q: string) =>
  queryOptions({
    queryKey: ['admin', 'consignors', 'picker', q] as const,
    queryFn: async () =>
      matchesSchema.parse(
        (
          await http.get('/api/admin/consignors', {
            params: { q, per_page: 10, sort: 'name', order: 'asc' },
            silent: true,
          })
        ).data,
      ).data,
    staleTime: 30_000,
  });

/** The chosen consignor, to name them when only their id is known (an edit form, a filter's URL). */
export const chosenConsignorQuery = (id: string) =>
  queryOptions({
    queryKey: ['admin', 'consignors', 'picked', id] as const,
    queryFn: async () => consignorSummarySchema.parse((await http.get(`/api/admin/consignors/${id}`)).data),
    retry: (failures, error) => !(isAxiosError(error) && error.response?.status === 404) && failures < 1,
  });

/** A whole label (`C-1024 Margaret Ellis (Ellis Antiques)`) is searched by the name in it. */
export function searchWords(text: string): string {
  const words = text
    .replace(/\s*\(.*\)\s*$/, '')
    .replace(/^C-\d+\s+/i, '')
    .trim();
  return words || text.trim();
}

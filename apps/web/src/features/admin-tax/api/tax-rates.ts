import { type TaxRate, type TaxRateBody, taxRateSchema } from '@auction/contracts';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { http } from '../../../lib/http/client';

export const taxRateKeys = { all: ['admin', 'tax-rates'] as const };

/** The dated GST/HST table, by region and newest first. */
export const taxRatesQuery = queryOptions({
  queryKey: taxRateKeys.all,
  queryFn: async (): Promise<TaxRate[]> =>
    z.array(taxRateSchema).parse((await http.get('/api/admin/tax-rates')).data),
});

/** Adds a dated rate (Admin only); the form shows a 422's messages on its fields. */
export function useAddTaxRate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: TaxRateBody) =>
      taxRateSchema.parse((await http.post('/api/admin/tax-rates', body, { silent: true })).data),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: taxRateKeys.all }),
  });
}

/** Deletes a rate no invoice was taxed at (the server refuses one in use). */
export function useDeleteTaxRate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: string) => (await http.delete(`/api/admin/tax-rates/${id}`)).data,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: taxRateKeys.all }),
  });
}

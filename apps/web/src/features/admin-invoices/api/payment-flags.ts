import { type PaymentFlag, paymentFlagSchema } from '@auction/contracts';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { http } from '../../../lib/http/client';
import { adminInvoiceKeys } from './invoice-queries';

export const paymentFlagKeys = { open: ['admin', 'payment-flags'] as const };

/** Bidders flagged for not paying and not yet cleared, oldest flag first. */
export const paymentFlagsQuery = queryOptions({
  queryKey: paymentFlagKeys.open,
  queryFn: async (): Promise<PaymentFlag[]> =>
    z.object({ data: z.array(paymentFlagSchema) }).parse((await http.get('/api/admin/payment-flags')).data)
      .data,
});

/** Clears a flag with staff's note; the bidder may register for new sales again. */
export function useClearPaymentFlag() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, note }: { id: string; note: string }) =>
      (await http.post(`/api/admin/payment-flags/${id}/clear`, { note }, { silent: true })).data as {
        message: string;
      },
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: paymentFlagKeys.open });
      void queryClient.invalidateQueries({ queryKey: adminInvoiceKeys.all });
    },
  });
}

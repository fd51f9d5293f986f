import { cardChargeSchema, invoiceCardOnFileSchema } from '@auction/contracts';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '../../../lib/http/client';
import { adminInvoiceKeys } from './invoice-queries';

export const invoiceCardOnFileQuery = (invoiceId: string) =>
  queryOptions({
    queryKey: [...adminInvoiceKeys.one(invoiceId), 'card-on-file'],
    queryFn: async () =>
      invoiceCardOnFileSchema.parse((await http.get(`/api/admin/invoices/${invoiceId}/card-on-file`)).data),
  });

/** Charges the invoice's balance to the buyer's card on file; one press, one charge. */
export function useChargeCardOnFile(invoiceId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (idempotencyKey: string) =>
      cardChargeSchema.parse(
        (
          await http.post(`/api/admin/invoices/${invoiceId}/card-charges`, {
            idempotency_key: idempotencyKey,
          })
        ).data,
      ),
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminInvoiceKeys.all }),
  });
}

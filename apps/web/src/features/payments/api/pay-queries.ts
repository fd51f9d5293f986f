import { invoiceDetailSchema, paymentIntentAnswerSchema, payOptionsSchema } from '@auction/contracts';
import { queryOptions, useMutation } from '@tanstack/react-query';
import { http } from '../../../lib/http/client';

/** How this invoice can be paid: the balance, Stripe's publishable key when card payment is on. */
export const payOptionsQuery = (invoiceId: string) =>
  queryOptions({
    queryKey: ['invoices', invoiceId, 'pay'],
    queryFn: async () => payOptionsSchema.parse((await http.get(`/api/invoices/${invoiceId}/pay`)).data),
    staleTime: 0,
  });

/** The buyer's invoice (its number, status and pickup details); polled after a card payment. */
export const invoiceToPayQuery = (invoiceId: string) =>
  queryOptions({
    queryKey: ['invoices', invoiceId],
    queryFn: async () => invoiceDetailSchema.parse((await http.get(`/api/invoices/${invoiceId}`)).data),
    staleTime: 0,
  });

/** Starts a card payment of the balance the server computes; the key makes a retry the same one. */
export function useStartCardPayment(invoiceId: string) {
  return useMutation({
    mutationFn: async (idempotencyKey: string) =>
      paymentIntentAnswerSchema.parse(
        (await http.post(`/api/invoices/${invoiceId}/payment-intents`, { idempotency_key: idempotencyKey }))
          .data,
      ),
  });
}

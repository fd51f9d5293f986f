import { buyNowItemSchema, buyNowPageSchema, buyNowPurchaseSchema } from '@auction/contracts';
import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '../../../lib/http/client';

export interface BuyNowParams {
  q: string;
  category: string;
  sort: string;
  page: number;
  per_page: number;
}

function clean(params: BuyNowParams): Record<string, string | number> {
  return Object.fromEntries(Object.entries(params).filter(([, value]) => value !== ''));
}

export const buyNowListQuery = (params: BuyNowParams) =>
  queryOptions({
    queryKey: ['public', 'buy-now', clean(params)],
    queryFn: async () =>
      buyNowPageSchema.parse((await http.get('/api/buy-now', { params: clean(params) })).data),
    placeholderData: keepPreviousData,
  });

export const buyNowItemQuery = (itemId: string) =>
  queryOptions({
    queryKey: ['public', 'buy-now', 'item', itemId],
    queryFn: async () => buyNowItemSchema.parse((await http.get(`/api/buy-now/${itemId}`)).data),
  });

/**
 * Buys an item: one key per press of "Confirm", so a retried request makes one invoice. Errors
 * are shown on the page (silent here), and the item is read again so a sold one says so.
 */
export function usePurchase(itemId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (idempotencyKey: string) =>
      buyNowPurchaseSchema.parse(
        (
          await http.post(`/api/buy-now/${itemId}/purchase`, undefined, {
            headers: { 'Idempotency-Key': idempotencyKey },
            silent: true,
          })
        ).data,
      ),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['public', 'buy-now'] }),
  });
}

import { savedCardListSchema } from '@auction/contracts';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '../../../lib/http/client';

export const savedCardsQuery = queryOptions({
  queryKey: ['account', 'cards'],
  queryFn: async () => savedCardListSchema.parse((await http.get('/api/users/cards')).data).data,
});

export function useRemoveCard() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (cardId: string) => {
      await http.delete(`/api/users/cards/${cardId}`);
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: savedCardsQuery.queryKey }),
  });
}

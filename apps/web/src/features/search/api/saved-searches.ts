import { type SavedSearchBody, savedSearchListSchema, savedSearchSchema } from '@auction/contracts';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '../../../lib/http/client';

const savedSearchesKey = ['me', 'saved-searches'] as const;

export const savedSearchesQuery = () =>
  queryOptions({
    queryKey: savedSearchesKey,
    queryFn: async () => savedSearchListSchema.parse((await http.get('/api/saved-searches')).data).data,
  });

/** Saves a search for alerts on new lots; saving the same words again answers the one kept. */
export function useSaveSearch() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: SavedSearchBody) =>
      savedSearchSchema.parse((await http.post('/api/saved-searches', body)).data),
    onSettled: () => queryClient.invalidateQueries({ queryKey: savedSearchesKey }),
  });
}

export function useRemoveSavedSearch() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: string) => {
      await http.delete(`/api/saved-searches/${id}`);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: savedSearchesKey }),
  });
}

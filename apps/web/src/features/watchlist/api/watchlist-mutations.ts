import type { WatchedLot } from '@auction/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '../../../lib/http/client';
import { notify } from '../../../lib/notify';
import { queryKeys } from '../../../lib/query-keys';

/** Adds a lot to the signed-in bidder's watchlist. */
export function useWatchLot() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (lotId: string) => {
      await http.post('/api/watchlist', { lot_id: lotId });
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.watchlist }),
  });
}

/** Takes a lot off the watchlist. */
export function useUnwatchLot() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (lotId: string) => {
      await http.delete(`/api/watchlist/${lotId}`);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.watchlist }),
  });
}

/**
 * Removes a lot from the watchlist page at once, puts it back if the server refuses, and offers
 * to undo for a few seconds after.
 */
export function useRemoveFromWatchlist() {
  const queryClient = useQueryClient();
  const watch = useWatchLot();
  return useMutation({
    mutationFn: async (lot: WatchedLot) => {
      await http.delete(`/api/watchlist/${lot.id}`);
    },
    onMutate: async (lot) => {
      await queryClient.cancelQueries({ queryKey: queryKeys.watchlist });
      const before = queryClient.getQueryData<WatchedLot[]>(queryKeys.watchlist);
      queryClient.setQueryData<WatchedLot[]>(queryKeys.watchlist, (lots) =>
        lots?.filter((watched) => watched.id !== lot.id),
      );
      return { before, index: before?.findIndex((watched) => watched.id === lot.id) ?? 0 };
    },
    onError: (_error, _lot, context) => {
      if (context?.before) queryClient.setQueryData(queryKeys.watchlist, context.before);
    },
    onSuccess: (_data, lot, context) => {
      notify.success(`${lot.title} was removed from your watchlist.`, {
        action: {
          label: 'Undo',
          onClick: () => {
            queryClient.setQueryData<WatchedLot[]>(queryKeys.watchlist, (lots) =>
              lots && !lots.some((watched) => watched.id === lot.id)
                ? lots.toSpliced(Math.max(0, context?.index ?? 0), 0, lot)
                : lots,
            );
            watch.mutate(lot.id);
          },
        },
      });
    },
  });
}

import { type Lot, type MyLotBid, myLotBidSchema, placeBidResultSchema } from '@auction/contracts';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '../../../lib/http/client';
import { applyBidResult } from '../../../lib/live-lots/lot-events';
import { queryKeys } from '../../../lib/query-keys';

/** The signed-in bidder's own maximum on a lot and whether it leads (not public: dropped at sign-out). */
export const myLotBidQuery = (lotId: string) =>
  queryOptions({
    queryKey: ['lot', lotId, 'my-bid'],
    queryFn: async () =>
      myLotBidSchema.parse((await http.get(`/api/lots/${lotId}/my-bid`, { silent: true })).data),
  });

export interface PlaceBidVariables {
  amount: number;
  /** Made once per confirmed bid: a retry of the same bid sends the same key and counts once. */
  idempotencyKey: string;
}

/**
 * Sends a maximum bid. Refusals are not toasted (the form shows the server's message next to
 * it); the answer moves the lot, the bidder's own standing and the history at once.
 */
export function usePlaceBid(lot: Pick<Lot, 'id'>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ amount, idempotencyKey }: PlaceBidVariables) =>
      placeBidResultSchema.parse(
        (
          await http.post(
            `/api/lots/${lot.id}/bids`,
            { amount },
            { headers: { 'Idempotency-Key': idempotencyKey }, silent: true },
          )
        ).data,
      ),
    onSuccess: (result) => {
      queryClient.setQueryData<Lot>(queryKeys.lot(lot.id), (current) =>
        current ? applyBidResult(current, result) : current,
      );
      queryClient.setQueryData<MyLotBid>(myLotBidQuery(lot.id).queryKey, {
        lot_id: result.lot_id,
        your_max: result.your_max,
        is_high_bidder: result.is_high_bidder,
      });
      void queryClient.invalidateQueries({ queryKey: queryKeys.lotBids(lot.id) });
    },
  });
}

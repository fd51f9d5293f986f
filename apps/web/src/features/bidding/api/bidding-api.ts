import { type Lot, type MyLotBid, myLotBidSchema, placeBidResultSchema } from '@auction/contracts';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useAuth } from '../../../lib/auth/use-auth';
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

const noBids: ReadonlySet<string> = new Set();

/** The signed-in bidder's own rows of a lot's bid history (none for a visitor). */
export function useMyBidIds(lotId: string): ReadonlySet<string> {
  const { user } = useAuth();
  const ids = useQuery({ ...myLotBidQuery(lotId), enabled: user !== null }).data?.bid_ids;
  return useMemo(() => (user && ids ? new Set(ids) : noBids), [user, ids]);
}

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
      queryClient.setQueryData<MyLotBid>(myLotBidQuery(lot.id).queryKey, (mine) => ({
        lot_id: result.lot_id,
        your_max: result.your_max,
        is_high_bidder: result.is_high_bidder,
        outbid_reason: result.outbid_reason,
        bid_ids: mine?.bid_ids ?? [],
      }));
      // The history gains this bid's rows, and the bidder's own list of them with it.
      void queryClient.invalidateQueries({ queryKey: queryKeys.lotBids(lot.id) });
      void queryClient.invalidateQueries({ queryKey: myLotBidQuery(lot.id).queryKey });
    },
  });
}

import { closingEventTypes, liveEnvelopeTypes, type MyBid } from '@auction/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useLiveLots } from '../../lib/live-lots/use-live-lots';
import { applyStandingEvent, needsStandingRefetch } from '../../lib/my-lots';
import { queryKeys } from '../../lib/query-keys';

const listKeys = [queryKeys.watchlist, queryKeys.myBids];

/**
 * Keeps the bidder's watchlist and active bids live: prices, bid counts, extensions and results
 * land in both cached lists; the bidder's standing follows each new price, and a lot's close
 * refreshes the won lots. A live sale's event on a lot (opened, a bid, the hammer) carries no
 * standing of theirs, so their bids and wins are read again.
 */
export function useLiveMyLists(lotIds: string[]) {
  const queryClient = useQueryClient();
  useLiveLots({
    targets: [...new Set(lotIds)].map((lotId) => ({ lotId })),
    queryKeys: listKeys,
    onEvent: (envelope) => {
      const bids = queryClient.getQueryData<MyBid[]>(queryKeys.myBids);
      if (bids) {
        queryClient.setQueryData(queryKeys.myBids, applyStandingEvent(bids, envelope));
        if (needsStandingRefetch(bids, envelope))
          void queryClient.invalidateQueries({ queryKey: queryKeys.myBids });
      }
      if (envelope.type === liveEnvelopeTypes.event) {
        void queryClient.invalidateQueries({ queryKey: queryKeys.myBids });
        void queryClient.invalidateQueries({ queryKey: queryKeys.wonLots });
      }
      if (envelope.type === closingEventTypes.lotClosed)
        void queryClient.invalidateQueries({ queryKey: queryKeys.wonLots });
    },
    onResync: () => void queryClient.invalidateQueries({ queryKey: queryKeys.wonLots }),
  });
}

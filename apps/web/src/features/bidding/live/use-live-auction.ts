import {
  type Auction,
  auctionStatusPayloadSchema,
  closingEventTypes,
  type EventEnvelope,
} from '@auction/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useMemo } from 'react';
import { useLiveLots } from '../../../lib/live-lots/use-live-lots';
import { queryKeys } from '../../../lib/query-keys';

/** The cached lot lists of one auction (every filter, sort and page of its lot grid). */
export const auctionLotsKey = (auctionId: string) => ['public', 'auction', auctionId, 'lots'] as const;

/**
 * An auction page, live: every lot of its grid follows prices, bid counts, extensions and
 * closings, and the auction's own status moves (scheduled -> open -> closing -> closed).
 */
export function useLiveAuction(auctionId: string | undefined): void {
  const queryClient = useQueryClient();
  const targets = useMemo(() => (auctionId ? [{ auctionId }] : []), [auctionId]);
  const lotKeys = useMemo(
    () => (auctionId ? [auctionLotsKey(auctionId), ['public', 'lot']] : []),
    [auctionId],
  );

  const onEvent = useCallback(
    (envelope: EventEnvelope) => {
      if (!auctionId || envelope.type !== closingEventTypes.auctionStatus) return;
      const parsed = auctionStatusPayloadSchema.safeParse(envelope.payload);
      if (!parsed.success || parsed.data.auction_id !== auctionId) return;
      queryClient.setQueryData<Auction>(queryKeys.auction(auctionId), (auction) =>
        auction ? { ...auction, status: parsed.data.status } : auction,
      );
      // Opening turns upcoming lots open: their statuses come with a fresh list.
      void queryClient.invalidateQueries({ queryKey: auctionLotsKey(auctionId) });
    },
    [auctionId, queryClient],
  );

  useLiveLots({ targets, queryKeys: lotKeys, onEvent });
}

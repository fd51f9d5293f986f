import { bidEventTypes, closingEventTypes, type EventEnvelope, liveEnvelopeTypes } from '@auction/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useRef } from 'react';
import { useLiveLots } from '../../lib/live-lots/use-live-lots';
import { consignorPortalKeys } from './api/consignor-portal-queries';
import { createThrottle } from './throttle';

/** Live sale events that end a lot or the sale: the items' statuses change, not just the figures. */
const closingLiveEvents = new Set(['lot_sold', 'lot_passed', 'sale_ended']);

/** What an event of a followed auction asks to read again: the projection, everything, or nothing. */
export function refreshFor(envelope: EventEnvelope): 'projection' | 'all' | null {
  if (envelope.type === bidEventTypes.placed) return 'projection';
  if (envelope.type === closingEventTypes.lotClosed || envelope.type === closingEventTypes.auctionStatus) {
    return 'all';
  }
  if (envelope.type === liveEnvelopeTypes.event) {
    const payload = envelope.payload as { event?: { type?: string } } | null;
    return closingLiveEvents.has(payload?.event?.type ?? '') ? 'all' : 'projection';
  }
  return null;
}

/**
 * Follows the auctions of the consignor's running sales and reads the projection again on each
 * bid (at most once a second, the last bid always included), and the items too when a lot closes.
 */
export function useLiveConsignment(auctionIds: readonly string[], intervalMs = 1_000) {
  const queryClient = useQueryClient();
  const wantsAll = useRef(false);
  const throttle = useMemo(
    () =>
      createThrottle(() => {
        const all = wantsAll.current;
        wantsAll.current = false;
        void queryClient.invalidateQueries({
          queryKey: all ? consignorPortalKeys.all : consignorPortalKeys.projection,
        });
      }, intervalMs),
    [queryClient, intervalMs],
  );
  useEffect(() => () => throttle.cancel(), [throttle]);
  const key = [...auctionIds].sort().join(',');
  // biome-ignore lint/correctness/useExhaustiveDependencies: the joined ids stand for the list.
  const targets = useMemo(() => auctionIds.map((auctionId) => ({ auctionId })), [key]);
  return useLiveLots({
    targets,
    queryKeys: [],
    onEvent: (envelope) => {
      const refresh = refreshFor(envelope);
      if (!refresh) return;
      if (refresh === 'all') wantsAll.current = true;
      throttle.call();
    },
    onResync: () => {
      wantsAll.current = true;
      throttle.call();
    },
  });
}

import type { EventEnvelope } from '@auction/contracts';
import { type QueryKey, useQueryClient } from '@tanstack/react-query';
import { useContext, useEffect, useRef, useSyncExternalStore } from 'react';
import type { RealtimeSnapshot, RealtimeTarget } from '../realtime/realtime-client';
import { RealtimeContext } from '../realtime/realtime-context';
import { applyLotEvent, followSeq, type LotEvent, readLotEvent } from './lot-events';
import { mapLotsIn } from './map-lots';

export interface LiveLotsOptions {
  /** The auctions and lots to follow (the socket must be open on the page: connection policy). */
  targets: readonly RealtimeTarget[];
  /** Prefixes of the cached answers that hold these lots; events are applied to every one. */
  queryKeys: readonly QueryKey[];
  /** Every event of the targets, with the lot event read from it (null for other events). */
  onEvent?: (envelope: EventEnvelope, lotEvent: LotEvent | null) => void;
  /** After a missed event or a reconnect, once the query keys are refetched. */
  onResync?: () => void;
}

const offline: RealtimeSnapshot = { state: 'disconnected', authenticated: false };
const noSubscription = () => () => {};
const offlineSnapshot = () => offline;

const keyOf = (target: RealtimeTarget) =>
  'auctionId' in target ? `auction:${target.auctionId}` : `lot:${target.lotId}`;

/**
 * Keeps cached lots live: subscribes to the targets, applies price, extension and closing events
 * to every cached answer under `queryKeys`, and refetches them when an event was missed (a seq
 * gap on an auction, a jump in a lot's bid count) or the socket (re)connects. Outside a
 * `RealtimeProvider` (component tests) it does nothing.
 */
export function useLiveLots({ targets, queryKeys, onEvent, onResync }: LiveLotsOptions): RealtimeSnapshot {
  const client = useContext(RealtimeContext);
  const queryClient = useQueryClient();
  const snapshot = useSyncExternalStore(
    client?.onChange ?? noSubscription,
    client?.getSnapshot ?? offlineSnapshot,
    offlineSnapshot,
  );
  const latest = useRef({ queryKeys, onEvent, onResync });
  latest.current = { queryKeys, onEvent, onResync };
  const targetKey = targets.map(keyOf).sort().join(',');

  useEffect(() => {
    if (!client || !snapshot.authenticated) return;
    const current = latest.current;
    for (const queryKey of current.queryKeys) void queryClient.invalidateQueries({ queryKey });
    current.onResync?.();
  }, [client, queryClient, snapshot.authenticated]);

  useEffect(() => {
    if (!client || targetKey === '') return;
    const lastSeqOf = new Map<string, number>();
    const resync = () => {
      for (const queryKey of latest.current.queryKeys) void queryClient.invalidateQueries({ queryKey });
      latest.current.onResync?.();
    };
    const handle = (envelope: EventEnvelope) => {
      let missed = false;
      if (envelope.auction_id && targetKey.includes(`auction:${envelope.auction_id}`)) {
        const followed = followSeq(lastSeqOf.get(envelope.auction_id) ?? null, envelope);
        lastSeqOf.set(envelope.auction_id, followed.lastSeen);
        missed = followed.missed;
      }
      const lotEvent = readLotEvent(envelope);
      if (lotEvent) {
        for (const queryKey of latest.current.queryKeys) {
          for (const query of queryClient.getQueryCache().findAll({ queryKey })) {
            const before = query.state.data;
            const after = mapLotsIn(before, lotEvent.payload.lot_id, (lot) => {
              const applied = applyLotEvent(lot, lotEvent);
              if (applied.missed) missed = true;
              return applied.lot;
            });
            if (after === before) continue;
            queryClient.setQueryData(query.queryKey, after);
            // A fetch under way may answer with the lot as it was before this event: fetch again.
            if (query.state.fetchStatus === 'fetching') missed = true;
          }
        }
      }
      latest.current.onEvent?.(envelope, lotEvent);
      if (missed) resync();
    };
    const unsubscribes = targetKey.split(',').map((key) => {
      const [kind, id = ''] = key.split(':');
      return client.subscribe(kind === 'auction' ? { auctionId: id } : { lotId: id }, handle);
    });
    return () => {
      for (const unsubscribe of unsubscribes) unsubscribe();
    };
  }, [client, queryClient, targetKey]);

  return snapshot;
}

import type { EventEnvelope } from '@auction/contracts';
import { act, type ReactNode } from 'react';
import type {
  EventHandler,
  RealtimeClient,
  RealtimeSnapshot,
  RealtimeTarget,
} from '../lib/realtime/realtime-client';
import { RealtimeContext } from '../lib/realtime/realtime-context';

/**
 * A connected real-time client without a socket: pages subscribe as usual and the test pushes
 * events to them with `emit`, as the server would.
 */
export function fakeRealtime() {
  const handlers = new Map<string, Set<EventHandler>>();
  const snapshot: RealtimeSnapshot = { state: 'connected', authenticated: true };
  const keyOf = (target: RealtimeTarget) =>
    'auctionId' in target ? `auction:${target.auctionId}` : `lot:${target.lotId}`;
  const client = {
    getSnapshot: () => snapshot,
    onChange: () => () => {},
    subscribe(target: RealtimeTarget, handler: EventHandler) {
      const key = keyOf(target);
      const set = handlers.get(key) ?? new Set<EventHandler>();
      set.add(handler);
      handlers.set(key, set);
      return () => set.delete(handler);
    },
    send: () => true,
  } as unknown as RealtimeClient;

  return {
    client,
    /** Lot ids with at least one subscriber. */
    subscribedLots: () =>
      [...handlers.entries()]
        .filter(([key, set]) => key.startsWith('lot:') && set.size > 0)
        .map(([key]) => key.slice(4)),
    emit(event: EventEnvelope) {
      act(() => {
        for (const key of [`auction:${event.auction_id}`, `lot:${event.lot_id}`])
          for (const handler of handlers.get(key) ?? []) handler(event);
      });
    },
    wrap: (children: ReactNode) => <RealtimeContext value={client}>{children}</RealtimeContext>,
  };
}

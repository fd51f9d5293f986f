import type { EventEnvelope } from '@auction/contracts';
import { act } from '@testing-library/react';
import type {
  EventHandler,
  RealtimeClient,
  RealtimeSnapshot,
  RealtimeTarget,
} from '../../../src/lib/realtime/realtime-client';

/** A connected socket whose events the test sends by hand. */
export function fakeRealtime() {
  const handlers = new Map<string, Set<EventHandler>>();
  let snapshot: RealtimeSnapshot = { state: 'connected', authenticated: true };
  const listeners = new Set<() => void>();
  const client = {
    onChange: (listener: () => void) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    getSnapshot: () => snapshot,
    send: () => true,
    subscribe(target: RealtimeTarget, handler: EventHandler) {
      const key = 'lotId' in target ? `lot:${target.lotId}` : `auction:${target.auctionId}`;
      const set = handlers.get(key) ?? new Set();
      set.add(handler);
      handlers.set(key, set);
      return () => set.delete(handler);
    },
  };
  return {
    client: client as unknown as RealtimeClient,
    emit(event: EventEnvelope) {
      act(() => {
        const keys = [`lot:${event.lot_id}`, `auction:${event.auction_id}`];
        for (const key of keys) for (const handler of handlers.get(key) ?? []) handler(event);
      });
    },
    /** The socket drops (false) or is back and signed in again (true). */
    setAuthenticated(authenticated: boolean) {
      act(() => {
        snapshot = { state: authenticated ? 'connected' : 'disconnected', authenticated };
        for (const listener of listeners) listener();
      });
    },
    subscribed: (lotId: string) => (handlers.get(`lot:${lotId}`)?.size ?? 0) > 0,
    subscribedToAuction: (auctionId: string) => (handlers.get(`auction:${auctionId}`)?.size ?? 0) > 0,
  };
}

import type { ClientMessage, EventEnvelope } from '@auction/contracts';
import { act, type ReactNode } from 'react';
import type {
  EventHandler,
  RealtimeClient,
  RealtimeReply,
  RealtimeSnapshot,
  RealtimeTarget,
  ReplyHandler,
} from '../src/lib/realtime/realtime-client';
import { RealtimeContext } from '../src/lib/realtime/realtime-context';

/**
 * A connected real-time client without a socket: pages subscribe as usual and the test pushes
 * events to them with `emit`, as the server would.
 */
export function fakeRealtime() {
  const handlers = new Map<string, Set<EventHandler>>();
  const replyHandlers = new Set<ReplyHandler>();
  const listeners = new Set<() => void>();
  /** Every message the page sent, oldest first. */
  const sent: ClientMessage[] = [];
  let snapshot: RealtimeSnapshot = { state: 'connected', authenticated: true };
  const keyOf = (target: RealtimeTarget) =>
    'auctionId' in target ? `auction:${target.auctionId}` : `lot:${target.lotId}`;
  const client = {
    getSnapshot: () => snapshot,
    onChange: (listener: () => void) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    onReply: (handler: ReplyHandler) => {
      replyHandlers.add(handler);
      return () => replyHandlers.delete(handler);
    },
    subscribe(target: RealtimeTarget, handler: EventHandler) {
      const key = keyOf(target);
      const set = handlers.get(key) ?? new Set<EventHandler>();
      set.add(handler);
      handlers.set(key, set);
      return () => set.delete(handler);
    },
    send: (message: ClientMessage) => {
      sent.push(message);
      return snapshot.authenticated;
    },
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
    sent,
    /** The server answers a message the page sent (`live_ack` or `error`). */
    reply(message: RealtimeReply) {
      act(() => {
        for (const handler of replyHandlers) handler(message);
      });
    },
    /** The socket drops (false) or is back and signed in again (true). */
    setAuthenticated(authenticated: boolean) {
      act(() => {
        snapshot = { state: authenticated ? 'connected' : 'disconnected', authenticated };
        for (const listener of listeners) listener();
      });
    },
    wrap: (children: ReactNode) => <RealtimeContext value={client}>{children}</RealtimeContext>,
  };
}

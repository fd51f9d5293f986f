import type { ClientMessage } from '@auction/contracts';
import { useCallback, useContext, useSyncExternalStore } from 'react';
import type {
  EventHandler,
  RealtimeSnapshot,
  RealtimeState,
  RealtimeTarget,
  ReplyHandler,
} from './realtime-client';
import { RealtimeContext } from './realtime-context';

export interface UseRealtime {
  state: RealtimeState;
  authenticated: boolean;
  /** Routes the events of an auction or lot to `handler`; call the result to unsubscribe. */
  subscribe(target: RealtimeTarget, handler: EventHandler): () => void;
  send(message: ClientMessage): boolean;
  /** Hears `live_ack` and refusals of sent messages; call the result to stop. */
  onReply(handler: ReplyHandler): () => void;
}

const noChanges = () => () => undefined;
const notLoaded: RealtimeSnapshot = { state: 'disconnected', authenticated: false };
const notLoadedSnapshot = () => notLoaded;

/**
 * The real-time channel of the nearest `RealtimeProvider`. While its client is still loading, the
 * channel is disconnected: a message sent is dropped with a warning (spec section 8), and
 * subscriptions are made again, by the effects that made them, once it has loaded.
 */
export function useRealtime(): UseRealtime {
  const client = useContext(RealtimeContext);
  const { state, authenticated } = useSyncExternalStore(
    client?.onChange ?? noChanges,
    client?.getSnapshot ?? notLoadedSnapshot,
    notLoadedSnapshot,
  );
  const subscribe = useCallback<UseRealtime['subscribe']>(
    (target, handler) => client?.subscribe(target, handler) ?? (() => undefined),
    [client],
  );
  const send = useCallback(
    (message: ClientMessage) => {
      if (client) return client.send(message);
      console.warn(`Real-time message "${message.type}" dropped: not connected.`);
      return false;
    },
    [client],
  );
  const onReply = useCallback<UseRealtime['onReply']>(
    (handler) => client?.onReply(handler) ?? (() => undefined),
    [client],
  );
  return { state, authenticated, subscribe, send, onReply };
}

import type { ClientMessage } from '@auction/contracts';
import { useCallback, useContext, useSyncExternalStore } from 'react';
import type { EventHandler, RealtimeState, RealtimeTarget, ReplyHandler } from './realtime-client';
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

export function useRealtime(): UseRealtime {
  const client = useContext(RealtimeContext);
  if (!client) throw new Error('useRealtime must be used inside <RealtimeProvider>.');
  const { state, authenticated } = useSyncExternalStore(client.onChange, client.getSnapshot);
  const subscribe = useCallback<UseRealtime['subscribe']>(
    (target, handler) => client.subscribe(target, handler),
    [client],
  );
  const send = useCallback((message: ClientMessage) => client.send(message), [client]);
  const onReply = useCallback<UseRealtime['onReply']>((handler) => client.onReply(handler), [client]);
  return { state, authenticated, subscribe, send, onReply };
}

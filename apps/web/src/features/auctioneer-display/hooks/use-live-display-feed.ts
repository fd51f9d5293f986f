import { liveEnvelopeTypes, liveSnapshotSchema } from '@auction/contracts';
import { isAxiosError } from 'axios';
import { useCallback, useEffect, useReducer, useRef, useState } from 'react';
import { useRealtime } from '../../../lib/realtime/use-realtime';
import { fetchLiveSnapshot } from '../api/live-snapshot';
import { displayFeedReducer, emptyFeed } from '../display-state';

export type FeedProblem = 'not_found' | 'failed' | null;

/** How long to wait before asking for the snapshot again after a failed fetch. */
const retryAfterMs = 3_000;

/**
 * The live room as the server confirmed it: the snapshot over HTTP first, then `join_auction` on
 * every (re)connection, each `live_event` applied in order, and a fresh snapshot on a gap.
 */
export function useLiveDisplayFeed(auctionId: string) {
  const { subscribe, send, authenticated, state } = useRealtime();
  const [feed, dispatch] = useReducer(displayFeedReducer, emptyFeed);
  const [problem, setProblem] = useState<FeedProblem>(null);
  const [attempt, setAttempt] = useState(0);
  const retry = useRef<ReturnType<typeof setTimeout> | null>(null);

  const load = useCallback(async () => {
    try {
      dispatch({ type: 'snapshot', room: await fetchLiveSnapshot(auctionId) });
      setProblem(null);
    } catch (error) {
      const notFound = isAxiosError(error) && error.response?.status === 404;
      setProblem(notFound ? 'not_found' : 'failed');
      if (notFound) return;
      if (retry.current) clearTimeout(retry.current);
      retry.current = setTimeout(() => setAttempt((n) => n + 1), retryAfterMs);
    }
  }, [auctionId]);

  // The first picture, and each retry after a failed fetch.
  // biome-ignore lint/correctness/useExhaustiveDependencies: `attempt` asks for another fetch.
  useEffect(() => {
    void load();
  }, [load, attempt]);

  useEffect(
    () =>
      subscribe({ auctionId }, (envelope) => {
        if (envelope.type === liveEnvelopeTypes.state) {
          const room = liveSnapshotSchema.safeParse(envelope.payload);
          if (room.success) dispatch({ type: 'snapshot', room: room.data });
          return;
        }
        dispatch({ type: 'message', envelope });
      }),
    [auctionId, subscribe],
  );

  useEffect(
    () => () => {
      if (retry.current) clearTimeout(retry.current);
    },
    [],
  );

  // Joining again after a reconnect brings a fresh `live_state`.
  useEffect(() => {
    if (authenticated) send({ type: 'join_auction', auctionId });
  }, [authenticated, auctionId, send]);

  useEffect(() => {
    if (feed.needsResync) void load();
  }, [feed.needsResync, load]);

  return { room: feed.room, problem, connected: state === 'connected' && authenticated };
}

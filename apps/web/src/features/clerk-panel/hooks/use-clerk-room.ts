import {
  applyLiveRoomMessage,
  type LiveSnapshot,
  liveEnvelopeTypes,
  liveSnapshotSchema,
} from '@auction/contracts';
import { useCallback, useEffect, useRef, useState } from 'react';
import type { RealtimeState } from '../../../lib/realtime/realtime-client';
import { useRealtime } from '../../../lib/realtime/use-realtime';
import { fetchLiveRoom } from '../api/live-room-query';
import { messageProblem, type PanelMessage } from '../lib/clerk-commands';

export interface ClerkRoom {
  /** The room as the server last confirmed it; null until the first snapshot. */
  room: LiveSnapshot | null;
  loadError: boolean;
  connection: RealtimeState;
  /** The server's (or the protocol's) refusal of the last message sent, until the next one. */
  refusal: string | null;
  clearRefusal: () => void;
  /** Shows why the panel did not send a command (it cannot apply to the sale as it stands). */
  refuse: (message: string) => void;
  /** Sends a message with a request id; false (and a refusal shown) when it could not go. */
  send: (message: PanelMessage) => boolean;
}

let counter = 0;
const requestId = () => `clerk-${Date.now().toString(36)}-${(counter++).toString(36)}`;

/** Presence paddles with no name in the clerk's view yet (bidders who just came in), not asked about before. */
function newPaddles(room: LiveSnapshot, asked: Set<number>): number[] {
  const named = new Set(room.clerk?.online_bidders.map((b) => b.paddle));
  return room.presence.paddles.filter((paddle) => !named.has(paddle) && !asked.has(paddle));
}

/**
 * The live room as the clerk sees it: joins on every (re)connect, applies each server message
 * with `applyLiveRoomMessage`, fetches the snapshot again on a gap, and keeps the server's answer
 * to each message the panel sends (nothing is shown until the server confirms it).
 */
export function useClerkRoom(auctionId: string): ClerkRoom {
  const realtime = useRealtime();
  const { subscribe, send: sendRaw, onReply, authenticated, state } = realtime;
  const [room, setRoom] = useState<LiveSnapshot | null>(null);
  const [loadError, setLoadError] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const roomRef = useRef<LiveSnapshot | null>(null);
  const pending = useRef(new Set<string>());
  const fetching = useRef(false);
  const askedPaddles = useRef(new Set<number>());

  const keep = useCallback((next: LiveSnapshot) => {
    roomRef.current = next;
    setRoom(next);
  }, []);

  const resync = useCallback(async () => {
    if (fetching.current) return;
    fetching.current = true;
    try {
      const fresh = await fetchLiveRoom(auctionId);
      // A message may have moved the room on while the snapshot was on its way.
      if (!roomRef.current || fresh.last_seq >= roomRef.current.last_seq) keep(fresh);
      setLoadError(false);
    } catch {
      if (!roomRef.current) setLoadError(true);
    } finally {
      fetching.current = false;
    }
  }, [auctionId, keep]);

  useEffect(() => {
    void resync();
  }, [resync]);

  useEffect(
    () =>
      subscribe({ auctionId }, (envelope) => {
        if (envelope.type === liveEnvelopeTypes.state) {
          const snapshot = liveSnapshotSchema.safeParse(envelope.payload);
          if (snapshot.success) keep(snapshot.data);
          return;
        }
        const current = roomRef.current;
        if (!current) return;
        const update = applyLiveRoomMessage(current, envelope);
        if (update.kind === 'resync') {
          void resync();
          return;
        }
        if (update.room !== current) keep(update.room);
        if (envelope.type !== liveEnvelopeTypes.presence) return;
        const unnamed = newPaddles(update.room, askedPaddles.current);
        if (unnamed.length === 0) return;
        for (const paddle of unnamed) askedPaddles.current.add(paddle);
        void resync();
      }),
    [auctionId, subscribe, keep, resync],
  );

  useEffect(() => {
    if (authenticated) sendRaw({ type: 'join_auction', auctionId });
  }, [authenticated, auctionId, sendRaw]);

  useEffect(
    () =>
      onReply((reply) => {
        if (!reply.request_id || !pending.current.has(reply.request_id)) return;
        pending.current.delete(reply.request_id);
        if (reply.type === 'error') setRefusal(reply.message);
      }),
    [onReply],
  );

  const send = useCallback(
    (message: PanelMessage) => {
      const problem = messageProblem(message);
      if (problem) {
        setRefusal(problem);
        return false;
      }
      const id = requestId();
      setRefusal(null);
      if (!sendRaw({ ...message, request_id: id } as PanelMessage)) {
        setRefusal('Not connected to the sale. Wait for the connection to come back and try again.');
        return false;
      }
      pending.current.add(id);
      return true;
    },
    [sendRaw],
  );

  return {
    room,
    loadError,
    connection: state,
    refusal,
    clearRefusal: () => setRefusal(null),
    refuse: setRefusal,
    send,
  };
}

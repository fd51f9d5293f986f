import {
  applyLiveRoomMessage,
  type EventEnvelope,
  type LiveSnapshot,
  liveEnvelopeTypes,
  liveSnapshotSchema,
} from '@auction/contracts';
import { useQuery } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useRealtime } from '../../lib/realtime/use-realtime';
import { liveRoomQuery } from './api/live-room-api';
import { acceptSnapshot } from './live-room-state';

/** The server time of a live event, when the envelope carries one. */
function serverTimeOf(envelope: EventEnvelope): number | null {
  const payload = envelope.payload as { event?: { server_time?: unknown } } | null;
  const time = payload?.event?.server_time;
  return typeof time === 'number' ? time : null;
}

/**
 * The live room of one auction, kept current: the snapshot over HTTP, `join_auction` on every
 * (re)connection, each `live_event` applied with `applyLiveRoomMessage`, and a fresh snapshot
 * when a `seq` gap asks for one. Key the caller on the auction id so another auction starts afresh.
 * `delayMs` is how long the last event took from the server here.
 */
export function useLiveRoom(auctionId: string) {
  const realtime = useRealtime();
  const query = useQuery(liveRoomQuery(auctionId));
  const [room, setRoom] = useState<LiveSnapshot | null>(null);
  const [delayMs, setDelayMs] = useState<number | null>(null);
  const roomRef = useRef<LiveSnapshot | null>(null);
  const { refetch } = query;

  const keep = useCallback((next: LiveSnapshot) => {
    roomRef.current = next;
    setRoom(next);
  }, []);

  const resync = useCallback(() => {
    void refetch();
  }, [refetch]);

  useEffect(() => {
    if (query.data) keep(acceptSnapshot(roomRef.current, query.data));
  }, [query.data, keep]);

  useEffect(
    () =>
      realtime.subscribe({ auctionId }, (envelope) => {
        if (envelope.type === liveEnvelopeTypes.state) {
          const snapshot = liveSnapshotSchema.safeParse(envelope.payload);
          if (snapshot.success) keep(acceptSnapshot(roomRef.current, snapshot.data));
          return;
        }
        const current = roomRef.current;
        if (!current) return;
        if (envelope.type === liveEnvelopeTypes.event) {
          const sentAt = serverTimeOf(envelope);
          if (sentAt !== null) setDelayMs(Math.max(0, Date.now() - sentAt));
        }
        const update = applyLiveRoomMessage(current, envelope);
        if (update.kind === 'resync') resync();
        else if (update.room !== current) keep(update.room);
      }),
    [realtime.subscribe, auctionId, keep, resync],
  );

  // Join the room on every (re)connection; after a drop, the snapshot replaces what was missed.
  const connections = useRef(0);
  const { authenticated, send } = realtime;
  useEffect(() => {
    if (!authenticated) return;
    send({ type: 'join_auction', auctionId });
    connections.current += 1;
    if (connections.current > 1) resync();
  }, [authenticated, send, auctionId, resync]);

  return {
    room,
    query,
    delayMs,
    connected: realtime.state === 'connected' && realtime.authenticated,
    resync,
  };
}

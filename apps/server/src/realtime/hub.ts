import type { EventEnvelope, ServerMessage } from '@auction/contracts';
import type { Clock } from '../clock';
import type { EventBus } from './bus';

/** Anything the hub can deliver to: a WebSocket connection on this instance. */
export interface HubClient {
  send(message: ServerMessage): void;
  /**
   * The same message already serialised (as UTF-8 bytes from the hub): a room of a thousand
   * sockets costs one JSON.stringify and one encoding.
   */
  sendSerialized?(data: string | Buffer): void;
}

export const auctionRoom = (auctionId: string) => `auction:${auctionId}`;
export const lotRoom = (lotId: string) => `lot:${lotId}`;
/** Every socket of one signed-in user, for personal notices (outbid). */
export const userRoom = (userId: string) => `user:${userId}`;

export interface HubEvent {
  type: string;
  auction_id: string | null;
  lot_id: string | null;
  payload: unknown;
  /** The per-auction sequence number; services pass the one the database assigned. */
  seq?: number;
  /** A personal event: delivered only to this user's sockets, not to the rooms. */
  user_id?: string;
}

/**
 * Rooms of sockets and fan-out. Services publish only after their transaction commits; this
 * instance delivers to its own sockets at once and the bus brings the event to the others.
 */
export function createHub(deps: {
  bus: EventBus;
  clock: Clock;
  /** Hears each event's lag from its publish to its delivery here (`/metrics`). */
  onDelivered?: (source: 'local' | 'bus', lagMs: number) => void;
}) {
  const rooms = new Map<string, Set<HubClient>>();
  const localSeq = new Map<string, number>();
  const listeners = new Map<string, (envelope: EventEnvelope) => void>();

  function sendAll(targets: Iterable<HubClient>, envelope: EventEnvelope) {
    let data: Buffer | null = null;
    for (const client of targets) {
      if (client.sendSerialized) {
        data ??= Buffer.from(JSON.stringify(envelope));
        client.sendSerialized(data);
      } else client.send(envelope);
    }
  }

  function deliver(envelope: EventEnvelope, source: 'local' | 'bus') {
    const listener = listeners.get(envelope.type);
    if (listener) {
      listener(envelope);
      return;
    }
    sendToRooms(envelope);
    deps.onDelivered?.(source, deps.clock().getTime() - envelope.timestamp);
  }

  function sendToRooms(envelope: EventEnvelope) {
    if (envelope.user_id) {
      sendAll(rooms.get(userRoom(envelope.user_id)) ?? [], envelope);
      return;
    }
    const auction = envelope.auction_id ? rooms.get(auctionRoom(envelope.auction_id)) : undefined;
    const lot = envelope.lot_id ? rooms.get(lotRoom(envelope.lot_id)) : undefined;
    // Most events reach one room only: a live room of thousands is not copied to merge it with none.
    if (!lot?.size || !auction?.size) {
      sendAll((lot?.size ? lot : auction) ?? [], envelope);
      return;
    }
    const targets = new Set(auction);
    for (const client of lot) targets.add(client);
    sendAll(targets, envelope);
  }
  deps.bus.onEvent((envelope) => deliver(envelope, 'bus'));

  function nextSeq(event: HubEvent): number {
    const key = event.auction_id ?? `lot:${event.lot_id ?? ''}`;
    const seq = (localSeq.get(key) ?? 0) + 1;
    localSeq.set(key, seq);
    return seq;
  }

  return {
    join(client: HubClient, room: string) {
      let members = rooms.get(room);
      if (!members) {
        members = new Set();
        rooms.set(room, members);
      }
      members.add(client);
    },

    leave(client: HubClient, room: string) {
      const members = rooms.get(room);
      members?.delete(client);
      if (members?.size === 0) rooms.delete(room);
    },

    leaveAll(client: HubClient) {
      for (const [room, members] of rooms) {
        members.delete(client);
        if (members.size === 0) rooms.delete(room);
      }
    },

    async publish(event: HubEvent): Promise<EventEnvelope> {
      const envelope: EventEnvelope = {
        type: event.type,
        auction_id: event.auction_id,
        lot_id: event.lot_id,
        payload: event.payload,
        timestamp: deps.clock().getTime(),
        seq: event.seq ?? nextSeq(event),
        ...(event.user_id ? { user_id: event.user_id } : {}),
      };
      deliver(envelope, 'local');
      await deps.bus.publish(envelope);
      return envelope;
    },

    /**
     * Events of this type are notices between the instances (a session ended): every instance
     * hands them to its listener, and no socket receives them.
     */
    listen(type: string, listener: (envelope: EventEnvelope) => void) {
      listeners.set(type, listener);
    },

    /** See `EventBus.hearingSince`: since when no event of another instance can have been missed. */
    hearingSince: () => deps.bus.hearingSince(),

    roomSize(room: string): number {
      return rooms.get(room)?.size ?? 0;
    },

    close: () => deps.bus.close(),
  };
}
export type Hub = ReturnType<typeof createHub>;

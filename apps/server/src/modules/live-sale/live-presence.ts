import { randomUUID } from 'node:crypto';
import type { Redis } from 'ioredis';

/** One socket in a live room: who is on it (null for a guest watching). */
export interface PresenceMember {
  userId: string | null;
  isStaff: boolean;
}

/**
 * Who is in each live room, across every server instance: with Redis, one hash per auction
 * (a field per socket, named by instance and socket); without it, this process's own sockets.
 * An instance that dies without closing its sockets leaves its fields until the hash expires.
 */
export interface PresenceStore {
  join(auctionId: string, socketId: string, member: PresenceMember): Promise<void>;
  leave(auctionId: string, socketId: string): Promise<void>;
  members(auctionId: string): Promise<PresenceMember[]>;
}

export function localPresence(): PresenceStore {
  const rooms = new Map<string, Map<string, PresenceMember>>();
  return {
    async join(auctionId, socketId, member) {
      const room = rooms.get(auctionId) ?? new Map<string, PresenceMember>();
      room.set(socketId, member);
      rooms.set(auctionId, room);
    },
    async leave(auctionId, socketId) {
      const room = rooms.get(auctionId);
      room?.delete(socketId);
      if (room?.size === 0) rooms.delete(auctionId);
    },
    async members(auctionId) {
      return [...(rooms.get(auctionId)?.values() ?? [])];
    },
  };
}

/** A day: a sale is over long before; the hash of a room nobody leaves cleanly does not stay. */
const roomTtlSeconds = 24 * 60 * 60;

export function redisPresence(redis: Redis, onError: (error: unknown) => void): PresenceStore {
  const instance = randomUUID();
  const key = (auctionId: string) => `live-presence:${auctionId}`;
  return {
    async join(auctionId, socketId, member) {
      await redis
        .multi()
        .hset(key(auctionId), `${instance}:${socketId}`, JSON.stringify(member))
        .expire(key(auctionId), roomTtlSeconds)
        .exec()
        .catch(onError);
    },
    async leave(auctionId, socketId) {
      await redis.hdel(key(auctionId), `${instance}:${socketId}`).catch(onError);
    },
    async members(auctionId) {
      try {
        const values = await redis.hvals(key(auctionId));
        return values.map((value) => JSON.parse(value) as PresenceMember);
      } catch (error) {
        onError(error);
        return [];
      }
    },
  };
}

/** Signed-in bidders (not staff), each counted once however many screens they have open. */
export function onlineBidderIds(members: readonly PresenceMember[]): string[] {
  return [...new Set(members.filter((m) => m.userId !== null && !m.isStaff).map((m) => m.userId as string))];
}

import { randomUUID } from 'node:crypto';
import { type LivePresence, type LiveSnapshot, liveEnvelopeTypes } from '@auction/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from '../../clock';
import type { Database } from '../../db/database';
import type { Hub } from '../../realtime/hub';
import type { MediaStore } from '../media/media-store';
import { onlineBidderIds, type PresenceMember, type PresenceStore } from './live-presence';
import { type LiveLotRow, liveQueries } from './live-sale.repository';
import type { LiveSaleService } from './live-sale.service';
import { buildLiveSnapshot, type SnapshotViewer } from './live-snapshot';

/** Presence changes within this window go out as one `live_presence` message per room. */
const presenceCoalesceMs = 250;
/** How long a count of the room may be reused in snapshots. */
const presenceReuseMs = 1_000;
const lotsReuseMs = 10_000;

/**
 * Who is in each live room, and the snapshots of it. A socket that joins is counted until it
 * leaves or closes; the count (and the paddles present) goes to the room, coalesced, through the
 * hub, so every instance's sockets hear it.
 */
export function createLiveRoom(deps: {
  db: Database;
  hub: Hub;
  media: MediaStore;
  clock: Clock;
  presence: PresenceStore;
  live: LiveSaleService;
  log?: FastifyBaseLogger;
}) {
  const socketIds = new WeakMap<object, string>();
  const rooms = new Map<object, Set<string>>();
  const pending = new Map<string, NodeJS.Timeout>();
  let closed = false;

  const socketId = (socket: object) => {
    let id = socketIds.get(socket);
    if (!id) {
      id = randomUUID();
      socketIds.set(socket, id);
    }
    return id;
  };

  /**
   * The lots per room as of a sequence number: sockets joining between two events share one
   * read. Kept at most `lotsReuseMs`, so a title edited during the sale shows soon even if no
   * event follows.
   */
  const lotsSeen = new Map<string, { seq: number; atMs: number; rows: Promise<LiveLotRow[]> }>();
  function lotsOf(auctionId: string, seq: number): Promise<LiveLotRow[]> {
    const seen = lotsSeen.get(auctionId);
    if (seen && seen.seq === seq && Date.now() - seen.atMs < lotsReuseMs) return seen.rows;
    const rows = liveQueries.lots(deps.db, auctionId);
    lotsSeen.set(auctionId, { seq, atMs: Date.now(), rows });
    rows.catch(() => lotsSeen.delete(auctionId));
    return rows;
  }

  type Presence = LivePresence & { userIds: string[] };
  /** The last count per room: a snapshot reuses it for a second, so a thousand joins cost one count. */
  const counted = new Map<string, { presence: Presence; atMs: number }>();

  async function countPresence(auctionId: string): Promise<Presence> {
    const userIds = onlineBidderIds(await deps.presence.members(auctionId));
    const rows = await liveQueries.paddles(deps.db, auctionId, userIds);
    const paddles = rows.flatMap((row) => (row.paddle === null ? [] : [row.paddle])).sort((a, b) => a - b);
    const presence = { online_bidders: userIds.length, paddles, userIds };
    counted.set(auctionId, { presence, atMs: Date.now() });
    return presence;
  }

  async function presenceOf(auctionId: string): Promise<Presence> {
    const last = counted.get(auctionId);
    if (last && Date.now() - last.atMs < presenceReuseMs) return last.presence;
    return countPresence(auctionId);
  }

  async function announce(auctionId: string) {
    const { userIds: _ids, ...presence } = await countPresence(auctionId);
    const state = await deps.live.state(auctionId);
    await deps.hub.publish({
      type: liveEnvelopeTypes.presence,
      auction_id: auctionId,
      lot_id: null,
      payload: presence,
      seq: state.lastSeq,
    });
  }

  function scheduleAnnounce(auctionId: string) {
    if (closed || pending.has(auctionId)) return;
    const timer = setTimeout(() => {
      pending.delete(auctionId);
      announce(auctionId).catch((error: unknown) =>
        deps.log?.warn({ err: error }, 'announcing who is in a live room failed'),
      );
    }, presenceCoalesceMs);
    timer.unref();
    pending.set(auctionId, timer);
  }

  return {
    /** Counts the socket in the room (once, however often it joins). */
    async join(socket: object, auctionId: string, member: PresenceMember) {
      const joined = rooms.get(socket) ?? new Set<string>();
      rooms.set(socket, joined);
      joined.add(auctionId);
      await deps.presence.join(auctionId, socketId(socket), member);
      scheduleAnnounce(auctionId);
    },

    async leave(socket: object, auctionId: string) {
      const joined = rooms.get(socket);
      if (!joined?.delete(auctionId)) return;
      await deps.presence.leave(auctionId, socketId(socket));
      scheduleAnnounce(auctionId);
    },

    /** Whether the auction exists and is out of draft (a draft's room is the staff's alone). */
    async isPublished(auctionId: string): Promise<boolean> {
      const auction = await liveQueries.auction(deps.db, auctionId, false);
      return auction !== null && auction.status !== 'draft';
    },

    /** A socket whose session ended stays in its rooms, counted as a guest watching. */
    async becomeGuest(socket: object) {
      for (const auctionId of rooms.get(socket) ?? []) {
        await deps.presence.join(auctionId, socketId(socket), { userId: null, isStaff: false });
        scheduleAnnounce(auctionId);
      }
    },

    /** A closed socket leaves every room it was in. */
    async leaveAll(socket: object) {
      const joined = rooms.get(socket);
      rooms.delete(socket);
      for (const auctionId of joined ?? []) {
        await deps.presence.leave(auctionId, socketId(socket));
        scheduleAnnounce(auctionId);
      }
    },

    /**
     * The room for one viewer. A socket joining gets a count of the room up to a second old (the
     * next `live_presence` follows within a quarter second); `fresh` counts now (the HTTP resync).
     */
    async snapshot(
      auctionId: string,
      viewer: SnapshotViewer,
      options: { fresh?: boolean } = {},
    ): Promise<LiveSnapshot> {
      return buildLiveSnapshot({
        db: deps.db,
        media: deps.media,
        auctionId,
        state: deps.live.state,
        lots: lotsOf,
        viewer,
        presence: options.fresh ? await countPresence(auctionId) : await presenceOf(auctionId),
        now: deps.clock(),
      });
    },

    close() {
      closed = true;
      counted.clear();
      lotsSeen.clear();
      for (const timer of pending.values()) clearTimeout(timer);
      pending.clear();
    },
  };
}
export type LiveRoom = ReturnType<typeof createLiveRoom>;

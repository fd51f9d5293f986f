import type { ClientConnection } from './client-connection';
import type { Hub } from './hub';

/** More than any page needs (a lot grid follows one room per lot shown); a socket asking for more is abusing the server. */
export const maxSubscriptionsPerSocket = 500;

/**
 * Puts the socket in an auction's or a lot's room, or answers `TOO_MANY_SUBSCRIPTIONS` (with
 * `reply`: what was asked) when it already follows the most it may. Its own user room is not counted.
 */
export function follow(
  client: ClientConnection,
  hub: Hub,
  room: string,
  reply: { in_reply_to: string; auction_id?: string; lot_id?: string },
): boolean {
  if (!client.following.has(room) && client.following.size >= maxSubscriptionsPerSocket) {
    client.error(
      'TOO_MANY_SUBSCRIPTIONS',
      `One connection may follow at most ${maxSubscriptionsPerSocket} auctions and lots. Unsubscribe from some first.`,
      reply,
    );
    return false;
  }
  client.following.add(room);
  hub.join(client, room);
  return true;
}

export function unfollow(client: ClientConnection, hub: Hub, room: string): void {
  client.following.delete(room);
  hub.leave(client, room);
}

import type { ClientMessage, ClientMessageType } from '@auction/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { ClientConnection } from './client-connection';
import type { Hub } from './hub';

/**
 * The shape of a socket message's handler. Areas (bids, the live sale) write their handlers
 * against this low-level type with their own services in a closure, so the socket router and the
 * areas never import each other.
 */
export interface HandlerContext<T extends ClientMessageType> {
  client: ClientConnection;
  message: Extract<ClientMessage, { type: T }>;
  hub: Hub;
  /** This message's log: its own request id, and the id of the request that opened the socket. */
  log: FastifyBaseLogger;
}
export type MessageHandler<T extends ClientMessageType> = (
  context: HandlerContext<T>,
) => Promise<void> | void;
export type MessageHandlers = { [T in ClientMessageType]: MessageHandler<T> };

/** Who is in which live room, as the socket router tells it (the live sale keeps the count). */
export interface RoomPresence {
  leave(client: ClientConnection, auctionId: string): Promise<void>;
  becomeGuest(client: ClientConnection): Promise<void>;
  leaveAll(client: ClientConnection): Promise<void>;
}

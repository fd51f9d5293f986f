import type { ClientMessage, ClientMessageType } from '@auction/contracts';
import { placeBidHandler } from '../modules/bids/place-bid.handler';
import type { Services } from '../services';
import type { ClientConnection } from './client-connection';
import { auctionRoom, type Hub, lotRoom } from './hub';

export interface HandlerContext<T extends ClientMessageType> {
  client: ClientConnection;
  message: Extract<ClientMessage, { type: T }>;
  hub: Hub;
  services: Services;
}
export type MessageHandler<T extends ClientMessageType> = (
  context: HandlerContext<T>,
) => Promise<void> | void;
export type MessageHandlers = { [T in ClientMessageType]: MessageHandler<T> };

function subscription(kind: 'auction' | 'lot', ids: { auction_id?: string; lot_id?: string }) {
  return { subscription_type: kind, auction_id: ids.auction_id ?? null, lot_id: ids.lot_id ?? null };
}

/** Guests watch; acting needs an account, and clerk work needs Staff or Admin. */
function refuse(client: ClientConnection, message: ClientMessage, clerkOnly: boolean): boolean {
  const reply = {
    in_reply_to: message.type,
    ...('request_id' in message && message.request_id ? { request_id: message.request_id } : {}),
  };
  if (!client.user) {
    client.error(
      'UNAUTHENTICATED',
      message.type === 'place_bid' ? 'Sign in to bid.' : 'Sign in to continue.',
      reply,
    );
    return true;
  }
  if (clerkOnly && !client.isStaff) {
    client.error('FORBIDDEN', 'Only staff can run the clerk console.', reply);
    return true;
  }
  return false;
}

/** Until bidding lands, acting on a sale is answered clearly instead of silently ignored. */
function notYetOpen(client: ClientConnection, message: ClientMessage) {
  const extra = 'request_id' in message && message.request_id ? { request_id: message.request_id } : {};
  client.error('NOT_AVAILABLE', 'Bidding is not open on this auction.', {
    in_reply_to: message.type,
    ...extra,
  });
}

/**
 * One entry per client message type. Later features replace entries (bids, clerk actions) with
 * their own handlers; the connection code stays as it is.
 */
export const defaultHandlers: MessageHandlers = {
  subscribe_auction: ({ client, message, hub }) => {
    hub.join(client, auctionRoom(message.auction_id));
    client.send({ type: 'subscribed', ...subscription('auction', { auction_id: message.auction_id }) });
  },
  unsubscribe_auction: ({ client, message, hub }) => {
    hub.leave(client, auctionRoom(message.auction_id));
    client.send({ type: 'unsubscribed', ...subscription('auction', { auction_id: message.auction_id }) });
  },
  subscribe: ({ client, message, hub }) => {
    hub.join(client, lotRoom(message.lot_id));
    client.send({ type: 'subscribed', ...subscription('lot', { lot_id: message.lot_id }) });
  },
  unsubscribe: ({ client, message, hub }) => {
    hub.leave(client, lotRoom(message.lot_id));
    client.send({ type: 'unsubscribed', ...subscription('lot', { lot_id: message.lot_id }) });
  },
  join_auction: ({ client, message, hub }) => {
    hub.join(client, auctionRoom(message.auctionId));
    client.send({ type: 'subscribed', ...subscription('auction', { auction_id: message.auctionId }) });
  },
  place_bid: placeBidHandler,
  update_asking_price: ({ client, message }) => {
    if (!refuse(client, message, true)) notYetOpen(client, message);
  },
  send_message: ({ client, message }) => {
    if (!refuse(client, message, message.is_clerk)) notYetOpen(client, message);
  },
  clerk_action: ({ client, message }) => {
    if (!refuse(client, message, true)) notYetOpen(client, message);
  },
  pong: ({ client }) => {
    client.lastPongAt = Date.now();
  },
};

export function dispatch(handlers: MessageHandlers, context: HandlerContext<ClientMessageType>) {
  const handler = handlers[context.message.type] as MessageHandler<ClientMessageType>;
  return handler(context);
}

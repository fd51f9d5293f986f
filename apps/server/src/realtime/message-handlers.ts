import type { ClientMessage, ClientMessageType } from '@auction/contracts';
import {
  clerkActionHandler,
  joinAuctionHandler,
  livePlaceBidHandler,
  sendMessageHandler,
  updateAskingPriceHandler,
} from '../modules/live-sale/live-sale.handlers';
import type { Services } from '../services';
import type { ClientConnection } from './client-connection';
import { auctionRoom, type Hub, lotRoom } from './hub';
import { follow, unfollow } from './subscriptions';

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

/**
 * Messages that act as the signed-in user (a bid, the clerk's console, the live room's personal
 * view): the socket's token is checked against the database before each.
 */
export const actsAsUser: ReadonlySet<ClientMessageType> = new Set([
  'join_auction',
  'place_bid',
  'update_asking_price',
  'send_message',
  'clerk_action',
]);

/**
 * One entry per client message type; the live sale's messages are handled in its module.
 */
export const defaultHandlers: MessageHandlers = {
  subscribe_auction: ({ client, message, hub }) => {
    const reply = { in_reply_to: 'subscribe_auction', auction_id: message.auction_id };
    if (!follow(client, hub, auctionRoom(message.auction_id), reply)) return;
    client.send({ type: 'subscribed', ...subscription('auction', { auction_id: message.auction_id }) });
  },
  unsubscribe_auction: async ({ client, message, hub, services }) => {
    unfollow(client, hub, auctionRoom(message.auction_id));
    await services.liveRoom.leave(client, message.auction_id);
    client.send({ type: 'unsubscribed', ...subscription('auction', { auction_id: message.auction_id }) });
  },
  subscribe: ({ client, message, hub }) => {
    if (!follow(client, hub, lotRoom(message.lot_id), { in_reply_to: 'subscribe', lot_id: message.lot_id }))
      return;
    client.send({ type: 'subscribed', ...subscription('lot', { lot_id: message.lot_id }) });
  },
  unsubscribe: ({ client, message, hub }) => {
    unfollow(client, hub, lotRoom(message.lot_id));
    client.send({ type: 'unsubscribed', ...subscription('lot', { lot_id: message.lot_id }) });
  },
  join_auction: joinAuctionHandler,
  place_bid: livePlaceBidHandler,
  update_asking_price: updateAskingPriceHandler,
  send_message: sendMessageHandler,
  clerk_action: clerkActionHandler,
  pong: ({ client }) => {
    client.lastPongAt = Date.now();
  },
};

export function dispatch(handlers: MessageHandlers, context: HandlerContext<ClientMessageType>) {
  const handler = handlers[context.message.type] as MessageHandler<ClientMessageType>;
  return handler(context);
}

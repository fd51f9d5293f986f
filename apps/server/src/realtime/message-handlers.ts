import { type ClientMessageType, clientMessageSchema } from '@auction/contracts';
import { auctionRoom, lotRoom } from './hub';
import type { HandlerContext, MessageHandler, MessageHandlers, RoomPresence } from './message-handler';
import { follow, unfollow } from './subscriptions';

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

type ChannelMessage = 'subscribe_auction' | 'unsubscribe_auction' | 'subscribe' | 'unsubscribe' | 'pong';

/** The channel's own messages: following an auction or a lot, and the keep-alive. */
export function channelHandlers(presence: RoomPresence): Pick<MessageHandlers, ChannelMessage> {
  return {
    subscribe_auction: ({ client, message, hub }) => {
      const reply = { in_reply_to: 'subscribe_auction', auction_id: message.auction_id };
      if (!follow(client, hub, auctionRoom(message.auction_id), reply)) return;
      client.send({ type: 'subscribed', ...subscription('auction', { auction_id: message.auction_id }) });
    },
    unsubscribe_auction: async ({ client, message, hub }) => {
      unfollow(client, hub, auctionRoom(message.auction_id));
      await presence.leave(client, message.auction_id);
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
    pong: ({ client }) => {
      client.lastPongAt = Date.now();
    },
  };
}

const messageTypes = clientMessageSchema.options.map((option) => option.shape.type.value);

/** The channel's handlers and the areas' in one table; a message type nobody answers stops the start. */
export function assembleHandlers(...parts: Partial<MessageHandlers>[]): MessageHandlers {
  const handlers: Partial<MessageHandlers> = Object.assign({}, ...parts);
  const missing = messageTypes.filter((type) => !handlers[type]);
  if (missing.length > 0) throw new Error(`No handler for the socket messages ${missing.join(', ')}`);
  return handlers as MessageHandlers;
}

export function dispatch(handlers: MessageHandlers, context: HandlerContext<ClientMessageType>) {
  const handler = handlers[context.message.type] as MessageHandler<ClientMessageType>;
  return handler(context);
}

import { type ClerkAction, dollarsToCents, liveEnvelopeTypes } from '@auction/contracts';
import type { LiveCommand } from '@auction/domain';
import { AppError } from '../../errors';
import type { ClientConnection } from '../../realtime/client-connection';
import { auctionRoom } from '../../realtime/hub';
import type { MessageHandler, MessageHandlers } from '../../realtime/message-handler';
import { follow } from '../../realtime/subscriptions';
import type { HouseMetrics } from '../metrics/house-metrics';
import type { LiveRoom } from './live-room';
import type { LiveOutcome, LiveSaleService } from './live-sale.service';

type Reply = { in_reply_to: string; request_id?: string };

function replyTo(type: string, requestId: string | undefined): Reply {
  return { in_reply_to: type, ...(requestId ? { request_id: requestId } : {}) };
}

/** Signed in, and Staff or Admin where the clerk's console is asked for; otherwise answered and false. */
function allowed(client: ClientConnection, reply: Reply, clerkOnly: boolean): boolean {
  if (!client.user) {
    client.error(
      'UNAUTHENTICATED',
      reply.in_reply_to === 'place_bid' ? 'Sign in to bid.' : 'Sign in to continue.',
      reply,
    );
    return false;
  }
  if (clerkOnly && !client.isStaff) {
    client.error('FORBIDDEN', 'Only staff can run the clerk console.', reply);
    return false;
  }
  return true;
}

function answer(
  client: ClientConnection,
  reply: Reply,
  outcome: LiveOutcome,
  extra: { lot_id?: string } = {},
) {
  if (outcome.ok) {
    client.send({ type: 'live_ack', ...reply, auction_id: outcome.auctionId, seqs: outcome.seqs });
  } else {
    client.error(outcome.code, outcome.message, {
      ...reply,
      ...(outcome.auctionId ? { auction_id: outcome.auctionId } : {}),
      ...extra,
    });
  }
}

type LiveMessage = 'join_auction' | 'place_bid' | 'update_asking_price' | 'send_message' | 'clerk_action';

/**
 * The live room's socket messages. A bid on a timed lot goes to `timedBid` (the bid service's
 * handler, handed over by the root).
 */
export function createLiveSaleHandlers(deps: {
  liveRoom: Pick<LiveRoom, 'isPublished' | 'snapshot' | 'join'>;
  liveSale: Pick<LiveSaleService, 'auctionOfLot' | 'lotByNumber' | 'run'>;
  timedBid: MessageHandler<'place_bid'>;
  /** Counts and times each live bid (`/metrics`, channel `live`). */
  metrics?: Pick<HouseMetrics, 'bidAnswered'>;
}): Pick<MessageHandlers, LiveMessage> {
  const { liveRoom, liveSale } = deps;

  /** The auction of a lot, or an answer that there is no such lot. */
  async function auctionOf(client: ClientConnection, reply: Reply, lotId: string) {
    const found = await liveSale.auctionOfLot(lotId);
    if (!found) client.error('NOT_FOUND', 'This lot does not exist.', { ...reply, lot_id: lotId });
    return found;
  }

  /**
   * `join_auction`: subscribes the socket to the room and, for a live sale, sends the whole room.
   * A draft is the staff's own: anyone else hears that it does not exist, as for an unknown id.
   */
  const joinAuction: MessageHandler<'join_auction'> = async ({ client, message, hub }) => {
    const auctionId = message.auctionId;
    const reply = { in_reply_to: 'join_auction', auction_id: auctionId };
    if (!client.isStaff && !(await liveRoom.isPublished(auctionId))) {
      client.error('NOT_FOUND', 'This auction does not exist.', reply);
      return;
    }
    if (!follow(client, hub, auctionRoom(auctionId), reply)) return;
    client.send({ type: 'subscribed', subscription_type: 'auction', auction_id: auctionId, lot_id: null });
    const viewer = { userId: client.user?.id ?? null, isStaff: client.isStaff };
    try {
      const snapshot = await liveRoom.snapshot(auctionId, viewer);
      await liveRoom.join(client, auctionId, viewer);
      client.send({
        type: liveEnvelopeTypes.state,
        auction_id: auctionId,
        lot_id: snapshot.current_lot?.lot_id ?? null,
        payload: snapshot,
        timestamp: snapshot.server_time,
        seq: snapshot.last_seq,
      });
    } catch (error) {
      // A timed auction (or none): the subscription is all there is.
      if (!(error instanceof AppError && error.code === 'NOT_FOUND')) throw error;
    }
  };

  /** `place_bid`: a live lot's bid goes to the live sale (floor bids only from the clerk); a timed lot's to the bid service. */
  const placeBid: MessageHandler<'place_bid'> = async (context) => {
    const { client, message } = context;
    const reply = replyTo('place_bid', message.request_id);
    if (!allowed(client, reply, false)) return;
    const lot = await liveSale.auctionOfLot(message.lot_id);
    if (lot?.type !== 'live') return deps.timedBid(context);
    if (message.is_floor && !client.isStaff) {
      client.error('FORBIDDEN', 'Only the clerk may enter floor bids.', { ...reply, lot_id: message.lot_id });
      return;
    }
    const user = client.user as NonNullable<ClientConnection['user']>;
    const amountCents = dollarsToCents(message.amount);
    const command: LiveCommand = message.is_floor
      ? { type: 'floor_bid', lotId: message.lot_id, amountCents, paddle: message.paddle ?? null }
      : { type: 'internet_bid', lotId: message.lot_id, amountCents, bidderId: user.id, paddle: null };
    const started = performance.now();
    const outcome = await liveSale.run(lot.auction_id, { userId: user.id, isStaff: client.isStaff }, command);
    deps.metrics?.bidAnswered(
      'live',
      outcome.ok ? 'accepted' : { refused: outcome.code },
      (performance.now() - started) / 1000,
    );
    answer(client, reply, outcome, { lot_id: message.lot_id });
  };

  const updateAskingPrice: MessageHandler<'update_asking_price'> = async ({ client, message }) => {
    const reply = replyTo('update_asking_price', message.request_id);
    if (!allowed(client, reply, true)) return;
    const lot = await auctionOf(client, reply, message.lot_id);
    if (!lot) return;
    const actor = { userId: client.user?.id ?? '', isStaff: true };
    const command: LiveCommand = {
      type: 'set_asking_price',
      lotId: message.lot_id,
      amountCents: dollarsToCents(message.asking_price),
    };
    answer(client, reply, await liveSale.run(lot.auction_id, actor, command), {
      lot_id: message.lot_id,
    });
  };

  /** `send_message`: the clerk's message to everyone in the room; bidders do not message the room. */
  const sendMessage: MessageHandler<'send_message'> = async ({ client, message }) => {
    const reply = replyTo('send_message', message.request_id);
    if (!allowed(client, reply, message.is_clerk)) return;
    if (!client.isStaff) {
      client.error('FORBIDDEN', 'Messages to the room come from the clerk.', reply);
      return;
    }
    const actor = { userId: client.user?.id ?? '', isStaff: true };
    const outcome = await liveSale.run(message.auction_id, actor, {
      type: 'message',
      text: message.message,
    });
    answer(client, reply, outcome);
  };

  /** The domain command for a clerk action (a lot named by number is looked up first). */
  async function commandOf(auctionId: string, action: ClerkAction): Promise<LiveCommand | string> {
    switch (action.type) {
      case 'open_lot':
        return { type: 'open_lot', lotId: action.lot_id };
      case 'next_lot': {
        if (!action.lot_number) return { type: 'next_lot' };
        const lotId = await liveSale.lotByNumber(auctionId, action.lot_number);
        return lotId ? { type: 'open_lot', lotId } : `There is no lot ${action.lot_number} in this sale.`;
      }
      case 'set_asking_price':
        return { type: 'set_asking_price', amountCents: dollarsToCents(action.amount) };
      case 'floor_bid':
        return {
          type: 'floor_bid',
          amountCents: dollarsToCents(action.amount),
          paddle: action.paddle ?? null,
        };
      case 'phone_bid':
        return { type: 'phone_bid', amountCents: dollarsToCents(action.amount), paddle: action.paddle };
      case 'take_choice':
        // The paddle is only a name here: the service finds who holds it inside its transaction.
        return {
          type: 'take_choice',
          lotIds: action.lot_ids,
          taker:
            action.paddle === undefined ? null : { source: 'floor', bidderId: null, paddle: action.paddle },
        };
      case 'sold':
        return {
          type: 'sold',
          paddle: action.paddle ?? null,
          amountCents: action.amount === undefined ? null : dollarsToCents(action.amount),
          to: action.to ?? null,
        };
      default:
        return { type: action.type };
    }
  }

  const clerkAction: MessageHandler<'clerk_action'> = async ({ client, message }) => {
    const reply = replyTo('clerk_action', message.request_id);
    if (!allowed(client, reply, true)) return;
    const command = await commandOf(message.auction_id, message.action);
    if (typeof command === 'string') {
      client.error('LOT_NOT_AVAILABLE', command, { ...reply, auction_id: message.auction_id });
      return;
    }
    const actor = { userId: client.user?.id ?? '', isStaff: true };
    answer(client, reply, await liveSale.run(message.auction_id, actor, command));
  };

  return {
    join_auction: joinAuction,
    place_bid: placeBid,
    update_asking_price: updateAskingPrice,
    send_message: sendMessage,
    clerk_action: clerkAction,
  };
}

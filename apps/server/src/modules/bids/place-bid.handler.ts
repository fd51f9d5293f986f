import { dollarsToCents } from '@auction/contracts';
import { AppError } from '../../errors';
import type { MessageHandler } from '../../realtime/message-handler';
import type { BidService } from './bids.service';

/**
 * WebSocket `place_bid`: the bid service HTTP uses, with `request_id` as the idempotency key,
 * echoed in the answer. Floor bids are the clerk's, so a bidder's socket may not claim one.
 */
export function createPlaceBidHandler(bids: Pick<BidService, 'placeBid'>): MessageHandler<'place_bid'> {
  return async ({ client, message, log }) => {
    const reply = {
      in_reply_to: 'place_bid',
      ...(message.request_id ? { request_id: message.request_id } : {}),
    };
    if (!client.user) {
      client.error('UNAUTHENTICATED', 'Sign in to bid.', reply);
      return;
    }
    if (message.is_floor) {
      if (client.isStaff)
        client.error('NOT_AVAILABLE', 'Floor bids are entered from the live clerk console.', reply);
      else client.error('FORBIDDEN', 'Only the clerk may enter floor bids.', reply);
      return;
    }
    try {
      const result = await bids.placeBid({
        bidderId: client.user.id,
        lotId: message.lot_id,
        amountCents: dollarsToCents(message.amount),
        idempotencyKey: message.request_id ?? null,
        log,
      });
      client.send({
        type: 'bid_result',
        ...(message.request_id ? { request_id: message.request_id } : {}),
        ...result,
      });
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      client.error(error.code, error.message, { ...reply, lot_id: message.lot_id });
    }
  };
}

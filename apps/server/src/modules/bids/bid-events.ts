import {
  type BidPlacedPayload,
  bidEventTypes,
  type LotExtendedPayload,
  type OutbidPayload,
} from '@auction/contracts';
import type { Hub } from '../../realtime/hub';

/** What an accepted bid tells the rooms, all under the sequence number of its last history row. */
export interface BidEvents {
  auctionId: string;
  seq: number;
  placed: BidPlacedPayload;
  extended: LotExtendedPayload | null;
  outbid: { userId: string; payload: OutbidPayload } | null;
}

/** Called only after the bid's transaction has committed, so no socket hears of a rolled-back bid. */
export async function publishBidEvents(hub: Hub, events: BidEvents): Promise<void> {
  const { auctionId, seq, placed } = events;
  const lotId = placed.lot_id;
  await hub.publish({
    type: bidEventTypes.placed,
    auction_id: auctionId,
    lot_id: lotId,
    payload: placed,
    seq,
  });
  if (events.extended) {
    await hub.publish({
      type: bidEventTypes.extended,
      auction_id: auctionId,
      lot_id: lotId,
      payload: events.extended,
      seq,
    });
  }
  if (events.outbid) {
    await hub.publish({
      type: bidEventTypes.outbid,
      auction_id: auctionId,
      lot_id: lotId,
      payload: events.outbid.payload,
      seq,
      user_id: events.outbid.userId,
    });
  }
}

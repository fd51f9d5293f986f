import type { ServerMessage } from '@auction/contracts';
import { describe, expect, it } from 'vitest';
import { createLocalBus } from './bus';
import { auctionRoom, createHub, type HubClient, lotRoom, userRoom } from './hub';

/** A socket that keeps what it was sent, as the text a browser would read. */
function socket(serialised = true) {
  const received: string[] = [];
  const client: HubClient = {
    send: (message: ServerMessage) => received.push(JSON.stringify(message)),
    ...(serialised ? { sendSerialized: (data: string | Buffer) => received.push(String(data)) } : {}),
  };
  return {
    client,
    received,
    parsed: () => received.map((text) => JSON.parse(text) as Record<string, unknown>),
  };
}

const auctionId = '11111111-1111-4111-8111-111111111111';
const lotId = '22222222-2222-4222-8222-222222222222';

describe('hub fan-out', () => {
  const hub = () => createHub({ bus: createLocalBus(), clock: () => new Date(1_800_000_000_000) });

  it('sends an event to the auction room and the lot room, once to a socket in both', async () => {
    const h = hub();
    const inAuction = socket();
    const inLot = socket();
    const inBoth = socket(false);
    const elsewhere = socket();
    h.join(inAuction.client, auctionRoom(auctionId));
    h.join(inLot.client, lotRoom(lotId));
    h.join(inBoth.client, auctionRoom(auctionId));
    h.join(inBoth.client, lotRoom(lotId));
    h.join(elsewhere.client, auctionRoom('33333333-3333-4333-8333-333333333333'));
    const payload = { title: 'Pine blanket box, Annapolis Valley — $1,250 «sold»' };
    await h.publish({ type: 'live_event', auction_id: auctionId, lot_id: lotId, payload, seq: 7 });

    for (const member of [inAuction, inLot, inBoth]) {
      expect(member.parsed()).toEqual([
        {
          type: 'live_event',
          auction_id: auctionId,
          lot_id: lotId,
          payload,
          timestamp: 1_800_000_000_000,
          seq: 7,
        },
      ]);
    }
    expect(elsewhere.received).toEqual([]);
  });

  it('reaches a room when the other room named by the event is empty or missing', async () => {
    const h = hub();
    const inLot = socket();
    const inAuction = socket();
    h.join(inLot.client, lotRoom(lotId));
    await h.publish({ type: 'bid_placed', auction_id: auctionId, lot_id: lotId, payload: {}, seq: 1 });
    h.leave(inLot.client, lotRoom(lotId));
    h.join(inAuction.client, auctionRoom(auctionId));
    await h.publish({ type: 'live_event', auction_id: auctionId, lot_id: lotId, payload: {}, seq: 2 });
    await h.publish({ type: 'live_presence', auction_id: auctionId, lot_id: null, payload: {}, seq: 2 });
    expect(inLot.parsed().map((m) => m.seq)).toEqual([1]);
    expect(inAuction.parsed().map((m) => m.type)).toEqual(['live_event', 'live_presence']);
  });

  it('sends a personal event only to that user', async () => {
    const h = hub();
    const mine = socket();
    const roomMate = socket();
    h.join(mine.client, userRoom('user-1'));
    h.join(mine.client, auctionRoom(auctionId));
    h.join(roomMate.client, auctionRoom(auctionId));
    await h.publish({ type: 'outbid', auction_id: auctionId, lot_id: lotId, payload: {}, user_id: 'user-1' });
    expect(mine.parsed().map((m) => m.user_id)).toEqual(['user-1']);
    expect(roomMate.received).toEqual([]);
  });
});

describe('notices between instances', () => {
  it("hands a listened type to its listener and never to the user's sockets", async () => {
    const h = createHub({ bus: createLocalBus(), clock: () => new Date(1_800_000_000_000) });
    const userId = '44444444-4444-4444-8444-444444444444';
    const own = socket();
    h.join(own.client, userRoom(userId));
    const heard: unknown[] = [];
    h.listen('session_ended', (envelope) => heard.push(envelope.payload));
    await h.publish({
      type: 'session_ended',
      auction_id: null,
      lot_id: null,
      user_id: userId,
      payload: { jti: 'a-token-id' },
      seq: 0,
    });
    expect(heard).toEqual([{ jti: 'a-token-id' }]);
    expect(own.received).toEqual([]);
  });
});

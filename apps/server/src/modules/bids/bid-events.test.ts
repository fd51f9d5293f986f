import type { ServerMessage } from '@auction/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bid, buildBidder, buildSale } from '../../../test/bids/bid-test-sale';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { listenForSockets, openSocket } from '../../../test/ws-client';
import { lots } from '../../db/schema';
import { lotRoom, userRoom } from '../../realtime/hub';

let t: TestApp;
let base: string;
beforeAll(async () => {
  t = await createTestApp();
  base = await listenForSockets(t.app);
});
afterAll(() => t.close());

type Event = ServerMessage & { type: string; seq?: number; payload?: Record<string, unknown> };

/** A hub member that records what it is sent and, for each event, the lot row as stored then. */
function listener() {
  const events: Event[] = [];
  const storedCounts: Promise<number | undefined>[] = [];
  return {
    events,
    storedCounts,
    client: {
      send(message: ServerMessage) {
        events.push(message as Event);
        const lotId = (message as { lot_id?: string }).lot_id;
        if (lotId) {
          storedCounts.push(
            t.db
              .select({ count: lots.bid_count })
              .from(lots)
              .where(eq(lots.id, lotId))
              .then(([row]) => row?.count),
          );
        }
      },
    },
  };
}

describe('bid events', () => {
  it('publish the new price after commit with consecutive seq, and tell only the outbid bidder', async () => {
    const { auction, lot } = await buildSale(t);
    const anne = await buildBidder(t, auction);
    const ben = await buildBidder(t, auction);
    const room = listener();
    const anneSockets = listener();
    const benSockets = listener();
    t.app.hub.join(room.client, lotRoom(lot.id));
    t.app.hub.join(anneSockets.client, userRoom(anne.id));
    t.app.hub.join(benSockets.client, userRoom(ben.id));

    await bid(t, anne, lot, 50);
    await bid(t, ben, lot, 80);

    expect(room.events.map((event) => [event.type, event.seq])).toEqual([
      ['bid_placed', 1],
      ['bid_placed', 3],
    ]);
    expect(room.events[1]?.payload).toEqual({
      lot_id: lot.id,
      first_seq: 2,
      current_bid: 51,
      bid_count: 3,
      minimum_next_bid: 52,
      high_bidder_paddle: ben.paddle,
      end_date: lot.end_at?.toISOString(),
      reserve_met: true,
    });
    expect(await Promise.all(room.storedCounts)).toEqual([1, 3]);
    expect(anneSockets.events).toMatchObject([
      {
        type: 'outbid',
        user_id: anne.id,
        lot_id: lot.id,
        payload: { current_bid: 51, minimum_next_bid: 52 },
      },
    ]);
    expect(benSockets.events).toEqual([]);
  });

  it('announce a soft-close extension with the new end', async () => {
    const endAt = new Date(Date.now() + 30_000);
    const { auction, lot } = await buildSale(t, { lot: { end_at: endAt } });
    const room = listener();
    t.app.hub.join(room.client, lotRoom(lot.id));
    const answer = await bid(t, await buildBidder(t, auction), lot, 25);
    expect(room.events.map((event) => event.type)).toEqual(['bid_placed', 'lot_extended']);
    expect(room.events[1]?.payload).toEqual({
      lot_id: lot.id,
      end_date: answer.body.end_date,
      previous_end_date: endAt.toISOString(),
    });
  });

  it('publish nothing for a refused bid', async () => {
    const { auction, lot } = await buildSale(t);
    const room = listener();
    t.app.hub.join(room.client, lotRoom(lot.id));
    expect((await bid(t, await buildBidder(t, auction), lot, 5)).status).toBe(409);
    expect(room.events).toEqual([]);
  });
});

describe('WebSocket place_bid', () => {
  it('goes through the bid service and echoes request_id in the result and in refusals', async () => {
    const { auction, lot } = await buildSale(t);
    const anne = await buildBidder(t, auction);
    const ws = await openSocket(`${base}?token=${encodeURIComponent(anne.token)}`);
    await ws.nextOf('authenticated');
    ws.send({ type: 'place_bid', lot_id: lot.id, amount: 40, request_id: 'ws-request-0001' });
    expect(await ws.nextOf('bid_result')).toEqual({
      type: 'bid_result',
      request_id: 'ws-request-0001',
      lot_id: lot.id,
      is_high_bidder: true,
      your_max: 40,
      current_bid: 20,
      bid_count: 1,
      minimum_next_bid: 21,
      end_date: lot.end_at?.toISOString(),
      reserve_met: true,
      is_extended: false,
      // The winner lost no tie (decision 0073).
      outbid_reason: null,
    });
    ws.send({ type: 'place_bid', lot_id: lot.id, amount: 40, request_id: 'ws-request-0001' });
    expect(await ws.nextOf('bid_result')).toMatchObject({ request_id: 'ws-request-0001', bid_count: 1 });
    ws.send({ type: 'place_bid', lot_id: lot.id, amount: 30, request_id: 'ws-request-0002' });
    expect(await ws.nextOf('error')).toEqual({
      type: 'error',
      code: 'NOT_ABOVE_OWN_MAX',
      message: 'You are already the high bidder with a maximum of $40.00; a new maximum must be higher.',
      request_id: 'ws-request-0002',
      in_reply_to: 'place_bid',
      lot_id: lot.id,
    });
    ws.send({ type: 'place_bid', lot_id: lot.id, amount: 60, is_floor: true, request_id: 'ws-request-0003' });
    expect(await ws.nextOf('error')).toMatchObject({ code: 'FORBIDDEN', request_id: 'ws-request-0003' });
    ws.close();
  });

  it('sends the outbid notice to every socket of the outbid bidder', async () => {
    const { auction, lot } = await buildSale(t);
    const anne = await buildBidder(t, auction);
    const ben = await buildBidder(t, auction);
    const ws = await openSocket(`${base}?token=${encodeURIComponent(anne.token)}`);
    await ws.nextOf('authenticated');
    await bid(t, anne, lot, 30);
    await bid(t, ben, lot, 45);
    expect(await ws.nextOf('outbid')).toMatchObject({ lot_id: lot.id, payload: { current_bid: 31 } });
    ws.close();
  });
});

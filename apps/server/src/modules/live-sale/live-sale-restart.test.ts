import type { LiveSnapshot } from '@auction/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  answerOf,
  buildBidder,
  buildLiveSale,
  clerk,
  joinRoom,
} from '../../../test/live-sale/live-test-sale';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { createTestDatabase } from '../../../test/test-database';
import { listenForSockets } from '../../../test/ws-client';
import type { DatabaseHandle } from '../../db/database';

const wsUrl = async (t: TestApp) => await listenForSockets(t.app);

/** A server that stops in the middle of a sale: the next one on the same database carries on from the log. */
describe('a live sale across a server restart', () => {
  let database: DatabaseHandle;
  let first: TestApp | null = null;
  let second: TestApp | null = null;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(async () => {
    await first?.close();
    await second?.close();
    await database?.close();
  });

  it('loses no accepted bid and resumes the same lot at the same asking price', async () => {
    first = await createTestApp({ database });
    const sale = await buildLiveSale(first, 2);
    const anne = await buildBidder(first, sale.auction);
    const ben = await buildBidder(first, sale.auction);
    const url = await wsUrl(first);
    const desk = await joinRoom(url, sale.auction.id, sale.clerkToken);
    const anneRoom = await joinRoom(url, sale.auction.id, anne.token);
    const lotId = sale.lots[0]?.id;
    await clerk(desk.socket, sale.auction.id, 'next_lot');
    anneRoom.socket.send({ type: 'place_bid', lot_id: lotId, amount: 100 });
    expect(await answerOf(anneRoom.socket)).toMatchObject({ type: 'live_ack' });
    await clerk(desk.socket, sale.auction.id, { type: 'floor_bid', amount: 120, paddle: 8 });
    await clerk(desk.socket, sale.auction.id, { type: 'set_asking_price', amount: 140 });
    const before = await first.request<LiveSnapshot>({
      method: 'GET',
      url: `/api/auctions/${sale.auction.id}/live`,
    });
    desk.socket.close();
    anneRoom.socket.close();
    await first.close();
    first = null;

    second = await createTestApp({ database });
    const after = await second.request<LiveSnapshot>({
      method: 'GET',
      url: `/api/auctions/${sale.auction.id}/live`,
    });
    expect(after.body.current_lot).toEqual(before.body.current_lot);
    expect(after.body).toMatchObject({
      sale_status: 'running',
      last_seq: 5,
      current_lot: {
        lot_id: lotId,
        status: 'open',
        asking_price: 140,
        high_bid: { source: 'floor', paddle: 8, amount: 120 },
        bids: [
          { source: 'internet', paddle: anne.paddle, amount: 100 },
          { source: 'floor', amount: 120 },
        ],
      },
    });

    // Bidding goes on where it stopped: the asking price the room last saw, numbered after the log.
    const benRoom = await joinRoom(await wsUrl(second), sale.auction.id, ben.token);
    expect(benRoom.state.seq).toBe(5);
    benRoom.socket.send({ type: 'place_bid', lot_id: lotId, amount: 140 });
    expect(await answerOf(benRoom.socket)).toMatchObject({ type: 'live_ack', seqs: [6] });
    benRoom.socket.close();
  });
});

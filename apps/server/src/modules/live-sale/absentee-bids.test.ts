import type { LiveSnapshot } from '@auction/contracts';
import { describe, expect, it } from 'vitest';
import { buildSale } from '../../../test/bids/bid-test-sale';
import { buildUser, tokenFor } from '../../../test/factories';
import {
  answerOf,
  buildBidder,
  buildLiveSale,
  clerk,
  joinRoom,
} from '../../../test/live-sale/live-test-sale';
import { useSocketTestApp } from '../../../test/socket-test-app';

const served = useSocketTestApp();

const leave = (token: string, lotId: string, amount: number) =>
  served.t.request({ method: 'PUT', url: `/api/lots/${lotId}/absentee-bid`, token, payload: { amount } });

describe('PUT /api/lots/:id/absentee-bid', () => {
  it("keeps a registered bidder's maximum until the lot opens, where it bids by itself", async () => {
    const sale = await buildLiveSale(served.t, 2);
    const abe = await buildBidder(served.t, sale.auction);
    const lot = sale.lots[0]!;
    expect((await leave(abe.token, lot.id, 150)).body).toEqual({ lot_id: lot.id, max_bid: 150 });
    expect((await leave(abe.token, lot.id, 180)).body).toEqual({ lot_id: lot.id, max_bid: 180 });
    const low = await leave(abe.token, lot.id, 50);
    expect(low).toMatchObject({
      status: 409,
      body: { code: 'BELOW_MINIMUM', message: 'Your maximum bid must be at least $100, the starting bid.' },
    });
    const outsider = await tokenFor(served.t, await buildUser(served.t));
    expect((await leave(outsider, lot.id, 150)).body).toMatchObject({ code: 'NOT_REGISTERED' });
    const timed = await buildSale(served.t);
    expect((await leave(abe.token, timed.lot.id, 150)).body).toMatchObject({ code: 'LOT_NOT_OPEN' });

    const desk = await joinRoom(served.url, sale.auction.id, sale.clerkToken);
    expect(desk.state.payload).toMatchObject({
      clerk: { absentee_bids: [{ paddle: abe.paddle, max_bid: 180 }] },
    });
    await clerk(desk.socket, sale.auction.id, 'next_lot');
    const room = await served.t.request<LiveSnapshot>({
      method: 'GET',
      url: `/api/auctions/${sale.auction.id}/live`,
    });
    expect(room.body.current_lot?.high_bid).toMatchObject({
      source: 'absentee',
      paddle: abe.paddle,
      amount: 100,
    });
    expect((await leave(abe.token, lot.id, 500)).body).toMatchObject({
      code: 'LOT_NOT_OPEN',
      message: 'This lot has already been offered; bid in the live room.',
    });
    desk.socket.close();
  });

  it('holds a tie for the earlier absentee maximum against the floor, sells to it, and stops listing the lot', async () => {
    const sale = await buildLiveSale(served.t, 2);
    const abe = await buildBidder(served.t, sale.auction);
    const [first, second] = sale.lots as [(typeof sale.lots)[0], (typeof sale.lots)[0]];
    await leave(abe.token, first.id, 180);
    await leave(abe.token, second.id, 250);
    const desk = await joinRoom(served.url, sale.auction.id, sale.clerkToken);
    await clerk(desk.socket, sale.auction.id, 'next_lot');
    desk.socket.send({ type: 'place_bid', lot_id: first.id, amount: 180, is_floor: true, paddle: 42 });
    expect(await answerOf(desk.socket)).toMatchObject({ type: 'live_ack' });
    const staffView = async () =>
      (
        await served.t.request<LiveSnapshot>({
          method: 'GET',
          url: `/api/auctions/${sale.auction.id}/live`,
          token: sale.clerkToken,
        })
      ).body;
    expect((await staffView()).current_lot).toMatchObject({
      high_bid: { source: 'absentee', paddle: abe.paddle, amount: 180 },
      asking_price: 185,
      bids: [
        { source: 'absentee', amount: 100 },
        { source: 'floor', paddle: 42, amount: 180 },
        { source: 'absentee', paddle: abe.paddle, amount: 180 },
      ],
    });
    await clerk(desk.socket, sale.auction.id, 'sold');
    const after = await staffView();
    expect(after.results).toMatchObject([
      { lot_id: first.id, outcome: 'sold', source: 'absentee', hammer_price: 180 },
    ]);
    expect(after.clerk?.absentee_bids).toEqual([
      { lot_id: second.id, lot_number: '2', paddle: abe.paddle, max_bid: 250 },
    ]);
    desk.socket.close();
  });
});

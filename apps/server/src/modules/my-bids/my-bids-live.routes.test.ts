import type { MyBid, WonLot } from '@auction/contracts';
import { describe, expect, it } from 'vitest';
import {
  answerOf,
  buildBidder,
  buildLiveSale,
  clerk,
  joinRoom,
} from '../../../test/live-sale/live-test-sale';
import { useSocketTestApp } from '../../../test/socket-test-app';

const served = useSocketTestApp();

const myBids = async (token: string) =>
  (await served.t.request<{ data: MyBid[] }>({ method: 'GET', url: '/api/users/bids', token })).body.data;
const wonLots = async (token: string) =>
  (await served.t.request<{ data: WonLot[] }>({ method: 'GET', url: '/api/users/won-lots', token })).body
    .data;
const standings = (list: MyBid[]) =>
  list.map((item) => [item.lot.title, item.standing, item.bid_kind, item.your_max]);

describe('GET /api/users/bids and /api/users/won-lots for a live sale', () => {
  it('counts absentee maxima and bids made in the room, with the standing before, on and after the block', async () => {
    const sale = await buildLiveSale(served.t, 2);
    const [first] = sale.lots as [(typeof sale.lots)[0]];
    const abe = await buildBidder(served.t, sale.auction);
    const bea = await buildBidder(served.t, sale.auction);
    const cy = await buildBidder(served.t, sale.auction);
    const leave = (token: string, amount: number) =>
      served.t.request({
        method: 'PUT',
        url: `/api/lots/${first.id}/absentee-bid`,
        token,
        payload: { amount },
      });
    await leave(abe.token, 180);
    await leave(bea.token, 150);

    // Before the lot is offered the book is private: neither maximum is told it leads or trails.
    expect(standings(await myBids(abe.token))).toEqual([['Live lot 1', 'absentee', 'absentee', 180]]);
    expect(standings(await myBids(bea.token))).toEqual([['Live lot 1', 'absentee', 'absentee', 150]]);
    expect(await myBids(cy.token)).toEqual([]);

    const desk = await joinRoom(served.url, sale.auction.id, sale.clerkToken);
    const room = await joinRoom(served.url, sale.auction.id, cy.token);
    await clerk(desk.socket, sale.auction.id, 'next_lot'); // Abe's $180 opens at $155, over Bea's $150.
    expect(standings(await myBids(abe.token))).toEqual([['Live lot 1', 'winning', 'absentee', 180]]);
    expect(standings(await myBids(bea.token))).toEqual([['Live lot 1', 'outbid', 'absentee', 150]]);

    room.socket.send({ type: 'place_bid', lot_id: first.id, amount: 160 });
    expect(await answerOf(room.socket)).toMatchObject({ type: 'live_ack' }); // Abe answers at $165.
    expect(standings(await myBids(cy.token))).toEqual([['Live lot 1', 'outbid', 'live_bid', 160]]);
    expect(standings(await myBids(abe.token))).toEqual([['Live lot 1', 'winning', 'absentee', 180]]);

    await clerk(desk.socket, sale.auction.id, { type: 'set_asking_price', amount: 185 });
    room.socket.send({ type: 'place_bid', lot_id: first.id, amount: 185 });
    expect(await answerOf(room.socket)).toMatchObject({ type: 'live_ack' });
    expect(standings(await myBids(cy.token))).toEqual([['Live lot 1', 'winning', 'live_bid', 185]]);
    expect(standings(await myBids(abe.token))).toEqual([['Live lot 1', 'outbid', 'absentee', 180]]);
    expect(await clerk(desk.socket, sale.auction.id, 'undo')).toMatchObject({ type: 'live_ack' });
    expect(standings(await myBids(cy.token))).toEqual([['Live lot 1', 'outbid', 'live_bid', 160]]);

    await clerk(desk.socket, sale.auction.id, 'sold');
    expect(standings(await myBids(abe.token))).toEqual([['Live lot 1', 'won', 'absentee', 180]]);
    expect(standings(await myBids(cy.token))).toEqual([['Live lot 1', 'lost', 'live_bid', 160]]);
    expect(await wonLots(abe.token)).toMatchObject([
      { lot: { id: first.id, status: 'sold' }, hammer_price: 165, paddle: abe.paddle },
    ]);
    expect(await wonLots(cy.token)).toEqual([]);
    desk.socket.close();
    room.socket.close();
  });
});

import { applyLiveRoomMessage, type LiveSnapshot } from '@auction/contracts';
import { describe, expect, it } from 'vitest';
import {
  answerOf,
  buildBidder,
  buildLiveSale,
  clerk,
  joinRoom,
  leaveAbsenteeBid,
} from '../../../test/live-sale/live-test-sale';
import { useSocketTestApp } from '../../../test/socket-test-app';

const served = useSocketTestApp();

/**
 * A screen that joined before the sale and applied every message with `applyLiveRoomMessage`
 * shows what a fresh snapshot shows at the end: the events carry everything a screen needs.
 */
describe('applyLiveRoomMessage', () => {
  it('keeps a room in step with the server through a whole sale', async () => {
    const sale = await buildLiveSale(served.t, 3);
    const anne = await buildBidder(served.t, sale.auction);
    const abe = await buildBidder(served.t, sale.auction);
    await leaveAbsenteeBid(served.t, sale.lots[1]!, abe, 260, 1);
    const watcher = await joinRoom(served.url, sale.auction.id, anne.token);
    const desk = await joinRoom(served.url, sale.auction.id, sale.clerkToken);
    const bidder = await joinRoom(served.url, sale.auction.id, anne.token);
    const id = sale.auction.id;
    const bid = async (lotIndex: number, amount: number) => {
      bidder.socket.send({ type: 'place_bid', lot_id: sale.lots[lotIndex]?.id, amount });
      return answerOf(bidder.socket);
    };

    await clerk(desk.socket, id, 'next_lot');
    expect(await bid(0, 100)).toMatchObject({ type: 'live_ack' });
    await clerk(desk.socket, id, { type: 'floor_bid', amount: 150, paddle: 4 });
    await clerk(desk.socket, id, 'undo');
    await clerk(desk.socket, id, { type: 'set_asking_price', amount: 120 });
    await clerk(desk.socket, id, 'fair_warning');
    await clerk(desk.socket, id, 'sold');
    expect(await bid(0, 120)).toMatchObject({ code: 'LOT_CLOSED' });
    await clerk(desk.socket, id, 'reopen');
    await clerk(desk.socket, id, { type: 'floor_bid', amount: 130 });
    await clerk(desk.socket, id, 'sold');
    await clerk(desk.socket, id, 'next_lot');
    await clerk(desk.socket, id, { type: 'floor_bid', amount: 220, paddle: 9 });
    const last = await clerk(desk.socket, id, { type: 'sold', to: 'internet' });
    expect(last).toMatchObject({ type: 'live_ack' });
    desk.socket.send({
      type: 'send_message',
      auction_id: id,
      message: 'Last lot coming up.',
      is_clerk: true,
    });
    await answerOf(desk.socket);
    await clerk(desk.socket, id, 'end_sale');

    const truth = await served.t.request<LiveSnapshot>({
      method: 'GET',
      url: `/api/auctions/${id}/live`,
      token: anne.token,
    });
    let room = watcher.state.payload as unknown as LiveSnapshot;
    while (room.last_seq < truth.body.last_seq) {
      const message = (await watcher.socket.nextEvent()) as { type: string; seq: number; payload: unknown };
      const update = applyLiveRoomMessage(room, message);
      if (update.kind === 'resync') throw new Error(`resync asked at ${message.seq}`);
      room = update.room;
    }
    expect({ ...room, server_time: 0, presence: null }).toEqual({
      ...truth.body,
      server_time: 0,
      presence: null,
    });
    expect(room).toMatchObject({
      sale_status: 'ended',
      viewer: { is_high_bidder: false },
      results: [
        { lot_number: '1', outcome: 'sold', hammer_price: 130, source: 'floor' },
        { lot_number: '2', outcome: 'sold', hammer_price: 225, source: 'absentee', paddle: abe.paddle },
        { lot_number: '3', outcome: 'passed' },
      ],
    });
    // A gap asks for the snapshot again; an event already applied changes nothing.
    expect(applyLiveRoomMessage(room, { type: 'live_event', seq: room.last_seq + 2, payload: {} })).toEqual({
      kind: 'resync',
    });
    expect(applyLiveRoomMessage(room, { type: 'live_event', seq: room.last_seq, payload: {} })).toEqual({
      kind: 'state',
      room,
    });
    for (const ws of [watcher, desk, bidder]) ws.socket.close();
  });
});

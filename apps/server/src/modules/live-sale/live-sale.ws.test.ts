import { randomUUID } from 'node:crypto';
import type { LiveSnapshot } from '@auction/contracts';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { buildSale } from '../../../test/bids/bid-test-sale';
import { buildUser, tokenFor } from '../../../test/factories';
import {
  answerOf,
  buildBidder,
  buildLiveSale,
  clerk,
  joinRoom,
  leaveAbsenteeBid,
  nextLiveEvent,
} from '../../../test/live-sale/live-test-sale';
import { useSocketTestApp } from '../../../test/socket-test-app';
import { openSocket } from '../../../test/ws-client';
import { oneOf } from '../../db/queries';

const served = useSocketTestApp();

describe('the live sale over the WebSocket', () => {
  it('runs a lot: the clerk opens it, an online bidder bids, a floor bid, fair warning, sold; every screen sees each step', async () => {
    const sale = await buildLiveSale(served.t);
    const anne = await buildBidder(served.t, sale.auction);
    const room = await joinRoom(served.url, sale.auction.id);
    const desk = await joinRoom(served.url, sale.auction.id, sale.clerkToken);
    const bidder = await joinRoom(served.url, sale.auction.id, anne.token);
    expect(room.state.payload).toMatchObject({ sale_status: 'not_started', current_lot: null, clerk: null });
    expect(desk.state.payload).toMatchObject({ viewer: { is_clerk: true }, clerk: { absentee_bids: [] } });
    expect(bidder.state.payload).toMatchObject({ viewer: { can_bid: true, paddle: anne.paddle } });

    expect(await clerk(desk.socket, sale.auction.id, 'next_lot')).toMatchObject({
      type: 'live_ack',
      in_reply_to: 'clerk_action',
      seqs: [1, 2],
    });
    expect(await nextLiveEvent(room.socket)).toMatchObject({
      seq: 1,
      payload: { event: { type: 'sale_started' } },
    });
    expect(await nextLiveEvent(room.socket)).toMatchObject({
      seq: 2,
      lot_id: sale.lots[0]?.id,
      payload: {
        event: { type: 'lot_opened', asking_price: 100, lot: { title: 'Live lot 1', lot_number: '1' } },
        sale_status: 'running',
        lot: { status: 'open', asking_price: 100, high_bid: null, bid_count: 0 },
      },
    });

    bidder.socket.send({
      type: 'place_bid',
      lot_id: sale.lots[0]?.id,
      amount: 100,
      request_id: 'bid-00000001',
    });
    expect(await answerOf(bidder.socket)).toMatchObject({
      type: 'live_ack',
      request_id: 'bid-00000001',
      seqs: [3],
    });
    const internet = await nextLiveEvent(room.socket);
    expect(internet).toMatchObject({
      seq: 3,
      payload: {
        event: {
          type: 'bid_accepted',
          source: 'internet',
          paddle: anne.paddle,
          amount: 100,
          asking_price: 105,
        },
        lot: { high_bid: { amount: 100, source: 'internet', paddle: anne.paddle }, bid_count: 1 },
      },
    });
    expect(internet.payload?.event).toHaveProperty('server_time', expect.any(Number));

    desk.socket.send({
      type: 'place_bid',
      lot_id: sale.lots[0]?.id,
      amount: 110,
      is_floor: true,
      paddle: 42,
    });
    expect(await answerOf(desk.socket)).toMatchObject({ type: 'live_ack', seqs: [4] });
    expect(await nextLiveEvent(room.socket)).toMatchObject({
      payload: { lot: { high_bid: { source: 'floor', paddle: 42, amount: 110 }, asking_price: 115 } },
    });
    expect(await clerk(desk.socket, sale.auction.id, { type: 'fair_warning' })).toMatchObject({ seqs: [5] });
    expect(await clerk(desk.socket, sale.auction.id, 'sold')).toMatchObject({ seqs: [6] });
    expect(await nextLiveEvent(room.socket)).toMatchObject({ payload: { lot: { status: 'fair_warning' } } });
    expect(await nextLiveEvent(room.socket)).toMatchObject({
      seq: 6,
      payload: {
        event: { type: 'lot_sold', amount: 110, source: 'floor', paddle: 42 },
        lot: { status: 'sold' },
      },
    });

    // Invoices and prices realized read the lot and the auction as usual.
    const stored = await oneOf<Record<string, unknown>>(
      served.t.db,
      sql`select l.status, l.current_price_cents, l.bid_count, a.status as auction_status
      from lots l join auctions a on a.id = l.auction_id where l.id = ${sale.lots[0]?.id}`,
    );
    expect(stored).toMatchObject({
      status: 'sold',
      current_price_cents: 11_000,
      bid_count: 2,
      auction_status: 'live',
    });

    // The HTTP snapshot says the same as the events did.
    const snapshot = await served.t.request<LiveSnapshot>({
      method: 'GET',
      url: `/api/auctions/${sale.auction.id}/live`,
    });
    expect(snapshot.status).toBe(200);
    expect(snapshot.body).toMatchObject({
      last_seq: 6,
      current_lot: { lot_id: sale.lots[0]?.id, status: 'sold', bid_count: 2 },
      results: [{ lot_number: '1', outcome: 'sold', hammer_price: 110, source: 'floor', paddle: 42 }],
      upcoming_lots: [{ lot_number: '2' }, { lot_number: '3' }],
      presence: { online_bidders: 1 },
    });
    for (const ws of [room, desk, bidder]) ws.socket.close();
  });

  it('refuses what a bidder may not do, and bids that are stale, unregistered or after the hammer', async () => {
    const sale = await buildLiveSale(served.t);
    const anne = await buildBidder(served.t, sale.auction);
    const ben = await buildBidder(served.t, sale.auction);
    const outsider = await buildUser(served.t);
    const unverified = await buildUser(served.t, { verified: false });
    const desk = await joinRoom(served.url, sale.auction.id, sale.clerkToken);
    const anneRoom = await joinRoom(served.url, sale.auction.id, anne.token);
    const lotId = sale.lots[0]?.id;

    anneRoom.socket.send({ type: 'clerk_action', auction_id: sale.auction.id, action: 'next_lot' });
    expect(await answerOf(anneRoom.socket)).toMatchObject({ code: 'FORBIDDEN', in_reply_to: 'clerk_action' });
    anneRoom.socket.send({ type: 'update_asking_price', lot_id: lotId, asking_price: 300 });
    expect(await answerOf(anneRoom.socket)).toMatchObject({ code: 'FORBIDDEN' });
    anneRoom.socket.send({
      type: 'send_message',
      auction_id: sale.auction.id,
      message: 'Hello',
      is_clerk: true,
    });
    expect(await answerOf(anneRoom.socket)).toMatchObject({ code: 'FORBIDDEN' });
    anneRoom.socket.send({ type: 'send_message', auction_id: sale.auction.id, message: 'Hello' });
    expect(await answerOf(anneRoom.socket)).toMatchObject({
      code: 'FORBIDDEN',
      message: 'Messages to the room come from the clerk.',
    });

    // Before the sale starts, nobody bids.
    anneRoom.socket.send({ type: 'place_bid', lot_id: lotId, amount: 100 });
    expect(await answerOf(anneRoom.socket)).toMatchObject({
      code: 'NOT_STARTED',
      message: 'The sale has not started.',
    });
    await clerk(desk.socket, sale.auction.id, { type: 'open_lot', lot_id: lotId });

    anneRoom.socket.send({ type: 'place_bid', lot_id: lotId, amount: 100, is_floor: true });
    expect(await answerOf(anneRoom.socket)).toMatchObject({
      code: 'FORBIDDEN',
      message: 'Only the clerk may enter floor bids.',
      lot_id: lotId,
    });
    for (const [user, code] of [
      [outsider, 'NOT_REGISTERED'],
      [unverified, 'EMAIL_NOT_VERIFIED'],
    ] as const) {
      const room = await joinRoom(served.url, sale.auction.id, await tokenFor(served.t, user));
      expect(room.state.payload).toMatchObject({ viewer: { can_bid: false } });
      room.socket.send({ type: 'place_bid', lot_id: lotId, amount: 100 });
      expect(await answerOf(room.socket)).toMatchObject({ code });
      room.socket.close();
    }

    anneRoom.socket.send({ type: 'place_bid', lot_id: lotId, amount: 100 });
    expect(await answerOf(anneRoom.socket)).toMatchObject({ type: 'live_ack' });
    const benRoom = await joinRoom(served.url, sale.auction.id, ben.token);
    benRoom.socket.send({ type: 'place_bid', lot_id: lotId, amount: 100, request_id: 'late-0000001' });
    expect(await answerOf(benRoom.socket)).toMatchObject({
      code: 'STALE_ASKING_PRICE',
      message: 'The asking price has moved to $105.',
      request_id: 'late-0000001',
    });

    desk.socket.send({ type: 'update_asking_price', lot_id: lotId, asking_price: 125 });
    expect(await answerOf(desk.socket)).toMatchObject({
      type: 'live_ack',
      in_reply_to: 'update_asking_price',
    });
    expect(await clerk(desk.socket, sale.auction.id, 'sold')).toMatchObject({ type: 'live_ack' });
    benRoom.socket.send({ type: 'place_bid', lot_id: lotId, amount: 125 });
    expect(await answerOf(benRoom.socket)).toMatchObject({
      code: 'LOT_CLOSED',
      message: 'Lot 1 is already sold.',
    });
    // The late bid is in the ledger (and the clerk's view), and the lot is unchanged.
    const snapshot = await served.t.request<LiveSnapshot>({
      method: 'GET',
      url: `/api/auctions/${sale.auction.id}/live`,
      token: sale.clerkToken,
    });
    expect(snapshot.body.clerk?.refused_after_hammer).toMatchObject([{ paddle: ben.paddle, amount: 125 }]);
    expect(snapshot.body.results).toMatchObject([
      { outcome: 'sold', hammer_price: 100, paddle: anne.paddle },
    ]);
    for (const ws of [desk, anneRoom, benRoom]) ws.socket.close();
  });

  it('takes every clerk action: asking price, undo, pass, reopen, pause, messages, end of sale', async () => {
    const sale = await buildLiveSale(served.t, 2);
    const desk = await joinRoom(served.url, sale.auction.id, sale.clerkToken);
    const id = sale.auction.id;
    expect(await clerk(desk.socket, id, 'undo')).toMatchObject({ code: 'NOT_STARTED' });
    await clerk(desk.socket, id, 'next_lot');
    expect(await clerk(desk.socket, id, { type: 'set_asking_price', amount: 80 })).toMatchObject({
      type: 'live_ack',
    });
    expect(await clerk(desk.socket, id, { type: 'floor_bid', amount: 80, paddle: 7001 })).toMatchObject({
      type: 'error',
      code: 'VALIDATION_FAILED',
    });
    await clerk(desk.socket, id, { type: 'floor_bid', amount: 80, paddle: 5 });
    expect(await clerk(desk.socket, id, 'undo')).toMatchObject({ type: 'live_ack' });
    expect(await clerk(desk.socket, id, 'undo')).toMatchObject({ code: 'NOTHING_TO_UNDO' });
    expect(await clerk(desk.socket, id, 'pass')).toMatchObject({ type: 'live_ack' });
    expect(await clerk(desk.socket, id, 'reopen')).toMatchObject({ type: 'live_ack' });
    expect(await clerk(desk.socket, id, 'pause')).toMatchObject({ type: 'live_ack' });
    expect(await clerk(desk.socket, id, 'fair_warning')).toMatchObject({
      code: 'PAUSED',
      message: 'Bidding is paused.',
    });
    desk.socket.send({ type: 'send_message', auction_id: id, message: 'A short break.', is_clerk: true });
    expect(await answerOf(desk.socket)).toMatchObject({ type: 'live_ack', in_reply_to: 'send_message' });
    expect(await clerk(desk.socket, id, 'resume')).toMatchObject({ type: 'live_ack' });
    expect(await clerk(desk.socket, id, 'end_sale')).toMatchObject({ code: 'LOT_STILL_OPEN' });
    await clerk(desk.socket, id, 'pass');
    expect(await clerk(desk.socket, id, { type: 'next_lot', lot_number: '9' })).toMatchObject({
      code: 'LOT_NOT_AVAILABLE',
      message: 'There is no lot 9 in this sale.',
    });
    expect(await clerk(desk.socket, id, 'end_sale')).toMatchObject({ type: 'live_ack' });
    const snapshot = await served.t.request<LiveSnapshot>({ method: 'GET', url: `/api/auctions/${id}/live` });
    expect(snapshot.body).toMatchObject({
      sale_status: 'ended',
      auction_status: 'closed',
      messages: [{ text: 'A short break.' }],
      results: [
        { lot_number: '1', outcome: 'passed' },
        { lot_number: '2', outcome: 'passed' },
      ],
    });
    desk.socket.close();
  });

  it('lets absentee maximum bids compete on their lot automatically', async () => {
    const sale = await buildLiveSale(served.t, 1);
    const abe = await buildBidder(served.t, sale.auction);
    const lot = sale.lots[0]!;
    await leaveAbsenteeBid(served.t, lot, abe, 150, 1);
    const desk = await joinRoom(served.url, sale.auction.id, sale.clerkToken);
    expect(desk.state.payload).toMatchObject({
      clerk: { absentee_bids: [{ paddle: abe.paddle, max_bid: 150 }] },
    });
    await clerk(desk.socket, sale.auction.id, 'next_lot');
    expect(await clerk(desk.socket, sale.auction.id, { type: 'floor_bid', amount: 105 })).toMatchObject({
      seqs: [4, 5],
    });
    const room = await served.t.request<LiveSnapshot>({
      method: 'GET',
      url: `/api/auctions/${sale.auction.id}/live`,
    });
    expect(room.body.current_lot).toMatchObject({
      asking_price: 115,
      high_bid: { source: 'absentee', paddle: abe.paddle, amount: 110 },
      bids: [
        { source: 'absentee', amount: 100 },
        { source: 'floor', amount: 105 },
        { source: 'absentee', amount: 110 },
      ],
    });
    desk.socket.close();
  });

  it('gives the step to the first of two bids at the same asking price; the other is told the new price', async () => {
    const sale = await buildLiveSale(served.t, 1);
    const bidders = [await buildBidder(served.t, sale.auction), await buildBidder(served.t, sale.auction)];
    const desk = await joinRoom(served.url, sale.auction.id, sale.clerkToken);
    const rooms = await Promise.all(
      bidders.map((bidder) => joinRoom(served.url, sale.auction.id, bidder.token)),
    );
    await clerk(desk.socket, sale.auction.id, 'next_lot');
    for (const room of rooms) room.socket.send({ type: 'place_bid', lot_id: sale.lots[0]?.id, amount: 100 });
    const answers = await Promise.all(rooms.map((room) => answerOf(room.socket)));
    expect(answers.map((answer) => answer.type).sort()).toEqual(['error', 'live_ack']);
    expect(answers.find((answer) => answer.type === 'error')).toMatchObject({
      code: 'STALE_ASKING_PRICE',
      message: 'The asking price has moved to $105.',
    });
    const room = await served.t.request<LiveSnapshot>({
      method: 'GET',
      url: `/api/auctions/${sale.auction.id}/live`,
    });
    expect(room.body.current_lot?.bids).toHaveLength(1);
    for (const ws of [desk, ...rooms]) ws.socket.close();
  });

  it('answers join_auction for a timed auction with the subscription only, for an unknown one NOT_FOUND, and 404 over HTTP', async () => {
    const timed = await buildSale(served.t);
    const socket = await openSocket(served.url);
    await socket.nextOf('authenticated');
    const unknown = randomUUID();
    const answers = {
      [timed.auction.id]: { type: 'subscribed', auction_id: timed.auction.id },
      [unknown]: { type: 'error', code: 'NOT_FOUND', in_reply_to: 'join_auction', auction_id: unknown },
    };
    for (const [auctionId, expected] of Object.entries(answers)) {
      socket.send({ type: 'join_auction', auctionId });
      expect(await socket.nextEvent()).toMatchObject(expected);
      // Nothing else came: the next message is the answer to the next request.
      socket.send({ type: 'subscribe', lot_id: timed.lot.id });
      expect(await socket.nextEvent()).toMatchObject({ type: 'subscribed', lot_id: timed.lot.id });
      const answer = await served.t.request({ method: 'GET', url: `/api/auctions/${auctionId}/live` });
      expect(answer.status).toBe(404);
    }
    socket.close();
  });
});

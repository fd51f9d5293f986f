import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  answerOf,
  buildBidder,
  buildLiveSale,
  clerk,
  joinRoom,
} from '../../../test/live-sale/live-test-sale';
import { useSocketTestApp } from '../../../test/socket-test-app';
import { lots } from '../../db/schema';

const served = useSocketTestApp();

describe('a live sale of millions (an equipment sale)', () => {
  it('takes a floor bid of $30 million, past a 32-bit column, and an online bid above it', async () => {
    const sale = await buildLiveSale(served.t);
    const id = sale.auction.id;
    const lot = sale.lots[0] as (typeof sale.lots)[0];
    const anne = await buildBidder(served.t, sale.auction);
    const desk = await joinRoom(served.url, id, sale.clerkToken);
    const room = await joinRoom(served.url, id, anne.token);
    await clerk(desk.socket, id, 'next_lot');
    expect(await clerk(desk.socket, id, { type: 'set_asking_price', amount: 30_000_000 })).toMatchObject({
      type: 'live_ack',
    });
    expect(await clerk(desk.socket, id, { type: 'floor_bid', amount: 30_000_000, paddle: 5 })).toMatchObject({
      type: 'live_ack',
    });
    await clerk(desk.socket, id, { type: 'set_asking_price', amount: 30_000_100 });
    room.socket.send({ type: 'place_bid', lot_id: lot.id, amount: 30_000_100 });
    expect(await answerOf(room.socket)).toMatchObject({ type: 'live_ack', in_reply_to: 'place_bid' });
    expect(await clerk(desk.socket, id, 'sold')).toMatchObject({ type: 'live_ack' });
    const [row] = await served.t.db.select().from(lots).where(eq(lots.id, lot.id));
    expect(row).toMatchObject({
      status: 'sold',
      current_price_cents: 3_000_010_000,
      high_bidder_id: anne.id,
    });
    room.socket.close();
    desk.socket.close();
  });
});

import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  answerOf,
  buildBidder,
  buildLiveSale,
  clerk,
  joinRoom,
} from '../../../test/live-sale/live-test-sale';
import { mailsTo } from '../../../test/outbox';
import { useSocketTestApp } from '../../../test/socket-test-app';
import { users } from '../../db/schema';

const served = useSocketTestApp();

const emailOf = async (userId: string) =>
  (await served.t.db.select({ email: users.email }).from(users).where(eq(users.id, userId)))[0]?.email ?? '';
const wonMailsTo = async (email: string) =>
  (await mailsTo(served.t, email)).filter((mail) => mail.subject.startsWith('You won'));

describe('the winners of a live sale', () => {
  it('get one mail each when the sale ends, listing the lots they won at the hammer, and none for a lot resold on the floor', async () => {
    const sale = await buildLiveSale(served.t, 4);
    const id = sale.auction.id;
    const anne = await buildBidder(served.t, sale.auction);
    const ben = await buildBidder(served.t, sale.auction);
    const [anneEmail, benEmail] = [await emailOf(anne.id), await emailOf(ben.id)];
    const desk = await joinRoom(served.url, id, sale.clerkToken);
    const anneRoom = await joinRoom(served.url, id, anne.token);
    const benRoom = await joinRoom(served.url, id, ben.token);
    const onLine = async (room: typeof anneRoom, lot: number, amount: number) => {
      room.socket.send({ type: 'place_bid', lot_id: sale.lots[lot - 1]?.id, amount });
      expect(await answerOf(room.socket)).toMatchObject({ type: 'live_ack' });
    };
    const sold = async () => expect(await clerk(desk.socket, id, 'sold')).toMatchObject({ type: 'live_ack' });

    await clerk(desk.socket, id, 'next_lot');
    await onLine(anneRoom, 1, 100);
    await sold();
    await clerk(desk.socket, id, 'next_lot');
    await onLine(benRoom, 2, 200);
    await sold();
    // Lot 3 is knocked down to Anne, then reopened and sold on the floor.
    await clerk(desk.socket, id, 'next_lot');
    await onLine(anneRoom, 3, 300);
    await sold();
    expect(await clerk(desk.socket, id, 'reopen')).toMatchObject({ type: 'live_ack' });
    expect(await clerk(desk.socket, id, { type: 'floor_bid', amount: 500, paddle: 8 })).toMatchObject({
      type: 'live_ack',
    });
    await sold();
    await clerk(desk.socket, id, 'next_lot');
    await onLine(anneRoom, 4, 400);
    await sold();
    // Nothing is final while the sale runs: no mail yet.
    expect(await wonMailsTo(anneEmail)).toEqual([]);

    expect(await clerk(desk.socket, id, 'end_sale')).toMatchObject({ type: 'live_ack' });
    for (const room of [desk, anneRoom, benRoom]) room.socket.close();

    const [toAnne, ...moreToAnne] = await wonMailsTo(anneEmail);
    expect(moreToAnne).toEqual([]);
    expect(toAnne?.subject).toBe(`You won 2 lots in ${sale.auction.title}`);
    expect(toAnne?.text).toContain('Lot 1: Live lot 1, $100.00\nLot 4: Live lot 4, $400.00');
    expect(toAnne?.text).not.toContain('Lot 3');
    expect(toAnne?.text).toContain('/dashboard');
    const toBen = await wonMailsTo(benEmail);
    expect(toBen.map((mail) => mail.subject)).toEqual([`You won 1 lot in ${sale.auction.title}`]);
    expect(toBen[0]?.text).toContain('Lot 2: Live lot 2, $200.00');
  });

  it('sends nothing when every lot passed or went to the floor', async () => {
    const sale = await buildLiveSale(served.t, 1);
    const id = sale.auction.id;
    const anne = await buildBidder(served.t, sale.auction);
    const desk = await joinRoom(served.url, id, sale.clerkToken);
    await clerk(desk.socket, id, 'next_lot');
    await clerk(desk.socket, id, { type: 'floor_bid', amount: 100, paddle: 8 });
    await clerk(desk.socket, id, 'sold');
    expect(await clerk(desk.socket, id, 'end_sale')).toMatchObject({ type: 'live_ack' });
    desk.socket.close();
    expect(await wonMailsTo(await emailOf(anne.id))).toEqual([]);
  });
});

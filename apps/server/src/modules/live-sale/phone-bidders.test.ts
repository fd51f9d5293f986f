import type { LiveSnapshot, PhoneBidder, PhoneBidders } from '@auction/contracts';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { buildRegistration, buildUser, tokenFor } from '../../../test/factories';
import { buildBidder, buildLiveSale, clerk, joinRoom } from '../../../test/live-sale/live-test-sale';
import { useSocketTestApp } from '../../../test/socket-test-app';
import { auditLog, liveEvents, lots } from '../../db/schema';

const served = useSocketTestApp();

const setUp = (token: string, auctionId: string, payload: Record<string, unknown>) =>
  served.t.request<PhoneBidder>({
    method: 'PUT',
    url: `/api/admin/auctions/${auctionId}/phone-bidders`,
    token,
    payload,
  });

describe('phone bidders', () => {
  it('are set up with their number, lots and who takes the line, then bid through the clerk, marked phone', async () => {
    const sale = await buildLiveSale(served.t, 3);
    const claire = await buildBidder(served.t, sale.auction);
    const line = {
      paddle: claire.paddle,
      phone: '902-555-0142',
      lot_numbers: ['3', '1'],
      line_staff: 'Dana',
    };
    const saved = await setUp(sale.clerkToken, sale.auction.id, line);
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({
      paddle: claire.paddle,
      phone: '902-555-0142',
      lot_numbers: ['1', '3'],
      line_staff: 'Dana',
    });
    const unknownLot = await setUp(sale.clerkToken, sale.auction.id, { ...line, lot_numbers: ['9'] });
    expect(unknownLot.body.errors).toEqual({ lot_numbers: ['There is no lot 9 in this sale.'] });
    const list = await served.t.request<PhoneBidders>({
      method: 'GET',
      url: `/api/admin/auctions/${sale.auction.id}/phone-bidders`,
      token: sale.clerkToken,
    });
    expect(list.body.data.map((bidder) => bidder.paddle)).toEqual([claire.paddle]);
    const audit = await served.t.db.select().from(auditLog).where(eq(auditLog.action, 'phone_bidder.saved'));
    expect(audit.length).toBe(1);

    const desk = await joinRoom(served.url, sale.auction.id, sale.clerkToken);
    await clerk(desk.socket, sale.auction.id, 'next_lot');
    const taken = await clerk(desk.socket, sale.auction.id, {
      type: 'phone_bid',
      amount: 120,
      paddle: claire.paddle,
    });
    expect(taken).toMatchObject({ type: 'live_ack' });
    const stranger = await buildRegistration(served.t, sale.auction, await buildUser(served.t));
    const noLine = await clerk(desk.socket, sale.auction.id, {
      type: 'phone_bid',
      amount: 130,
      paddle: stranger.paddle_number,
    });
    expect(noLine).toMatchObject({
      type: 'error',
      code: 'NO_PHONE_LINE',
      message: `Paddle ${stranger.paddle_number} has no phone line in this sale; set it up on the phone bidders list first.`,
    });
    const room = await served.t.request<LiveSnapshot>({
      method: 'GET',
      url: `/api/auctions/${sale.auction.id}/live`,
    });
    expect(room.body.current_lot?.high_bid).toMatchObject({
      source: 'phone',
      paddle: claire.paddle,
      amount: 120,
    });
    // On her own phone Claire sees the bid taken for her on the line as hers.
    const hers = await served.t.request<LiveSnapshot>({
      method: 'GET',
      url: `/api/auctions/${sale.auction.id}/live`,
      token: claire.token,
    });
    expect(hers.body.viewer.is_high_bidder).toBe(true);
    expect(await clerk(desk.socket, sale.auction.id, { type: 'sold', to: 'floor' })).toMatchObject({
      type: 'live_ack',
    });
    const sold = await served.t.db
      .select()
      .from(liveEvents)
      .where(eq(liveEvents.auction_id, sale.auction.id));
    expect(sold.find((event) => event.type === 'lot_sold')?.payload).toMatchObject({
      source: 'phone',
      paddle: claire.paddle,
      bidderId: claire.id,
    });
    // The lot is hers, so it is in her lots won.
    const [won] = await served.t.db
      .select()
      .from(lots)
      .where(eq(lots.id, sale.lots[0]?.id ?? ''));
    expect(won?.high_bidder_id).toBe(claire.id);
    desk.socket.close();

    const bidder = await tokenFor(served.t, await buildUser(served.t));
    expect((await setUp(bidder, sale.auction.id, line)).status).toBe(403);
  });
});

import type { LiveSnapshot, StaffAbsenteeBid, StaffAbsenteeBids } from '@auction/contracts';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { buildConsignor, buildRegistration, buildUser, tokenFor } from '../../../test/factories';
import { buildBidder, buildLiveSale, clerk, joinRoom } from '../../../test/live-sale/live-test-sale';
import { mailsTo } from '../../../test/outbox';
import { useSocketTestApp } from '../../../test/socket-test-app';
import { auditLog, lots, users } from '../../db/schema';

const served = useSocketTestApp();

const keyIn = (token: string, auctionId: string, payload: Record<string, unknown>) =>
  served.t.request<StaffAbsenteeBid>({
    method: 'POST',
    url: `/api/admin/auctions/${auctionId}/absentee-bids`,
    token,
    payload,
  });

describe('absentee bids keyed in from paper', () => {
  it('are checked against the increments, confirmed by mail, audited, and bid in the sale like online ones', async () => {
    const sale = await buildLiveSale(served.t, 2);
    const ada = await buildBidder(served.t, sale.auction);
    const [first] = sale.lots as [(typeof sale.lots)[0]];
    const [adaUser] = await served.t.db.select().from(users).where(eq(users.id, ada.id));

    // Lot 1 starts at $100; from $100 the default increments go $5 at a time.
    const between = await keyIn(sale.clerkToken, sale.auction.id, {
      paddle: ada.paddle,
      lot_number: '1',
      amount: 152,
    });
    expect(between.status).toBe(422);
    expect(between.body).toMatchObject({
      errors: { amount: ['The auctioneer calls $150 then $155 on this lot, not $152: enter one of those.'] },
    });
    const keyed = await keyIn(sale.clerkToken, sale.auction.id, {
      paddle: ada.paddle,
      lot_number: '1',
      amount: 150,
    });
    expect(keyed.status).toBe(201);
    expect(keyed.body).toMatchObject({
      lot_number: '1',
      paddle: ada.paddle,
      max_bid: 150,
      entered_by: expect.any(String),
    });

    const [mail] = await mailsTo(served.t, adaUser?.email ?? '');
    expect(mail?.subject).toBe('Your absentee bid on lot 1: Live lot 1');
    expect(mail?.text).toContain('lot 1, Live lot 1, up to $150.');
    const audit = await served.t.db.select().from(auditLog).where(eq(auditLog.entity_id, first.id));
    expect(audit.map((row) => row.action)).toEqual(['absentee_bid.keyed_in']);

    const list = await served.t.request<StaffAbsenteeBids>({
      method: 'GET',
      url: `/api/admin/auctions/${sale.auction.id}/absentee-bids`,
      token: sale.clerkToken,
    });
    expect(list.body.data.map((bid) => [bid.lot_number, bid.paddle, bid.max_bid])).toEqual([
      ['1', ada.paddle, 150],
    ]);

    // In the sale it is an absentee bid like any other: it opens the lot at the starting bid.
    const desk = await joinRoom(served.url, sale.auction.id, sale.clerkToken);
    await clerk(desk.socket, sale.auction.id, 'next_lot');
    const room = await served.t.request<LiveSnapshot>({
      method: 'GET',
      url: `/api/auctions/${sale.auction.id}/live`,
    });
    expect(room.body.current_lot?.high_bid).toMatchObject({
      source: 'absentee',
      paddle: ada.paddle,
      amount: 100,
    });
    const late = await keyIn(sale.clerkToken, sale.auction.id, {
      paddle: ada.paddle,
      lot_number: '1',
      amount: 200,
    });
    expect(late).toMatchObject({
      status: 409,
      body: { message: 'Lot 1 has already been offered; its absentee bids are settled.' },
    });
    desk.socket.close();
  });

  it('name what is wrong for the desk: an unknown paddle or lot, a desk buyer without an account, a pending or own-lot bidder', async () => {
    const sale = await buildLiveSale(served.t, 1);
    const key = (payload: Record<string, unknown>) => keyIn(sale.clerkToken, sale.auction.id, payload);
    expect((await key({ paddle: 9999, lot_number: '1', amount: 100 })).body.errors).toEqual({
      paddle: ['No bidder has paddle 9999 in this sale.'],
    });
    const ada = await buildBidder(served.t, sale.auction);
    expect((await key({ paddle: ada.paddle, lot_number: '7B', amount: 100 })).body.errors).toEqual({
      lot_number: ['There is no lot 7B in this sale.'],
    });
    const desk = await buildRegistration(
      served.t,
      sale.auction,
      { id: null as unknown as string },
      {
        user_id: null,
        kind: 'floor',
        paddle_number: 42,
        name: 'Walk-in Buyer',
        status: 'approved',
      },
    );
    expect((await key({ paddle: desk.paddle_number, lot_number: '1', amount: 100 })).body.errors).toEqual({
      paddle: [
        'Paddle 42 was registered at the desk without an account; an absentee bid needs a bidder it can be confirmed to by e-mail.',
      ],
    });
    const owner = await buildUser(served.t);
    const consignor = await buildConsignor(served.t, { user_id: owner.id });
    const [lot] = sale.lots as [(typeof sale.lots)[0]];
    await served.t.db.update(lots).set({ consignor_id: consignor.id }).where(eq(lots.id, lot.id));
    const own = await buildRegistration(served.t, sale.auction, owner, { status: 'approved' });
    expect((await key({ paddle: own.paddle_number, lot_number: '1', amount: 100 })).body.errors).toEqual({
      paddle: [`Paddle ${own.paddle_number} consigned lot 1; a consignor may not bid on their own lot.`],
    });
    const bidder = await tokenFor(served.t, await buildUser(served.t));
    expect(
      (await keyIn(bidder, sale.auction.id, { paddle: ada.paddle, lot_number: '1', amount: 100 })).status,
    ).toBe(403);
  });
});

import type { InvoiceProblemsAnswer, StaffInvoicePage } from '@auction/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildRegistration, buildUser, tokenFor } from '../../../test/factories';
import { buildLiveSale, clerk, joinRoom } from '../../../test/live-sale/live-test-sale';
import { useSocketTestApp } from '../../../test/socket-test-app';

const served = useSocketTestApp();
let admin: string;
beforeAll(async () => {
  admin = await tokenFor(served.t, await buildUser(served.t, { roles: ['Admin'] }));
});

/** A live sale of two lots knocked down on the floor: to registered paddle 12, and to paddle 44 nobody registered. */
async function runFloorSale() {
  const sale = await buildLiveSale(served.t, 2);
  const id = sale.auction.id;
  await buildRegistration(
    served.t,
    sale.auction,
    { id: null as unknown as string },
    { kind: 'floor', user_id: null, paddle_number: 12, name: 'Floor Buyer', phone: '902-555-0100' },
  );
  const desk = await joinRoom(served.url, id, sale.clerkToken);
  await clerk(desk.socket, id, 'next_lot');
  expect(await clerk(desk.socket, id, { type: 'floor_bid', amount: 100, paddle: 12 })).toMatchObject({
    type: 'live_ack',
  });
  expect(await clerk(desk.socket, id, 'sold')).toMatchObject({ type: 'live_ack' });
  await clerk(desk.socket, id, 'next_lot');
  expect(await clerk(desk.socket, id, { type: 'floor_bid', amount: 200, paddle: 44 })).toMatchObject({
    type: 'live_ack',
  });
  expect(await clerk(desk.socket, id, 'sold')).toMatchObject({ type: 'live_ack' });
  expect(await clerk(desk.socket, id, 'end_sale')).toMatchObject({ type: 'live_ack' });
  desk.socket.close();
  return id;
}

const invoicesOf = async (auctionId: string) =>
  (
    await served.t.request<StaffInvoicePage>({
      method: 'GET',
      url: `/api/admin/invoices?auction_id=${auctionId}`,
      token: admin,
    })
  ).body.data;

const problemsOf = (auctionId: string) =>
  served.t.request<InvoiceProblemsAnswer>({
    method: 'GET',
    url: `/api/admin/auctions/${auctionId}/invoice-problems`,
    token: admin,
  });

describe('a live sale that ends', () => {
  it('is left to staff while the setting is off, its problems already listed', async () => {
    const id = await runFloorSale();
    expect(await invoicesOf(id)).toEqual([]);
    expect((await problemsOf(id)).body.problems).toEqual([
      { paddle_number: 44, lot_numbers: ['2'], message: expect.stringContaining('Paddle 44') },
    ]);
  });

  it('is invoiced when it ends with the setting on, and the unregistered paddle stays a problem', async () => {
    const on = await served.t.request({
      method: 'PUT',
      url: '/api/admin/settings',
      payload: { invoice_automatically_on_close: true },
      token: admin,
    });
    expect(on.status).toBe(200);
    const id = await runFloorSale();
    const drafts = await invoicesOf(id);
    expect(drafts.map((row) => [row.paddle_number, row.buyer_name, row.status, row.hammer_cents])).toEqual([
      [12, 'Floor Buyer', 'draft', 10_000],
    ]);
    const problems = await problemsOf(id);
    expect(problems.status).toBe(200);
    expect(problems.body.problems).toEqual([
      { paddle_number: 44, lot_numbers: ['2'], message: expect.stringContaining('not registered') },
    ]);
  });

  it('answers 404 for an auction that does not exist', async () => {
    expect((await problemsOf(crypto.randomUUID())).status).toBe(404);
  });
});

import type { StaffInvoiceDetail } from '@auction/contracts';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { buildAuction, buildLot, buildRegistration, buildUser } from '../../../test/factories';
import {
  closedTimedSale,
  generate,
  invoicesOf,
  slug,
  staff,
  t,
  useInvoiceApp,
} from '../../../test/invoices/invoice-routes.fixture';

useInvoiceApp();

describe('generating invoices for a closed timed sale', () => {
  it('makes one draft per buyer with hammer, premium and Nova Scotia HST on the sale day', async () => {
    const { auction } = await closedTimedSale();
    const answer = await generate(auction.id);
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ created: 2, regenerated: 0, unchanged_issued: 0, problems: [] });
    const page = await invoicesOf(auction.id);
    expect(page.data.map((row) => [row.buyer_name, row.status, row.hammer_cents, row.premium_cents])).toEqual(
      [
        ['Alice Boudreau', 'draft', 15_050, 2_258],
        ['Bob MacLeod', 'draft', 20_000, 3_000],
      ],
    );
    // Alice: (15,050 + 2,258) x 14% = 2,423.12 -> 2,423; total 19,731.
    const [alice] = page.data;
    expect(alice).toMatchObject({ tax_cents: 2_423, total_cents: 19_731, balance_cents: 19_731 });
    // Drafts owe nothing until they are issued: the summary keeps them apart.
    expect(page.totals).toEqual({
      count: 0,
      total_cents: 0,
      paid_cents: 0,
      balance_cents: 0,
      drafts: { count: 2, total_cents: 19_731 + 26_220 },
    });
  });

  it('refuses an auction that has not closed, and changes nothing', async () => {
    const auction = await buildAuction(t, { slug: slug(), status: 'open' });
    const answer = await generate(auction.id);
    expect(answer.status).toBe(409);
    expect((await invoicesOf(auction.id)).data).toEqual([]);
  });

  it('regenerates drafts keeping staff charges, and leaves issued invoices alone', async () => {
    const { auction } = await closedTimedSale();
    await generate(auction.id);
    const [alice, bob] = (await invoicesOf(auction.id)).data;
    const charged = await t.request<StaffInvoiceDetail>({
      method: 'POST',
      url: `/api/admin/invoices/${alice?.id}/lines`,
      payload: { kind: 'charge', charge_type: 'handling', description: 'Crating', amount_cents: 2_500 },
      token: staff,
    });
    expect(charged.status).toBe(200);
    expect(charged.body.charges_cents).toBe(2_500);
    expect(charged.body.history.map((entry) => entry.action)).toEqual([
      'invoice.generated',
      'invoice.line_added',
    ]);
    const issued = await t.request<StaffInvoiceDetail>({
      method: 'POST',
      url: `/api/admin/invoices/${bob?.id}/issue`,
      token: staff,
    });
    expect(issued.status).toBe(200);
    const again = await generate(auction.id);
    expect(again.body).toMatchObject({ created: 0, regenerated: 1, unchanged_issued: 1 });
    const detail = await t.request<StaffInvoiceDetail>({
      method: 'GET',
      url: `/api/admin/invoices/${alice?.id}`,
      token: staff,
    });
    expect(detail.body.lines.map((line) => [line.kind, line.lot_number ?? line.description])).toEqual([
      ['lot', '1'],
      ['lot', '2'],
      ['charge', 'Crating'],
    ]);
  });
});

describe('generating invoices for a live sale', () => {
  it('bills internet, absentee and registered floor buyers, and lists an unregistered floor paddle as a problem', async () => {
    const auction = await buildAuction(t, {
      slug: slug(),
      type: 'live',
      status: 'closed',
      end_at: new Date('2026-03-05T23:00:00Z'),
    });
    const online = await buildUser(t, { name: 'Online Bidder' });
    const absentee = await buildUser(t, { name: 'Absentee Bidder' });
    const onlineReg = await buildRegistration(t, auction, online);
    const absenteeReg = await buildRegistration(t, auction, absentee);
    const floorReg = await buildRegistration(
      t,
      auction,
      { id: null as unknown as string },
      {
        kind: 'floor',
        user_id: null,
        paddle_number: 12,
        name: 'Floor Buyer',
        phone: '902-555-0100',
      },
    );
    const lots = await Promise.all(
      ['10', '11', '12', '13', '14'].map((number) =>
        buildLot(t, auction, { lot_number: number, status: 'sold', current_price_cents: 1_000 }),
      ),
    );
    const sold = [
      { source: 'internet', bidderId: online.id, paddle: onlineReg.paddle_number, amountCents: 11_000 },
      { source: 'absentee', bidderId: absentee.id, paddle: absenteeReg.paddle_number, amountCents: 12_000 },
      { source: 'floor', bidderId: null, paddle: 12, amountCents: 13_000 },
      { source: 'floor', bidderId: null, paddle: 44, amountCents: 14_000 },
      { source: 'floor', bidderId: null, paddle: null, amountCents: 15_000 },
    ];
    for (const [index, lot] of lots.entries()) {
      await t.db.execute(
        sql`insert into live_events (auction_id, seq, type, lot_id, payload, server_time)
        values (${auction.id}, ${index + 1}, 'lot_sold', ${lot.id}, ${JSON.stringify({ lotId: lot.id, ...sold[index] })}::jsonb, now())`,
      );
    }
    const answer = await generate(auction.id);
    expect(answer.status).toBe(200);
    expect(answer.body.created).toBe(3);
    expect(answer.body.problems).toEqual([
      { paddle_number: 44, lot_numbers: ['13'], message: expect.stringContaining('Paddle 44') },
      { paddle_number: null, lot_numbers: ['14'], message: expect.stringContaining('without a paddle') },
    ]);
    const page = await invoicesOf(auction.id);
    expect(page.data.map((row) => [row.paddle_number, row.buyer_name, row.hammer_cents])).toEqual([
      [12, 'Floor Buyer', 13_000],
      [onlineReg.paddle_number, 'Online Bidder', 11_000],
      [absenteeReg.paddle_number, 'Absentee Bidder', 12_000],
    ]);
    // The sale day 2026-03-05 is under 14% in Nova Scotia.
    const floor = await t.request<StaffInvoiceDetail>({
      method: 'GET',
      url: `/api/admin/invoices/${page.data[0]?.id}`,
      token: staff,
    });
    expect(floor.body).toMatchObject({
      registration_id: floorReg.id,
      buyer_user_id: null,
      tax_rate_bps: 1_400,
      sale_date: '2026-03-05',
    });
  });
});

import type {
  GenerateInvoicesAnswer,
  InvoiceDetail,
  InvoiceSummary,
  StaffInvoiceDetail,
  StaffInvoicePage,
} from '@auction/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type BuiltUser,
  buildAuction,
  buildLot,
  buildRegistration,
  buildUser,
  tokenFor,
} from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
let staff: string;
let admin: string;
beforeAll(async () => {
  t = await createTestApp();
  staff = await tokenFor(t, await buildUser(t, { roles: ['Staff', 'Bidder'] }));
  admin = await tokenFor(t, await buildUser(t, { roles: ['Admin', 'Bidder'] }));
});
afterAll(() => t.close());

const slug = () => `sale-${Math.random().toString(36).slice(2, 10)}`;

/** A closed timed sale on 2026-06-10 (14% HST in Nova Scotia) with lots won by two bidders. */
async function closedTimedSale() {
  const auction = await buildAuction(t, {
    slug: slug(),
    status: 'closed',
    end_at: new Date('2026-06-10T20:00:00Z'),
    buyer_premium: { kind: 'flat', rate_bp: 1500 },
  });
  const alice = await buildUser(t, { name: 'Alice Boudreau' });
  const bob = await buildUser(t, { name: 'Bob MacLeod' });
  const aliceReg = await buildRegistration(t, auction, alice);
  const bobReg = await buildRegistration(t, auction, bob);
  const lot1 = await buildLot(t, auction, {
    lot_number: '1',
    status: 'sold',
    current_price_cents: 10_000,
    high_bidder_id: alice.id,
  });
  const lot2 = await buildLot(t, auction, {
    lot_number: '2',
    status: 'sold',
    current_price_cents: 5_050,
    high_bidder_id: alice.id,
  });
  const lot3 = await buildLot(t, auction, {
    lot_number: '3',
    status: 'sold',
    current_price_cents: 20_000,
    high_bidder_id: bob.id,
  });
  await buildLot(t, auction, { lot_number: '4', status: 'passed' });
  return { auction, alice, bob, aliceReg, bobReg, lots: [lot1, lot2, lot3] };
}

async function generate(auctionId: string) {
  return t.request<GenerateInvoicesAnswer>({
    method: 'POST',
    url: `/api/admin/auctions/${auctionId}/invoices`,
    payload: {},
    token: staff,
  });
}

async function invoicesOf(auctionId: string): Promise<StaffInvoicePage> {
  const answer = await t.request<StaffInvoicePage>({
    method: 'GET',
    url: `/api/admin/invoices?auction_id=${auctionId}&sort=paddle_number&order=asc`,
    token: staff,
  });
  expect(answer.status).toBe(200);
  return answer.body;
}

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
    expect(page.totals).toEqual({
      count: 2,
      total_cents: 19_731 + 26_220,
      paid_cents: 0,
      balance_cents: 45_951,
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

describe('issuing, numbering and voiding', () => {
  it('numbers issued invoices in sequence per year, sets the due day, and a void keeps its number', async () => {
    const { auction, alice } = await closedTimedSale();
    await generate(auction.id);
    const [first, second] = (await invoicesOf(auction.id)).data;
    const a = await t.request<StaffInvoiceDetail>({
      method: 'POST',
      url: `/api/admin/invoices/${first?.id}/issue`,
      token: staff,
    });
    const b = await t.request<StaffInvoiceDetail>({
      method: 'POST',
      url: `/api/admin/invoices/${second?.id}/issue`,
      token: staff,
    });
    const year = new Date().getFullYear();
    const seqOf = (n: string | null) => Number(n?.split('-')[1]);
    expect(a.body.number).toMatch(new RegExp(`^${year}-\\d{6}$`));
    expect(seqOf(b.body.number)).toBe(seqOf(a.body.number) + 1);
    expect(a.body.status).toBe('issued');
    expect(a.body.due_on).not.toBeNull();
    const twice = await t.request({
      method: 'POST',
      url: `/api/admin/invoices/${first?.id}/issue`,
      token: staff,
    });
    expect(twice.status).toBe(409);

    const voided = await t.request<StaffInvoiceDetail>({
      method: 'POST',
      url: `/api/admin/invoices/${first?.id}/void`,
      payload: { reason: 'Wrong buyer on lot 2' },
      token: staff,
    });
    expect(voided.body).toMatchObject({
      status: 'void',
      number: a.body.number,
      void_reason: 'Wrong buyer on lot 2',
    });
    const noReason = await t.request({
      method: 'POST',
      url: `/api/admin/invoices/${second?.id}/void`,
      payload: { reason: '' },
      token: staff,
    });
    expect(noReason.status).toBe(422);

    const regenerated = await generate(auction.id);
    expect(regenerated.body).toMatchObject({ created: 1, unchanged_issued: 1 });
    const replacement = (await invoicesOf(auction.id)).data.find((row) => row.status === 'draft');
    const detail = await t.request<StaffInvoiceDetail>({
      method: 'GET',
      url: `/api/admin/invoices/${replacement?.id}`,
      token: staff,
    });
    expect(detail.body.replaces_invoice_id).toBe(first?.id);
    const old = await t.request<StaffInvoiceDetail>({
      method: 'GET',
      url: `/api/admin/invoices/${first?.id}`,
      token: staff,
    });
    expect(old.body.replaced_by_invoice_id).toBe(replacement?.id);
    const mine = ['invoice.generated', 'invoice.issued', 'invoice.voided'];
    const actions = old.body.history.map((entry) => entry.action);
    expect(actions.filter((action) => mine.includes(action))).toEqual(mine);
    const c = await t.request<StaffInvoiceDetail>({
      method: 'POST',
      url: `/api/admin/invoices/${replacement?.id}/issue`,
      token: staff,
    });
    expect(seqOf(c.body.number)).toBe(seqOf(b.body.number) + 1);
    void alice;
  });
});

describe('the buyer', () => {
  it('sees only their own issued invoices; another person gets 404', async () => {
    const { auction, alice, bob } = await closedTimedSale();
    await generate(auction.id);
    const [aliceInvoice] = (await invoicesOf(auction.id)).data;
    const aliceToken = await tokenFor(t, alice);
    const bobToken = await tokenFor(t, bob);
    const draft = await t.request({
      method: 'GET',
      url: `/api/invoices/${aliceInvoice?.id}`,
      token: aliceToken,
    });
    expect(draft.status).toBe(404);
    await t.request({ method: 'POST', url: `/api/admin/invoices/${aliceInvoice?.id}/issue`, token: staff });
    const own = await t.request<InvoiceDetail>({
      method: 'GET',
      url: `/api/invoices/${aliceInvoice?.id}`,
      token: aliceToken,
    });
    expect(own.status).toBe(200);
    expect(own.body).toMatchObject({
      gst_hst_number: '812345678 RT0001',
      tax_label: expect.stringContaining('HST'),
      qr_text: aliceInvoice?.id,
    });
    expect(own.body.lines).toHaveLength(2);
    const list = await t.request<InvoiceSummary[]>({
      method: 'GET',
      url: '/api/invoices',
      token: aliceToken,
    });
    expect(list.body.map((row) => row.id)).toEqual([aliceInvoice?.id]);
    const other = await t.request({
      method: 'GET',
      url: `/api/invoices/${aliceInvoice?.id}`,
      token: bobToken,
    });
    expect(other.status).toBe(404);
    const otherChoice = await t.request({
      method: 'PUT',
      url: `/api/invoices/${aliceInvoice?.id}/fulfilment`,
      payload: { fulfilment: 'pickup' },
      token: bobToken,
    });
    expect(otherChoice.status).toBe(404);
  });

  it('asks for shipping to Ontario: the place of supply and its rate follow; staff quote a taxable charge', async () => {
    const { auction, bob } = await closedTimedSale();
    await generate(auction.id);
    const bobInvoice = (await invoicesOf(auction.id)).data[1];
    await t.request({ method: 'POST', url: `/api/admin/invoices/${bobInvoice?.id}/issue`, token: staff });
    const bobToken = await tokenFor(t, bob);
    const shipTo = {
      name: 'Bob MacLeod',
      street: '1 King St W',
      city: 'Toronto',
      province: 'ON',
      postal_code: 'M5H 1A1',
      country: 'CA',
    };
    const bad = await t.request({
      method: 'PUT',
      url: `/api/invoices/${bobInvoice?.id}/fulfilment`,
      payload: { fulfilment: 'shipping', ship_to: { ...shipTo, province: 'Ontario' } },
      token: bobToken,
    });
    expect(bad.status).toBe(422);
    const asked = await t.request<InvoiceDetail>({
      method: 'PUT',
      url: `/api/invoices/${bobInvoice?.id}/fulfilment`,
      payload: { fulfilment: 'shipping', ship_to: shipTo },
      token: bobToken,
    });
    expect(asked.status).toBe(200);
    expect(asked.body).toMatchObject({
      place_of_supply: 'ON',
      tax_rate_bps: 1_300,
      shipping_requested: true,
      tax_cents: 2_990,
    });
    const quoted = await t.request<StaffInvoiceDetail>({
      method: 'PUT',
      url: `/api/admin/invoices/${bobInvoice?.id}/shipping`,
      payload: { shipping_carrier: 'Canada Post', shipping_quote_cents: 4_000 },
      token: staff,
    });
    expect(quoted.body).toMatchObject({ charges_cents: 4_000, tax_cents: 3_510, total_cents: 30_510 });
    const tracked = await t.request<StaffInvoiceDetail>({
      method: 'PUT',
      url: `/api/admin/invoices/${bobInvoice?.id}/shipping`,
      payload: { tracking_number: 'CP123456789CA', shipped_on: '2026-06-15' },
      token: staff,
    });
    expect(tracked.body).toMatchObject({
      tracking_number: 'CP123456789CA',
      shipped_on: '2026-06-15',
      shipping_carrier: 'Canada Post',
    });
    const filtered = await t.request<StaffInvoicePage>({
      method: 'GET',
      url: `/api/admin/invoices?auction_id=${auction.id}&shipping_requested=true`,
      token: staff,
    });
    expect(filtered.body.data.map((row) => row.id)).toEqual([bobInvoice?.id]);
  });
});

describe('charges, credits and bad input', () => {
  it('refuses a credit above the total and bad lines with 422, changing nothing', async () => {
    const { auction } = await closedTimedSale();
    await generate(auction.id);
    const [alice] = (await invoicesOf(auction.id)).data;
    const before = await t.request<StaffInvoiceDetail>({
      method: 'GET',
      url: `/api/admin/invoices/${alice?.id}`,
      token: staff,
    });
    for (const payload of [
      {
        kind: 'credit',
        charge_type: 'deposit',
        description: 'Deposit',
        amount_cents: 19_732,
        reason: 'Paid at registration',
      },
      { kind: 'credit', charge_type: 'discount', description: 'Goodwill', amount_cents: 100 },
      { kind: 'charge', charge_type: 'handling', description: 'Crating', amount_cents: -5 },
      { kind: 'refund', amount_cents: 5 },
    ]) {
      const answer = await t.request({
        method: 'POST',
        url: `/api/admin/invoices/${alice?.id}/lines`,
        payload,
        token: staff,
      });
      expect(answer.status, JSON.stringify(payload)).toBe(422);
    }
    const after = await t.request<StaffInvoiceDetail>({
      method: 'GET',
      url: `/api/admin/invoices/${alice?.id}`,
      token: staff,
    });
    expect(after.body.lines).toEqual(before.body.lines);
    expect(after.body.total_cents).toBe(before.body.total_cents);

    const deposit = await t.request<StaffInvoiceDetail>({
      method: 'POST',
      url: `/api/admin/invoices/${alice?.id}/lines`,
      payload: {
        kind: 'credit',
        charge_type: 'deposit',
        description: 'Deposit',
        amount_cents: 5_000,
        reason: 'Paid at registration',
      },
      token: staff,
    });
    expect(deposit.body).toMatchObject({ tax_cents: 2_423, credits_cents: 5_000, total_cents: 14_731 });
    const line = deposit.body.lines.find((l) => l.kind === 'credit');
    const removed = await t.request<StaffInvoiceDetail>({
      method: 'DELETE',
      url: `/api/admin/invoices/${alice?.id}/lines/${line?.id}`,
      token: staff,
    });
    expect(removed.body.total_cents).toBe(19_731);
    const lotLine = deposit.body.lines.find((l) => l.kind === 'lot');
    const notLot = await t.request({
      method: 'DELETE',
      url: `/api/admin/invoices/${alice?.id}/lines/${lotLine?.id}`,
      token: staff,
    });
    expect(notLot.status).toBe(409);
  });

  it('lists with filters, searches by paddle and exports CSV', async () => {
    const { auction, bobReg } = await closedTimedSale();
    await generate(auction.id);
    const search = await t.request<StaffInvoicePage>({
      method: 'GET',
      url: `/api/admin/invoices?auction_id=${auction.id}&q=${bobReg.paddle_number}`,
      token: staff,
    });
    expect(search.body.data.map((row) => row.buyer_name)).toEqual(['Bob MacLeod']);
    const badSort = await t.request({ method: 'GET', url: '/api/admin/invoices?sort=nope', token: staff });
    expect(badSort.status).toBe(422);
    const csv = await t.request({
      method: 'GET',
      url: `/api/admin/invoices.csv?auction_id=${auction.id}&sort=paddle_number&order=asc`,
      token: staff,
    });
    expect(csv.headers['content-type']).toContain('text/csv');
    const lines = csv.text.trim().split('\n');
    expect(lines[0]).toContain('Number,Auction,Paddle,Buyer');
    expect(lines).toHaveLength(3);
    expect(lines[1]).toContain('Alice Boudreau');
    expect(lines[1]).toContain('197.31');
  });
});

describe('tax rates', () => {
  it('Staff read them, only an Admin changes them, and a rate in use cannot be deleted', async () => {
    const list = await t.request<{ region: string; effective_from: string; rate_bps: number; id: string }[]>({
      method: 'GET',
      url: '/api/admin/tax-rates',
      token: staff,
    });
    expect(list.body).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ region: 'NS', effective_from: '2025-04-01', rate_bps: 1_400 }),
      ]),
    );
    const body = { region: 'nb', label: 'HST 16%', effective_from: '2031-01-01', rate_bps: 1_600 };
    expect(
      (await t.request({ method: 'POST', url: '/api/admin/tax-rates', payload: body, token: staff })).status,
    ).toBe(403);
    const added = await t.request<{ id: string; region: string }>({
      method: 'POST',
      url: '/api/admin/tax-rates',
      payload: body,
      token: admin,
    });
    expect(added.status).toBe(201);
    expect(added.body.region).toBe('NB');
    expect(
      (await t.request({ method: 'POST', url: '/api/admin/tax-rates', payload: body, token: admin })).status,
    ).toBe(422);
    expect(
      (
        await t.request({
          method: 'POST',
          url: '/api/admin/tax-rates',
          payload: { ...body, rate_bps: 20_000 },
          token: admin,
        })
      ).status,
    ).toBe(422);
    expect(
      (await t.request({ method: 'DELETE', url: `/api/admin/tax-rates/${added.body.id}`, token: admin }))
        .status,
    ).toBe(200);
    // Invoices of 2026 sale days in Nova Scotia were taxed at the 2025 rate.
    const { auction } = await closedTimedSale();
    await generate(auction.id);
    const nsRate = list.body.find((row) => row.region === 'NS' && row.effective_from === '2025-04-01');
    expect(
      (await t.request({ method: 'DELETE', url: `/api/admin/tax-rates/${nsRate?.id}`, token: admin })).status,
    ).toBe(409);
  });

  it('an exempt buyer pays no tax, and the exemption number is on the invoice', async () => {
    const { auction, alice } = await closedTimedSale();
    const boundary = 'x-boundary';
    const payload = [
      `--${boundary}\r\nContent-Disposition: form-data; name="number"\r\n\r\nEX-4411\r\n`,
      `--${boundary}\r\nContent-Disposition: form-data; name="certificate"; filename="c.pdf"\r\nContent-Type: application/pdf\r\n\r\n%PDF-1.4 certificate\r\n`,
      `--${boundary}--\r\n`,
    ].join('');
    const recorded = await t.request({
      method: 'POST',
      url: `/api/admin/users/${alice.id}/tax-exemptions`,
      payload,
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
      token: staff,
    });
    expect(recorded.status).toBe(201);
    const fake = payload.replace('%PDF-1.4', 'MZ-not-a');
    const refused = await t.request({
      method: 'POST',
      url: `/api/admin/users/${alice.id}/tax-exemptions`,
      payload: fake,
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
      token: staff,
    });
    expect(refused.status).toBe(422);
    await generate(auction.id);
    const [invoice] = (await invoicesOf(auction.id)).data;
    const detail = await t.request<StaffInvoiceDetail>({
      method: 'GET',
      url: `/api/admin/invoices/${invoice?.id}`,
      token: staff,
    });
    expect(detail.body).toMatchObject({ tax_cents: 0, tax_exemption_number: 'EX-4411', tax_label: 'Exempt' });
  });
});

export type { BuiltUser };

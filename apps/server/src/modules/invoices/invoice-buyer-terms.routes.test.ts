import type {
  InvoiceDetail,
  InvoiceSummary,
  PickupSlot,
  StaffInvoiceDetail,
  StaffInvoicePage,
} from '@auction/contracts';
import { calendarDateIn } from '@auction/domain';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { buildAuction, buildLot, buildRegistration, buildUser, tokenFor } from '../../../test/factories';
import {
  admin,
  generate,
  invoicesOf,
  slug,
  staff,
  t,
  useInvoiceApp,
} from '../../../test/invoices/invoice-routes.fixture';
import { testClock } from '../../../test/test-app';
import { auctions, users } from '../../db/schema';

/** The house's clock in this file: a Tuesday evening, five minutes after the sales below closed. */
const clock = testClock(new Date('2026-12-01T22:05:00Z'));
useInvoiceApp({ clock });

const closedAt = new Date('2026-12-01T22:00:00Z');
const window = {
  kind: 'window',
  from: '2026-12-05',
  until: '2026-12-07',
  opens: '10:00',
  closes: '16:00',
} as const;

/** A sale closed at 6 p.m. Halifax time with one lot won by a buyer, with the buyer terms given. */
async function closedSaleWith(terms: Partial<typeof auctions.$inferInsert>) {
  const auction = await buildAuction(t, {
    slug: slug(),
    status: 'closed',
    end_at: closedAt,
    terms: 'Everything is sold as is, where is.',
    pickup_info: 'Bring blankets and a helper for the furniture.',
    ...terms,
  });
  const buyer = await buildUser(t, { name: 'Rosalie LeBlanc' });
  await buildRegistration(t, auction, buyer);
  await buildLot(t, auction, {
    lot_number: '1',
    status: 'sold',
    current_price_cents: 12_000,
    high_bidder_id: buyer.id,
    closed_at: closedAt,
  });
  await generate(auction.id);
  const [draft] = (await invoicesOf(auction.id)).data;
  const issued = await t.request<StaffInvoiceDetail>({
    method: 'POST',
    url: `/api/admin/invoices/${draft?.id}/issue`,
    token: staff,
  });
  expect(issued.status, issued.text).toBe(200);
  return { auction, buyer, token: await tokenFor(t, buyer), invoice: issued.body };
}

describe("an invoice's buyer terms", () => {
  it("freeze the sale's own terms at issue: due 48 hours after the close, its pickup window, no shipping", async () => {
    const { auction, token, invoice } = await closedSaleWith({
      payment_due_hours: 48,
      pickup_window: window,
      shipping_offered: false,
    });
    expect(invoice.due_at).toBe('2026-12-03T22:00:00.000Z');
    expect(invoice.due_on).toBe('2026-12-03');
    expect(invoice.buyer_terms).toEqual({
      due_at: '2026-12-03T22:00:00.000Z',
      due_on: '2026-12-03',
      payment_due: { kind: 'hours', hours: 48 },
      pickup: window,
      pickup_info: 'Bring blankets and a helper for the furniture.',
      shipping_offered: false,
      terms_text: 'Everything is sold as is, where is.',
    });

    // The sale's terms changing afterwards leaves the issued invoice as it was.
    await t.db
      .update(auctions)
      .set({ payment_due_hours: 240, pickup_window: { kind: 'appointment' }, shipping_offered: true })
      .where(eq(auctions.id, auction.id));
    const mine = await t.request<InvoiceDetail>({ method: 'GET', url: `/api/invoices/${invoice.id}`, token });
    expect(mine.body.buyer_terms).toEqual(invoice.buyer_terms);
    expect(mine.body.due_at).toBe('2026-12-03T22:00:00.000Z');
  });

  it("count the house's days from the close when the sale has no terms of its own", async () => {
    const { invoice } = await closedSaleWith({});
    expect(invoice.buyer_terms).toMatchObject({
      payment_due: { kind: 'days', days: 7 },
      pickup: null,
      shipping_offered: true,
    });
    expect(invoice.due_on).toBe('2026-12-08');
    expect(invoice.due_at).toBe('2026-12-09T03:59:59.000Z');
  });

  it('refuse a shipping request with 422 when the sale offers none, and change nothing', async () => {
    const { token, invoice } = await closedSaleWith({ shipping_offered: false });
    const shipTo = {
      name: 'Rosalie LeBlanc',
      street: '1 Main St',
      city: 'Moncton',
      province: 'NB',
      postal_code: 'E1C 1A1',
      country: 'CA',
    };
    const refused = await t.request({
      method: 'PUT',
      url: `/api/invoices/${invoice.id}/fulfilment`,
      payload: { fulfilment: 'shipping', ship_to: shipTo },
      token,
    });
    expect(refused.status).toBe(422);
    expect(refused.body.errors?.fulfilment?.[0]).toMatch(/no shipping/);
    const after = await t.request<InvoiceDetail>({
      method: 'GET',
      url: `/api/invoices/${invoice.id}`,
      token,
    });
    expect(after.body).toMatchObject({ fulfilment: 'pickup', ship_to: null, place_of_supply: 'NS' });

    const offered = await closedSaleWith({});
    const accepted = await t.request<InvoiceDetail>({
      method: 'PUT',
      url: `/api/invoices/${offered.invoice.id}/fulfilment`,
      payload: { fulfilment: 'shipping', ship_to: shipTo },
      token: offered.token,
    });
    expect(accepted.status, accepted.text).toBe(200);
    expect(accepted.body.place_of_supply).toBe('NB');
  });

  it('offer pickup slots only inside the frozen window, and refuse a booking outside it with 422', async () => {
    const { token, invoice } = await closedSaleWith({ pickup_window: window });
    const slots = await t.request<PickupSlot[]>({
      method: 'GET',
      url: `/api/invoices/${invoice.id}/pickup-slots`,
      token,
    });
    expect(slots.status).toBe(200);
    const days = new Set(slots.body.map((slot) => calendarDateIn(new Date(slot.start), 'America/Halifax')));
    expect([...days]).toEqual(['2026-12-05', '2026-12-06', '2026-12-07']);
    expect(slots.body[0]?.start).toBe('2026-12-05T14:00:00.000Z');
    expect(slots.body.at(-1)?.end).toBe('2026-12-07T20:00:00.000Z');

    // Wednesday at 10 a.m. is in the house's hours but before the sale's window.
    const outside = await t.request({
      method: 'PUT',
      url: `/api/invoices/${invoice.id}/pickup`,
      payload: { slot_start: '2026-12-02T14:00:00.000Z' },
      token,
    });
    expect(outside.status).toBe(422);
    expect(outside.body.errors?.slot_start?.[0]).toMatch(/pickup window/);
    const inside = await t.request<InvoiceDetail>({
      method: 'PUT',
      url: `/api/invoices/${invoice.id}/pickup`,
      payload: { slot_start: slots.body[0]?.start },
      token,
    });
    expect(inside.status, inside.text).toBe(200);
    expect(inside.body.pickup_slot_start).toBe('2026-12-05T14:00:00.000Z');
  });

  it('offer no slot by appointment, and tell the buyer to call or write', async () => {
    const { token, invoice } = await closedSaleWith({ pickup_window: { kind: 'appointment' } });
    const slots = await t.request<PickupSlot[]>({
      method: 'GET',
      url: `/api/invoices/${invoice.id}/pickup-slots`,
      token,
    });
    expect(slots.body).toEqual([]);
    const refused = await t.request({
      method: 'PUT',
      url: `/api/invoices/${invoice.id}/pickup`,
      payload: { slot_start: '2026-12-05T14:00:00.000Z' },
      token,
    });
    expect(refused.status).toBe(422);
    expect(refused.body.errors?.slot_start?.[0]).toMatch(/by appointment: call or write/);
  });

  it('make the invoice overdue the minute its due moment passes, in the lists as on the page', async () => {
    const { token, invoice, auction } = await closedSaleWith({ payment_due_hours: 48 });
    const status = async () =>
      (await t.request<InvoiceSummary[]>({ method: 'GET', url: '/api/invoices', token })).body[0]
        ?.display_status;
    const overdueIds = async () =>
      (
        await t.request<StaffInvoicePage>({
          method: 'GET',
          url: `/api/admin/invoices?auction_id=${auction.id}&status=overdue`,
          token: staff,
        })
      ).body.data.map((row) => row.id);
    clock.advance(Date.parse('2026-12-03T21:59:00Z') - clock().getTime());
    expect(await status()).toBe('issued');
    expect(await overdueIds()).toEqual([]);
    clock.advance(2 * 60_000);
    expect(await status()).toBe('overdue');
    expect(await overdueIds()).toEqual([invoice.id]);
    clock.advance(Date.parse('2026-12-01T22:05:00Z') - clock().getTime());
  });

  it('let the pay page offer no card without Stripe, and e-Transfer only while the house names an address', async () => {
    const { token, invoice } = await closedSaleWith({});
    const pay = async () =>
      (
        await t.request<{ stripe_publishable_key: string | null; etransfer_email: string | null }>({
          method: 'GET',
          url: `/api/invoices/${invoice.id}/pay`,
          token,
        })
      ).body;
    expect(await pay()).toMatchObject({
      stripe_publishable_key: null,
      etransfer_email: 'payments@harbourside.example',
    });
    const cleared = await t.request({
      method: 'PUT',
      url: '/api/admin/settings',
      token: admin,
      payload: { etransfer_email: '' },
    });
    expect(cleared.status, cleared.text).toBe(200);
    expect((await pay()).etransfer_email).toBeNull();
    await t.request({
      method: 'PUT',
      url: '/api/admin/settings',
      token: admin,
      payload: { etransfer_email: 'payments@harbourside.example' },
    });
  });

  it("bill the buyer at their mailing address: a floor buyer's from the desk, else the account's", async () => {
    const online = await closedSaleWith({});
    await t.db
      .update(users)
      .set({
        address: {
          line1: '9 Shore Road',
          line2: '',
          city: 'Truro',
          province: 'NS',
          postal_code: 'B2N 1G2',
          country: 'Canada',
        },
      })
      .where(eq(users.id, online.buyer.id));
    const mine = await t.request<InvoiceDetail>({
      method: 'GET',
      url: `/api/invoices/${online.invoice.id}`,
      token: online.token,
    });
    expect(mine.body.buyer_address).toEqual(['9 Shore Road', 'Truro, NS B2N 1G2']);

    // A floor buyer registered at the desk with their own address, linked to the same account.
    const auction = await buildAuction(t, { slug: slug(), status: 'closed', end_at: closedAt });
    const floor = await buildRegistration(t, auction, online.buyer, {
      kind: 'floor',
      paddle_number: 212,
      name: 'Rosalie LeBlanc',
      address: {
        line1: '40 Front Street',
        line2: '',
        city: 'Pictou',
        province: 'NS',
        postal_code: 'B0K 1H0',
        country: 'CA',
      },
    });
    await buildLot(t, auction, {
      lot_number: '1',
      status: 'sold',
      current_price_cents: 5_000,
      high_bidder_id: online.buyer.id,
      closed_at: closedAt,
    });
    await generate(auction.id);
    const [draft] = (await invoicesOf(auction.id)).data;
    const staffView = await t.request<StaffInvoiceDetail>({
      method: 'GET',
      url: `/api/admin/invoices/${draft?.id}`,
      token: staff,
    });
    expect(staffView.body.registration_id).toBe(floor.id);
    expect(staffView.body.buyer_address).toEqual(['40 Front Street', 'Pictou, NS B0K 1H0']);
  });
});

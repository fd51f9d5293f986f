import ICAL from 'ical.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildAuction, buildLot, buildUser, tokenFor } from '../../../test/factories';
import { buildIssuedInvoice } from '../../../test/payments/issued-invoice';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { invoiceLines, pickupBookings } from '../../db/schema';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** Reads the file back as a calendar would: its one event. */
function eventOf(text: string) {
  const calendar = new ICAL.Component(ICAL.parse(text));
  const vevent = calendar.getFirstSubcomponent('vevent');
  if (!vevent) throw new Error(`no event in ${text}`);
  return { calendar, event: new ICAL.Event(vevent) };
}

describe('GET /api/auctions/:id/calendar.ics', () => {
  it('gives a published timed sale its start and end, place and link', async () => {
    const sale = await buildAuction(t, {
      title: 'Cole Harbour Estate',
      slug: 'cole-harbour-estate',
      status: 'scheduled',
      start_at: new Date('2026-12-12T14:00:00Z'),
      end_at: new Date('2026-12-19T23:00:00Z'),
      location: '12 Windmill Road, Dartmouth, NS B3A 1C1',
    });
    const answer = await t.request({ method: 'GET', url: `/api/auctions/${sale.id}/calendar.ics` });
    expect(answer.status).toBe(200);
    expect(answer.headers['content-type']).toBe('text/calendar; charset=utf-8');
    expect(answer.headers['content-disposition']).toBe('attachment; filename="cole-harbour-estate.ics"');
    const { calendar, event } = eventOf(answer.text);
    expect(event.summary).toBe('Cole Harbour Estate (online auction)');
    expect(event.startDate.toJSDate().toISOString()).toBe('2026-12-12T14:00:00.000Z');
    expect(event.endDate.toJSDate().toISOString()).toBe('2026-12-19T23:00:00.000Z');
    expect(event.location).toBe('12 Windmill Road, Dartmouth, NS B3A 1C1');
    expect(event.description).toContain('Online bidding opens Saturday, December 12, 2026');
    expect(event.description).toContain('AST');
    expect(event.description).toContain(`/auctions/${sale.id}-cole-harbour-estate`);
    expect(calendar.getFirstPropertyValue('x-wr-timezone')).toBe('America/Halifax');
  });

  it('gives a live sale without an end three hours, at the house when it names no place', async () => {
    const sale = await buildAuction(t, {
      title: 'Friday Night Live',
      type: 'live',
      status: 'scheduled',
      start_at: new Date('2026-12-11T22:30:00Z'),
      end_at: null,
    });
    const { event } = eventOf(
      (await t.request({ method: 'GET', url: `/api/auctions/${sale.id}/calendar.ics` })).text,
    );
    expect(event.summary).toBe('Friday Night Live (live auction)');
    expect(event.endDate.toJSDate().toISOString()).toBe('2026-12-12T01:30:00.000Z');
    expect(event.location).toContain('Dartmouth');
  });

  it('is not found for a draft or an unknown sale, and refuses a bad id', async () => {
    const draft = await buildAuction(t, { status: 'draft' });
    expect((await t.request({ method: 'GET', url: `/api/auctions/${draft.id}/calendar.ics` })).status).toBe(
      404,
    );
    expect(
      (
        await t.request({
          method: 'GET',
          url: '/api/auctions/00000000-0000-4000-8000-000000000000/calendar.ics',
        })
      ).status,
    ).toBe(404);
    expect((await t.request({ method: 'GET', url: '/api/auctions/nope/calendar.ics' })).status).toBe(422);
  });
});

describe('GET /api/invoices/:id/pickup.ics', () => {
  it('gives the buyer and staff the booked pickup; someone else gets a 404', async () => {
    const { invoice, buyer, auction } = await buildIssuedInvoice(t);
    const lot = await buildLot(t, auction, { title: 'Pine Dresser', lot_number: '17', status: 'sold' });
    await t.db.insert(invoiceLines).values({
      invoice_id: invoice.id,
      position: 1,
      kind: 'lot',
      lot_id: lot.id,
      lot_number: '17',
      description: 'Pine Dresser',
      amount_cents: 11_400,
    });
    const url = `/api/invoices/${invoice.id}/pickup.ics`;
    const buyerToken = await tokenFor(t, buyer);
    const notBooked = await t.request({ method: 'GET', url, token: buyerToken });
    expect(notBooked.status).toBe(404);
    expect(notBooked.body.message).toBe('No pickup is booked for this invoice.');

    await t.db
      .insert(pickupBookings)
      .values({ invoice_id: invoice.id, slot_start: new Date('2026-12-14T15:00:00Z') });
    const answer = await t.request({ method: 'GET', url, token: buyerToken });
    expect(answer.status).toBe(200);
    const { event } = eventOf(answer.text);
    expect(event.summary).toContain(`invoice ${invoice.number}`);
    expect(event.startDate.toJSDate().toISOString()).toBe('2026-12-14T15:00:00.000Z');
    expect(event.endDate.toJSDate().toISOString()).toBe('2026-12-14T15:30:00.000Z');
    expect(event.location).toContain('Dartmouth');
    expect(event.description).toContain('17 Pine Dresser');

    const staff = await tokenFor(t, await buildUser(t, { roles: ['Staff'] }));
    expect((await t.request({ method: 'GET', url, token: staff })).status).toBe(200);
    const stranger = await tokenFor(t, await buildUser(t));
    expect((await t.request({ method: 'GET', url, token: stranger })).status).toBe(404);
    expect((await t.request({ method: 'GET', url })).status).toBe(401);
  });
});

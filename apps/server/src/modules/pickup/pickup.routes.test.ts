import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildUser, tokenFor } from '../../../test/factories';
import { buildIssuedInvoice, everyDayPickupHours } from '../../../test/pickup/pickup-test-kit';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { auditLog, lotReleases, pickupBookings } from '../../db/schema';
import { createAuditRepository } from '../../platform/audit.repository';
import { createInvoiceLedger } from '../invoices/invoice-ledger';
import { createSettingsRepository } from '../settings/settings.repository';
import { createSettingsService } from '../settings/settings.service';
import { createPickupRepository } from './pickup.repository';
import { createPickupService } from './pickup.service';

let t: TestApp;
let staffToken: string;
let adminToken: string;

beforeAll(async () => {
  t = await createTestApp();
  await everyDayPickupHours(t);
  staffToken = await tokenFor(t, await buildUser(t, { roles: ['Staff'], name: 'Desk Clerk' }));
  adminToken = await tokenFor(t, await buildUser(t, { roles: ['Admin'], name: 'Floor Manager' }));
});
afterAll(() => t.close());

function pickupService(now = new Date('2026-11-25T12:00:00Z')) {
  const audit = createAuditRepository(t.db);
  return createPickupService({
    db: t.db,
    pickup: createPickupRepository(t.db),
    settings: createSettingsService({ settings: createSettingsRepository(t.db), audit, cacheMs: 0 }),
    audit,
    clock: () => now,
    ledger: createInvoiceLedger({ db: t.db }),
  });
}

describe('release desk search', () => {
  it('finds an issued invoice by its number, its QR text (the id), its paddle and its buyer name', async () => {
    const { invoice, registration } = await buildIssuedInvoice(t, { buyerName: 'Evangeline Comeau' });
    for (const q of [
      invoice.number ?? '',
      invoice.id,
      String(registration.paddle_number),
      'evangeline com',
    ]) {
      const answer = await t.request<{ invoice_id: string; lots: unknown[] }[]>({
        method: 'GET',
        url: `/api/admin/release-desk?q=${encodeURIComponent(q)}`,
        token: staffToken,
      });
      expect(answer.status, q).toBe(200);
      expect(
        answer.body.map((row) => row.invoice_id),
        q,
      ).toContain(invoice.id);
    }
  });

  it('refuses an empty search with a 422', async () => {
    const answer = await t.request({ method: 'GET', url: '/api/admin/release-desk?q=', token: staffToken });
    expect(answer.status).toBe(422);
  });
});

describe('releasing lots', () => {
  it('releases the lots of a paid invoice once, recording who, when and to whom', async () => {
    const { invoice, lots } = await buildIssuedInvoice(t, { hammers: [5_000, 7_500], paid: 'full' });
    const answer = await t.request<{
      lots: { lot_id: string; released_to: string | null; released_by_name: string | null }[];
    }>({
      method: 'POST',
      url: `/api/admin/invoices/${invoice.id}/releases`,
      token: staffToken,
      payload: { lot_ids: [lots[0]?.id], released_to: 'Margaret Boutilier' },
    });
    expect(answer.status, answer.text).toBe(200);
    const first = answer.body.lots.find((lot) => lot.lot_id === lots[0]?.id);
    expect(first?.released_to).toBe('Margaret Boutilier');
    expect(first?.released_by_name).toBe('Desk Clerk');
    expect(answer.body.lots.find((lot) => lot.lot_id === lots[1]?.id)?.released_to).toBeNull();

    const again = await t.request({
      method: 'POST',
      url: `/api/admin/invoices/${invoice.id}/releases`,
      token: staffToken,
      payload: { lot_ids: [lots[0]?.id], released_to: 'Someone Else' },
    });
    expect(again.status).toBe(409);
    expect(again.body.message).toContain('Already released');
    const audits = await t.db.select().from(auditLog).where(eq(auditLog.entity_id, invoice.id));
    expect(audits.filter((row) => row.action === 'lot.released')).toHaveLength(1);
  });

  it('refuses to release a lot of an invoice that is not paid in full, and changes nothing', async () => {
    const { invoice, lots } = await buildIssuedInvoice(t, { paid: 'part' });
    const answer = await t.request({
      method: 'POST',
      url: `/api/admin/invoices/${invoice.id}/releases`,
      token: staffToken,
      payload: { lot_ids: [lots[0]?.id], released_to: 'Margaret Boutilier' },
    });
    expect(answer.status).toBe(409);
    expect(answer.body.message).toContain('not paid in full');
    expect(await t.db.select().from(lotReleases).where(eq(lotReleases.invoice_id, invoice.id))).toHaveLength(
      0,
    );
  });

  it('lets a manager (Admin) release an unpaid lot with a reason, and refuses Staff the override', async () => {
    const { invoice, lots } = await buildIssuedInvoice(t, { paid: 'none' });
    const payload = {
      lot_ids: [lots[0]?.id],
      released_to: 'Margaret Boutilier',
      override_reason: 'Paying by cheque on Monday',
    };
    const byStaff = await t.request({
      method: 'POST',
      url: `/api/admin/invoices/${invoice.id}/releases`,
      token: staffToken,
      payload,
    });
    expect(byStaff.status).toBe(403);
    expect(byStaff.body.message).toBe('Only a manager may release lots that are not paid for.');
    expect(await t.db.select().from(lotReleases).where(eq(lotReleases.invoice_id, invoice.id))).toHaveLength(
      0,
    );

    const byAdmin = await t.request<{ lots: { override_reason: string | null }[] }>({
      method: 'POST',
      url: `/api/admin/invoices/${invoice.id}/releases`,
      token: adminToken,
      payload,
    });
    expect(byAdmin.status, byAdmin.text).toBe(200);
    expect(byAdmin.body.lots[0]?.override_reason).toBe('Paying by cheque on Monday');
  });

  it('refuses lots of another invoice and bad bodies with a 422', async () => {
    const { invoice } = await buildIssuedInvoice(t, { paid: 'full' });
    const other = await buildIssuedInvoice(t, { paid: 'full' });
    const url = `/api/admin/invoices/${invoice.id}/releases`;
    const foreign = await t.request({
      method: 'POST',
      url,
      token: staffToken,
      payload: { lot_ids: [other.lots[0]?.id], released_to: 'A. Person' },
    });
    expect(foreign.status).toBe(422);
    expect(foreign.body.errors?.lot_ids).toEqual(['Choose lots of this invoice only.']);
    const empty = await t.request({
      method: 'POST',
      url,
      token: staffToken,
      payload: { lot_ids: [], released_to: '' },
    });
    expect(empty.status).toBe(422);
    expect(empty.body.errors?.lot_ids).toEqual(['Choose at least one lot to release.']);
    expect(empty.body.errors?.released_to).toEqual(['Who collects the goods is required.']);
  });
});

describe('pickup slots and bookings', () => {
  it('offers slots from the pickup hours and books one, refusing a time that is not a slot', async () => {
    const { invoice, buyer } = await buildIssuedInvoice(t);
    const pickup = pickupService();
    const actor = { id: buyer.id, roles: ['Bidder'] };
    const slots = await pickup.slots(invoice.id, actor);
    // 25 November 2026, 12:00Z is 8 a.m. in Halifax: today's 10:00 slot (14:00Z) comes first.
    expect(slots[0]).toEqual({
      start: '2026-11-25T14:00:00.000Z',
      end: '2026-11-25T14:30:00.000Z',
      remaining: 6,
    });
    await expect(pickup.book(invoice.id, '2026-11-25T14:10:00.000Z', actor)).rejects.toMatchObject({
      statusCode: 422,
    });
    await pickup.book(invoice.id, '2026-11-25T14:00:00.000Z', actor);
    const [booking] = await t.db
      .select()
      .from(pickupBookings)
      .where(eq(pickupBookings.invoice_id, invoice.id));
    expect(booking?.slot_start.toISOString()).toBe('2026-11-25T14:00:00.000Z');
  });

  it("does not show or book another person's invoice", async () => {
    const { invoice } = await buildIssuedInvoice(t);
    const stranger = await buildUser(t);
    await expect(
      pickupService().slots(invoice.id, { id: stranger.id, roles: ['Bidder'] }),
    ).rejects.toMatchObject({
      statusCode: 404,
    });
  });

  it('gives the last place of a slot to one of two buyers booking at once; the other is told it filled up', async () => {
    const pickup = pickupService();
    const slot = '2026-11-26T15:00:00.000Z';
    for (let i = 0; i < 5; i += 1) {
      const { invoice, buyer } = await buildIssuedInvoice(t);
      await pickup.book(invoice.id, slot, { id: buyer.id, roles: ['Bidder'] });
    }
    const one = await buildIssuedInvoice(t);
    const two = await buildIssuedInvoice(t);
    const results = await Promise.allSettled([
      pickupService().book(one.invoice.id, slot, { id: one.buyer.id, roles: ['Bidder'] }),
      pickupService().book(two.invoice.id, slot, { id: two.buyer.id, roles: ['Bidder'] }),
    ]);
    expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(1);
    const refused = results.find((result) => result.status === 'rejected');
    expect(refused?.status === 'rejected' && refused.reason).toMatchObject({
      statusCode: 409,
      message: 'This pickup time has just filled up. Please choose another.',
    });
    const booked = await t.db
      .select()
      .from(pickupBookings)
      .where(eq(pickupBookings.slot_start, new Date(slot)));
    expect(booked).toHaveLength(6);
    // The buyer who got the place still sees their own time, whichever of the two it was.
    const winner = results[0]?.status === 'fulfilled' ? one : two;
    expect(
      (await pickup.slots(winner.invoice.id, { id: winner.buyer.id, roles: ['Bidder'] })).map((s) => s.start),
    ).toContain(slot);
    const third = await buildIssuedInvoice(t);
    const offered = await pickup.slots(third.invoice.id, { id: third.buyer.id, roles: ['Bidder'] });
    expect(offered.map((s) => s.start)).not.toContain(slot);
  });

  it("lists the day's pickups with their lots on the pick list", async () => {
    const { invoice, buyer, lots } = await buildIssuedInvoice(t, { buyerName: 'Pick List Person' });
    await pickupService().book(invoice.id, '2026-11-27T15:30:00.000Z', { id: buyer.id, roles: ['Bidder'] });
    const answer = await t.request<{ invoice_id: string; lots: { lot_number: string }[] }[]>({
      method: 'GET',
      url: '/api/admin/pick-list?date=2026-11-27',
      token: staffToken,
    });
    expect(answer.status).toBe(200);
    const entry = answer.body.find((row) => row.invoice_id === invoice.id);
    expect(entry?.lots.map((lot) => lot.lot_number)).toEqual([lots[0]?.lot_number]);
    const bad = await t.request({
      method: 'GET',
      url: '/api/admin/pick-list?date=friday',
      token: staffToken,
    });
    expect(bad.status).toBe(422);
  });
});

describe('pickup booking through the API', () => {
  it('lets the buyer book one of the offered slots and answers with the invoice; others get a 404', async () => {
    const { invoice, buyer } = await buildIssuedInvoice(t);
    const token = await tokenFor(t, buyer);
    const slots = await t.request<{ start: string }[]>({
      method: 'GET',
      url: `/api/invoices/${invoice.id}/pickup-slots`,
      token,
    });
    expect(slots.status, slots.text).toBe(200);
    const start = slots.body[0]?.start ?? '';
    const booked = await t.request<{ id: string; pickup_slot_start: string | null }>({
      method: 'PUT',
      url: `/api/invoices/${invoice.id}/pickup`,
      token,
      payload: { slot_start: start },
    });
    expect(booked.status, booked.text).toBe(200);
    expect(booked.body.id).toBe(invoice.id);
    expect(new Date(booked.body.pickup_slot_start ?? 0).toISOString()).toBe(start);
    const stranger = await tokenFor(t, await buildUser(t));
    const theirs = await t.request({
      method: 'PUT',
      url: `/api/invoices/${invoice.id}/pickup`,
      token: stranger,
      payload: { slot_start: start },
    });
    expect(theirs.status).toBe(404);
    const bad = await t.request({
      method: 'PUT',
      url: `/api/invoices/${invoice.id}/pickup`,
      token,
      payload: { slot_start: 'soon' },
    });
    expect(bad.status).toBe(422);
  });
});

import type { StaffInvoiceDetail, TaxExemption } from '@auction/contracts';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { buildAuction, buildLot, buildRegistration, buildUser, tokenFor } from '../../../test/factories';
import {
  generate,
  invoicesOf,
  slug,
  staff,
  t,
  useInvoiceApp,
} from '../../../test/invoices/invoice-routes.fixture';
import { testClock } from '../../../test/test-app';
import { rowsOf } from '../../db/queries';

// Exemptions in force are read on the house's day: this file's day is in the sale's week.
useInvoiceApp({ clock: testClock(new Date('2026-06-15T15:00:00Z')) });

/** A closed live sale on 2026-06-10 where floor paddle 31, with no account, bought one $100.00 lot. */
async function floorOnlyBuyer() {
  const auction = await buildAuction(t, {
    slug: slug(),
    type: 'live',
    status: 'closed',
    end_at: new Date('2026-06-10T20:00:00Z'),
    buyer_premium: { kind: 'flat', rate_bp: 0 },
  });
  const registration = await buildRegistration(
    t,
    auction,
    { id: null as unknown as string },
    { kind: 'floor', user_id: null, paddle_number: 31, name: 'Mi’kmaw Band Office', phone: '902-555-0131' },
  );
  const lot = await buildLot(t, auction, { lot_number: '1', status: 'sold', current_price_cents: 10_000 });
  const sold = { lotId: lot.id, source: 'floor', bidderId: null, paddle: 31, amountCents: 10_000 };
  await t.db.execute(
    sql`insert into live_events (auction_id, seq, type, lot_id, payload, server_time)
    values (${auction.id}, 1, 'lot_sold', ${lot.id}, ${JSON.stringify(sold)}::jsonb, now())`,
  );
  expect((await generate(auction.id)).body.created).toBe(1);
  const invoiceId = (await invoicesOf(auction.id)).data[0]?.id ?? '';
  return { auction, registration, invoiceId };
}

const record = (registrationId: string, payload: Record<string, string>) =>
  t.request<TaxExemption>({
    method: 'POST',
    url: `/api/admin/registrations/${registrationId}/tax-exemptions`,
    payload,
    token: staff,
  });
const invoice = async (id: string) =>
  (await t.request<StaffInvoiceDetail>({ method: 'GET', url: `/api/admin/invoices/${id}`, token: staff }))
    .body;

describe('a floor buyer’s exemption without an account', () => {
  it('is recorded on the registration, re-taxes the draft at once, and is listed and audited', async () => {
    const { registration, invoiceId } = await floorOnlyBuyer();
    expect(await invoice(invoiceId)).toMatchObject({ tax_cents: 1_400, buyer_user_id: null });

    const blank = await record(registration.id, { number: '  ' });
    expect(blank.status).toBe(422);
    expect(blank.body.errors?.number).toEqual(['The exemption number is required.']);

    const recorded = await record(registration.id, { number: 'RT-4410', expires_on: '2027-03-31' });
    expect(recorded.status).toBe(201);
    expect(recorded.body).toMatchObject({
      user_id: null,
      registration_id: registration.id,
      exemption_number: 'RT-4410',
      in_force: true,
    });
    expect(await invoice(invoiceId)).toMatchObject({ tax_cents: 0, tax_exemption_number: 'RT-4410' });

    const list = await t.request<{ data: TaxExemption[] }>({
      method: 'GET',
      url: `/api/admin/registrations/${registration.id}/tax-exemptions`,
      token: staff,
    });
    expect(list.body.data.map((x) => x.exemption_number)).toEqual(['RT-4410']);
    const audit = await rowsOf<{ entity: string; after: unknown }>(
      t.db,
      sql`select entity, after from audit_log where action = 'tax_exemption.recorded' and entity_id = ${registration.id}`,
    );
    expect(audit).toEqual([
      { entity: 'registration', after: expect.objectContaining({ number: 'RT-4410' }) },
    ]);
  });

  it('stays on the issued invoice when it is revoked', async () => {
    const { registration, invoiceId } = await floorOnlyBuyer();
    const recorded = await record(registration.id, { number: 'RT-77' });
    const issued = await t.request({
      method: 'POST',
      url: `/api/admin/invoices/${invoiceId}/issue`,
      payload: {},
      token: staff,
    });
    expect(issued.status).toBe(200);
    const revoked = await t.request<TaxExemption>({
      method: 'POST',
      url: `/api/admin/tax-exemptions/${recorded.body.id}/revoke`,
      payload: { reason: 'Card expired before the sale' },
      token: staff,
    });
    expect(revoked.body).toMatchObject({ in_force: false, registration_id: registration.id });
    expect(await invoice(invoiceId)).toMatchObject({ tax_cents: 0, tax_exemption_number: 'RT-77' });
    const audit = await rowsOf<{ entity: string }>(
      t.db,
      sql`select entity from audit_log where action = 'tax_exemption.revoked' and entity_id = ${registration.id}`,
    );
    expect(audit).toEqual([{ entity: 'registration' }]);
  });

  it('is refused for a registration with an account, and unknown for no registration', async () => {
    const auction = await buildAuction(t, { slug: slug(), type: 'live' });
    const buyer = await buildUser(t);
    const online = await buildRegistration(t, auction, buyer);
    const linkedFloor = await buildRegistration(t, auction, await buildUser(t), {
      kind: 'floor',
      paddle_number: 32,
      name: 'Linked Floor',
      phone: '902-555-0199',
    });
    for (const registration of [online, linkedFloor]) {
      const refused = await record(registration.id, { number: 'RT-1' });
      expect(refused.status).toBe(409);
      expect(refused.body.message).toBe(
        'This buyer has an account: record the exemption on their account, so it follows them to every sale.',
      );
    }
    const unknown = await t.request({
      method: 'GET',
      url: `/api/admin/registrations/${crypto.randomUUID()}/tax-exemptions`,
      token: staff,
    });
    expect(unknown.status).toBe(404);
    const bidder = await t.request({
      method: 'GET',
      url: `/api/admin/registrations/${online.id}/tax-exemptions`,
      token: await tokenFor(t, buyer),
    });
    expect(bidder.status).toBe(403);
  });
});

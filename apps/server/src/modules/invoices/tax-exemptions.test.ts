import type {
  GenerateInvoicesAnswer,
  StaffInvoiceDetail,
  StaffInvoicePage,
  TaxExemption,
} from '@auction/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildAuction, buildLot, buildRegistration, buildUser, tokenFor } from '../../../test/factories';
import { createTestApp, type TestApp, testClock } from '../../../test/test-app';
import { rowsOf } from '../../db/queries';

let t: TestApp;
let staff: string;
let bidder: string;
beforeAll(async () => {
  // Exemptions in force are read on the house's day: this file's day is in the sale's week.
  t = await createTestApp({ deps: { clock: testClock(new Date('2026-06-15T15:00:00Z')) } });
  staff = await tokenFor(t, await buildUser(t, { roles: ['Staff', 'Bidder'], name: 'Jane Staff' }));
  bidder = await tokenFor(t, await buildUser(t, { roles: ['Bidder'] }));
});
afterAll(() => t.close());

const slug = () => `sale-${Math.random().toString(36).slice(2, 10)}`;
const boundary = 'x-boundary';

/** A closed sale on 2026-06-10 where one buyer won one $100.00 lot (14% HST, no premium). */
async function saleWonBy() {
  const auction = await buildAuction(t, {
    slug: slug(),
    status: 'closed',
    end_at: new Date('2026-06-10T20:00:00Z'),
    buyer_premium: { kind: 'flat', rate_bp: 0 },
  });
  const buyer = await buildUser(t, { name: 'Camille Arsenault' });
  await buildRegistration(t, auction, buyer);
  await buildLot(t, auction, {
    lot_number: '1',
    status: 'sold',
    current_price_cents: 10_000,
    high_bidder_id: buyer.id,
  });
  return { auction, buyer };
}

function exemptionForm(fields: Record<string, string>, certificate?: string) {
  const parts = Object.entries(fields).map(
    ([name, value]) => `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
  );
  if (certificate) {
    parts.push(
      `--${boundary}\r\nContent-Disposition: form-data; name="certificate"; filename="c.pdf"\r\nContent-Type: application/pdf\r\n\r\n${certificate}\r\n`,
    );
  }
  return [...parts, `--${boundary}--\r\n`].join('');
}

async function record(userId: string, fields: Record<string, string>, certificate?: string) {
  return t.request<TaxExemption>({
    method: 'POST',
    url: `/api/admin/users/${userId}/tax-exemptions`,
    payload: exemptionForm(fields, certificate),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
    token: staff,
  });
}

async function draftOf(auctionId: string): Promise<StaffInvoiceDetail> {
  await t.request<GenerateInvoicesAnswer>({
    method: 'POST',
    url: `/api/admin/auctions/${auctionId}/invoices`,
    payload: {},
    token: staff,
  });
  const list = await t.request<StaffInvoicePage>({
    method: 'GET',
    url: `/api/admin/invoices?auction_id=${auctionId}`,
    token: staff,
  });
  const detail = await t.request<StaffInvoiceDetail>({
    method: 'GET',
    url: `/api/admin/invoices/${list.body.data[0]?.id}`,
    token: staff,
  });
  return detail.body;
}

describe('a buyer’s tax exemptions', () => {
  it('lists them, lets staff download the certificate, and nobody else', async () => {
    const { buyer } = await saleWonBy();
    const recorded = await record(buyer.id, { number: 'EX-77', expires_on: '2027-03-31' }, '%PDF-1.4 scan');
    expect(recorded.status).toBe(201);
    expect(recorded.body).toMatchObject({ exemption_number: 'EX-77', in_force: true, has_certificate: true });
    expect(recorded.body.recorded_by_name).toBe('Jane Staff');
    const list = await t.request<{ data: TaxExemption[] }>({
      method: 'GET',
      url: `/api/admin/users/${buyer.id}/tax-exemptions`,
      token: staff,
    });
    expect(list.body.data.map((x) => x.exemption_number)).toEqual(['EX-77']);
    const url = `/api/admin/tax-exemptions/${recorded.body.id}/certificate`;
    const file = await t.app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${staff}` } });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toContain('application/pdf');
    expect(file.headers['content-disposition']).toBe('attachment; filename="tax-exemption-EX-77.pdf"');
    expect(file.body).toBe('%PDF-1.4 scan');
    const other = await t.app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${bidder}` } });
    expect(other.statusCode).toBe(403);
    const none = await record(buyer.id, { number: 'EX-78' });
    const missing = await t.request({
      method: 'GET',
      url: `/api/admin/tax-exemptions/${none.body.id}/certificate`,
      token: staff,
    });
    expect(missing.status).toBe(404);
    const unknownUser = await t.request({
      method: 'GET',
      url: `/api/admin/users/${crypto.randomUUID()}/tax-exemptions`,
      token: staff,
    });
    expect(unknownUser.status).toBe(404);
  });

  it('revokes one with a reason: audited, the draft is taxed again, a second revoke is refused', async () => {
    const { auction, buyer } = await saleWonBy();
    const recorded = await record(buyer.id, { number: 'EX-90' });
    expect((await draftOf(auction.id)).tax_cents).toBe(0);
    const url = `/api/admin/tax-exemptions/${recorded.body.id}/revoke`;
    const blank = await t.request({ method: 'POST', url, payload: { reason: '  ' }, token: staff });
    expect(blank.status).toBe(422);
    expect(
      (
        await t.request<TaxExemption>({
          method: 'GET',
          url: `/api/admin/users/${buyer.id}/tax-exemptions`,
          token: staff,
        })
      ).body,
    ).toMatchObject({ data: [{ in_force: true }] });
    const revoked = await t.request<TaxExemption>({
      method: 'POST',
      url,
      payload: { reason: 'Certificate withdrawn by the band office' },
      token: staff,
    });
    expect(revoked.status).toBe(200);
    expect(revoked.body).toMatchObject({ in_force: false });
    expect(revoked.body.revoked_at).not.toBeNull();
    const draft = await draftOf(auction.id);
    expect(draft).toMatchObject({ tax_cents: 1_400, tax_exemption_number: null });
    const audit = await rowsOf<{ after: unknown }>(
      t.db,
      sql`select after from audit_log where action = 'tax_exemption.revoked' and entity_id = ${buyer.id}`,
    );
    expect(audit[0]).toMatchObject({
      after: { number: 'EX-90', reason: 'Certificate withdrawn by the band office' },
    });
    const again = await t.request({ method: 'POST', url, payload: { reason: 'Twice' }, token: staff });
    expect(again.status).toBe(409);
    const unknown = await t.request({
      method: 'POST',
      url: `/api/admin/tax-exemptions/${crypto.randomUUID()}/revoke`,
      payload: { reason: 'x' },
      token: staff,
    });
    expect(unknown.status).toBe(404);
  });

  it('is not applied once expired before the sale day, and is on its last day', async () => {
    const expired = await saleWonBy();
    await record(expired.buyer.id, { number: 'EX-OLD', expires_on: '2026-06-09' });
    expect(await draftOf(expired.auction.id)).toMatchObject({ tax_cents: 1_400, tax_exemption_number: null });
    const lastDay = await saleWonBy();
    await record(lastDay.buyer.id, { number: 'EX-LAST', expires_on: '2026-06-10' });
    expect(await draftOf(lastDay.auction.id)).toMatchObject({
      tax_cents: 0,
      tax_exemption_number: 'EX-LAST',
    });
  });
});

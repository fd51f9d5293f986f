import type { GenerateInvoicesAnswer, StaffInvoiceDetail, StaffInvoicePage } from '@auction/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildAuction, buildLot, buildRegistration, buildUser, tokenFor } from '../../../test/factories';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { outbox } from '../../db/schema';
import type { OutgoingMail } from '../../mail/mail-transport';

const sent: OutgoingMail[] = [];
let t: TestApp;
let staff: string;
beforeAll(async () => {
  t = await createTestApp({
    deps: {
      mailTransport: {
        async sendMail(mail) {
          sent.push(mail);
        },
      },
    },
  });
  staff = await tokenFor(t, await buildUser(t, { roles: ['Staff', 'Bidder'] }));
});
afterAll(() => t.close());

/** A closed sale, one lot won by a new bidder, its invoice generated: the draft's id and the buyer. */
async function draftInvoice() {
  const auction = await buildAuction(t, {
    slug: `sale-${Math.random().toString(36).slice(2, 10)}`,
    title: 'Harbour Estate Sale',
    status: 'closed',
    end_at: new Date('2026-06-10T20:00:00Z'),
    buyer_premium: { kind: 'flat', rate_bp: 1500 },
  });
  const buyer = await buildUser(t, { name: 'Renée Boudreau' });
  await buildRegistration(t, auction, buyer);
  await buildLot(t, auction, {
    lot_number: '7',
    title: 'Pine blanket box',
    status: 'sold',
    current_price_cents: 12_000,
    high_bidder_id: buyer.id,
  });
  const generated = await t.request<GenerateInvoicesAnswer>({
    method: 'POST',
    url: `/api/admin/auctions/${auction.id}/invoices`,
    payload: {},
    token: staff,
  });
  expect(generated.status).toBe(200);
  const list = await t.request<StaffInvoicePage>({
    method: 'GET',
    url: `/api/admin/invoices?auction_id=${auction.id}`,
    token: staff,
  });
  const id = list.body.data[0]?.id;
  if (!id) throw new Error('no invoice generated');
  return { id, buyer, buyerToken: await tokenFor(t, buyer) };
}

async function issue(id: string) {
  const answer = await t.request<StaffInvoiceDetail>({
    method: 'POST',
    url: `/api/admin/invoices/${id}/issue`,
    token: staff,
  });
  expect(answer.status).toBe(200);
  return answer.body;
}

async function mailsWith(invoiceId: string) {
  const rows = await t.db.select().from(outbox);
  return rows.filter((row) => row.attachments?.some((a) => a.invoice_id === invoiceId));
}

async function settled(invoiceId: string) {
  for (let i = 0; i < 100; i++) {
    const rows = await mailsWith(invoiceId);
    if (rows.length > 0 && rows.every((row) => row.status !== 'queued')) return rows;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error('the invoice mail was never sent');
}

describe('the invoice PDF routes', () => {
  it('gives the buyer their issued invoice as a PDF named after its number, and nobody else', async () => {
    const { id, buyerToken } = await draftInvoice();
    const draftPdf = await t.request({ method: 'GET', url: `/api/invoices/${id}/pdf`, token: buyerToken });
    expect(draftPdf.status).toBe(404);
    const issued = await issue(id);

    const pdf = await t.app.inject({
      method: 'GET',
      url: `/api/invoices/${id}/pdf`,
      headers: { authorization: `Bearer ${buyerToken}` },
    });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.headers['content-disposition']).toBe(`attachment; filename="invoice-${issued.number}.pdf"`);
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');

    const stranger = await tokenFor(t, await buildUser(t));
    expect((await t.request({ method: 'GET', url: `/api/invoices/${id}/pdf`, token: stranger })).status).toBe(
      404,
    );
    expect((await t.request({ method: 'GET', url: `/api/invoices/${id}/pdf` })).status).toBe(401);
    expect(
      (await t.request({ method: 'GET', url: '/api/invoices/not-a-uuid/pdf', token: buyerToken })).status,
    ).toBe(422);
  });

  it('gives staff any invoice, a draft too, and refuses a bidder', async () => {
    const { id, buyerToken } = await draftInvoice();
    const pdf = await t.app.inject({
      method: 'GET',
      url: `/api/admin/invoices/${id}/pdf`,
      headers: { authorization: `Bearer ${staff}` },
    });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.headers['content-disposition']).toMatch(
      /^attachment; filename="invoice-draft-[0-9a-f]{8}\.pdf"$/,
    );
    expect(
      (await t.request({ method: 'GET', url: `/api/admin/invoices/${id}/pdf`, token: buyerToken })).status,
    ).toBe(403);
  });
});

describe('the links to an invoice', () => {
  it('names the issued invoice beside each lot the buyer won, and none while it is a draft', async () => {
    const { id, buyerToken } = await draftInvoice();
    const wonLots = () =>
      t.request<{ data: { invoice_id?: string | null }[] }>({
        method: 'GET',
        url: '/api/users/won-lots',
        token: buyerToken,
      });
    expect((await wonLots()).body.data.map((won) => won.invoice_id)).toEqual([null]);
    await issue(id);
    expect((await wonLots()).body.data.map((won) => won.invoice_id)).toEqual([id]);
  });
});

describe('the invoice e-mail', () => {
  it('goes out when the invoice is issued, with its PDF made as it is sent', async () => {
    const { id, buyer } = await draftInvoice();
    const issued = await issue(id);
    const [row] = await settled(id);
    expect(row?.to).toBe(buyer.email);
    expect(row?.status).toBe('sent');
    expect(row?.subject).toBe(`Invoice ${issued.number} from Harbourside Auctions`);
    expect(row?.attachments).toEqual([{ kind: 'invoice_pdf', invoice_id: id }]);
    const mail = sent.find((m) => m.to === buyer.email);
    expect(mail?.text).toContain(`/invoices/${id}`);
    // No Stripe keys in this app: the mail offers no card payment, and the e-Transfer the settings name.
    expect(mail?.text).not.toContain('by card');
    expect(mail?.text).toContain('Interac e-Transfer to payments@harbourside.example');
    expect(mail?.attachments).toHaveLength(1);
    expect(mail?.attachments?.[0]?.filename).toBe(`invoice-${issued.number}.pdf`);
    expect(mail?.attachments?.[0]?.contentType).toBe('application/pdf');
    expect(mail?.attachments?.[0]?.content.subarray(0, 5).toString()).toBe('%PDF-');
  });

  it('is sent again by staff and written in the audit log; a draft is refused and nothing is queued', async () => {
    const { id } = await draftInvoice();
    const refused = await t.request({ method: 'POST', url: `/api/admin/invoices/${id}/send`, token: staff });
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe('Issue the invoice before e-mailing it.');
    expect(await mailsWith(id)).toHaveLength(0);

    await issue(id);
    await settled(id);
    const again = await t.request<StaffInvoiceDetail>({
      method: 'POST',
      url: `/api/admin/invoices/${id}/send`,
      token: staff,
    });
    expect(again.status).toBe(200);
    expect(again.body.id).toBe(id);
    expect(await settled(id)).toHaveLength(2);
    const audit = await t.db.execute(
      sql`select count(*)::int as n from audit_log where action = 'invoice.emailed' and entity_id = ${id}`,
    );
    expect((audit as unknown as { rows: { n: number }[] }).rows[0]?.n).toBe(2);
  });

  it('e-mails the chosen invoices in bulk, skipping drafts, and refuses a bad list with 422', async () => {
    const first = await draftInvoice();
    const second = await draftInvoice();
    await issue(first.id);
    await settled(first.id);
    const answer = await t.request<{ sent: number }>({
      method: 'POST',
      url: '/api/admin/invoices/email',
      payload: { invoice_ids: [first.id, second.id] },
      token: staff,
    });
    expect(answer.status).toBe(200);
    expect(answer.body.sent).toBe(1);
    expect(await mailsWith(second.id)).toHaveLength(0);

    const before = (await t.db.select().from(outbox)).length;
    const bad = await t.request({
      method: 'POST',
      url: '/api/admin/invoices/email',
      payload: { invoice_ids: [] },
      token: staff,
    });
    expect(bad.status).toBe(422);
    expect(JSON.stringify(bad.body)).toContain('Choose at least one invoice to e-mail.');
    expect((await t.db.select().from(outbox)).length).toBe(before);
    const bidder = await tokenFor(t, await buildUser(t));
    expect(
      (
        await t.request({
          method: 'POST',
          url: '/api/admin/invoices/email',
          payload: { invoice_ids: [first.id] },
          token: bidder,
        })
      ).status,
    ).toBe(403);
  });
});

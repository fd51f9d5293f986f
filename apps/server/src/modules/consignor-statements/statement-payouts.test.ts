import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { StatementDetail } from '@auction/contracts';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { closedSale, generate } from '../../../test/consignor-statements/statement-fixture';
import { buildUser, tokenFor } from '../../../test/factories';
import { createTestApp, type TestApp, testClock } from '../../../test/test-app';
import { rowsOf } from '../../db/queries';
import { consignors } from '../../db/schema';
import type { OutgoingMail } from '../../mail/mail-transport';

const delivered: OutgoingMail[] = [];
let t: TestApp;
let staff: string;
beforeAll(async () => {
  t = await createTestApp({
    deps: {
      mailTransport: { sendMail: async (mail) => void delivered.push(mail) },
      // Payouts and reversals are dated the house's day: this file's day follows its payouts.
      clock: testClock(new Date('2026-06-22T15:00:00Z')),
    },
  });
  staff = await tokenFor(t, await buildUser(t, { roles: ['Staff', 'Bidder'] }));
});
afterAll(() => t.close());

/** Boudreau's statement of a new sale (every buyer paid), final. */
async function finalStatement() {
  const sale = await closedSale(t);
  const generated = await generate(t, staff, sale.auction.id);
  const id = generated.data.find((row) => row.consignor.id === sale.boudreau.id)?.id ?? '';
  const answer = await t.request<StatementDetail>({
    method: 'POST',
    url: `/api/admin/consignor-statements/${id}/finalise`,
    payload: {},
    token: staff,
  });
  expect(answer.status, answer.text).toBe(200);
  const ellisId = generated.data.find((row) => row.consignor.id === sale.ellis.id)?.id ?? '';
  return { sale, id, ellisId, detail: answer.body };
}

const pay = (id: string, payload: Record<string, unknown>) =>
  t.request<StatementDetail>({
    method: 'POST',
    url: `/api/admin/consignor-statements/${id}/payouts`,
    payload,
    token: staff,
  });

describe('paying a consignor out', () => {
  it('records payouts on a final statement up to what is owed, once per key, and reverses them once', async () => {
    const { id, ellisId, detail } = await finalStatement();
    const net = detail.net_payout_cents;
    const onDraft = await pay(ellisId, { method: 'cheque', amount_cents: 100, paid_on: '2026-06-20' });
    expect(onDraft.status).toBe(409);
    const bad = await pay(id, { method: 'barter', amount_cents: -5, paid_on: '2026-02-30' });
    expect(bad.status).toBe(422);
    expect(Object.keys(bad.body.errors ?? {}).sort()).toEqual(['amount_cents', 'method', 'paid_on']);
    const over = await pay(id, { method: 'cheque', amount_cents: net + 1, paid_on: '2026-06-20' });
    expect(over.status).toBe(422);
    expect(over.body.errors?.amount_cents?.[0]).toMatch(/still owed/);

    const part = {
      method: 'cheque',
      amount_cents: 10_000,
      paid_on: '2026-06-20',
      reference: '1042',
      idempotency_key: `k-${id}`,
    };
    const first = await pay(id, part);
    expect(first.status, first.text).toBe(201);
    expect(first.body).toMatchObject({ status: 'final', paid_cents: 10_000 });
    expect(first.body.totals.outstanding_cents).toBe(net - 10_000);
    const repeated = await pay(id, part);
    expect(repeated.status).toBe(201);
    expect(repeated.body.payouts).toHaveLength(1);
    const reused = await pay(id, { ...part, amount_cents: 5_000 });
    expect(reused.status).toBe(422);

    const rest = await pay(id, {
      method: 'e_transfer',
      amount_cents: net - 10_000,
      paid_on: '2026-06-21',
      reference: 'CA9x',
    });
    expect(rest.body).toMatchObject({ status: 'paid', paid_cents: net });
    expect(rest.body.totals.outstanding_cents).toBe(0);
    expect((await pay(id, { method: 'cash', amount_cents: 1, paid_on: '2026-06-21' })).status).toBe(409);

    const payoutId = first.body.payouts[0]?.id;
    const reverseUrl = `/api/admin/consignor-statements/${id}/payouts/${payoutId}/reverse`;
    const noReason = await t.request({
      method: 'POST',
      url: reverseUrl,
      payload: { note: ' ' },
      token: staff,
    });
    expect(noReason.status).toBe(422);
    const reversed = await t.request<StatementDetail>({
      method: 'POST',
      url: reverseUrl,
      payload: { note: 'Cheque 1042 was lost in the mail.' },
      token: staff,
    });
    expect(reversed.status, reversed.text).toBe(201);
    expect(reversed.body).toMatchObject({ status: 'final', paid_cents: net - 10_000 });
    expect(reversed.body.payouts.find((p) => p.id === payoutId)?.reversed_by_id).toBeTruthy();
    const twice = await t.request({
      method: 'POST',
      url: reverseUrl,
      payload: { note: 'again' },
      token: staff,
    });
    expect(twice.status).toBe(409);

    const audit = await rowsOf<{ action: string }>(
      t.db,
      sql`select action from audit_log where entity = 'consignor_statement' and entity_id = ${id} order by created_at`,
    );
    expect(audit.map((r) => r.action)).toEqual([
      'consignor_statement.finalised',
      'consignor_statement.payout_recorded',
      'consignor_statement.payout_recorded',
      'consignor_statement.payout_reversed',
    ]);

    const csv = await t.request({
      method: 'GET',
      url: '/api/admin/consignor-payouts.csv?from=2026-06-20&to=2026-12-31',
      token: staff,
    });
    expect(csv.status).toBe(200);
    expect(csv.headers['content-type']).toContain('text/csv');
    const rows = csv.text
      .trim()
      .split('\n')
      .filter((line) => line.includes(id));
    expect(rows).toHaveLength(3);
    expect(rows[0]).toContain('Payout,C-');
    expect(rows[0]).toContain('Cheque,1042,,100.00');
    expect(rows.some((row) => row.includes(',Reversal,') && row.includes('-100.00'))).toBe(true);
    const none = await t.request({
      method: 'GET',
      url: '/api/admin/consignor-payouts.csv?to=2026-06-19',
      token: staff,
    });
    expect(none.text).not.toContain(id);
    const badRange = await t.request({
      method: 'GET',
      url: '/api/admin/consignor-payouts.csv?from=June',
      token: staff,
    });
    expect(badRange.status).toBe(422);
  });

  it('keeps a formula out of the CSV', async () => {
    const { id, detail } = await finalStatement();
    await pay(id, {
      method: 'cheque',
      amount_cents: detail.net_payout_cents,
      paid_on: '2026-06-22',
      reference: '=HYPERLINK("x")',
    });
    const csv = await t.request({
      method: 'GET',
      url: '/api/admin/consignor-payouts.csv?from=2026-06-22&to=2026-06-22',
      token: staff,
    });
    expect(csv.text).toContain(`"'=HYPERLINK(""x"")"`);
  });
});

describe('the statement as a document', () => {
  it('is a PDF with the consignor, the sale and the payout in it', async () => {
    const { id } = await finalStatement();
    const answer = await t.app.inject({
      method: 'GET',
      url: `/api/admin/consignor-statements/${id}/pdf`,
      headers: { authorization: `Bearer ${staff}` },
    });
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toBe('application/pdf');
    const pdf = answer.rawPayload;
    expect(pdf.subarray(0, 4).toString()).toBe('%PDF');
    const dir = mkdtempSync(join(tmpdir(), 'statement-pdf-'));
    writeFileSync(join(dir, 'statement.pdf'), pdf);
    const text = execFileSync('pdftotext', ['-layout', join(dir, 'statement.pdf'), '-'], {
      encoding: 'utf8',
    });
    expect(text).toContain('CONSIGNOR STATEMENT');
    expect(text).toContain('Renée Boudreau');
    expect(text).toContain('Harbour Estate Sale');
    expect(text).toContain('Mantel clock');
    expect(text).toContain('Net payout to you');
    expect(text).toMatch(/GST\/HST registration/);
  });

  it('is e-mailed to the consignor with the PDF, once final, and not without an address', async () => {
    const { id, ellisId, sale } = await finalStatement();
    const draft = await t.request({
      method: 'POST',
      url: `/api/admin/consignor-statements/${ellisId}/email`,
      token: staff,
    });
    expect(draft.status).toBe(409);
    const sent = await t.request<StatementDetail>({
      method: 'POST',
      url: `/api/admin/consignor-statements/${id}/email`,
      token: staff,
    });
    expect(sent.status, sent.text).toBe(200);
    expect(sent.body.mailed_at).toBeTruthy();
    const [mail] = await rowsOf<{ subject: string; attachments: unknown }>(
      t.db,
      sql`select "to", subject, attachments from outbox where "to" = ${sale.boudreau.email ?? ''}`,
    );
    expect(mail?.subject).toContain('consignor statement');
    expect(mail?.attachments).toEqual([{ kind: 'statement_pdf', statement_id: id }]);
    // The PDF is made as the mail goes out.
    for (let i = 0; i < 200 && !delivered.some((m) => m.to === sale.boudreau.email); i++) {
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    const out = delivered.find((m) => m.to === sale.boudreau.email);
    expect(out?.attachments?.[0]?.filename).toMatch(/^statement-C-\d+-2026-06-13\.pdf$/);
    expect(out?.attachments?.[0]?.content.subarray(0, 4).toString()).toBe('%PDF');

    await t.db.update(consignors).set({ email: null }).where(eq(consignors.id, sale.boudreau.id));
    const noAddress = await t.request({
      method: 'POST',
      url: `/api/admin/consignor-statements/${id}/email`,
      token: staff,
    });
    expect(noAddress.status).toBe(422);
    expect(noAddress.body.message).toMatch(/no e-mail address/);
  });
});

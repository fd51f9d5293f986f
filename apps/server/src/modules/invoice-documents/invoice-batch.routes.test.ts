import { execFileSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildUser, tokenFor } from '../../../test/factories';
import { buildIssuedInvoice } from '../../../test/payments/issued-invoice';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { invoiceLines } from '../../db/schema';

function hasTool(name: string): boolean {
  try {
    execFileSync(name, ['-v'], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
}
const poppler = hasTool('pdftotext');

/** Each page's text as poppler reads it, whitespace folded. */
function pagesOf(pdf: Buffer): string[] {
  const file = join(mkdtempSync(join(tmpdir(), 'invoice-batch-')), 'batch.pdf');
  writeFileSync(file, pdf);
  const text = execFileSync('pdftotext', ['-raw', file, '-'], { encoding: 'utf8' });
  return text
    .split('\f')
    .slice(0, -1)
    .map((page) => page.replace(/\s+/g, ' '));
}

let t: TestApp;
let staff: string;
beforeAll(async () => {
  t = await createTestApp();
  staff = await tokenFor(t, await buildUser(t, { roles: ['Staff'] }));
});
afterAll(() => t.close());

const print = (payload: unknown) =>
  t.request({
    method: 'POST',
    url: '/api/admin/invoices/batch.pdf',
    token: staff,
    payload: payload as object,
  });
const printPdf = (payload: object) =>
  t.app.inject({
    method: 'POST',
    url: '/api/admin/invoices/batch.pdf',
    headers: { authorization: `Bearer ${staff}` },
    payload,
  });

describe('printing selected invoices', () => {
  it.skipIf(!poppler)(
    'puts three invoices in one PDF, each from a new page, a draft and a void one marked',
    async () => {
      const issued = await buildIssuedInvoice(t, { buyer: await buildUser(t, { name: 'Aurèle Doucet' }) });
      // Sixty lots flow onto three pages, which that invoice numbers as its own.
      await t.db.insert(invoiceLines).values(
        Array.from({ length: 60 }, (_, index) => ({
          invoice_id: issued.invoice.id,
          position: index + 1,
          kind: 'lot' as const,
          lot_number: String(index + 1),
          description: `Lot ${index + 1} of the Doucet estate`,
          amount_cents: 1_900,
        })),
      );
      const draft = await buildIssuedInvoice(t, {
        status: 'draft',
        buyer: await buildUser(t, { name: 'Yvette Thériault' }),
      });
      const voided = await buildIssuedInvoice(t, {
        status: 'void',
        buyer: await buildUser(t, { name: 'Gérald LeBlanc' }),
      });

      const answer = await printPdf({
        invoice_ids: [issued.invoice.id, draft.invoice.id, voided.invoice.id, draft.invoice.id],
      });
      expect(answer.statusCode).toBe(200);
      expect(answer.headers['content-type']).toBe('application/pdf');
      expect(answer.headers['content-disposition']).toBe('attachment; filename="invoices-3.pdf"');
      const pages = pagesOf(answer.rawPayload);
      expect(pages).toHaveLength(5);
      expect(pages[0]).toContain('Aurèle Doucet');
      expect(pages[0]).toContain(issued.invoice.number ?? 'no number');
      expect(pages[0]).toContain('Page 1 of 3');
      expect(pages[2]).toContain('Lot 60 of the Doucet estate');
      expect(pages[2]).toContain('Page 3 of 3');
      expect(pages.slice(0, 3).join(' ')).not.toMatch(/DRAFT|VOID/);
      expect(pages[3]).toContain('Yvette Thériault');
      expect(pages[3]).toContain('Draft (not issued)');
      expect(pages[3]).toContain('DRAFT');
      expect(pages[3]).toContain('Page 1 of 1');
      expect(pages[4]).toContain('Gérald LeBlanc');
      expect(pages[4]).toContain('VOID');
      expect(pages[4]).toContain('Page 1 of 1');
    },
  );

  it('refuses an empty list, more than 200, a bad or unknown id with 422 naming the field', async () => {
    const known = (await buildIssuedInvoice(t)).invoice.id;
    for (const payload of [
      {},
      { invoice_ids: [] },
      { invoice_ids: Array.from({ length: 201 }, () => known) },
      { invoice_ids: ['not-an-id'] },
      { invoice_ids: [known, randomUUID()] },
    ]) {
      const answer = await print(payload);
      expect(answer.status, JSON.stringify(payload).slice(0, 60)).toBe(422);
      expect(answer.body.code).toBe('VALIDATION_FAILED');
      expect(Object.keys(answer.body.errors ?? {}).map((field) => field.split('.')[0])).toEqual([
        'invoice_ids',
      ]);
    }
    const unknown = randomUUID();
    const named = await print({ invoice_ids: [known, unknown] });
    expect(named.body.errors?.invoice_ids).toEqual([`No invoice has the id ${unknown}.`]);
    // Exactly 200 is allowed.
    const most = await printPdf({ invoice_ids: Array.from({ length: 200 }, () => known) });
    expect(most.statusCode).toBe(200);
  });
});

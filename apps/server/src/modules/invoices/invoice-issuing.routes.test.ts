import type { StaffInvoiceDetail } from '@auction/contracts';
import { describe, expect, it } from 'vitest';
import {
  closedTimedSale,
  generate,
  invoicesOf,
  staff,
  t,
  useInvoiceApp,
} from '../../../test/invoices/invoice-routes.fixture';
import { mailsTo } from '../../../test/outbox';

useInvoiceApp();

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
    // The buyer heard the first invoice is cancelled (never why), and the new one names it.
    const mails = await mailsTo(t, alice.email);
    const cancelled = mails.find((mail) => mail.subject === `Invoice ${a.body.number} is cancelled`);
    expect(cancelled?.text).toContain('nothing is owed on it');
    expect(cancelled?.text).not.toContain('Wrong buyer');
    const replacing = mails.find((mail) => mail.subject.startsWith(`Invoice ${c.body.number} `));
    expect(replacing?.text).toContain(`This invoice replaces invoice ${a.body.number}, which is cancelled`);
  });
});

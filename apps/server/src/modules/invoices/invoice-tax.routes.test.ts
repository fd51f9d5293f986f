import type { StaffInvoiceDetail } from '@auction/contracts';
import { describe, expect, it } from 'vitest';
import type { BuiltUser } from '../../../test/factories';
import {
  admin,
  closedTimedSale,
  generate,
  invoicesOf,
  staff,
  t,
  useInvoiceApp,
} from '../../../test/invoices/invoice-routes.fixture';

useInvoiceApp();

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

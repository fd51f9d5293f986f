import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildStaffInvoice } from '../../../../test/admin-invoices/invoice-factories';
import { buildUser } from '../../../../test/factories';
import { renderRoutes } from '../../../../test/render-app';
import { stubGet } from '../../../../test/stub-get';
import { http } from '../../../lib/http/client';
import { AdminInvoicePage } from '../pages/admin-invoice-page';

afterEach(() => vi.restoreAllMocks());

const card = {
  id: crypto.randomUUID(),
  brand: 'visa',
  last4: '4242',
  exp_month: 12,
  exp_year: 2030,
  label: 'Visa ending 4242',
  created_at: '2026-11-20T15:00:00.000Z',
};

describe('the card on file on the staff invoice page', () => {
  it('charges the balance with one press and shows what the bank said when it declined', async () => {
    const user = userEvent.setup();
    const base = buildStaffInvoice();
    const invoice = {
      ...base,
      status: 'issued' as const,
      display_status: 'issued' as const,
      balance_cents: 5_244,
    };
    const declined = {
      id: crypto.randomUUID(),
      invoice_id: invoice.id,
      card_label: 'Visa ending 4242',
      amount_cents: 5_244,
      status: 'declined' as const,
      decline_message: 'Your card was declined.',
      charged_by_name: 'Liam Fraser',
      created_at: '2026-11-28T15:00:00.000Z',
    };
    stubGet({
      [`/api/admin/invoices/${invoice.id}`]: invoice,
      [`/api/admin/invoices/${invoice.id}/card-on-file`]: { card, charges: [] },
    });
    const post = vi.spyOn(http, 'post').mockResolvedValue({ data: declined } as never);
    renderRoutes([{ path: '/admin/invoices/:invoiceId', element: <AdminInvoicePage /> }], {
      path: `/admin/invoices/${invoice.id}`,
      user: buildUser({ roles: ['Staff'] }),
    });
    await screen.findByText(/Card on file: Visa ending 4242/);
    await user.click(await screen.findByRole('button', { name: 'Charge Visa ending 4242 for $52.44' }));
    expect(post).toHaveBeenCalledWith(
      `/api/admin/invoices/${invoice.id}/card-charges`,
      expect.objectContaining({ idempotency_key: expect.any(String) }),
    );
    expect(await screen.findByText(/The bank said: Your card was declined\./)).toBeTruthy();
  });

  it('shows nothing when the buyer has no card on file', async () => {
    const invoice = buildStaffInvoice();
    stubGet({
      [`/api/admin/invoices/${invoice.id}`]: invoice,
      [`/api/admin/invoices/${invoice.id}/card-on-file`]: { card: null, charges: [] },
    });
    renderRoutes([{ path: '/admin/invoices/:invoiceId', element: <AdminInvoicePage /> }], {
      path: `/admin/invoices/${invoice.id}`,
      user: buildUser({ roles: ['Staff'] }),
    });
    await screen.findByRole('heading', { name: 'Payments' });
    expect(screen.queryByText(/Card on file/)).toBeNull();
  });
});

import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildStaffInvoice } from '../../../../test/admin-invoices/invoice-factories';
import { responseError } from '../../../../test/axios-errors';
import { buildUser } from '../../../../test/factories';
import { renderRoutes } from '../../../../test/render-app';
import { stubGet } from '../../../../test/stub-get';
import { http } from '../../../lib/http/client';
import { AdminInvoicePage } from './admin-invoice-page';

afterEach(() => vi.restoreAllMocks());

function renderInvoice(invoice = buildStaffInvoice()) {
  stubGet({ [`/api/admin/invoices/${invoice.id}`]: invoice });
  const view = renderRoutes(
    [
      { path: '/admin/invoices/:invoiceId', element: <AdminInvoicePage /> },
      { path: '/admin/invoices', element: <h1>Invoice list</h1> },
    ],
    { path: `/admin/invoices/${invoice.id}`, user: buildUser({ roles: ['Staff'] }) },
  );
  return { ...view, invoice };
}

describe('AdminInvoicePage', () => {
  it('shows the lines, totals and tax of the invoice', async () => {
    renderInvoice();
    expect(await screen.findByRole('heading', { name: 'Invoice 2026-000123' })).toBeInTheDocument();
    const lines = within(screen.getByRole('table', { name: 'Lines' }));
    expect(lines.getByRole('rowheader', { name: 'Lot 12' })).toBeInTheDocument();
    expect(lines.getByText('Nova Scotia pine blanket box')).toBeInTheDocument();
    expect(screen.getByText('HST 14% (NS)')).toBeInTheDocument();
    expect(screen.getAllByText('$131.10').length).toBeGreaterThan(0);
  });

  it('shows whom it bills, at their mailing address, and the terms it was issued with', async () => {
    const base = buildStaffInvoice();
    renderInvoice(
      buildStaffInvoice({
        buyer_terms: {
          ...(base.buyer_terms as NonNullable<typeof base.buyer_terms>),
          pickup: { kind: 'appointment' },
          shipping_offered: false,
        },
      }),
    );
    const billTo = within(await screen.findByRole('region', { name: 'Bill to' }));
    expect(billTo.getByText('12 Portland Street')).toBeInTheDocument();
    const terms = within(screen.getByRole('region', { name: 'Terms of this sale' }));
    expect(terms.getByText('Friday, November 27, 2026')).toBeInTheDocument();
    expect(terms.getByText('Terms: within 7 days of the close')).toBeInTheDocument();
    expect(
      terms.getByText('By appointment: call or write to the office to arrange a time.'),
    ).toBeInTheDocument();
    expect(terms.getByText('Not offered: lots are collected at pickup.')).toBeInTheDocument();
  });

  it('records a payment with the amount in cents, the date and one key per submission', async () => {
    const user = userEvent.setup();
    const { invoice } = renderInvoice();
    const paid = { ...invoice, status: 'paid' as const, display_status: 'paid' as const, balance_cents: 0 };
    const post = vi.spyOn(http, 'post').mockResolvedValue({ data: paid });
    const form = within(await screen.findByRole('form', { name: 'Record a payment' }));
    expect(form.getByLabelText(/Amount/)).toHaveValue('131.10');
    await user.selectOptions(form.getByLabelText('Method'), 'etransfer');
    await user.clear(form.getByLabelText('Received on'));
    await user.type(form.getByLabelText('Received on'), '2026-11-24');
    await user.type(form.getByLabelText(/Reference/), 'CA8fK2');
    await user.click(form.getByRole('button', { name: 'Record payment' }));
    expect(post).toHaveBeenCalledWith(
      `/api/admin/invoices/${invoice.id}/payments`,
      {
        method: 'etransfer',
        amount_cents: 13_110,
        received_on: '2026-11-24',
        reference: 'CA8fK2',
        idempotency_key: expect.stringMatching(/^[0-9a-f-]{36}$/),
      },
      { silent: true },
    );
    expect(await screen.findByText('Paid', { selector: 'span' })).toBeInTheDocument();
  });

  it('shows the server’s 422 on the amount field and keeps the key for the retry', async () => {
    const user = userEvent.setup();
    renderInvoice();
    const post = vi.spyOn(http, 'post').mockRejectedValue(
      responseError(422, {
        message: 'The given data was invalid.',
        errors: { amount_cents: ['The payment is more than the balance of $131.10.'] },
      }),
    );
    const form = within(await screen.findByRole('form', { name: 'Record a payment' }));
    await user.selectOptions(form.getByLabelText('Method'), 'cash');
    await user.clear(form.getByLabelText(/Amount/));
    await user.type(form.getByLabelText(/Amount/), '200');
    await user.click(form.getByRole('button', { name: 'Record payment' }));
    const amount = form.getByLabelText(/Amount/);
    await vi.waitFor(() => expect(amount).toHaveAccessibleDescription(/more than the balance of \$131\.10/));
    expect(amount).toHaveAttribute('aria-invalid', 'true');
    await user.click(form.getByRole('button', { name: 'Record payment' }));
    const keys = post.mock.calls.map((call) => (call[1] as { idempotency_key: string }).idempotency_key);
    expect(keys).toHaveLength(2);
    expect(keys[0]).toBe(keys[1]);
  });

  it('checks the payment form with the contract before sending anything', async () => {
    const user = userEvent.setup();
    renderInvoice();
    const post = vi.spyOn(http, 'post');
    const form = within(await screen.findByRole('form', { name: 'Record a payment' }));
    await user.click(form.getByRole('button', { name: 'Record payment' }));
    expect(await form.findByText('Choose how the buyer paid.')).toBeInTheDocument();
    await user.selectOptions(form.getByLabelText('Method'), 'cheque');
    await user.clear(form.getByLabelText(/Amount/));
    await user.type(form.getByLabelText(/Amount/), '12.345');
    await user.click(form.getByRole('button', { name: 'Record payment' }));
    expect(await form.findByText(/The amount must be an amount in dollars/)).toBeInTheDocument();
    await user.clear(form.getByLabelText(/Amount/));
    await user.type(form.getByLabelText(/Amount/), '0');
    await user.click(form.getByRole('button', { name: 'Record payment' }));
    expect(await form.findByText('The amount must be more than zero.')).toBeInTheDocument();
    expect(post).not.toHaveBeenCalled();
  });

  it('asks for a reason and a confirmation before voiding', async () => {
    const user = userEvent.setup();
    const { invoice } = renderInvoice();
    const voided = {
      ...invoice,
      status: 'void' as const,
      display_status: 'void' as const,
      void_reason: 'Sold twice',
    };
    const post = vi.spyOn(http, 'post').mockResolvedValue({ data: voided });
    await user.click(await screen.findByRole('button', { name: 'Void…' }));
    const form = within(screen.getByRole('form', { name: 'Void Invoice 2026-000123' }));
    await user.click(form.getByLabelText('Make a replacement'));
    await user.click(form.getByRole('button', { name: 'Void invoice…' }));
    expect(await form.findByText('The reason is required.')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await user.type(form.getByLabelText('Reason for voiding'), 'Sold twice');
    await user.click(form.getByRole('button', { name: 'Void invoice…' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Void Invoice 2026-000123?' }));
    expect(post).not.toHaveBeenCalled();
    await user.click(dialog.getByRole('button', { name: 'Void invoice' }));
    expect(post).toHaveBeenCalledWith(
      `/api/admin/invoices/${invoice.id}/void`,
      { reason: 'Sold twice' },
      { silent: true },
    );
    expect(await screen.findByText('Reason: Sold twice')).toBeInTheDocument();
  });

  it('issues a draft only after a confirmation', async () => {
    const user = userEvent.setup();
    const draft = buildStaffInvoice({
      number: null,
      status: 'draft',
      display_status: 'draft',
      issued_at: null,
    });
    renderInvoice(draft);
    const post = vi.spyOn(http, 'post').mockResolvedValue({
      data: { ...draft, number: '2026-000124', status: 'issued', display_status: 'issued' },
    });
    await user.click(await screen.findByRole('button', { name: 'Issue invoice' }));
    const dialog = within(screen.getByRole('dialog', { name: 'Issue this invoice?' }));
    await user.click(dialog.getByRole('button', { name: 'Issue and e-mail' }));
    expect(post).toHaveBeenCalledWith(`/api/admin/invoices/${draft.id}/issue`, {}, { silent: true });
    expect(await screen.findByRole('heading', { name: 'Invoice 2026-000124' })).toBeInTheDocument();
  });
});

import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildStaffInvoice } from '../../../../test/admin-invoices/invoice-factories';
import { buildUser } from '../../../../test/factories';
import { renderRoutes } from '../../../../test/render-app';
import { stubGet } from '../../../../test/stub-get';
import { http } from '../../../lib/http/client';
import { AdminInvoicePage } from '../pages/admin-invoice-page';

afterEach(() => vi.restoreAllMocks());

const figures = {
  lines: [],
  hammer_cents: 4_000,
  premium_cents: 600,
  charges_cents: 0,
  fees_cents: 0,
  goodwill_cents: 0,
  tax_cents: 644,
  total_cents: 5_244,
  tax_rate_bps: 1_400,
  tax_label: 'HST',
  place_of_supply: 'NS',
};

function renderPaidInvoice(extra: Partial<ReturnType<typeof buildStaffInvoice>> = {}) {
  const base = buildStaffInvoice();
  const invoice = {
    ...base,
    ...extra,
    status: 'paid' as const,
    display_status: 'paid' as const,
    received_cents: base.total_cents,
    paid_cents: base.total_cents,
    balance_cents: 0,
  };
  stubGet({ [`/api/admin/invoices/${invoice.id}`]: invoice });
  renderRoutes([{ path: '/admin/invoices/:invoiceId', element: <AdminInvoicePage /> }], {
    path: `/admin/invoices/${invoice.id}`,
    user: buildUser({ roles: ['Staff'] }),
  });
  return invoice;
}

describe('credit notes on the staff invoice page', () => {
  it('credits part of a lot: shows the server’s figures, asks once, then says what the buyer is owed back', async () => {
    const user = userEvent.setup();
    const invoice = renderPaidInvoice();
    const lot = invoice.lines.find((line) => line.kind === 'lot');
    const credited = {
      ...invoice,
      credited_cents: 5_244,
      balance_cents: -5_244,
      credit_notes: [
        {
          id: crypto.randomUUID(),
          number: 'CN-2026-000012',
          issued_on: '2026-11-28',
          total_cents: 5_244,
          tax_cents: 644,
          reason: 'A chipped corner',
        },
      ],
    };
    const post = vi.spyOn(http, 'post').mockImplementation(async (url: string) => {
      if (url.endsWith('/preview')) return { data: figures };
      return {
        data: {
          credit_note: {
            ...figures,
            id: credited.credit_notes[0]?.id,
            number: 'CN-2026-000012',
            invoice_id: invoice.id,
            invoice_number: invoice.number,
            auction_title: invoice.auction_title,
            buyer_name: invoice.buyer_name,
            buyer_email: invoice.buyer_email,
            issued_on: '2026-11-28',
            issued_at: '2026-11-28T15:00:00.000Z',
            reason: 'A chipped corner',
            gst_hst_number: invoice.gst_hst_number,
          },
          invoice: credited,
        },
      };
    });
    // Money was paid: the invoice is credited in full, not voided.
    expect(await screen.findByRole('button', { name: 'Credit in full…' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Void…' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'New credit note…' }));
    const form = within(screen.getByRole('form', { name: 'New credit note' }));
    await user.click(form.getByLabelText(/Lot 12/));
    const amount = form.getByLabelText('Hammer credited ($)');
    await user.clear(amount);
    await user.type(amount, '40');
    await user.type(form.getByLabelText(/Reason/), 'A chipped corner');
    expect(await form.findByText('$52.44')).toBeInTheDocument();
    expect(post).toHaveBeenCalledWith(
      `/api/admin/invoices/${invoice.id}/credit-notes/preview`,
      { lines: [{ kind: 'lot', invoice_line_id: lot?.id, amount_cents: 4_000 }], whole_invoice: false },
      { silent: true },
    );
    await user.click(form.getByRole('button', { name: 'Issue credit note…' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Issue a credit note for $52.44?' }));
    await user.click(dialog.getByRole('button', { name: 'Issue and e-mail' }));
    expect(post).toHaveBeenLastCalledWith(
      `/api/admin/invoices/${invoice.id}/credit-notes`,
      {
        lines: [{ kind: 'lot', invoice_line_id: lot?.id, amount_cents: 4_000 }],
        whole_invoice: false,
        reason: 'A chipped corner',
        idempotency_key: expect.stringMatching(/^[0-9a-f-]{36}$/),
      },
      { silent: true },
    );
    expect(await screen.findByText(/CN-2026-000012 · /)).toBeInTheDocument();
    expect(screen.getByText('The buyer is owed $52.44')).toBeInTheDocument();
    expect(screen.getByText('$52.44 owed to the buyer')).toBeInTheDocument();
  });

  it('will not issue without a reason', async () => {
    const user = userEvent.setup();
    renderPaidInvoice();
    vi.spyOn(http, 'post').mockResolvedValue({ data: figures });
    await user.click(await screen.findByRole('button', { name: 'Credit in full…' }));
    const form = within(screen.getByRole('form', { name: 'New credit note' }));
    expect(form.getByLabelText(/Credit everything left/)).toBeChecked();
    await form.findByText('$52.44');
    await user.click(form.getByRole('button', { name: 'Issue credit note…' }));
    expect(form.getByText('Say why: the reason prints on the credit note.')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
  it('waives a late fee with its tax, named by the day it was charged', async () => {
    const user = userEvent.setup();
    const fee = {
      id: crypto.randomUUID(),
      kind: 'late_fee' as const,
      description: 'Late payment fee',
      charged_on: '2026-12-09',
      amount_cents: 2_500,
      taxable: true,
      tax_rate_bps: 1_400,
      tax_cents: 350,
      total_cents: 2_850,
    };
    const invoice = renderPaidInvoice({ fees: [fee] });
    const post = vi.spyOn(http, 'post').mockResolvedValue({
      data: {
        ...figures,
        hammer_cents: 0,
        premium_cents: 0,
        fees_cents: 2_500,
        tax_cents: 350,
        total_cents: 2_850,
      },
    });
    await user.click(await screen.findByRole('button', { name: 'New credit note…' }));
    const form = within(screen.getByRole('form', { name: 'New credit note' }));
    await user.click(form.getByLabelText(/Late payment fee, .* \(fee\)/));
    expect(form.getByLabelText('Fee waived ($)')).toHaveValue('25');
    expect(await form.findByText('$28.50')).toBeInTheDocument();
    expect(form.getByText('Fees waived')).toBeInTheDocument();
    expect(post).toHaveBeenCalledWith(
      `/api/admin/invoices/${invoice.id}/credit-notes/preview`,
      { lines: [{ kind: 'fee', invoice_fee_id: fee.id, amount_cents: 2_500 }], whole_invoice: false },
      { silent: true },
    );
  });
});

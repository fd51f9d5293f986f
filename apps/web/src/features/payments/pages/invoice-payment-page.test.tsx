import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildStaffInvoice } from '../../../../test/admin-invoices/invoice-factories';
import { buildUser } from '../../../../test/factories';
import { renderRoutes } from '../../../../test/render-app';
import { stubGet } from '../../../../test/stub-get';
import { http } from '../../../lib/http/client';
import { InvoicePaymentPage } from './invoice-payment-page';

vi.mock('../components/card-payment', () => ({
  default: ({ clientSecret, amountCents }: { clientSecret: string; amountCents: number }) => (
    <p>
      Card form for {clientSecret} of {amountCents}
    </p>
  ),
}));

afterEach(() => vi.restoreAllMocks());

const invoice = buildStaffInvoice({ number: '2026-000042', balance_cents: 13_110 });
const instructions =
  'Pay by Interac e-Transfer to the address below with your invoice number as the message, or in person.';

function renderPay(pay: Record<string, unknown>) {
  stubGet({
    [`/api/invoices/${invoice.id}`]: invoice,
    [`/api/invoices/${invoice.id}/pay`]: {
      balance_cents: 13_110,
      stripe_publishable_key: null,
      instructions,
      etransfer_email: 'payments@harbourside.example',
      ...pay,
    },
  });
  renderRoutes([{ path: '/invoices/:invoiceId/pay', element: <InvoicePaymentPage /> }], {
    path: `/invoices/${invoice.id}/pay`,
    user: buildUser(),
  });
}

describe('InvoicePaymentPage', () => {
  it('without card payment, says how to pay: e-Transfer with the invoice number as message, or in person', async () => {
    const post = vi.spyOn(http, 'post');
    renderPay({});
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Pay invoice 2026-000042' }),
    ).toBeInTheDocument();
    const how = screen.getByRole('region', { name: 'How to pay' });
    expect(within(how).getByText(instructions)).toBeInTheDocument();
    expect(within(how).getByText('payments@harbourside.example')).toBeInTheDocument();
    expect(within(how).getByText('Invoice 2026-000042')).toBeInTheDocument();
    expect(within(how).getByText('$131.10')).toBeInTheDocument();
    expect(within(how).getByText('12 Harbour Road, Dartmouth NS')).toBeInTheDocument();
    expect(within(how).getByText('Hours: Weekdays 9–5')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Pay by card' })).not.toBeInTheDocument();
    expect(post).not.toHaveBeenCalled();
  });

  it('with Stripe, starts a card payment of the balance and shows the card form', async () => {
    const post = vi
      .spyOn(http, 'post')
      .mockResolvedValue({ data: { client_secret: 'pi_1_secret_x', amount_cents: 13_110 } } as never);
    renderPay({ stripe_publishable_key: 'pk_test_1' });
    expect(await screen.findByText('Card form for pi_1_secret_x of 13110')).toBeInTheDocument();
    expect(post).toHaveBeenCalledTimes(1);
    const [url, body] = post.mock.calls[0] as [string, { idempotency_key: string }];
    expect(url).toBe(`/api/invoices/${invoice.id}/payment-intents`);
    expect(body.idempotency_key.length).toBeGreaterThanOrEqual(8);
    expect(screen.getByRole('region', { name: 'How to pay' })).toBeInTheDocument();
  });

  it('says so when nothing is left to pay', async () => {
    renderPay({ balance_cents: 0 });
    expect(await screen.findByRole('heading', { name: 'This invoice is paid in full' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'How to pay' })).not.toBeInTheDocument();
  });
});

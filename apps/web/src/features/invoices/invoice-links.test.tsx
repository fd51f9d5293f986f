import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildUser } from '../../test/factories';
import { renderRoutes } from '../../test/render-app';
import { stubGet } from '../../test/stub-get';
import { InvoicesSummary } from '../account/components/invoices-summary';
import { buildInvoiceSummary } from '../admin-invoices/invoice-factories';
import { ClosedStanding } from '../bidding/components/bid-standing';

function renderStanding(invoiceId: string | null) {
  renderRoutes(
    [
      {
        path: '/lots/x',
        element: <ClosedStanding won hammerPrice={120} pickupInfo={null} invoiceId={invoiceId} />,
      },
    ],
    { path: '/lots/x', user: buildUser() },
  );
}

describe('the won-lot box on the lot page', () => {
  it('links to the invoice once it is issued', () => {
    renderStanding('00000000-0000-4000-8000-000000000123');
    expect(screen.getByRole('link', { name: 'See your invoice, pay it and book a pickup' })).toHaveAttribute(
      'href',
      '/invoices/00000000-0000-4000-8000-000000000123',
    );
  });

  it('says the invoice is coming until then', () => {
    renderStanding(null);
    expect(screen.getByText(/The auction house will send you an invoice/)).toBeInTheDocument();
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
  });
});

afterEach(() => vi.restoreAllMocks());

describe('the invoices card on the dashboard', () => {
  it('says how many invoices are still to pay and how much', async () => {
    stubGet({
      '/api/invoices': [
        buildInvoiceSummary({ balance_cents: 13_110 }),
        buildInvoiceSummary({ balance_cents: 5_000, status: 'partially_paid' }),
        buildInvoiceSummary({ balance_cents: 0, status: 'paid' }),
      ],
    });
    renderRoutes([{ path: '/dashboard', element: <InvoicesSummary /> }], {
      path: '/dashboard',
      user: buildUser(),
    });
    expect(await screen.findByText('2 invoices to pay, $181.10 in all.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Invoices' })).toHaveAttribute('href', '/invoices');
  });
});

import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { buildUser } from '../../../test/factories';
import { renderRoutes } from '../../../test/render-app';
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

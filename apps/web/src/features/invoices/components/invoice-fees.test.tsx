import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildStaffInvoice } from '../../../../test/admin-invoices/invoice-factories';
import { buildUser } from '../../../../test/factories';
import { renderRoutes } from '../../../../test/render-app';
import { stubGet } from '../../../../test/stub-get';
import { InvoicePage } from '../pages/invoice-page';

afterEach(() => vi.restoreAllMocks());

describe('the fees on the buyer’s invoice', () => {
  it('lists each late or storage fee with its day and tax, and the balance due counts them', async () => {
    vi.setSystemTime(new Date('2026-12-10T15:00:00Z'));
    const invoice = buildStaffInvoice({
      fees_cents: 3_640,
      balance_cents: 13_110 + 3_640,
      fees: [
        {
          id: '7f0c2d3e-4b5a-4c7d-8e9f-0a1b2c3d4e51',
          kind: 'late_fee',
          description: 'Late payment fee',
          charged_on: '2026-12-09',
          amount_cents: 2_500,
          taxable: false,
          tax_rate_bps: 1_400,
          tax_cents: 0,
          total_cents: 2_500,
        },
        {
          id: '7f0c2d3e-4b5a-4c7d-8e9f-0a1b2c3d4e52',
          kind: 'storage_fee',
          description: 'Storage, 1 lot',
          charged_on: '2026-12-09',
          amount_cents: 1_000,
          taxable: true,
          tax_rate_bps: 1_400,
          tax_cents: 140,
          total_cents: 1_140,
        },
      ],
    });
    stubGet({ [`/api/invoices/${invoice.id}`]: invoice });
    renderRoutes([{ path: '/invoices/:invoiceId', element: <InvoicePage /> }], {
      path: `/invoices/${invoice.id}`,
      user: buildUser(),
    });
    const summary = within(await screen.findByRole('region', { name: 'Summary' }));
    expect(summary.getByText(/^Late payment fee, Dec\.? 9, 2026$/)).toBeInTheDocument();
    expect(summary.getByText('$25.00')).toBeInTheDocument();
    expect(summary.getByText(/^Storage, 1 lot, Dec\.? 9, 2026 \(incl\. \$1\.40 tax\)$/)).toBeInTheDocument();
    expect(summary.getByText('$11.40')).toBeInTheDocument();
    expect(summary.getAllByText('$167.50').length).toBeGreaterThan(0);
    expect(screen.getByRole('link', { name: 'Pay $167.50' })).toBeInTheDocument();
    vi.useRealTimers();
  });
});

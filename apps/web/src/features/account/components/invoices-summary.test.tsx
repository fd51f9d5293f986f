import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildUser } from '../../../../test/factories';
import { renderRoutes } from '../../../../test/render-app';
import { stubGet } from '../../../../test/stub-get';
import { InvoicesSummary } from './invoices-summary';

afterEach(() => vi.restoreAllMocks());

const show = () =>
  renderRoutes([{ path: '/dashboard', element: <InvoicesSummary /> }], {
    path: '/dashboard',
    user: buildUser(),
  });

describe('InvoicesSummary', () => {
  it('says how much is still to pay as the server sums it, adding nothing up itself', async () => {
    const get = stubGet({ '/api/invoices/owing': { invoices: 2, balance_cents: 18_110 } });
    show();
    expect(await screen.findByText('2 invoices to pay, $181.10 in all.')).toBeInTheDocument();
    expect(get).not.toHaveBeenCalledWith('/api/invoices', expect.anything());
    expect(screen.getByRole('link', { name: 'Invoices' })).toHaveAttribute('href', '/invoices');
  });

  it('says there is nothing to pay', async () => {
    stubGet({ '/api/invoices/owing': { invoices: 0, balance_cents: 0 } });
    show();
    expect(await screen.findByText('Nothing to pay.')).toBeInTheDocument();
  });
});

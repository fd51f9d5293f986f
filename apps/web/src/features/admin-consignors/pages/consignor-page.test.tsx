import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildConsignorDetail } from '../../../../test/admin-consignors/consignor-factories';
import { buildUser } from '../../../../test/factories';
import { renderRoutes } from '../../../../test/render-app';
import { stubGet } from '../../../../test/stub-get';
import { http } from '../../../lib/http/client';
import { ConsignorPage } from './consignor-page';

afterEach(() => vi.restoreAllMocks());

const consignor = buildConsignorDetail();
const noAdvances = { data: [], totals: { advanced_cents: 0, reversed_cents: 0, outstanding_cents: 0 } };

function renderPage() {
  stubGet({
    [`/api/admin/consignors/${consignor.id}`]: consignor,
    [`/api/admin/consignors/${consignor.id}/advances`]: noAdvances,
    [`/api/admin/consignors/${consignor.id}/items`]: {
      data: [
        {
          id: '7a1c2b1e-7d0a-4c55-9a51-3f3d3c1b2a02',
          sku: 'HA-000123',
          title: 'Walnut Sideboard',
          status: 'sold',
          quantity: 1,
          location: { id: '8a1c2b1e-7d0a-4c55-9a51-3f3d3c1b2a03', code: 'A-03-2' },
          lot: {
            id: '9a1c2b1e-7d0a-4c55-9a51-3f3d3c1b2a04',
            lot_number: '12',
            status: 'sold',
            auction_id: 'aa1c2b1e-7d0a-4c55-9a51-3f3d3c1b2a05',
            auction_title: 'Spring Estate Sale',
            hammer_cents: 42_500,
          },
          updated_at: '2026-11-02T12:00:00.000Z',
        },
      ],
      meta: { total: 1, page: 1, per_page: 20 },
    },
  });
  renderRoutes([{ path: '/admin/consignors/:consignorId', element: <ConsignorPage /> }], {
    path: `/admin/consignors/${consignor.id}`,
    user: buildUser({ roles: ['Staff'] }),
  });
}

describe('ConsignorPage', () => {
  it('shows the payout with the account masked, the counts, the items and the statements link', async () => {
    renderPage();
    expect(await screen.findByRole('heading', { name: 'C-1024 Margaret Ellis' })).toBeInTheDocument();
    expect(
      screen.getByText('Direct deposit: institution 002, transit 12345, account ending 5678'),
    ).toBeInTheDocument();
    expect(screen.getByText('Default profile')).toBeInTheDocument();
    expect(screen.getByText('$425.00')).toBeInTheDocument();
    expect(await screen.findByText('Lot 12, Spring Estate Sale: sold for $425.00')).toBeInTheDocument();
    expect(screen.getByText('A-03-2')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Statements of Margaret Ellis' })).toHaveAttribute(
      'href',
      `/admin/consignor-statements?consignor=${consignor.id}`,
    );
  });

  it('records an advance in cents', async () => {
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Record an advance' }));
    const recorded = {
      data: [
        {
          id: 'ba1c2b1e-7d0a-4c55-9a51-3f3d3c1b2a06',
          kind: 'advance',
          amount_cents: 25_050,
          paid_on: '2026-11-03',
          reference: 'Cheque 1045',
          note: '',
          reverses_id: null,
          reversed_by_id: null,
          recorded_by_name: 'Staff Member',
          created_at: '2026-11-03T12:00:00.000Z',
        },
      ],
      totals: { advanced_cents: 25_050, reversed_cents: 0, outstanding_cents: 25_050 },
    };
    const post = vi.spyOn(http, 'post').mockResolvedValue({ data: recorded });
    await userEvent.type(screen.getByLabelText('Amount ($)'), '250.50');
    await userEvent.type(screen.getByLabelText(/Reference/), 'Cheque 1045');
    await userEvent.click(screen.getByRole('button', { name: 'Record advance' }));
    expect(await screen.findByText(/Advance of \$250\.50 on/)).toBeInTheDocument();
    expect(post).toHaveBeenCalledWith(
      `/api/admin/consignors/${consignor.id}/advances`,
      expect.objectContaining({ amount_cents: 25_050, reference: 'Cheque 1045' }),
      expect.anything(),
    );
  });
});

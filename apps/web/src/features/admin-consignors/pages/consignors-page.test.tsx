import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  buildConsignorDetail,
  buildConsignorListItem,
} from '../../../../test/admin-consignors/consignor-factories';
import { buildUser } from '../../../../test/factories';
import { renderRoutes } from '../../../../test/render-app';
import { stubGet } from '../../../../test/stub-get';
import { http } from '../../../lib/http/client';
import { ConsignorsPage } from './consignors-page';

afterEach(() => vi.restoreAllMocks());

const longCompany = 'Ellis Family Estate Liquidators, Appraisers and Antique Restorers of Dartmouth Limited';

function renderList() {
  const asked: Record<string, unknown>[] = [];
  stubGet({
    '/api/admin/consignors': (params: Record<string, unknown>) => {
      asked.push(params);
      return {
        data: [buildConsignorListItem({ linked_user_email: 'margaret@example.ca', company: longCompany })],
        meta: { total: 1, page: 1, per_page: 20 },
      };
    },
    '/api/admin/commission-profiles': {
      data: [{ id: '0b7e2c1a-1111-4c55-9a51-3f3d3c1b2a01', name: 'Estates 25%', is_default: true }],
    },
  });
  renderRoutes(
    [
      { path: '/admin/consignors', element: <ConsignorsPage /> },
      { path: '/admin/consignors/:consignorId', element: <h1>Consignor page</h1> },
    ],
    { path: '/admin/consignors', user: buildUser({ roles: ['Staff'] }) },
  );
  return asked;
}

describe('ConsignorsPage', () => {
  it('lists the consignors by number with their contact, and searches on submit', async () => {
    const asked = renderList();
    const link = await screen.findByRole('link', { name: 'C-1024 Margaret Ellis' });
    expect(link).toHaveAttribute('href', '/admin/consignors/6f1c2b1e-7d0a-4c55-9a51-3f3d3c1b2a01');
    const row = within(link.closest('tr') as HTMLElement);
    expect(row.getByText('902-555-0142')).toBeInTheDocument();
    // A long company name is cut to two lines on screen; the whole name is its tooltip.
    expect(row.getByText(longCompany)).toHaveAttribute('title', longCompany);
    expect(asked[0]).toMatchObject({ sort: 'number', order: 'desc' });
    await userEvent.type(screen.getByRole('searchbox', { name: /Search name/ }), 'C-1024{Enter}');
    await vi.waitFor(() => expect(asked.at(-1)).toMatchObject({ q: 'C-1024' }));
  });

  it('asks for what the payout method needs before sending, then creates and opens the record', async () => {
    renderList();
    await userEvent.click(await screen.findByRole('button', { name: 'New consignor' }));
    await userEvent.type(screen.getByLabelText('Name'), 'Bedford Liquidators Inc.');
    await userEvent.selectOptions(screen.getByLabelText('Payout method'), 'direct_deposit');
    expect(await screen.findByRole('option', { name: 'Estates 25% (the default)' })).toBeInTheDocument();
    const post = vi
      .spyOn(http, 'post')
      .mockResolvedValue({ data: buildConsignorDetail({ name: 'Bedford Liquidators Inc.' }) });
    await userEvent.click(screen.getByRole('button', { name: 'Create consignor' }));
    expect(await screen.findByText('Direct deposit needs the institution number.')).toBeInTheDocument();
    expect(screen.getByText('Direct deposit needs the account number.')).toBeInTheDocument();
    expect(post).not.toHaveBeenCalled();
    await userEvent.type(screen.getByLabelText('Institution number'), '002');
    await userEvent.type(screen.getByLabelText('Transit number'), '12345');
    await userEvent.type(screen.getByLabelText(/Account number/), '0012345678');
    await userEvent.click(screen.getByRole('button', { name: 'Create consignor' }));
    expect(await screen.findByRole('heading', { name: 'Consignor page' })).toBeInTheDocument();
    expect(post).toHaveBeenCalledWith(
      '/api/admin/consignors',
      expect.objectContaining({
        name: 'Bedford Liquidators Inc.',
        payout_method: 'direct_deposit',
        deposit_institution: '002',
        deposit_account: '0012345678',
        email: null,
      }),
      expect.anything(),
    );
  });

  it("prefills the e-Transfer address with the consignor's e-mail when e-Transfer is chosen, still editable", async () => {
    renderList();
    await userEvent.click(await screen.findByRole('button', { name: 'New consignor' }));
    await userEvent.type(screen.getByLabelText('Name'), 'Margaret Ellis');
    await userEvent.type(screen.getByLabelText(/^E-mail/), 'margaret@example.ca');
    await userEvent.selectOptions(screen.getByLabelText('Payout method'), 'e_transfer');
    const payoutEmail = screen.getByLabelText('e-Transfer e-mail');
    expect(payoutEmail).toHaveValue('margaret@example.ca');
    await userEvent.clear(payoutEmail);
    await userEvent.type(payoutEmail, 'ellis.payouts@example.ca');
    await userEvent.selectOptions(screen.getByLabelText('Payout method'), 'cheque');
    await userEvent.selectOptions(screen.getByLabelText('Payout method'), 'e_transfer');
    expect(screen.getByLabelText('e-Transfer e-mail')).toHaveValue('ellis.payouts@example.ca');
    const post = vi.spyOn(http, 'post').mockResolvedValue({ data: buildConsignorDetail() });
    await userEvent.click(screen.getByRole('button', { name: 'Create consignor' }));
    await vi.waitFor(() =>
      expect(post).toHaveBeenCalledWith(
        '/api/admin/consignors',
        expect.objectContaining({
          email: 'margaret@example.ca',
          payout_method: 'e_transfer',
          payout_email: 'ellis.payouts@example.ca',
        }),
        expect.anything(),
      ),
    );
  });
});

import type { CommissionProfileJson } from '@auction/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { responseError } from '../../../../test/axios-errors';
import { buildUser } from '../../../../test/factories';
import { renderRoutes } from '../../../../test/render-app';
import { stubGet } from '../../../../test/stub-get';
import { http } from '../../../lib/http/client';
import { CommissionProfilesPage } from './commission-profiles-page';

afterEach(() => vi.restoreAllMocks());

const estate: CommissionProfileJson = {
  id: '50000000-0000-4000-8000-000000000001',
  name: 'Standard estate',
  kind: 'sliding',
  tiers: [
    { from_cents: 0, rate_bp: 2_500 },
    { from_cents: 50_000, rate_bp: 2_000 },
  ],
  minimum_per_lot_cents: 1_000,
  lot_fee_cents: 200,
  photo_fee_cents: 150,
  unsold_fee_cents: 500,
  is_default: true,
  consignor_count: 3,
  updated_at: '2026-11-25T12:00:00.000Z',
};
const dealer: CommissionProfileJson = {
  ...estate,
  id: '50000000-0000-4000-8000-000000000002',
  name: 'Dealer',
  kind: 'flat',
  tiers: [{ from_cents: 0, rate_bp: 1_500 }],
  is_default: false,
  consignor_count: 0,
};

function renderProfiles(roles: ('Admin' | 'Staff')[] = ['Admin']) {
  stubGet({ '/api/admin/commission-profiles': { data: [estate, dealer] } });
  return renderRoutes([{ path: '/admin/commission-profiles', element: <CommissionProfilesPage /> }], {
    path: '/admin/commission-profiles',
    user: buildUser({ roles }),
  });
}

describe('CommissionProfilesPage', () => {
  it('lists the profiles in the admin table with their rates and fees, the default marked', async () => {
    renderProfiles();
    const table = await screen.findByRole('table', { name: 'Commission profiles' });
    const row = within(table)
      .getByRole('rowheader', { name: /Standard estate/ })
      .closest('tr');
    if (!row) throw new Error('no row');
    expect(within(row).getByText('Default')).toBeInTheDocument();
    expect(row.textContent).toContain('25% from $0.00, 20% from $500.00');
    expect(row.textContent).toContain('$10.00');
    expect(row.textContent).toContain('Lot $2.00Photo $1.50Unsold $5.00');
    expect(screen.queryByRole('button', { name: 'Set as default: Standard estate' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Set as default: Dealer' })).toBeInTheDocument();
  });

  it('shows Staff the terms without the buttons that change them', async () => {
    renderProfiles(['Staff']);
    await screen.findByRole('table', { name: 'Commission profiles' });
    expect(screen.getByText('Commission terms are changed by an Admin.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'New profile' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Edit/ })).not.toBeInTheDocument();
  });

  it('works out an incremental commission live, then saves the profile in cents and basis points', async () => {
    renderProfiles();
    await userEvent.click(await screen.findByRole('button', { name: 'New profile' }));
    const form = within(screen.getByRole('form', { name: 'New commission profile' }));
    const post = vi.spyOn(http, 'post').mockResolvedValue({ data: { ...dealer, name: 'Estates 2027' } });
    await userEvent.type(form.getByLabelText('Profile name'), 'Estates 2027');
    await userEvent.selectOptions(form.getByLabelText('Kind'), 'incremental');
    await userEvent.click(form.getByRole('button', { name: 'Add rate' }));
    await userEvent.type(form.getByLabelText('From ($), rate 2'), '500');
    await userEvent.type(form.getByLabelText('Rate (%), rate 2'), '20');
    const hammer = form.getByLabelText('Hammer price ($)');
    await userEvent.clear(hammer);
    await userEvent.type(hammer, '1200');
    // $500 at 25% + $700 at 20%; the same table sliding takes 20% of all of it.
    expect(form.getByTestId('calculated-commission')).toHaveTextContent('Commission $265.00');
    expect(form.getByText(/The same rates sliding: \$240\.00; incremental: \$265\.00\./)).toBeInTheDocument();

    await userEvent.type(form.getByLabelText(/^Minimum per lot/), '10');
    await userEvent.click(form.getByRole('button', { name: 'Save profile' }));
    await waitFor(() =>
      expect(post).toHaveBeenCalledWith('/api/admin/commission-profiles', {
        name: 'Estates 2027',
        kind: 'incremental',
        tiers: [
          { from_cents: 0, rate_bp: 2_500 },
          { from_cents: 50_000, rate_bp: 2_000 },
        ],
        minimum_per_lot_cents: 1_000,
        lot_fee_cents: 0,
        photo_fee_cents: 0,
        unsold_fee_cents: 0,
        is_default: false,
      }),
    );
  });

  it('says which rate is wrong before sending, and puts the server’s messages on the right box', async () => {
    renderProfiles();
    await userEvent.click(await screen.findByRole('button', { name: 'Edit Standard estate' }));
    const form = within(screen.getByRole('form', { name: 'Edit Standard estate' }));
    const put = vi.spyOn(http, 'put').mockRejectedValue(
      responseError(422, {
        message: 'The given data was invalid.',
        errors: { lot_fee_cents: ['The lot fee is too large.'] },
      }),
    );
    const rate = form.getByLabelText('Rate (%), rate 2');
    await userEvent.clear(rate);
    await userEvent.type(rate, '120');
    await userEvent.click(form.getByRole('button', { name: 'Save profile' }));
    expect(await form.findByText('The rate may not be more than 100%.')).toBeInTheDocument();
    expect(put).not.toHaveBeenCalled();

    await userEvent.clear(rate);
    await userEvent.type(rate, '20');
    await userEvent.click(form.getByRole('button', { name: 'Save profile' }));
    expect(await form.findByText('The lot fee is too large.')).toBeInTheDocument();
    expect(form.getByLabelText(/^Lot fee/)).toHaveAttribute('aria-invalid', 'true');
  });

  it('explains a refused delete in the dialog', async () => {
    renderProfiles();
    vi.spyOn(http, 'delete').mockRejectedValue(
      responseError(409, {
        message: '3 consignors are on “Standard estate”. Move them to another profile before deleting it.',
      }),
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Delete Standard estate' }));
    const dialog = within(screen.getByRole('dialog', { name: 'Delete Standard estate?' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Delete profile' }));
    expect(await dialog.findByText(/3 consignors are on “Standard estate”/)).toBeInTheDocument();
  });
});

import type { IncrementProfileJson } from '@auction/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { responseError } from '../../../../test/axios-errors';
import { buildUser } from '../../../../test/factories';
import { renderRoutes } from '../../../../test/render-app';
import { stubGet } from '../../../../test/stub-get';
import { http } from '../../../lib/http/client';
import { IncrementProfilesPage } from './increment-profiles-page';

afterEach(() => vi.restoreAllMocks());

const standard: IncrementProfileJson = {
  id: '40000000-0000-4000-8000-000000000001',
  name: 'North American standard',
  rows: [
    { from_amount: 0, increment: 1 },
    { from_amount: 50, increment: 2.5 },
    { from_amount: 100, increment: 5 },
  ],
  is_default: true,
};
const equipment: IncrementProfileJson = {
  id: '40000000-0000-4000-8000-000000000002',
  name: 'Heavy equipment',
  rows: [{ from_amount: 0, increment: 25 }],
  is_default: false,
};

function renderProfiles() {
  stubGet({ '/api/admin/increment-profiles': { data: [standard, equipment] } });
  return renderRoutes([{ path: '/admin/bid-increment-profiles', element: <IncrementProfilesPage /> }], {
    path: '/admin/bid-increment-profiles',
    user: buildUser({ roles: ['Staff'] }),
  });
}

const newProfileForm = () => screen.getByRole('form', { name: 'New increment profile' });

describe('IncrementProfilesPage', () => {
  it('lists the profiles with their rows and marks the default', async () => {
    renderProfiles();
    const card = (await screen.findByRole('heading', { name: 'North American standard' })).closest('section');
    if (!card) throw new Error('no card');
    expect(within(card).getByText('Default')).toBeInTheDocument();
    expect(within(card).getByRole('table').textContent).toContain('$50.00$2.50');
    expect(
      screen.queryByRole('button', { name: 'Set North American standard as default' }),
    ).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Set Heavy equipment as default' })).toBeInTheDocument();
  });

  it('refuses rows that do not start at $0 or do not ascend, then saves good rows in dollars', async () => {
    renderProfiles();
    await userEvent.click(await screen.findByRole('button', { name: 'New profile' }));
    const form = within(newProfileForm());
    const post = vi
      .spyOn(http, 'post')
      .mockResolvedValue({ data: { ...equipment, id: standard.id.replace('1', '9'), name: 'Art' } });
    await userEvent.type(form.getByLabelText('Profile name'), 'Art');
    await userEvent.click(form.getByRole('button', { name: 'Add row' }));
    await userEvent.click(form.getByRole('button', { name: 'Add row' }));
    const from = (row: number) => form.getByLabelText(`From ($), row ${row}`);
    const step = (row: number) => form.getByLabelText(`Increment ($), row ${row}`);
    await userEvent.clear(from(1));
    await userEvent.type(from(1), '5');
    await userEvent.type(from(2), '100');
    await userEvent.type(step(2), '10');
    await userEvent.type(from(3), '50');
    await userEvent.type(step(3), '0');
    await userEvent.click(form.getByRole('button', { name: 'Save profile' }));
    expect(await form.findByText('The first row must start from $0.00.')).toBeInTheDocument();
    expect(form.getByText('Row 3: the "from" amount must be higher than the row above.')).toBeInTheDocument();
    expect(form.getByText('The increment must be more than $0.00.')).toBeInTheDocument();
    expect(post).not.toHaveBeenCalled();

    await userEvent.clear(from(1));
    await userEvent.type(from(1), '0');
    await userEvent.click(form.getByRole('button', { name: 'Remove row 3' }));
    await userEvent.click(form.getByRole('button', { name: 'Save profile' }));
    expect(post).toHaveBeenCalledWith('/api/admin/increment-profiles', {
      name: 'Art',
      rows: [
        { from_amount: 0, increment: 1 },
        { from_amount: 100, increment: 10 },
      ],
      is_default: false,
    });
    await waitFor(() =>
      expect(screen.queryByRole('form', { name: 'New increment profile' })).not.toBeInTheDocument(),
    );
  });

  it('shows the server’s message on the row it names', async () => {
    renderProfiles();
    await userEvent.click(await screen.findByRole('button', { name: 'Edit Heavy equipment' }));
    const form = within(screen.getByRole('form', { name: 'Edit Heavy equipment' }));
    vi.spyOn(http, 'put').mockRejectedValue(
      responseError(422, {
        message: 'The data is not valid.',
        errors: { 'rows.0.increment': ['The increment must be more than $0.00.'] },
      }),
    );
    await userEvent.click(form.getByRole('button', { name: 'Save profile' }));
    expect(await form.findByText('The increment must be more than $0.00.')).toBeInTheDocument();
    expect(form.getByLabelText('Increment ($), row 1')).toHaveAttribute('aria-invalid', 'true');
  });

  it('makes another profile the default', async () => {
    renderProfiles();
    const put = vi.spyOn(http, 'put').mockResolvedValue({ data: { ...equipment, is_default: true } });
    await userEvent.click(await screen.findByRole('button', { name: 'Set Heavy equipment as default' }));
    expect(put).toHaveBeenCalledWith(`/api/admin/increment-profiles/${equipment.id}`, {
      name: 'Heavy equipment',
      rows: equipment.rows,
      is_default: true,
    });
  });
});

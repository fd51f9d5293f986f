import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AxiosError, type AxiosResponse } from 'axios';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildAdminUserDetail } from '../../../../test/admin-users/admin-user-factories';
import { buildUser } from '../../../../test/factories';
import { renderRoutes } from '../../../../test/render-app';
import { stubGet } from '../../../../test/stub-get';
import { http } from '../../../lib/http/client';
import { UserPage } from './user-page';

afterEach(() => vi.restoreAllMocks());

const user = buildAdminUserDetail();

function renderPage() {
  stubGet({ [`/api/admin/users/${user.id}`]: user });
  renderRoutes([{ path: '/admin/users/:userId', element: <UserPage /> }], {
    path: `/admin/users/${user.id}`,
    user: buildUser({ roles: ['Admin'] }),
  });
}

function refused(status: number, data: unknown): AxiosError {
  const error = new AxiosError('refused');
  error.response = { status, data } as AxiosResponse;
  return error;
}

describe('UserPage', () => {
  it('shows the profile, the latest bids and the audit trail in words', async () => {
    renderPage();
    expect(await screen.findByRole('heading', { level: 1, name: 'Gerald Bidder' })).toBeInTheDocument();
    expect(screen.getByText('Unverified')).toBeInTheDocument();
    expect(screen.getByText('Lot 12: Brass ship clock')).toBeInTheDocument();
    expect(screen.getByText('$45.00')).toBeInTheDocument();
    expect(screen.getByText('Registered')).toBeInTheDocument();
  });

  it('gives the Staff role and shows the roles saved', async () => {
    renderPage();
    const put = vi.spyOn(http, 'put').mockResolvedValue({ data: { ...user, roles: ['Staff', 'Bidder'] } });
    await userEvent.click(await screen.findByRole('checkbox', { name: /Staff/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Save roles' }));
    expect(put).toHaveBeenCalledWith(
      `/api/admin/users/${user.id}/roles`,
      { roles: ['Staff'] },
      expect.anything(),
    );
    expect(await screen.findByRole('checkbox', { name: /Staff/ })).toBeChecked();
  });

  it('disables with a reason, and shows the server’s plain refusal', async () => {
    renderPage();
    const post = vi
      .spyOn(http, 'post')
      .mockRejectedValueOnce(
        refused(409, { message: 'This is the last Admin. Give another user the Admin role first.' }),
      )
      .mockResolvedValueOnce({
        data: { ...user, status: 'disabled', disabled_at: '2026-11-03T15:00:00.000Z' },
      });
    await userEvent.click(await screen.findByRole('button', { name: 'Disable account…' }));
    await userEvent.click(screen.getByRole('button', { name: 'Disable account' }));
    expect(await screen.findByText('Give a reason of at least 3 characters.')).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText(/Reason for disabling/), 'Chargeback fraud');
    await userEvent.click(screen.getByRole('button', { name: 'Disable account' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('This is the last Admin.');
    await userEvent.click(screen.getByRole('button', { name: 'Disable account' }));
    expect(post).toHaveBeenLastCalledWith(
      `/api/admin/users/${user.id}/disable`,
      { reason: 'Chargeback fraud' },
      expect.anything(),
    );
    expect(await screen.findByText(/Disabled since Nov 3, 2026/)).toBeInTheDocument();
    expect(screen.getByText('Disabled since November 3, 2026')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Enable account' })).toBeInTheDocument();
  });

  it('erases only once the e-mail address is typed', async () => {
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Erase this person…' }));
    const erase = screen.getByRole('button', { name: 'Erase personal data' });
    expect(erase).toBeDisabled();
    await userEvent.type(screen.getByLabelText(`Type ${user.email} to confirm`), user.email);
    expect(erase).toBeEnabled();
  });
});

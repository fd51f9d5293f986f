import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildAdminUserDetail } from '../../../../test/admin-users/admin-user-factories';
import { buildUser } from '../../../../test/factories';
import { renderRoutes } from '../../../../test/render-app';
import { http } from '../../../lib/http/client';
import { UsersPage } from './users-page';

afterEach(() => vi.restoreAllMocks());

const flagged = { ...buildAdminUserDetail(), open_flags: 1, email_verified_at: '2026-10-01T12:00:00.000Z' };

describe('UsersPage', () => {
  it('lists accounts with their standing and sends the filters to the server', async () => {
    const get = vi.spyOn(http, 'get').mockResolvedValue({
      data: { data: [flagged], meta: { total: 1, page: 1, per_page: 20 } },
    });
    renderRoutes([{ path: '/admin/users', element: <UsersPage /> }], {
      path: '/admin/users',
      user: buildUser({ roles: ['Admin'] }),
    });
    expect(await screen.findByRole('link', { name: 'Gerald Bidder' })).toHaveAttribute(
      'href',
      `/admin/users/${flagged.id}`,
    );
    expect(screen.getByText('Non-payer')).toBeInTheDocument();
    await userEvent.selectOptions(screen.getByLabelText('Payment'), 'yes');
    await vi.waitFor(() =>
      expect(get).toHaveBeenLastCalledWith(
        '/api/admin/users',
        expect.objectContaining({ params: expect.objectContaining({ flagged: 'yes' }) }),
      ),
    );
  });
});

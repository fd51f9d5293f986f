import type { FloorRegistration } from '@auction/contracts';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildUser } from '../../../../test/factories';
import { renderRoutes } from '../../../../test/render-app';
import { stubGet } from '../../../../test/stub-get';
import { http } from '../../../lib/http/client';
import { FloorBuyers } from './floor-buyers';

afterEach(() => vi.restoreAllMocks());

const auctionId = '7a1c2b3d-0000-4c43-9d0b-3f1de2f0a100';
const registration: FloorRegistration = {
  id: '7a1c2b3d-0000-4c43-9d0b-3f1de2f0a101',
  auction_id: auctionId,
  paddle_number: 12,
  name: 'Gerry Boudrot',
  phone: '902-555-0100',
  email: '',
  address: {
    line1: '12 Ochterloney St',
    line2: '',
    city: 'Dartmouth',
    province: 'NS',
    postal_code: 'B2Y 1C3',
    country: 'CA',
  },
  id_checked: false,
  id_note: '',
  user_id: null,
  user_name: null,
  user_email: null,
  created_at: '2026-11-21T18:00:00.000Z',
};

describe('FloorBuyers', () => {
  it('corrects a floor registration with the desk form, sending the whole registration', async () => {
    const user = userEvent.setup();
    stubGet({ [`/api/admin/auctions/${auctionId}/floor-registrations`]: [registration] });
    renderRoutes([{ path: '/', element: <FloorBuyers auctionId={auctionId} /> }], {
      user: buildUser({ roles: ['Staff'] }),
    });
    const table = within(await screen.findByRole('table', { name: 'Floor buyers' }));
    await user.click(table.getByRole('button', { name: 'Edit paddle 12' }));
    const form = within(screen.getByRole('form', { name: 'Edit paddle 12' }));
    expect(form.getByLabelText('Name')).toHaveValue('Gerry Boudrot');
    await user.clear(form.getByLabelText('Name'));
    await user.type(form.getByLabelText('Name'), 'Gerald Boudrot');
    await user.click(form.getByLabelText('ID checked'));
    const patch = vi
      .spyOn(http, 'patch')
      .mockResolvedValue({ data: { ...registration, name: 'Gerald Boudrot', id_checked: true } });
    await user.click(form.getByRole('button', { name: 'Save changes' }));
    expect(patch).toHaveBeenCalledWith(`/api/admin/floor-registrations/${registration.id}`, {
      paddle_number: 12,
      name: 'Gerald Boudrot',
      phone: '902-555-0100',
      email: '',
      address: {
        line1: '12 Ochterloney St',
        line2: '',
        city: 'Dartmouth',
        province: 'NS',
        postal_code: 'B2Y 1C3',
        country: 'CA',
      },
      id_checked: true,
      id_note: '',
      user_id: null,
    });
    await vi.waitFor(() =>
      expect(screen.queryByRole('form', { name: 'Edit paddle 12' })).not.toBeInTheDocument(),
    );
  });
});

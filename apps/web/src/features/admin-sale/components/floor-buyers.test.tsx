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

  it('shows what a floor buyer owes of the sale’s deposit, and the desk records it', async () => {
    const user = userEvent.setup();
    const owing = {
      asked_cents: 30_000,
      paid_cents: 0,
      held_cents: 0,
      applied_cents: 0,
      refunded_cents: 0,
      to_refund_cents: 0,
      status: 'owing',
      entries: [],
    };
    stubGet({
      [`/api/admin/auctions/${auctionId}/floor-registrations`]: [registration],
      [`/api/admin/auctions/${auctionId}/registration-deposits`]: {
        data: [{ registration_id: registration.id, deposit: owing, card: null, waiting_for: [] }],
      },
    });
    renderRoutes([{ path: '/', element: <FloorBuyers auctionId={auctionId} /> }], {
      user: buildUser({ roles: ['Staff'] }),
    });
    const table = within(await screen.findByRole('table', { name: 'Floor buyers' }));
    expect(await table.findByText('Deposit owing: $300.00')).toBeInTheDocument();
    const post = vi.spyOn(http, 'post').mockResolvedValue({ data: undefined });
    await user.click(table.getByText('Record deposit', { selector: 'summary' }));
    const form = within(table.getByRole('form', { name: 'Deposit of Gerry Boudrot' }));
    await user.selectOptions(form.getByLabelText('Method'), 'debit');
    await user.click(form.getByRole('button', { name: 'Record deposit' }));
    expect(post).toHaveBeenCalledWith(
      `/api/admin/registrations/${registration.id}/deposits`,
      expect.objectContaining({ method: 'debit', amount_cents: 30_000 }),
    );
  });
});

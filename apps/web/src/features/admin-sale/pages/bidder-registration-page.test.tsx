import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildRegistration, saleAuction } from '../../../../test/admin-sale/sale-test-data';
import { responseError } from '../../../../test/axios-errors';
import { buildUser } from '../../../../test/factories';
import { renderRoutes } from '../../../../test/render-app';
import { stubGet } from '../../../../test/stub-get';
import { http } from '../../../lib/http/client';
import { BidderRegistrationPage } from './bidder-registration-page';

afterEach(() => vi.restoreAllMocks());

const anne = buildRegistration({ name: 'Anne Doucet', email: 'anne@example.ca', paddle_number: 7001 });
const ben = buildRegistration({
  name: 'Ben LeBlanc',
  email: 'ben@example.ca',
  paddle_number: 7002,
  status: 'approved',
  bidding_limit_cents: 250_000,
});
const cleo = buildRegistration({
  name: 'Cleo Roy',
  email: 'cleo@example.ca',
  paddle_number: 7003,
  status: 'rejected',
});

const everyone = [cleo, ben, anne];

/** Answers like the server: filtered by status and search, in paddle order, with the counts. */
function answer(params: Record<string, unknown>) {
  const q = String(params.q ?? '').toLowerCase();
  const data = everyone
    .filter((r) => !params.status || r.status === params.status)
    .filter((r) => !q || r.name.toLowerCase().includes(q) || String(r.paddle_number) === q)
    .sort((a, b) => a.paddle_number - b.paddle_number);
  const count = (status: string) => everyone.filter((r) => r.status === status).length;
  return {
    data,
    meta: { total: data.length, page: 1, per_page: 50 },
    counts: { all: 3, pending: count('pending'), approved: count('approved'), rejected: count('rejected') },
  };
}

function renderRegistrations() {
  const asked: Record<string, unknown>[] = [];
  stubGet({
    [`/api/admin/auctions/${saleAuction.id}`]: saleAuction,
    [`/api/admin/auctions/${saleAuction.id}/registrations`]: (params: Record<string, unknown>) => {
      asked.push(params);
      return answer(params);
    },
  });
  const view = renderRoutes(
    [{ path: '/admin/auctions/:auctionId/bidder-registration', element: <BidderRegistrationPage /> }],
    { path: `/admin/auctions/${saleAuction.id}/bidder-registration`, user: buildUser({ roles: ['Staff'] }) },
  );
  return { ...view, asked };
}

const bidder = (name: RegExp) => {
  const row = screen.getByRole('rowheader', { name }).closest('tr');
  if (!row) throw new Error('no row');
  return row;
};
const namesShown = () => screen.getAllByRole('rowheader').map((cell) => cell.textContent);

describe('BidderRegistrationPage', () => {
  it('lists registrations by paddle and filters them by status or search on the server', async () => {
    const { asked } = renderRegistrations();
    await screen.findByRole('table', { name: 'Registrations' });
    expect(namesShown()).toEqual([
      'Anne Doucetanne@example.ca',
      'Ben LeBlancben@example.ca',
      'Cleo Roycleo@example.ca',
    ]);
    expect(within(bidder(/Ben/)).getByLabelText('Bidding limit ($)')).toHaveValue('2500.00');
    expect(within(bidder(/Anne/)).getByText('Pending')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Pending (1)' }));
    await vi.waitFor(() => expect(screen.getAllByRole('rowheader')).toHaveLength(1));
    expect(asked.at(-1)).toMatchObject({ status: 'pending', sort: 'paddle_number', order: 'asc' });
    expect(screen.getByRole('button', { name: 'Pending (1)' })).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(screen.getByRole('button', { name: 'All (3)' }));
    await userEvent.type(
      screen.getByRole('searchbox', { name: 'Search bidders by name, e-mail or paddle' }),
      '7003{Enter}',
    );
    await vi.waitFor(() => expect(namesShown()).toEqual(['Cleo Roycleo@example.ca']));
    expect(asked.at(-1)).toMatchObject({ q: '7003' });
  }, 15_000);

  it('approves a pending bidder and rejects an approved one', async () => {
    renderRegistrations();
    await screen.findByRole('table', { name: 'Registrations' });
    const patch = vi.spyOn(http, 'patch').mockResolvedValue({ data: { ...anne, status: 'approved' } });
    expect(within(bidder(/Ben/)).queryByRole('button', { name: 'Approve' })).not.toBeInTheDocument();
    await userEvent.click(within(bidder(/Anne/)).getByRole('button', { name: 'Approve' }));
    expect(patch).toHaveBeenCalledWith(`/api/admin/registrations/${anne.id}`, { status: 'approved' });
    await userEvent.click(within(bidder(/Ben/)).getByRole('button', { name: 'Reject' }));
    expect(patch).toHaveBeenLastCalledWith(`/api/admin/registrations/${ben.id}`, { status: 'rejected' });
  });

  it('saves a paddle and a bidding limit in cents, and shows a taken paddle on the field', async () => {
    renderRegistrations();
    await screen.findByRole('table', { name: 'Registrations' });
    const card = within(bidder(/Anne/));
    const patch = vi.spyOn(http, 'patch').mockRejectedValueOnce(
      responseError(422, {
        message: 'The data is not valid.',
        errors: { paddle_number: ['Another bidder in this auction has this paddle.'] },
      }),
    );
    await userEvent.clear(card.getByLabelText('Paddle number'));
    await userEvent.type(card.getByLabelText('Paddle number'), '7002');
    await userEvent.type(card.getByLabelText('Bidding limit ($)'), '1,500.5');
    await userEvent.click(card.getByRole('button', { name: 'Save' }));
    expect(patch).toHaveBeenCalledWith(`/api/admin/registrations/${anne.id}`, {
      paddle_number: 7002,
      bidding_limit_cents: 150_050,
    });
    expect(await card.findByText('Another bidder in this auction has this paddle.')).toBeInTheDocument();
    expect(card.getByLabelText('Paddle number')).toHaveAttribute('aria-invalid', 'true');
  });

  it('refuses a paddle that is not a whole number or a limit that is not dollars, sending nothing', async () => {
    renderRegistrations();
    await screen.findByRole('table', { name: 'Registrations' });
    const patch = vi.spyOn(http, 'patch');
    const card = within(bidder(/Anne/));
    await userEvent.clear(card.getByLabelText('Paddle number'));
    await userEvent.type(card.getByLabelText('Paddle number'), '70a');
    await userEvent.type(card.getByLabelText('Bidding limit ($)'), '12.345');
    await userEvent.click(card.getByRole('button', { name: 'Save' }));
    expect(await card.findByText('The paddle number must be a whole number.')).toBeInTheDocument();
    expect(
      card.getByText(
        'Enter the bidding limit in dollars, like 2500 or 2500.50, or leave it blank for no limit.',
      ),
    ).toBeInTheDocument();
    expect(patch).not.toHaveBeenCalled();
  });
});

import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { http } from '../../../lib/http/client';
import { responseError } from '../../../test/axios-errors';
import { buildUser } from '../../../test/factories';
import { renderRoutes } from '../../../test/render-app';
import { stubGet } from '../../../test/stub-get';
import { buildRegistration, saleAuction } from '../sale-test-data';
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

function renderRegistrations() {
  stubGet({
    [`/api/admin/auctions/${saleAuction.id}`]: saleAuction,
    [`/api/admin/auctions/${saleAuction.id}/registrations`]: { data: [cleo, ben, anne] },
  });
  return renderRoutes(
    [{ path: '/admin/auctions/:auctionId/bidder-registration', element: <BidderRegistrationPage /> }],
    { path: `/admin/auctions/${saleAuction.id}/bidder-registration`, user: buildUser({ roles: ['Staff'] }) },
  );
}

const bidder = (name: RegExp) => screen.getByRole('article', { name });

describe('BidderRegistrationPage', () => {
  it('lists registrations by paddle and filters them by status or search', async () => {
    renderRegistrations();
    const list = await screen.findByRole('list', { name: 'Registrations' });
    expect(
      within(list)
        .getAllByRole('article')
        .map((item) => item.getAttribute('aria-label')),
    ).toEqual([
      'Anne Doucet (anne@example.ca)',
      'Ben LeBlanc (ben@example.ca)',
      'Cleo Roy (cleo@example.ca)',
    ]);
    expect(within(bidder(/Ben/)).getByLabelText('Bidding limit ($)')).toHaveValue('2500.00');
    expect(within(bidder(/Anne/)).getByText('Pending')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Pending (1)' }));
    expect(screen.getAllByRole('article')).toHaveLength(1);
    expect(screen.getByRole('button', { name: 'Pending (1)' })).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(screen.getByRole('button', { name: 'All (3)' }));
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search bidders' }), '7003');
    expect(screen.getAllByRole('article').map((item) => item.getAttribute('aria-label'))).toEqual([
      'Cleo Roy (cleo@example.ca)',
    ]);
  });

  it('approves a pending bidder and rejects an approved one', async () => {
    renderRegistrations();
    await screen.findByRole('list', { name: 'Registrations' });
    const patch = vi.spyOn(http, 'patch').mockResolvedValue({ data: { ...anne, status: 'approved' } });
    expect(within(bidder(/Ben/)).queryByRole('button', { name: 'Approve' })).not.toBeInTheDocument();
    await userEvent.click(within(bidder(/Anne/)).getByRole('button', { name: 'Approve' }));
    expect(patch).toHaveBeenCalledWith(`/api/admin/registrations/${anne.id}`, { status: 'approved' });
    await userEvent.click(within(bidder(/Ben/)).getByRole('button', { name: 'Reject' }));
    expect(patch).toHaveBeenLastCalledWith(`/api/admin/registrations/${ben.id}`, { status: 'rejected' });
  });

  it('saves a paddle and a bidding limit in cents, and shows a taken paddle on the field', async () => {
    renderRegistrations();
    await screen.findByRole('list', { name: 'Registrations' });
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
    await screen.findByRole('list', { name: 'Registrations' });
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

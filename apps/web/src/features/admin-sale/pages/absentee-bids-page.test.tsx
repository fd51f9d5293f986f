import type { PhoneBidder, StaffAbsenteeBid } from '@auction/contracts';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { saleAuction } from '../../../../test/admin-sale/sale-test-data';
import { responseError } from '../../../../test/axios-errors';
import { buildUser } from '../../../../test/factories';
import { renderRoutes } from '../../../../test/render-app';
import { stubGet } from '../../../../test/stub-get';
import { http } from '../../../lib/http/client';
import { AbsenteeBidsPage } from './absentee-bids-page';

afterEach(() => vi.restoreAllMocks());

const online: StaffAbsenteeBid = {
  lot_id: '30000000-0000-4000-8000-000000000001',
  lot_number: '3',
  lot_title: 'Mantel Clock',
  paddle: 7001,
  bidder_name: 'Anne Doucet',
  max_bid: 150,
  placed_at: '2026-11-28T15:00:00.000Z',
  entered_by: null,
};
const paper: StaffAbsenteeBid = {
  ...online,
  lot_number: '12A',
  lot_title: 'Hooked Rug',
  paddle: 7002,
  bidder_name: 'Ben LeBlanc',
  max_bid: 210,
  entered_by: 'Dana Clerk',
};

const claire: PhoneBidder = {
  registration_id: '40000000-0000-4000-8000-000000000001',
  paddle: 7003,
  bidder_name: 'Claire Robichaud',
  phone: '902-555-0142',
  lot_numbers: ['1', '3'],
  line_staff: 'Dana',
};
let phones: PhoneBidder[] = [];

function renderPage() {
  let bids = [online];
  phones = [];
  stubGet({
    [`/api/admin/auctions/${saleAuction.id}`]: { ...saleAuction, type: 'live' },
    [`/api/admin/auctions/${saleAuction.id}/absentee-bids`]: () => ({ data: bids }),
    [`/api/admin/auctions/${saleAuction.id}/phone-bidders`]: () => ({ data: phones }),
  });
  renderRoutes([{ path: '/admin/auctions/:auctionId/absentee-bids', element: <AbsenteeBidsPage /> }], {
    path: `/admin/auctions/${saleAuction.id}/absentee-bids`,
    user: buildUser({ roles: ['Staff'] }),
  });
  return { add: (bid: StaffAbsenteeBid) => (bids = [...bids, bid]) };
}

describe('AbsenteeBidsPage', () => {
  it('lists the maxima left online and on paper, and keys in one from a form, keeping the paddle for the next line', async () => {
    const { add } = renderPage();
    const table = await screen.findByRole('table', { name: 'Absentee bids' });
    expect(within(table).getByRole('row', { name: /Mantel Clock/ })).toHaveTextContent(
      '7001Anne Doucet$150.00Online',
    );
    const post = vi.spyOn(http, 'post').mockImplementation(async () => {
      add(paper);
      return { data: paper };
    });
    const user = userEvent.setup();
    const form = within(screen.getByRole('form', { name: 'Key in a paper absentee bid' }));
    await user.type(form.getByLabelText('Paddle'), '7002');
    await user.type(form.getByLabelText('Lot number'), '12a');
    await user.type(form.getByLabelText('Maximum ($)'), '210');
    await user.click(form.getByRole('button', { name: 'Enter the bid' }));
    expect(post).toHaveBeenCalledWith(`/api/admin/auctions/${saleAuction.id}/absentee-bids`, {
      paddle: 7002,
      lot_number: '12a',
      amount: 210,
    });
    expect(await form.findByRole('status')).toHaveTextContent(
      "Entered paddle 7002's maximum of $210.00 on lot 12A; the bidder has been sent a confirmation.",
    );
    expect(await within(table).findByRole('row', { name: /Hooked Rug/ })).toHaveTextContent(
      'On paper, keyed in by Dana Clerk',
    );
    expect(form.getByLabelText('Paddle')).toHaveValue('7002');
    expect(form.getByLabelText('Lot number')).toHaveValue('');
  });

  it("shows the server's reason on the field it names", async () => {
    renderPage();
    await screen.findByRole('table', { name: 'Absentee bids' });
    vi.spyOn(http, 'post').mockRejectedValueOnce(
      responseError(422, {
        code: 'VALIDATION_FAILED',
        message: 'The request is not valid.',
        errors: {
          amount: ['The auctioneer calls $150 then $155 on this lot, not $152: enter one of those.'],
        },
      }),
    );
    const user = userEvent.setup();
    const form = within(screen.getByRole('form', { name: 'Key in a paper absentee bid' }));
    await user.type(form.getByLabelText('Paddle'), '7001');
    await user.type(form.getByLabelText('Lot number'), '3');
    await user.type(form.getByLabelText('Maximum ($)'), '152');
    await user.click(form.getByRole('button', { name: 'Enter the bid' }));
    expect(
      await screen.findByText(
        'The auctioneer calls $150 then $155 on this lot, not $152: enter one of those.',
      ),
    ).toBeInTheDocument();
  });

  it('sets up a phone bidder with the number, the lots and who takes the line, and lists them', async () => {
    renderPage();
    await screen.findByRole('table', { name: 'Absentee bids' });
    const put = vi.spyOn(http, 'put').mockImplementation(async () => {
      phones = [claire];
      return { data: claire };
    });
    const user = userEvent.setup();
    const form = within(screen.getByRole('form', { name: 'Set up a phone bidder' }));
    await user.type(form.getByLabelText('Paddle'), '7003');
    await user.type(form.getByLabelText('Number to call'), '902-555-0142');
    await user.type(form.getByLabelText(/^Lots wanted/), '3, 1');
    await user.type(form.getByLabelText('On the line'), 'Dana');
    await user.click(form.getByRole('button', { name: 'Save the phone bidder' }));
    expect(put).toHaveBeenCalledWith(`/api/admin/auctions/${saleAuction.id}/phone-bidders`, {
      paddle: 7003,
      phone: '902-555-0142',
      lot_numbers: ['3', '1'],
      line_staff: 'Dana',
    });
    expect(await form.findByRole('status')).toHaveTextContent(
      'Paddle 7003 will be called on 902-555-0142 by Dana.',
    );
    expect(await screen.findByRole('list', { name: 'Phone bidders' })).toHaveTextContent(
      'Paddle 7003 Claire Robichaud · 902-555-0142 · Dana on the line · lots 1, 3',
    );
  });
});

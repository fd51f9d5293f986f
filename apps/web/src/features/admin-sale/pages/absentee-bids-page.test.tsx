import type { StaffAbsenteeBid } from '@auction/contracts';
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

function renderPage() {
  let bids = [online];
  stubGet({
    [`/api/admin/auctions/${saleAuction.id}`]: { ...saleAuction, type: 'live' },
    [`/api/admin/auctions/${saleAuction.id}/absentee-bids`]: () => ({ data: bids }),
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
    await user.type(screen.getByLabelText('Paddle'), '7002');
    await user.type(screen.getByLabelText('Lot number'), '12a');
    await user.type(screen.getByLabelText('Maximum ($)'), '210');
    await user.click(screen.getByRole('button', { name: 'Enter the bid' }));
    expect(post).toHaveBeenCalledWith(`/api/admin/auctions/${saleAuction.id}/absentee-bids`, {
      paddle: 7002,
      lot_number: '12a',
      amount: 210,
    });
    expect(await screen.findByRole('status')).toHaveTextContent(
      "Entered paddle 7002's maximum of $210.00 on lot 12A; the bidder has been sent a confirmation.",
    );
    expect(await within(table).findByRole('row', { name: /Hooked Rug/ })).toHaveTextContent(
      'On paper, keyed in by Dana Clerk',
    );
    expect(screen.getByLabelText('Paddle')).toHaveValue('7002');
    expect(screen.getByLabelText('Lot number')).toHaveValue('');
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
    await user.type(screen.getByLabelText('Paddle'), '7001');
    await user.type(screen.getByLabelText('Lot number'), '3');
    await user.type(screen.getByLabelText('Maximum ($)'), '152');
    await user.click(screen.getByRole('button', { name: 'Enter the bid' }));
    expect(
      await screen.findByText(
        'The auctioneer calls $150 then $155 on this lot, not $152: enter one of those.',
      ),
    ).toBeInTheDocument();
  });
});

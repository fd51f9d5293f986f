import type { LotGroup, StaffLot } from '@auction/contracts';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { responseError } from '../../../../../test/axios-errors';
import { buildAuction, buildLot, page } from '../../../../../test/catalogue-factories';
import { buildUser } from '../../../../../test/factories';
import { renderRoutes } from '../../../../../test/render-app';
import { stubGet } from '../../../../../test/stub-get';
import { http } from '../../../../lib/http/client';
import { AdminAuctionLotsPage } from '../../pages/admin-auction-lots-page';

afterEach(() => vi.restoreAllMocks());

const sale = buildAuction({ type: 'live', status: 'scheduled', title: 'Bedford Basin Live Sale' });
const staffLot = (lotNumber: string, title: string, saleOrder: number): StaffLot => ({
  ...buildLot({ auction_id: sale.id, status: 'upcoming', lotNumber, title, sale_order: saleOrder }),
  reserve_cents: null,
  consignor_id: null,
  image_ids: [],
});
const clock = staffLot('1', 'Mantel Clock', 0);
const chair = staffLot('2', 'Oak chair', 1);
const table = staffLot('3', 'Oak table', 2);
const bench = staffLot('4', 'Oak bench', 3);
const asGroupLot = (lot: StaffLot) => ({ lot_id: lot.id, lot_number: lot.lotNumber, title: lot.title });
const oakSet: LotGroup = {
  id: '20000000-0000-4000-8000-000000000001',
  kind: 'choice',
  split_rule: null,
  lots: [chair, table, bench].map(asGroupLot),
};
const pair: LotGroup = {
  id: '20000000-0000-4000-8000-000000000002',
  kind: 'choice',
  split_rule: null,
  lots: [clock, chair].map(asGroupLot),
};
const together: LotGroup = { ...pair, kind: 'grouped', split_rule: 'estimate' };

function renderLots(groups: () => LotGroup[], auction = sale) {
  const get = stubGet({
    [`/api/admin/auctions/${auction.id}`]: auction,
    [`/api/admin/auctions/${auction.id}/lots`]: () => page([clock, chair, table, bench], 200),
    [`/api/admin/auctions/${auction.id}/lot-groups`]: () => ({ data: groups() }),
    '/api/categories': { data: [] },
  });
  renderRoutes([{ path: '/admin/auctions/:auctionId/lots', element: <AdminAuctionLotsPage /> }], {
    path: `/admin/auctions/${auction.id}/lots`,
    user: buildUser({ roles: ['Staff'] }),
  });
  return get;
}

const choiceLots = async () => within(await screen.findByRole('region', { name: 'Lots offered together' }));
const rowOf = (title: string) => within(screen.getByText(title).closest('tr') as HTMLElement);

describe("a live sale's choice lots", () => {
  it('lists the choices with their lots and marks their lots in the lot table', async () => {
    renderLots(() => [oakSet]);
    const section = await choiceLots();
    expect(
      section.getByText(/A choice lot is offered once: the winner picks one or more of its lots/),
    ).toBeInTheDocument();
    const item = (await section.findByText('Lots 2, 3, 4')).closest('li') as HTMLElement;
    expect(item).toHaveTextContent('Lots 2, 3, 4 (the winner picks) — Oak chair, Oak table, Oak bench');
    expect(within(item).getByRole('button', { name: 'Take apart lots 2, 3, 4' })).toBeEnabled();
    expect(await screen.findAllByText('Choice 2-4')).toHaveLength(3);
    expect(rowOf('Oak bench').getByText('Choice 2-4')).toBeInTheDocument();
    expect(rowOf('Mantel Clock').queryByText(/^Choice/)).not.toBeInTheDocument();
  });

  it('offers the named lots as a choice, clears the field and shows the new choice', async () => {
    const user = userEvent.setup();
    const post = vi.spyOn(http, 'post').mockResolvedValue({ data: pair });
    renderLots(() => (post.mock.calls.length > 0 ? [pair] : []));
    const section = await choiceLots();
    expect(await section.findByText('This sale has no lots offered together yet.')).toBeInTheDocument();
    expect(section.getByLabelText('Lots')).toHaveAccessibleDescription('e.g. 12-15 or 12, 14, 16');
    await user.type(section.getByLabelText('Lots'), '1-2');
    await user.click(section.getByRole('button', { name: 'Offer as a choice' }));
    expect(post).toHaveBeenCalledWith(
      `/api/admin/auctions/${sale.id}/lot-groups`,
      { kind: 'choice', lots: '1-2' },
      { silent: true },
    );
    expect(await section.findByText('Lots 1, 2')).toBeInTheDocument();
    expect(section.getByLabelText('Lots')).toHaveValue('');
    expect(await screen.findAllByText('Choice 1-2')).toHaveLength(2);
  });

  it('sells the named lots together for one hammer, split by estimate', async () => {
    const user = userEvent.setup();
    const post = vi.spyOn(http, 'post').mockResolvedValue({ data: together });
    renderLots(() => (post.mock.calls.length > 0 ? [together] : []));
    const section = await choiceLots();
    await user.type(section.getByLabelText('Lots'), '1-2');
    await user.selectOptions(section.getByLabelText('How they sell'), 'estimate');
    await user.click(section.getByRole('button', { name: 'Sell together' }));
    expect(post).toHaveBeenCalledWith(
      `/api/admin/auctions/${sale.id}/lot-groups`,
      { kind: 'grouped', split_rule: 'estimate', lots: '1-2' },
      { silent: true },
    );
    const item = (await section.findByText('Lots 1, 2')).closest('li') as HTMLElement;
    expect(item).toHaveTextContent('Lots 1, 2 (one hammer, split by estimate)');
    expect(await screen.findAllByText('Together 1-2')).toHaveLength(2);
  });

  it("puts the server's refusal of the lots under the field, and a started sale's above the form", async () => {
    const user = userEvent.setup();
    const post = vi
      .spyOn(http, 'post')
      .mockRejectedValueOnce(responseError(422, { errors: { lots: ['There is no lot 9 in this sale.'] } }))
      .mockRejectedValueOnce(
        responseError(409, { message: 'This sale has started: its lots are offered as they stand.' }),
      );
    renderLots(() => []);
    const section = await choiceLots();
    await user.click(section.getByRole('button', { name: 'Offer as a choice' }));
    expect(section.getByLabelText('Lots')).toHaveAccessibleDescription(
      /Name the lots, e\.g\. 12-15 or 12, 14, 16\./,
    );
    expect(post).not.toHaveBeenCalled();
    await user.type(section.getByLabelText('Lots'), '8-9');
    await user.click(section.getByRole('button', { name: 'Offer as a choice' }));
    await vi.waitFor(() =>
      expect(section.getByLabelText('Lots')).toHaveAccessibleDescription(/There is no lot 9 in this sale\./),
    );
    expect(section.getByLabelText('Lots')).toHaveFocus();
    expect(section.getByLabelText('Lots')).toHaveValue('8-9');
    await user.click(section.getByRole('button', { name: 'Offer as a choice' }));
    expect(await section.findByRole('alert')).toHaveTextContent(
      'This sale has started: its lots are offered as they stand.',
    );
  });

  it('takes a choice apart: its lots are offered one by one again', async () => {
    const user = userEvent.setup();
    const remove = vi.spyOn(http, 'delete').mockResolvedValue({ data: '' });
    renderLots(() => (remove.mock.calls.length > 0 ? [pair] : [oakSet, pair]));
    const section = await choiceLots();
    await user.click(await section.findByRole('button', { name: 'Take apart lots 2, 3, 4' }));
    expect(remove).toHaveBeenCalledWith(`/api/admin/auctions/${sale.id}/lot-groups/${oakSet.id}`);
    await vi.waitFor(() => expect(section.queryByText('Lots 2, 3, 4')).not.toBeInTheDocument());
    expect(section.getByText('Lots 1, 2')).toBeInTheDocument();
    expect(rowOf('Oak bench').queryByText(/^Choice/)).not.toBeInTheDocument();
  });

  it('offers no choice lots in a timed sale', async () => {
    const timed = { ...sale, type: 'timed' as const };
    const get = renderLots(() => [oakSet], timed);
    expect(await screen.findByText('Oak bench')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Lots offered together' })).not.toBeInTheDocument();
    expect(screen.queryByText(/^Choice/)).not.toBeInTheDocument();
    expect(get).not.toHaveBeenCalledWith(`/api/admin/auctions/${sale.id}/lot-groups`);
  });
});

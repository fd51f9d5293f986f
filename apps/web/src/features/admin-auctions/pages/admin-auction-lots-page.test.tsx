import type { StaffLot } from '@auction/contracts';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { responseError } from '../../../../test/axios-errors';
import { buildAuction, buildLot, page } from '../../../../test/catalogue-factories';
import { buildUser } from '../../../../test/factories';
import { renderRoutes } from '../../../../test/render-app';
import { stubGet } from '../../../../test/stub-get';
import { http } from '../../../lib/http/client';
import { AdminAuctionLotsPage } from './admin-auction-lots-page';

afterEach(() => vi.restoreAllMocks());

const auction = buildAuction({ status: 'draft', title: 'Timberlea Estate Auction' });
const staffLot = (overrides: Partial<StaffLot>): StaffLot => ({
  ...buildLot({ auction_id: auction.id, status: 'upcoming' }),
  reserve_cents: null,
  consignor_id: null,
  image_ids: [],
  ...overrides,
});
const saw = staffLot({ lotNumber: '1', title: 'Craftsman Table Saw', startingBid: 120, sale_order: 0 });
const bench = staffLot({
  lotNumber: '2',
  title: 'Oak Workbench',
  startingBid: 40,
  reserve_cents: 15_000,
  sale_order: 1,
});

function renderLots(lots: () => StaffLot[] = () => [bench, saw], sale = auction) {
  stubGet({
    [`/api/admin/auctions/${auction.id}`]: sale,
    [`/api/admin/auctions/${auction.id}/lots`]: () => page(lots(), 200),
    '/api/categories': { data: [] },
  });
  return renderRoutes(
    [
      { path: '/admin/auctions', element: <h1>All auctions page</h1> },
      { path: '/admin/auctions/:auctionId/lots', element: <AdminAuctionLotsPage /> },
    ],
    { path: `/admin/auctions/${auction.id}/lots`, user: buildUser({ roles: ['Staff'] }) },
  );
}

const lotOrder = () =>
  screen.getAllByRole('rowheader').map((cell) => within(cell).getByText(/^Lot \d+/).textContent);

describe('AdminAuctionLotsPage', () => {
  it('lists the lots in sale order with their prices', async () => {
    renderLots();
    expect(await screen.findByText('Craftsman Table Saw')).toBeInTheDocument();
    expect(lotOrder()).toEqual(['Lot 1', 'Lot 2']);
    const benchRow = within(screen.getByText('Oak Workbench').closest('tr') as HTMLElement);
    expect(benchRow.getByText('$40.00')).toBeInTheDocument();
    expect(benchRow.getByText('$150.00')).toBeInTheDocument();
  });

  it('adds a lot with the next number, the starting bid in dollars and the reserve in cents', async () => {
    const user = userEvent.setup();
    const chest = staffLot({ lotNumber: '3', title: 'Snap-on Tool Chest', sale_order: 2 });
    const post = vi.spyOn(http, 'post').mockResolvedValue({ data: chest });
    renderLots(() => (post.mock.calls.length > 0 ? [bench, saw, chest] : [bench, saw]));
    await user.click(await screen.findByRole('button', { name: 'Add lot' }));
    expect(screen.getByLabelText('Lot number')).toHaveValue('3');
    await user.click(screen.getByRole('button', { name: 'Save lot' }));
    expect(screen.getByLabelText('Lot title')).toHaveAccessibleDescription(
      'The title must be at least 2 characters.',
    );
    expect(screen.getByLabelText('Starting bid ($)')).toHaveAccessibleDescription(
      'The starting bid is required.',
    );
    expect(post).not.toHaveBeenCalled();
    await user.type(screen.getByLabelText('Lot title'), 'Snap-on Tool Chest');
    await user.type(screen.getByLabelText('Starting bid ($)'), '250');
    await user.type(screen.getByLabelText(/^Reserve \(\$\)/), '1,000');
    await user.click(screen.getByRole('button', { name: 'Save lot' }));
    expect(post).toHaveBeenCalledWith(
      `/api/admin/auctions/${auction.id}/lots`,
      expect.objectContaining({
        lot_number: '3',
        title: 'Snap-on Tool Chest',
        startingBid: 250,
        reserve_cents: 100_000,
        quantity: 1,
        category_id: null,
        consignor_id: null,
      }),
    );
    expect(await screen.findByText('Snap-on Tool Chest')).toBeInTheDocument();
  });

  it('keeps the form open for the next lot after "Save and add another"', async () => {
    const user = userEvent.setup();
    const chest = staffLot({ lotNumber: '3', title: 'Snap-on Tool Chest', sale_order: 2 });
    const post = vi.spyOn(http, 'post').mockResolvedValue({ data: chest });
    renderLots(() => (post.mock.calls.length > 0 ? [bench, saw, chest] : [bench, saw]));
    await user.click(await screen.findByRole('button', { name: 'Add lot' }));
    await user.type(screen.getByLabelText('Lot title'), 'Snap-on Tool Chest');
    await user.type(screen.getByLabelText('Starting bid ($)'), '250');
    await user.click(screen.getByRole('button', { name: 'Save and add another' }));
    expect(await screen.findByText('Snap-on Tool Chest')).toBeInTheDocument();
    await vi.waitFor(() => expect(screen.getByLabelText('Lot number')).toHaveValue('4'));
    expect(screen.getByLabelText('Lot title')).toHaveValue('');
    expect(screen.getByRole('heading', { name: 'Add a lot' })).toHaveFocus();
  });

  it('puts a taken lot number from the server on its field', async () => {
    const user = userEvent.setup();
    vi.spyOn(http, 'put').mockRejectedValue(
      responseError(422, { errors: { lot_number: ['Lot 1 is already in this auction.'] } }),
    );
    renderLots();
    await user.click(await screen.findByRole('button', { name: 'Edit lot 2' }));
    expect(screen.getByLabelText(/^Reserve \(\$\)/)).toHaveValue('150');
    await user.clear(screen.getByLabelText('Lot number'));
    await user.type(screen.getByLabelText('Lot number'), '1');
    await user.click(screen.getByRole('button', { name: 'Save lot' }));
    expect(await screen.findByLabelText('Lot number')).toHaveAccessibleDescription(
      'Lot 1 is already in this auction.',
    );
    expect(screen.getByLabelText('Lot number')).toHaveFocus();
  });

  it('finds a lot by number or title words, and holds the order still meanwhile', async () => {
    const user = userEvent.setup();
    renderLots();
    await user.type(await screen.findByLabelText('Find a lot'), 'oak saw');
    expect(screen.getByText('No lot matches “oak saw”.')).toBeInTheDocument();
    await user.clear(screen.getByLabelText('Find a lot'));
    await user.type(screen.getByLabelText('Find a lot'), 'oak work');
    expect(lotOrder()).toEqual(['Lot 2']);
    expect(screen.getByRole('button', { name: 'Move lot 2 up' })).toBeDisabled();
    await user.clear(screen.getByLabelText('Find a lot'));
    await user.type(screen.getByLabelText('Find a lot'), '1');
    expect(lotOrder()).toEqual(['Lot 1']);
    await user.clear(screen.getByLabelText('Find a lot'));
    expect(lotOrder()).toEqual(['Lot 1', 'Lot 2']);
    expect(screen.getByRole('button', { name: 'Move lot 2 up' })).toBeEnabled();
  });

  it('holds the sale order once the auction is published', async () => {
    renderLots(undefined, { ...auction, status: 'scheduled' });
    expect(
      await screen.findByText(/The sale order is fixed once the auction is published/),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Move lot 2 up' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Add lot' })).toBeEnabled();
  });

  it('moves lots with buttons and saves the new order in one call', async () => {
    const user = userEvent.setup();
    const post = vi.spyOn(http, 'post').mockResolvedValue({ data: { message: 'The sale order is saved.' } });
    renderLots();
    await user.click(await screen.findByRole('button', { name: 'Move lot 2 up' }));
    expect(lotOrder()).toEqual(['Lot 2', 'Lot 1']);
    expect(screen.getByText('Lot 2 moved to position 1 of 2.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Move lot 2 down' })).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Save order' }));
    expect(post).toHaveBeenCalledWith(
      `/api/admin/auctions/${auction.id}/lots/reorder`,
      { lot_ids: [bench.id, saw.id] },
      { silent: false },
    );
  });

  it('asks before leaving with a changed sale order: Cancel keeps it, Leave goes', async () => {
    const user = userEvent.setup();
    renderLots();
    await user.click(await screen.findByRole('button', { name: 'Move lot 2 up' }));
    // Closing or reloading the tab gets the browser's own question.
    expect(window.dispatchEvent(new Event('beforeunload', { cancelable: true }))).toBe(false);
    await user.click(screen.getByRole('link', { name: 'All auctions' }));
    const dialog = screen.getByRole('dialog', { name: 'Leave without saving?' });
    expect(dialog).toHaveTextContent('You have changed the sale order.');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(lotOrder()).toEqual(['Lot 2', 'Lot 1']);
    expect(screen.getByRole('button', { name: 'Save order' })).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'All auctions' }));
    await user.click(
      within(screen.getByRole('dialog', { name: 'Leave without saving?' })).getByRole('button', {
        name: 'Leave',
      }),
    );
    expect(await screen.findByRole('heading', { name: 'All auctions page' })).toBeInTheDocument();
  });

  it('leaves without asking once the new sale order is saved or discarded', async () => {
    const user = userEvent.setup();
    vi.spyOn(http, 'post').mockResolvedValue({ data: { message: 'The sale order is saved.' } });
    renderLots();
    await user.click(await screen.findByRole('button', { name: 'Move lot 2 up' }));
    await user.click(screen.getByRole('button', { name: 'Discard order' }));
    expect(window.dispatchEvent(new Event('beforeunload', { cancelable: true }))).toBe(true);
    await user.click(screen.getByRole('button', { name: 'Move lot 2 up' }));
    await user.click(screen.getByRole('button', { name: 'Save order' }));
    await vi.waitFor(() =>
      expect(screen.queryByRole('button', { name: 'Save order' })).not.toBeInTheDocument(),
    );
    expect(window.dispatchEvent(new Event('beforeunload', { cancelable: true }))).toBe(true);
    await user.click(screen.getByRole('link', { name: 'All auctions' }));
    expect(await screen.findByRole('heading', { name: 'All auctions page' })).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('bulk-edits prices: checks each row, sends the changes at once, and shows refusals on their rows', async () => {
    const user = userEvent.setup();
    const post = vi
      .spyOn(http, 'post')
      .mockRejectedValue(
        responseError(422, { errors: { 'lots.1.reserve_cents': ['The reserve is too large.'] } }),
      );
    renderLots();
    await user.click(await screen.findByRole('button', { name: 'Edit prices' }));
    const sawStart = screen.getByLabelText('Starting bid for lot 1');
    await user.clear(sawStart);
    await user.type(sawStart, '0.5');
    await user.click(screen.getByRole('button', { name: 'Save prices' }));
    expect(sawStart).toHaveAccessibleDescription('The starting bid must be at least $1.00.');
    expect(post).not.toHaveBeenCalled();
    await user.clear(sawStart);
    await user.type(sawStart, '135');
    await user.clear(screen.getByLabelText('Reserve for lot 2'));
    await user.type(screen.getByLabelText('Reserve for lot 2'), '99999999');
    await user.click(screen.getByRole('button', { name: 'Save prices' }));
    expect(post).toHaveBeenCalledWith(
      `/api/admin/auctions/${auction.id}/lots/prices`,
      {
        lots: [
          { id: saw.id, startingBid: 135 },
          { id: bench.id, reserve_cents: 9_999_999_900 },
        ],
      },
      { silent: true },
    );
    expect(await screen.findByLabelText('Reserve for lot 2')).toHaveAccessibleDescription(
      'The reserve is too large.',
    );
  });
});

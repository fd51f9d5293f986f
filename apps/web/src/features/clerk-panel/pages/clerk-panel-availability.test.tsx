import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  auctionId,
  buildRoom,
  clerkAction,
  lotId,
  nextLotId,
  openClerkPanel,
  withoutRequestId,
} from '../../../../test/clerk-panel/clerk-panel-fixtures';

afterEach(() => vi.restoreAllMocks());

describe('Clerk panel: only what can apply', () => {
  it('disables what cannot apply with no lot open, saying why in the name, and its keys send nothing', async () => {
    const view = await openClerkPanel(buildRoom({ current_lot: null }));
    for (const label of ['Fair warning', 'Sold', 'Pass', 'Undo last bid']) {
      expect(screen.getByRole('button', { name: `${label} — no lot is on the block` })).toBeDisabled();
    }
    expect(screen.getByRole('button', { name: /^Reopen — only the last lot closed/ })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Next lot' })).toBeEnabled();
    await userEvent.keyboard('s');
    await userEvent.keyboard('u');
    expect(view.commands()).toEqual([]);
    expect(screen.getByRole('alert')).toHaveTextContent('No lot is on the block.');
    await userEvent.keyboard('n');
    expect(view.commands().map(withoutRequestId)).toEqual([clerkAction({ type: 'next_lot' })]);
  });

  it('disables Sold and Undo without a bid, and the hammer once the lot is sold', async () => {
    const open = buildRoom().current_lot!;
    const view = await openClerkPanel(
      buildRoom({ current_lot: { ...open, high_bid: null, bid_count: 0, bids: [] } }),
    );
    expect(
      screen.getByRole('button', { name: 'Sold — there is no bid to sell to: pass the lot or take a bid' }),
    ).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Undo last bid — there is no bid to undo' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Fair warning' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Pass' })).toBeEnabled();
    expect(
      screen.getByRole('button', { name: 'Next lot — lot 12 is still open: sell or pass it first' }),
    ).toBeDisabled();
    expect(screen.getByRole('button', { name: /^End sale — lot 12 is still open/ })).toBeDisabled();
    view.unmount();

    const sold = await openClerkPanel(
      buildRoom({
        current_lot: { ...open, status: 'sold' },
        results: [
          {
            lot_id: lotId,
            lot_number: '12',
            title: 'Maritime oil painting',
            outcome: 'sold',
            hammer_price: 95,
            source: 'floor',
            paddle: 14,
          },
        ],
      }),
    );
    for (const label of ['Fair warning', 'Sold', 'Pass', 'Undo last bid']) {
      expect(screen.getByRole('button', { name: `${label} — this lot is already sold` })).toBeDisabled();
    }
    expect(screen.getByRole('button', { name: 'Reopen' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Next lot' })).toBeEnabled();
    // No bid or asking price can be taken on a sold lot either.
    expect(screen.getByRole('button', { name: 'Enter floor bid' })).toBeDisabled();
    expect(screen.getByRole('textbox', { name: 'Asking price' })).toBeDisabled();
    await userEvent.keyboard('{ArrowUp}');
    expect(sold.commands()).toEqual([]);
    expect(screen.getByRole('alert')).toHaveTextContent('This lot is already sold.');
  });

  it('stops listing absentee bids on a lot once it is on the block and after it sold', async () => {
    const view = await openClerkPanel();
    const waiting = () => within(screen.getByRole('region', { name: 'Absentee bids waiting' }));
    expect(waiting().getByText('up to $180.00')).toBeInTheDocument();
    const event = (
      seq: number,
      body: { type: string; lot_id: string } & Record<string, unknown>,
      lot: Record<string, unknown>,
    ) => ({
      type: 'live_event',
      auction_id: auctionId,
      lot_id: body.lot_id,
      seq,
      timestamp: 0,
      payload: { event: { seq, server_time: 1_763_800_000_000 + seq, ...body }, sale_status: 'running', lot },
    });
    const next = { lot_id: nextLotId, starting_bid: 40, bid_count: 0, high_bid: null };
    view.realtime.emit(
      event(6, { type: 'lot_passed', lot_id: lotId }, { ...buildRoom().current_lot!, status: 'passed' }),
    );
    view.realtime.emit(
      event(
        7,
        {
          type: 'lot_opened',
          lot_id: nextLotId,
          starting_bid: 40,
          asking_price: 40,
          lot: { ...buildRoom().upcoming_lots[0]! },
        },
        { ...next, status: 'open', asking_price: 40 },
      ),
    );
    expect(await waiting().findByText('No absentee bids on the lots to come.')).toBeInTheDocument();
    view.realtime.emit(
      event(
        8,
        { type: 'lot_sold', lot_id: nextLotId, amount: 40, source: 'absentee', paddle: 7020 },
        { ...next, status: 'sold', asking_price: 45 },
      ),
    );
    expect(waiting().getByText('No absentee bids on the lots to come.')).toBeInTheDocument();
  });
});

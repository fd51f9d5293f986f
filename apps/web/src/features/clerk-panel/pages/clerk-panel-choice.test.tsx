import type { LiveChoice } from '@auction/contracts';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  auctionId,
  buildChoiceRoom,
  choiceLots,
  clerkAction,
  lotId,
  nextLotId,
  openClerkPanel,
  thirdLotId,
  withoutRequestId,
} from '../../../../test/clerk-panel/clerk-panel-fixtures';

afterEach(() => vi.restoreAllMocks());

const hammer = { seq: 5, amount: 95, source: 'floor' as const, paddle: 14, server_time: 1_763_800_000_000 };

/** An event of the choice on lot 12, with the standing it leaves. */
function choiceEvent(seq: number, event: Record<string, unknown>, choice: LiveChoice) {
  return {
    type: 'live_event',
    auction_id: auctionId,
    lot_id: lotId,
    seq,
    timestamp: 0,
    payload: {
      event: { seq, server_time: 1_763_800_001_000, ...event },
      sale_status: 'running',
      lot: {
        lot_id: lotId,
        starting_bid: 50,
        status: 'choosing',
        asking_price: 100,
        high_bid: hammer,
        bid_count: 1,
        choice,
      },
    },
  };
}

const allLots = choiceLots.map((lot) => lot.lot_id);
const offered: LiveChoice = {
  amount: 95,
  source: 'floor',
  paddle: 14,
  remaining_lot_ids: allLots,
  taken_lot_ids: [],
};
const choiceBox = () => within(screen.getByRole('region', { name: 'Choice at $95.00 per lot' }));

describe('Clerk panel: a choice lot', () => {
  it('names the lots of an open choice, then shows the choice once the hammer falls', async () => {
    const view = await openClerkPanel(buildChoiceRoom());
    const block = screen.getByRole('region', { name: 'Lot on the block' });
    expect(within(block).getByText('Choice of lots 12, 13, 14')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: /^Choice at/ })).not.toBeInTheDocument();
    view.realtime.emit(
      choiceEvent(
        6,
        { type: 'choice_offered', lot_id: lotId, amount: 95, source: 'floor', paddle: 14, lot_ids: allLots },
        offered,
      ),
    );
    expect(screen.getByRole('status', { name: 'Lot state' })).toHaveTextContent('Choosing');
    expect(choiceBox().getAllByRole('checkbox')).toHaveLength(3);
    expect(choiceBox().getByRole('checkbox', { name: 'Lot 14: Hooked rug' })).not.toBeChecked();
    expect(choiceBox().getByText('Leave empty for the buyer, paddle 14 (Floor).')).toBeInTheDocument();
  });

  it('takes the ticked lots for the paddle entered, or for the buyer with none', async () => {
    const view = await openClerkPanel(buildChoiceRoom(offered));
    const take = () => choiceBox().getByRole('button', { name: /^Take selected lots/ });
    expect(take()).toBeDisabled();
    expect(take()).toHaveAccessibleName('Take selected lots — pick at least one lot to take');
    await userEvent.click(choiceBox().getByRole('checkbox', { name: 'Lot 13: Pine blanket box' }));
    await userEvent.click(choiceBox().getByRole('checkbox', { name: 'Lot 14: Hooked rug' }));
    await userEvent.type(choiceBox().getByRole('textbox', { name: 'Paddle' }), '7012');
    await userEvent.click(take());
    expect(choiceBox().getByRole('textbox', { name: 'Paddle' })).toHaveValue('');
    expect(choiceBox().getByRole('checkbox', { name: 'Lot 13: Pine blanket box' })).not.toBeChecked();
    await userEvent.click(choiceBox().getByRole('checkbox', { name: 'Lot 12: Maritime oil painting' }));
    await userEvent.click(take());
    expect(view.commands().map(withoutRequestId)).toEqual([
      clerkAction({ type: 'take_choice', lot_ids: [nextLotId, thirdLotId], paddle: 7012 }),
      clerkAction({ type: 'take_choice', lot_ids: [lotId] }),
    ]);
    view.refuseLast('LOT_NOT_AVAILABLE', 'Lot 12 has already been taken.');
    expect(screen.getByRole('alert')).toHaveTextContent('Lot 12 has already been taken.');
  });

  it('passes the rest only once a lot was taken, and lists who took what', async () => {
    const view = await openClerkPanel(buildChoiceRoom(offered));
    const pass = () => choiceBox().getByRole('button', { name: /^Pass the rest/ });
    expect(pass()).toBeDisabled();
    expect(pass()).toHaveAccessibleName(
      'Pass the rest — the buyer at $95 takes at least one lot of lot 12 first, or reopen it',
    );
    view.realtime.emit(
      choiceEvent(
        6,
        { type: 'lot_sold', lot_id: nextLotId, amount: 95, source: 'floor', paddle: 14 },
        { ...offered, remaining_lot_ids: [lotId, thirdLotId], taken_lot_ids: [nextLotId] },
      ),
    );
    expect(choiceBox().getByText('Taken: lot 13 by paddle 14')).toBeInTheDocument();
    expect(choiceBox().queryByRole('checkbox', { name: 'Lot 13: Pine blanket box' })).not.toBeInTheDocument();
    expect(pass()).toBeEnabled();
    await userEvent.click(pass());
    expect(view.commands().map(withoutRequestId)).toEqual([clerkAction({ type: 'pass' })]);
  });

  it('keeps the hammer, the floor bid and the next lot shut while the buyer chooses, saying why', async () => {
    await openClerkPanel(buildChoiceRoom(offered));
    const why = 'the hammer has fallen: the buyer is choosing from this lot';
    expect(screen.getByRole('button', { name: `Sold — ${why}` })).toBeDisabled();
    expect(screen.getByRole('button', { name: `Fair warning — ${why}` })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Enter floor bid' })).toBeDisabled();
    expect(
      screen.getByRole('button', { name: /^Next lot — lot 12 is a choice still being taken/ }),
    ).toBeDisabled();
    const block = screen.getByRole('region', { name: 'Lot on the block' });
    expect(within(block).getByText('Per lot')).toBeInTheDocument();
  });
});

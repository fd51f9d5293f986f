import type { LiveSnapshot } from '@auction/contracts';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  auctionId,
  buildRoom,
  choiceLots,
  clerkAction,
  lotId,
  nextLotId,
  openClerkPanel,
  thirdLotId,
  withoutRequestId,
} from '../../../../test/clerk-panel/clerk-panel-fixtures';

afterEach(() => vi.restoreAllMocks());

/** Lots 12, 13 and 14 sold together as lot 12 (13 and 14 wait behind it). */
function groupedRoom(): LiveSnapshot {
  const room = buildRoom();
  const lot = room.current_lot as NonNullable<LiveSnapshot['current_lot']>;
  return buildRoom({
    current_lot: { ...lot, grouped_lots: choiceLots },
    upcoming_lots: choiceLots.slice(1).map((entry) => ({
      ...entry,
      description: '',
      image: null,
      starting_bid: 40,
      grouped_lots: choiceLots,
    })),
  });
}

const hammer = { seq: 5, amount: 95, source: 'floor' as const, paddle: 14, server_time: 1_763_800_000_000 };
const together = { lot_ids: [lotId, nextLotId, thirdLotId], hammer: 95 };

/** The hammer's `lot_sold` of one lot of the group, with the standing of lot 12 it leaves. */
function soldEvent(seq: number, id: string, amount: number, group?: typeof together) {
  return {
    type: 'live_event',
    auction_id: auctionId,
    lot_id: id,
    seq,
    timestamp: 0,
    payload: {
      event: {
        seq,
        server_time: 1_763_800_001_000,
        type: 'lot_sold',
        lot_id: id,
        amount,
        source: 'floor',
        paddle: 14,
        ...(group ? { group } : {}),
      },
      sale_status: 'running',
      lot: {
        lot_id: lotId,
        starting_bid: 50,
        status: 'sold',
        asking_price: 100,
        high_bid: hammer,
        bid_count: 1,
        together,
      },
    },
  };
}

describe('Clerk panel: a grouped lot', () => {
  it('names the lots sold together, sells them with one hammer and shows the whole of it and each lot’s part', async () => {
    const view = await openClerkPanel(groupedRoom());
    const block = within(screen.getByRole('region', { name: 'Lot on the block' }));
    expect(block.getByText('Lots 12, 13, 14 together: one hammer for all')).toBeInTheDocument();
    const lots = () => within(block.getByRole('list', { name: 'Lots sold together' }));
    expect(
      lots()
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Lot 12: Maritime oil painting', 'Lot 13: Pine blanket box', 'Lot 14: Hooked rug']);
    await userEvent.click(screen.getByRole('button', { name: /^Sold/ }));
    expect(view.commands().map(withoutRequestId)).toEqual([clerkAction({ type: 'sold' })]);

    view.realtime.emit(soldEvent(6, lotId, 31.67, together));
    view.realtime.emit(soldEvent(7, nextLotId, 31.67));
    view.realtime.emit(soldEvent(8, thirdLotId, 31.66));
    expect(screen.getByRole('status', { name: 'Lot state' })).toHaveTextContent('Sold');
    expect(block.getByText('Hammer for all')).toBeInTheDocument();
    expect(block.getByText('$95.00')).toBeInTheDocument();
    expect(
      lots()
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'Lot 12: Maritime oil paintingPart $31.67',
      'Lot 13: Pine blanket boxPart $31.67',
      'Lot 14: Hooked rugPart $31.66',
    ]);
  });
});

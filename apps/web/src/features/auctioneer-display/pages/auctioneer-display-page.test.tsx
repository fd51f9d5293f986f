import type { LiveBid } from '@auction/contracts';
import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  auctionId,
  bidAccepted,
  choiceLots,
  choiceRoom,
  liveEvent,
  lotId,
  testRoom,
} from '../../../../test/auctioneer-display/display-test-room';
import { buildUser } from '../../../../test/factories';
import { fakeRealtime } from '../../../../test/fake-realtime';
import { renderRoutes } from '../../../../test/render-app';
import { stubGet } from '../../../../test/stub-get';
import { flashMs } from '../hooks/use-internet-bid-flash';
import { AuctioneerDisplayPage } from './auctioneer-display-page';

const snapshotUrl = `/api/auctions/${auctionId}/live`;

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

function renderDisplay(answers: Record<string, unknown> = { [snapshotUrl]: testRoom() }) {
  const get = stubGet(answers);
  const realtime = fakeRealtime();
  const send = vi.spyOn(realtime.client, 'send');
  const path = `/admin/auctioneer-display/${auctionId}`;
  const view = renderRoutes(
    [{ path: '/admin/auctioneer-display/:auctionId', element: realtime.wrap(<AuctioneerDisplayPage />) }],
    { path, user: buildUser({ roles: ['Staff'] }) },
  );
  return { ...view, get, realtime, send };
}

const display = () => within(screen.getByRole('region', { name: 'Auctioneer display' }));
const region = (name: string) => within(display().getByRole('region', { name }));
const lotState = () => display().getByRole('status', { name: 'Lot state' });

function standing(status: string, high: LiveBid, count: number) {
  return { lot_id: lotId, status, starting_bid: 100, asking_price: 150, high_bid: high, bid_count: count };
}

describe('AuctioneerDisplayPage', () => {
  it('shows the lot on the block, the asking price, the state and the next lots, and joins the room', async () => {
    const { send } = renderDisplay();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Lot 12: Snap-on tool chest' }),
    ).toBeInTheDocument();
    expect(region('Asking price').getByText('$100')).toBeInTheDocument();
    expect(lotState()).toHaveTextContent('OPEN');
    expect(region('High bid').getByText('No bids yet')).toBeInTheDocument();
    expect(region('High bid').getByText('0 bids')).toBeInTheDocument();
    const next = region('Next lots').getAllByRole('listitem');
    expect(next.map((item) => item.textContent)).toEqual([
      'Lot 13Upcoming lot 13$50',
      'Lot 14Upcoming lot 14$100',
      'Lot 15Upcoming lot 15$150',
      'Lot 16Upcoming lot 16$200',
    ]);
    expect(send).toHaveBeenCalledWith({ type: 'join_auction', auctionId });
    // No admin sidebar or site header around it.
    expect(screen.queryByRole('complementary', { name: 'Admin sidebar' })).not.toBeInTheDocument();
  });

  it('flashes a new internet bid, not a floor bid, and lets the flash go', async () => {
    const { realtime } = renderDisplay();
    await screen.findByRole('heading', { level: 1, name: 'Lot 12: Snap-on tool chest' });
    vi.useFakeTimers();
    realtime.emit(bidAccepted(4, 100, 'internet', 7001, 1));
    expect(region('High bid').getByText('INTERNET 7001')).toBeInTheDocument();
    expect(region('Asking price').getByText('$125')).toBeInTheDocument();
    expect(display().getByRole('status', { name: 'New internet bid' })).toHaveTextContent(
      'New internet bid $100',
    );
    expect(display().getByRole('region', { name: 'High bid' })).toHaveAttribute('data-flash', 'internet');

    act(() => vi.advanceTimersByTime(flashMs));
    expect(display().getByRole('status', { name: 'New internet bid' })).toHaveTextContent('');
    expect(display().getByRole('region', { name: 'High bid' })).not.toHaveAttribute('data-flash');

    realtime.emit(bidAccepted(5, 125, 'floor', 42, 2));
    expect(region('High bid').getByText('FLOOR 42')).toBeInTheDocument();
    expect(region('High bid').getByText('2 bids')).toBeInTheDocument();
    expect(display().getByRole('status', { name: 'New internet bid' })).toHaveTextContent('');
  });

  it('flashes an internet bid that an absentee maximum answered at once', async () => {
    const { realtime } = renderDisplay();
    await screen.findByRole('heading', { level: 1, name: 'Lot 12: Snap-on tool chest' });
    realtime.emit(bidAccepted(4, 100, 'internet', 7001, 1));
    realtime.emit(bidAccepted(5, 125, 'absentee', 7002, 2));
    expect(region('High bid').getByText('ABSENTEE 7002')).toBeInTheDocument();
    expect(display().getByRole('status', { name: 'New internet bid' })).toHaveTextContent(
      'New internet bid $100',
    );
  });

  it('shows fair warning, then sold with the hammer price, and the clerk’s messages', async () => {
    const { realtime } = renderDisplay();
    await screen.findByRole('heading', { level: 1, name: 'Lot 12: Snap-on tool chest' });
    realtime.emit(bidAccepted(4, 125, 'floor', null, 1));
    const high = { seq: 4, amount: 125, source: 'floor' as const, paddle: null, server_time: 1 };
    realtime.emit(
      liveEvent(5, {
        event: { type: 'fair_warning', seq: 5, server_time: 5, lot_id: lotId },
        sale_status: 'running',
        lot: standing('fair_warning', high, 1),
      }),
    );
    expect(lotState()).toHaveTextContent('FAIR WARNING');
    realtime.emit(
      liveEvent(6, {
        event: { type: 'message_sent', seq: 6, server_time: 6, text: 'Last call on the tool chest' },
        sale_status: 'running',
        lot: standing('fair_warning', high, 1),
      }),
    );
    expect(region('Messages from the clerk').getByText('Last call on the tool chest')).toBeInTheDocument();
    realtime.emit(
      liveEvent(7, {
        event: {
          type: 'lot_sold',
          seq: 7,
          server_time: 7,
          lot_id: lotId,
          amount: 125,
          source: 'floor',
          paddle: null,
        },
        sale_status: 'running',
        lot: standing('sold', high, 1),
      }),
    );
    expect(lotState()).toHaveTextContent('SOLD $125');
    expect(region('Asking price').getByText('—')).toBeInTheDocument();
    expect(region('High bid').getByText('FLOOR')).toBeInTheDocument();
  });

  it('names the lots of a choice, then the price per lot and the lots left while the buyer chooses', async () => {
    const { realtime } = renderDisplay({ [snapshotUrl]: choiceRoom() });
    await screen.findByRole('heading', { level: 1, name: 'Lot 12: Snap-on tool chest' });
    expect(display().getByText('Choice of lots 12, 13, 14')).toBeInTheDocument();
    const high = { seq: 4, amount: 200, source: 'floor' as const, paddle: 42, server_time: 1 };
    const ids = choiceLots.map((lot) => lot.lot_id);
    const choice = { amount: 200, source: 'floor', paddle: 42, remaining_lot_ids: ids, taken_lot_ids: [] };
    const sale = { source: 'floor', paddle: 42, amount: 200 };
    realtime.emit(
      liveEvent(4, {
        event: { type: 'choice_offered', seq: 4, server_time: 4, lot_id: lotId, lot_ids: ids, ...sale },
        sale_status: 'running',
        lot: { ...standing('choosing', high, 1), choice },
      }),
    );
    expect(lotState()).toHaveTextContent('CHOICE AT $200 — 3 LEFT');
    expect(region('Lots left').getByText('12, 13, 14')).toBeInTheDocument();
    expect(display().queryByRole('region', { name: 'Asking price' })).not.toBeInTheDocument();
    realtime.emit(
      liveEvent(5, {
        event: { type: 'lot_sold', seq: 5, server_time: 5, lot_id: ids[1], ...sale },
        sale_status: 'running',
        lot: {
          ...standing('choosing', high, 1),
          choice: { ...choice, remaining_lot_ids: [ids[0], ids[2]], taken_lot_ids: [ids[1]] },
        },
      }),
    );
    expect(lotState()).toHaveTextContent('CHOICE AT $200 — 2 LEFT');
    expect(region('Lots left').getByText('12, 14')).toBeInTheDocument();
  });

  it('says a grouped lot’s lots sell together for one bid, then SOLD for the whole hammer with each lot’s part', async () => {
    const base = testRoom();
    const onBlock = base.current_lot as NonNullable<typeof base.current_lot>;
    const room = testRoom({
      current_lot: { ...onBlock, grouped_lots: choiceLots },
      upcoming_lots: base.upcoming_lots.map((entry, index) =>
        index < 2 ? { ...entry, grouped_lots: choiceLots } : entry,
      ),
    });
    const { realtime } = renderDisplay({ [snapshotUrl]: room });
    await screen.findByRole('heading', { level: 1, name: 'Lot 12: Snap-on tool chest' });
    expect(display().getByText('Lots 12, 13, 14 together — one bid for all')).toBeInTheDocument();
    expect(region('Next lots').getAllByRole('listitem')[0]).toHaveTextContent(
      'Lot 13Upcoming lot 13With lot 12',
    );
    const ids = choiceLots.map((lot) => lot.lot_id);
    const high = { seq: 4, amount: 600, source: 'floor' as const, paddle: 42, server_time: 1 };
    const together = { lot_ids: ids, hammer: 600 };
    const sold = (seq: number, lot: string | undefined, amount: number, group?: typeof together) =>
      liveEvent(seq, {
        event: {
          type: 'lot_sold',
          seq,
          server_time: seq,
          lot_id: lot,
          amount,
          source: 'floor',
          paddle: 42,
          ...(group ? { group } : {}),
        },
        sale_status: 'running',
        lot: { ...standing('sold', high, 1), together },
      });
    realtime.emit(sold(4, ids[0], 100, together));
    realtime.emit(sold(5, ids[1], 200));
    realtime.emit(sold(6, ids[2], 300));
    expect(lotState()).toHaveTextContent('SOLD $600');
    const shares = within(display().getByRole('list', { name: 'Lots sold together' }));
    expect(shares.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Lot 12Snap-on tool chest$100',
      'Lot 13Upcoming lot 13$200',
      'Lot 14Upcoming lot 14$300',
    ]);
  });

  it('fetches the snapshot again when it sees a gap, and shows only what the server confirmed', async () => {
    let calls = 0;
    const resynced = testRoom({ last_seq: 9, sale_status: 'paused' });
    const { realtime } = renderDisplay({
      [snapshotUrl]: () => {
        calls += 1;
        return calls === 1 ? testRoom() : resynced;
      },
    });
    await screen.findByRole('heading', { level: 1, name: 'Lot 12: Snap-on tool chest' });
    realtime.emit(bidAccepted(9, 500, 'internet', 7002, 1));
    // The event after a gap is not drawn; the snapshot is.
    await waitFor(() => expect(lotState()).toHaveTextContent('PAUSED'));
    expect(calls).toBe(2);
    expect(region('High bid').getByText('No bids yet')).toBeInTheDocument();
  });

  it('keeps trying when the server cannot be reached, and shows the sale once it answers', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    let calls = 0;
    renderDisplay({
      [snapshotUrl]: () => {
        calls += 1;
        if (calls === 1) throw new Error('Network Error');
        return testRoom();
      },
    });
    expect(await screen.findByRole('status')).toHaveTextContent(
      'The display cannot reach the server. Trying again…',
    );
    await act(async () => {
      await vi.advanceTimersByTimeAsync(3_000);
    });
    expect(calls).toBe(2);
    expect(screen.getByRole('heading', { level: 1, name: 'Lot 12: Snap-on tool chest' })).toBeInTheDocument();
  });

  it('says so when the auction has no live sale', async () => {
    renderDisplay({});
    expect(await screen.findByRole('heading', { name: 'No live sale here' })).toBeInTheDocument();
  });
});

import type { EventEnvelope } from '@auction/contracts';
import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { auctionId, lotId, testRoom } from '../../../../test/auctioneer-display/display-test-room';
import { buildUser } from '../../../../test/factories';
import { renderRoutes } from '../../../../test/render-app';
import { stubGet } from '../../../../test/stub-get';
import type { EventHandler, RealtimeClient, RealtimeSnapshot } from '../../../lib/realtime/realtime-client';
import { RealtimeContext } from '../../../lib/realtime/realtime-context';
import { AuctioneerDisplayPage } from '../pages/auctioneer-display-page';

afterEach(() => vi.restoreAllMocks());

/** A real-time client whose connection the test drops and restores. */
function switchableRealtime() {
  let snapshot: RealtimeSnapshot = { state: 'connected', authenticated: true };
  const listeners = new Set<() => void>();
  const handlers = new Set<EventHandler>();
  const send = vi.fn(() => true);
  const client = {
    getSnapshot: () => snapshot,
    onChange: (listener: () => void) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    subscribe: (_target: unknown, handler: EventHandler) => {
      handlers.add(handler);
      return () => handlers.delete(handler);
    },
    send,
  } as unknown as RealtimeClient;
  return {
    client,
    send,
    set(next: RealtimeSnapshot) {
      act(() => {
        snapshot = next;
        for (const listener of listeners) listener();
      });
    },
    emit(event: EventEnvelope) {
      act(() => {
        for (const handler of handlers) handler(event);
      });
    },
  };
}

describe('the display’s live feed', () => {
  it('joins the room again after a reconnect and takes the snapshot that answers it', async () => {
    stubGet({ [`/api/auctions/${auctionId}/live`]: testRoom() });
    const realtime = switchableRealtime();
    renderRoutes(
      [
        {
          path: '/admin/auctioneer-display/:auctionId',
          element: (
            <RealtimeContext value={realtime.client}>
              <AuctioneerDisplayPage />
            </RealtimeContext>
          ),
        },
      ],
      { path: `/admin/auctioneer-display/${auctionId}`, user: buildUser({ roles: ['Staff'] }) },
    );
    const display = within(await screen.findByRole('region', { name: 'Auctioneer display' }));
    expect(realtime.send).toHaveBeenCalledTimes(1);
    expect(display.getByRole('status', { name: 'Connection' })).toHaveTextContent('Live');

    realtime.set({ state: 'disconnected', authenticated: false });
    expect(display.getByRole('status', { name: 'Connection' })).toHaveTextContent('Reconnecting…');
    realtime.set({ state: 'connected', authenticated: true });
    expect(realtime.send).toHaveBeenCalledTimes(2);
    expect(realtime.send).toHaveBeenLastCalledWith({ type: 'join_auction', auctionId });

    // The `live_state` that answers the join replaces what the screen showed.
    const later = testRoom({ last_seq: 12 });
    later.current_lot = { ...later.current_lot!, status: 'fair_warning', lot_id: lotId };
    realtime.emit({
      type: 'live_state',
      auction_id: auctionId,
      lot_id: lotId,
      payload: later,
      timestamp: 1,
      seq: 12,
    });
    await waitFor(() =>
      expect(display.getByRole('status', { name: 'Lot state' })).toHaveTextContent('FAIR WARNING'),
    );
  });
});

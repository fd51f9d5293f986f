import type { LiveSnapshot } from '@auction/contracts';
import { configure, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildAuction } from '../../../../test/catalogue-factories';
import { buildUser } from '../../../../test/factories';
import { fakeRealtime } from '../../../../test/fake-realtime';
import {
  auctionId,
  choiceRoom,
  liveEvent,
  lotId,
  nextLotId,
  standing,
  testRoom,
  thirdLotId,
} from '../../../../test/live-room/live-room-test-room';
import { renderRoutes } from '../../../../test/render-app';
import { stubGet } from '../../../../test/stub-get';
import { http } from '../../../lib/http/client';
import { LiveRoomPage } from './live-room-page';

configure({ asyncUtilTimeout: 5_000 });
afterEach(() => vi.restoreAllMocks());

const snapshotUrl = `/api/auctions/${auctionId}/live`;
const auction = buildAuction({ id: auctionId, title: 'Harbourside Estate Sale', type: 'live' });

function renderRoom(room: LiveSnapshot = testRoom(), user = buildUser()) {
  const get = stubGet({ [snapshotUrl]: room, [`/api/auctions/${auctionId}`]: auction });
  const realtime = fakeRealtime();
  const view = renderRoutes(
    [{ path: '/auctions/:auctionId/live', element: realtime.wrap(<LiveRoomPage />) }],
    { path: `/auctions/${auctionId}/live`, user },
  );
  return { ...view, get, realtime };
}

const lotRegion = () => within(screen.getByRole('region', { name: 'Lot on the block' }));
/** Text of the lot as assistive technology reads it (the phone bar's repeat of it is hidden). */
const lotText = (text: string) =>
  lotRegion().getByText(text, { ignore: '[aria-hidden="true"] *, script, style' });
const bids = (realtime: ReturnType<typeof fakeRealtime>) =>
  realtime.sent.filter((message) => message.type === 'place_bid');

describe('LiveRoomPage', () => {
  it('joins the room and shows the lot, its asking price, the high bid and what comes next', async () => {
    const { realtime } = renderRoom();
    expect(await screen.findByRole('heading', { level: 2, name: 'Snap-on tool chest' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Live auction room' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Harbourside Estate Sale' })).toBeInTheDocument();
    expect(lotText('$325')).toBeInTheDocument();
    expect(lotText('$300 Floor')).toBeInTheDocument();
    expect(lotText('Open')).toHaveAttribute('role', 'status');
    expect(screen.getByText('Live')).toHaveAttribute('role', 'status');
    expect(screen.getByTestId('live-connection')).toHaveTextContent(/^Live$/);
    expect(screen.getByText('No video for this sale — bidding still works')).toBeInTheDocument();
    expect(screen.getByText('3 bidders online')).toBeInTheDocument();
    expect(
      within(screen.getByRole('region', { name: 'Upcoming lots' })).getByText('Lot 13: Oak roll-top desk'),
    ).toBeInTheDocument();
    expect(realtime.sent).toContainEqual({ type: 'join_auction', auctionId });
  });

  it('says "Connected", not a green "Live", beside "Not started"', async () => {
    renderRoom(testRoom({ sale_status: 'not_started', current_lot: null }));
    expect(await screen.findByText('Not started')).toBeInTheDocument();
    expect(screen.getByTestId('live-connection')).toHaveTextContent(/^Connected$/);
    expect(screen.queryByText('Live')).not.toBeInTheDocument();
  });

  it('shows a sold lot its hammer price, never an asking price, on the card and in the Bid bar', async () => {
    const sold = testRoom();
    const lot = sold.current_lot!;
    const hammer = { seq: 9, amount: 400, source: 'floor' as const, paddle: null, server_time: 1 };
    renderRoom({ ...sold, current_lot: { ...lot, status: 'sold', asking_price: 430, high_bid: hammer } });
    expect(await screen.findByText('Hammer price')).toBeInTheDocument();
    expect(screen.queryByText(/Asking/)).not.toBeInTheDocument();
    expect(screen.queryByText('$430')).not.toBeInTheDocument();
  });

  it('shows the clerk messages at their time in the house zone, with the zone', async () => {
    const at = Date.parse('2026-11-22T23:38:00.000Z');
    renderRoom(testRoom({ messages: [{ seq: 4, text: 'Lot 13 is next', server_time: at }] }));
    expect(await screen.findByText('Lot 13 is next')).toBeInTheDocument();
    expect(screen.getByText('7:38 p.m. AST')).toBeInTheDocument();
  });

  it('repeats the asking price and the high bid in the phone’s Bid bar, so the bar never hides them', async () => {
    renderRoom();
    const bid = await screen.findByRole('button', { name: 'Bid $325' });
    const bar = bid.closest('.fixed');
    if (!(bar instanceof HTMLElement)) throw new Error('no Bid bar');
    const repeated = within(bar).getByText(/^Asking/);
    expect(repeated).toHaveTextContent('Asking $325');
    expect(repeated.closest('[aria-hidden="true"]')).not.toBeNull();
    expect(within(bar).getByText(/^High/)).toHaveTextContent('High $300 Floor');
  });

  it('sends one bid at the asking price shown and holds the button until the answer', async () => {
    const user = userEvent.setup();
    const { realtime } = renderRoom();
    await user.click(await screen.findByRole('button', { name: 'Bid $325' }));
    expect(bids(realtime)).toEqual([
      { type: 'place_bid', lot_id: lotId, amount: 325, is_floor: false, request_id: expect.any(String) },
    ]);
    const button = screen.getByRole('button', { name: 'Bid $325' });
    expect(button).toBeDisabled();
    await user.click(button);
    expect(bids(realtime)).toHaveLength(1);

    const requestId = bids(realtime)[0]?.request_id as string;
    realtime.emit(
      liveEvent(
        6,
        {
          type: 'bid_accepted',
          lot_id: lotId,
          amount: 325,
          source: 'internet',
          paddle: 7012,
          asking_price: 350,
        },
        standing('open', 350, { seq: 6, amount: 325, source: 'internet', paddle: 7012 }, 3),
      ),
    );
    realtime.reply({
      type: 'live_ack',
      in_reply_to: 'place_bid',
      request_id: requestId,
      auction_id: auctionId,
      seqs: [6],
    });
    expect(lotText("You're the high bidder")).toBeInTheDocument();
    expect(lotText('$325 Internet (paddle 7012)')).toBeInTheDocument();
    // The leader does not bid against themselves.
    expect(screen.getByRole('button', { name: 'Bid $350' })).toBeDisabled();
    // The connection shows how long the event took from the server.
    expect(screen.getByTestId('live-connection')).toHaveTextContent(/^Live · \d+ ms$/);
  });

  it('never bids a stale amount: a refusal shows the server’s new price and the button moves to it', async () => {
    const user = userEvent.setup();
    const { realtime } = renderRoom();
    await user.click(await screen.findByRole('button', { name: 'Bid $325' }));
    realtime.emit(
      liveEvent(
        6,
        {
          type: 'bid_accepted',
          lot_id: lotId,
          amount: 325,
          source: 'floor',
          paddle: null,
          asking_price: 350,
        },
        standing('open', 350, { seq: 6, amount: 325, source: 'floor', paddle: null }, 3),
      ),
    );
    expect(screen.getByRole('button', { name: 'Bid $350' })).toBeDisabled();
    realtime.reply({
      type: 'error',
      code: 'STALE_ASKING_PRICE',
      message: 'The asking price has moved to $350.',
      in_reply_to: 'place_bid',
      request_id: bids(realtime)[0]?.request_id as string,
    });
    expect(screen.getByRole('alert')).toHaveTextContent('The asking price has moved to $350.');
    await user.click(screen.getByRole('button', { name: 'Bid $350' }));
    expect(bids(realtime).map((bid) => bid.type === 'place_bid' && bid.amount)).toEqual([325, 350]);
    realtime.reply({
      type: 'error',
      code: 'LOT_CLOSED',
      message: 'Lot 12 is already sold.',
      in_reply_to: 'place_bid',
      request_id: bids(realtime)[1]?.request_id as string,
    });
    expect(screen.getByRole('alert')).toHaveTextContent('Lot 12 is already sold.');
    // The next lot on the block starts without the last lot's refusal.
    realtime.emit(
      liveEvent(
        7,
        {
          type: 'lot_opened',
          lot_id: nextLotId,
          starting_bid: 200,
          asking_price: 200,
          lot: { ...testRoom().upcoming_lots[0] },
        },
        {
          lot_id: nextLotId,
          status: 'open',
          starting_bid: 200,
          asking_price: 200,
          high_bid: null,
          bid_count: 0,
        },
      ),
    );
    expect(await screen.findByRole('button', { name: 'Bid $200' })).toBeEnabled();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('follows the lot through fair warning, the hammer and the next lot, and says when the bidder is outbid', async () => {
    const mine = testRoom().current_lot!;
    const myBid = { seq: 5, amount: 300, source: 'internet' as const, paddle: 7012, server_time: 1 };
    const { realtime } = renderRoom(
      testRoom({
        current_lot: { ...mine, bids: [myBid], high_bid: myBid },
        viewer: { ...testRoom().viewer, is_high_bidder: true },
      }),
    );
    expect(await screen.findByText("You're the high bidder")).toBeInTheDocument();
    realtime.emit(
      liveEvent(
        6,
        {
          type: 'bid_accepted',
          lot_id: lotId,
          amount: 325,
          source: 'floor',
          paddle: null,
          asking_price: 350,
        },
        standing('open', 350, { seq: 6, amount: 325, source: 'floor', paddle: null }, 3),
      ),
    );
    expect(lotText('Outbid')).toBeInTheDocument();
    realtime.emit(
      liveEvent(
        7,
        { type: 'fair_warning', lot_id: lotId },
        standing('fair_warning', 350, { seq: 6, amount: 325, source: 'floor', paddle: null }, 3),
      ),
    );
    expect(lotText('Fair warning')).toBeInTheDocument();
    realtime.emit(
      liveEvent(
        8,
        { type: 'lot_sold', lot_id: lotId, amount: 325, source: 'floor', paddle: null },
        standing('sold', 350, { seq: 6, amount: 325, source: 'floor', paddle: null }, 3),
      ),
    );
    expect(lotText('Sold for $325')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Bidding closed' })).toBeDisabled();
    const sold = within(screen.getByRole('region', { name: 'Lots sold so far' }));
    expect(sold.getByText('Sold for $325')).toBeInTheDocument();
    realtime.emit(liveEvent(9, { type: 'message_sent', text: 'Lot 13 is next' }));
    expect(
      within(screen.getByRole('region', { name: 'Messages from the clerk' })).getByText('Lot 13 is next'),
    ).toBeInTheDocument();
  });

  it('fetches the room again when it sees a gap in the events', async () => {
    const { realtime, get } = renderRoom();
    await screen.findByRole('button', { name: 'Bid $325' });
    const before = get.mock.calls.filter(([url]) => url === snapshotUrl).length;
    realtime.emit(
      liveEvent(9, { type: 'fair_warning', lot_id: lotId }, standing('fair_warning', 325, null, 2)),
    );
    await vi.waitFor(() =>
      expect(get.mock.calls.filter(([url]) => url === snapshotUrl).length).toBe(before + 1),
    );
  });

  it('shows a dropped connection, then joins again and reads the room afresh when it is back', async () => {
    const { realtime, get } = renderRoom();
    await screen.findByRole('button', { name: 'Bid $325' });
    const snapshots = () => get.mock.calls.filter(([url]) => url === snapshotUrl).length;
    const joins = () => realtime.sent.filter((message) => message.type === 'join_auction').length;
    const before = snapshots();
    realtime.setAuthenticated(false);
    expect(screen.getByTestId('live-connection')).toHaveTextContent('Reconnecting…');
    realtime.setAuthenticated(true);
    expect(joins()).toBe(2);
    await vi.waitFor(() => expect(snapshots()).toBe(before + 1));
    expect(screen.getByTestId('live-connection')).toHaveTextContent(/^Live/);
  });

  it('lets an approved bidder leave an absentee maximum on a lot to come, not below its starting bid', async () => {
    const user = userEvent.setup();
    const put = vi
      .spyOn(http, 'put')
      .mockResolvedValue({ data: { lot_id: nextLotId, max_bid: 450 } } as never);
    renderRoom();
    await user.click(await screen.findByRole('button', { name: 'Leave max on lot 13' }));
    expect(
      screen.getByRole('button', { name: 'Close the maximum for lot 13', expanded: true }),
    ).toBeVisible();
    const field = screen.getByRole('textbox', { name: 'Your maximum for lot 13' });
    await user.type(field, '150');
    await user.click(screen.getByRole('button', { name: 'Save maximum for lot 13' }));
    expect(screen.getByRole('alert')).toHaveTextContent('at least the starting bid, $200.');
    expect(put).not.toHaveBeenCalled();
    await user.clear(field);
    await user.type(field, '$450');
    await user.click(screen.getByRole('button', { name: 'Save maximum for lot 13' }));
    expect(put).toHaveBeenCalledWith(
      `/api/lots/${nextLotId}/absentee-bid`,
      { amount: 450 },
      { silent: true },
    );
    expect(await screen.findByText(/Your maximum: \$450\./)).toBeInTheDocument();
  });

  it('sends a bidder to a choice’s first lot instead of a maximum on another lot of it', async () => {
    const base = testRoom();
    const upcoming = base.upcoming_lots[0] as LiveSnapshot['upcoming_lots'][number];
    const lead = { lot_id: '00000000-0000-4000-8000-000000000099', lot_number: '12', title: 'Pine chair' };
    const room = testRoom({
      upcoming_lots: [
        {
          ...upcoming,
          choice_lots: [lead, { lot_id: upcoming.lot_id, lot_number: '13', title: upcoming.title }],
        },
      ],
    });
    renderRoom(room);
    expect(
      await screen.findByText('Offered in the choice of lot 12: bid there, then pick it.'),
    ).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Leave max on lot 13' })).toBeNull();
  });

  it('asks guests to sign in and pending bidders to wait for approval, instead of a Bid button', async () => {
    const guest = testRoom({
      viewer: {
        ...testRoom().viewer,
        signed_in: false,
        registration_status: null,
        paddle: null,
        can_bid: false,
      },
    });
    const first = renderRoom(guest, null as never);
    expect(await screen.findByRole('link', { name: 'Sign in to bid' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Bid / })).not.toBeInTheDocument();
    first.unmount();
    vi.restoreAllMocks();

    renderRoom(
      testRoom({ viewer: { ...testRoom().viewer, registration_status: 'pending', can_bid: false } }),
    );
    expect(await screen.findByText('Waiting for approval')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Bid / })).not.toBeInTheDocument();
  });

  it('says a choice lot lets the winner pick, then shows who is choosing and what is left, with no Bid button', async () => {
    const first = renderRoom(choiceRoom());
    expect(
      await screen.findByText(
        'Choice: the winner picks from lots 12, 13 and 14, at the hammer price per lot.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Bid $325' })).toBeEnabled();
    first.unmount();
    vi.restoreAllMocks();

    renderRoom(choiceRoom({ remaining_lot_ids: [nextLotId, thirdLotId], taken_lot_ids: [lotId] }));
    expect(
      await screen.findByText('Sold at $200 per lot: the buyer is choosing. Left: lots 13, 14.'),
    ).toBeInTheDocument();
    expect(lotText('Want one at $200? Tell the clerk or the auctioneer.')).toHaveAttribute('role', 'status');
    expect(lotText('Hammer price per lot')).toBeInTheDocument();
    expect(screen.queryByText(/Asking/)).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Bid/ })).not.toBeInTheDocument();
  });

  it('says a grouped lot sells its lots together for one bid, then shows the whole hammer and each lot’s part', async () => {
    const base = testRoom();
    const onBlock = base.current_lot as NonNullable<LiveSnapshot['current_lot']>;
    const groupedLots = [
      { lot_id: lotId, lot_number: '12', title: 'Snap-on tool chest' },
      { lot_id: nextLotId, lot_number: '13', title: 'Oak roll-top desk' },
    ];
    const upcoming = base.upcoming_lots[0] as LiveSnapshot['upcoming_lots'][number];
    const room = testRoom({
      current_lot: { ...onBlock, grouped_lots: groupedLots },
      upcoming_lots: [{ ...upcoming, grouped_lots: groupedLots }],
    });
    const { realtime } = renderRoom(room);
    expect(await screen.findByText('Lots 12 and 13 together, one bid for all.')).toBeInTheDocument();
    const listed = within(lotRegion().getByRole('list', { name: 'Lots sold together' }));
    expect(listed.getByText('Lot 13: Oak roll-top desk')).toBeInTheDocument();
    expect(lotText('Asking price for all 2 lots')).toBeInTheDocument();
    expect(screen.getByText('Sold together with lot 12: bid there, one bid for all.')).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Leave max on lot 13' })).toBeNull();

    const hammer = { ...standing('sold', 325, { seq: 6, amount: 500, source: 'internet', paddle: 7005 }, 3) };
    const together = { lot_ids: [lotId, nextLotId], hammer: 500 };
    const sold = { amount: 0, source: 'internet', paddle: 7005 };
    realtime.emit(
      liveEvent(
        6,
        { type: 'lot_sold', lot_id: lotId, ...sold, amount: 312.5, group: together },
        {
          ...hammer,
          together,
        },
      ),
    );
    realtime.emit(
      liveEvent(7, { type: 'lot_sold', lot_id: nextLotId, ...sold, amount: 187.5 }, { ...hammer, together }),
    );
    expect(await screen.findByText('Sold together for $500: lots 12 and 13.')).toBeInTheDocument();
    expect(lotText('Hammer price for all 2 lots')).toBeInTheDocument();
    const shares = within(lotRegion().getByRole('list', { name: 'Lots sold together' }));
    expect(shares.getByText('$312.50')).toBeInTheDocument();
    expect(shares.getByText('$187.50')).toBeInTheDocument();
  });
});

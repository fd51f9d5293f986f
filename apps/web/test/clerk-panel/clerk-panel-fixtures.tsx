import type { Auction, ClientMessage, LiveChoice, LiveSnapshot, PhoneBidder } from '@auction/contracts';
import { screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { act } from 'react';
import { ClerkPanelPage } from '../../src/features/clerk-panel/pages/clerk-panel-page';
import type { RealtimeSnapshot, ReplyHandler } from '../../src/lib/realtime/realtime-client';
import { buildAuction } from '../catalogue-factories';
import { fakeRealtime } from '../fake-realtime';
import { renderRoutes } from '../render-app';
import { stubGet } from '../stub-get';

export const auctionId = '0b6a8f3e-2d1c-4c5b-9a7e-1f2e3d4c5b6a';
export const lotId = '7c1d2e3f-4a5b-4c6d-8e9f-0a1b2c3d4e5f';
export const nextLotId = '8d2e3f4a-5b6c-4d7e-9f0a-1b2c3d4e5f60';

/** A running sale with lot 12 on the block at $100 asking, one floor bid of $95 in. */
export function buildRoom(overrides: Partial<LiveSnapshot> = {}): LiveSnapshot {
  return {
    auction_id: auctionId,
    title: 'Harbourside Evening Sale',
    auction_status: 'live',
    video_url: null,
    sale_status: 'running',
    last_seq: 5,
    server_time: 1_763_800_000_000,
    current_lot: {
      lot_id: lotId,
      lot_number: '12',
      title: 'Maritime oil painting',
      description: 'Oil on board, Peggy’s Cove.',
      image: null,
      starting_bid: 50,
      status: 'open',
      asking_price: 100,
      high_bid: { seq: 5, amount: 95, source: 'floor', paddle: 14, server_time: 1_763_800_000_000 },
      bid_count: 1,
      bids: [{ seq: 5, amount: 95, source: 'floor', paddle: 14, server_time: 1_763_800_000_000 }],
    },
    upcoming_lots: [
      {
        lot_id: nextLotId,
        lot_number: '13',
        title: 'Pine blanket box',
        description: '',
        image: null,
        starting_bid: 40,
      },
    ],
    results: [],
    messages: [],
    presence: { online_bidders: 1, paddles: [7012] },
    viewer: {
      signed_in: true,
      is_clerk: true,
      registration_status: null,
      email_verified: true,
      paddle: null,
      can_bid: false,
      is_high_bidder: false,
    },
    clerk: {
      online_bidders: [{ paddle: 7012, name: 'Marie Comeau' }],
      absentee_bids: [{ lot_id: nextLotId, lot_number: '13', paddle: 7020, max_bid: 180 }],
      refused_after_hammer: [],
    },
    ...overrides,
  };
}

export const thirdLotId = '9e3f4a5b-6c7d-4e8f-8a1b-2c3d4e5f6071';

/** Lots 12, 13 and 14 offered as one choice, in sale order. */
export const choiceLots = [
  { lot_id: lotId, lot_number: '12', title: 'Maritime oil painting' },
  { lot_id: nextLotId, lot_number: '13', title: 'Pine blanket box' },
  { lot_id: thirdLotId, lot_number: '14', title: 'Hooked rug' },
];

/**
 * Lot 12 on the block as the choice of lots 12 to 14 (13 and 14 wait behind it). With `choice`,
 * the hammer has fallen at $95 per lot to floor paddle 14 and the buyer is choosing.
 */
export function buildChoiceRoom(choice?: Partial<LiveChoice>, overrides: Partial<LiveSnapshot> = {}) {
  const room = buildRoom();
  const lot = room.current_lot as NonNullable<LiveSnapshot['current_lot']>;
  const offered: LiveChoice = {
    amount: 95,
    source: 'floor',
    paddle: 14,
    remaining_lot_ids: choiceLots.map((entry) => entry.lot_id),
    taken_lot_ids: [],
    ...choice,
  };
  return buildRoom({
    current_lot: {
      ...lot,
      choice_lots: choiceLots,
      ...(choice ? { status: 'choosing' as const, choice: offered } : {}),
    },
    upcoming_lots: choiceLots.slice(1).map((entry) => ({
      ...entry,
      description: '',
      image: null,
      starting_bid: 40,
      choice_lots: choiceLots,
    })),
    ...overrides,
  });
}

/**
 * The clerk panel page with a fake socket that records what it sends and can answer it; another
 * page built on it (single-source mode) at its own route.
 */
export function renderClerkPanel(
  room: LiveSnapshot = buildRoom(),
  {
    increments,
    page = <ClerkPanelPage />,
    route = 'clerk-panel',
    phoneBidders = [],
  }: {
    increments?: Auction['increments'];
    page?: ReactNode;
    route?: string;
    phoneBidders?: PhoneBidder[];
  } = {},
) {
  const realtime = fakeRealtime();
  const sent: ClientMessage[] = [];
  const replies = new Set<ReplyHandler>();
  const listeners = new Set<() => void>();
  let snapshot: RealtimeSnapshot = { state: 'connected', authenticated: true };
  Object.assign(realtime.client, {
    getSnapshot: () => snapshot,
    onChange: (listener: () => void) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    send: (message: ClientMessage) => {
      sent.push(message);
      return true;
    },
    onReply: (handler: ReplyHandler) => {
      replies.add(handler);
      return () => replies.delete(handler);
    },
  });
  const get = stubGet({
    [`/api/admin/auctions/${auctionId}`]: buildAuction({
      id: auctionId,
      type: 'live',
      status: 'live',
      ...(increments && { increments }),
    }),
    [`/api/auctions/${auctionId}/live`]: room,
    [`/api/admin/auctions/${auctionId}/phone-bidders`]: { data: phoneBidders },
  });
  const wrap = (node: ReactNode) => realtime.wrap(node);
  const view = renderRoutes([{ path: `/admin/${route}/:auctionId`, element: wrap(page) }], {
    path: `/admin/${route}/${auctionId}`,
  });
  /** The socket drops (or comes back and signs in again), as the real client reports it. */
  const setConnection = (next: RealtimeSnapshot) =>
    act(() => {
      snapshot = next;
      for (const listener of listeners) listener();
    });
  /** The clerk's messages, without join_auction. */
  const commands = () => sent.filter((m) => m.type !== 'join_auction');
  /** Answers the last message sent with a refusal, as the server does. */
  const refuseLast = (code: string, message: string) => {
    const last = commands().at(-1) as { request_id?: string; type: string } | undefined;
    act(() => {
      for (const handler of replies)
        handler({
          type: 'error',
          code,
          message,
          request_id: last?.request_id,
          in_reply_to: last?.type,
          auction_id: auctionId,
        });
    });
  };
  return { ...view, realtime, sent, commands, refuseLast, get, setConnection };
}

/** Renders the clerk panel on a room and waits until it shows. */
export async function openClerkPanel(room = buildRoom()) {
  const view = renderClerkPanel(room);
  await screen.findByRole('region', { name: 'Clerk panel' });
  return view;
}

/** The wire message of a clerk action on the test auction. */
export const clerkAction = (a: unknown) => ({ type: 'clerk_action', auction_id: auctionId, action: a });

/** A message without its request id, to compare with what a test expects. */
export function withoutRequestId(message: ClientMessage): unknown {
  const { request_id: _id, ...rest } = message as ClientMessage & { request_id?: string };
  return rest;
}

/** Paddle 7012's internet bid of $100 on lot 12 (seq 6): the asking price moves to $105. */
export function internetBidEnvelope() {
  const bid = {
    seq: 6,
    amount: 100,
    source: 'internet' as const,
    paddle: 7012,
    server_time: 1_763_800_001_000,
  };
  return {
    bid,
    envelope: {
      type: 'live_event',
      auction_id: auctionId,
      lot_id: lotId,
      seq: 6,
      timestamp: 0,
      payload: {
        event: { type: 'bid_accepted', lot_id: lotId, asking_price: 105, ...bid },
        sale_status: 'running',
        lot: {
          lot_id: lotId,
          starting_bid: 50,
          bid_count: 2,
          status: 'open',
          asking_price: 105,
          high_bid: bid,
        },
      },
    },
  };
}

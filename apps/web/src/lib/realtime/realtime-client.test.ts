import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { RealtimeClient } from './realtime-client';

const auctionId = '3f2b8c1e-9a4d-4e7b-8c21-5d6f7a8b9c0d';
const lotId = '9a8b7c6d-1e2f-4a3b-8c4d-5e6f7a8b9c0d';

class FakeSocket {
  readyState = 0;
  sent: Record<string, unknown>[] = [];
  onopen: (() => void) | null = null;
  onmessage: ((event: { data: string }) => void) | null = null;
  onerror: (() => void) | null = null;
  onclose: ((event: { code: number }) => void) | null = null;
  constructor(readonly url: string) {}
  send(text: string) {
    this.sent.push(JSON.parse(text));
  }
  close() {
    this.readyState = 3;
  }
  open() {
    this.readyState = 1;
    this.onopen?.();
  }
  receive(message: object) {
    this.onmessage?.({ data: JSON.stringify(message) });
  }
  drop(code = 1006) {
    this.readyState = 3;
    this.onclose?.({ code });
  }
}

function setup() {
  const sockets: FakeSocket[] = [];
  const client = new RealtimeClient((url) => {
    const socket = new FakeSocket(url);
    sockets.push(socket);
    return socket as unknown as WebSocket;
  });
  client.connect('ws://localhost/api/ws');
  const last = () => sockets[sockets.length - 1]!;
  return { client, sockets, last };
}

const authenticated = { type: 'authenticated', user: null, timestamp: 1 };

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('RealtimeClient', () => {
  it('is connected on open but authenticated only after the server says so', () => {
    const { client, last } = setup();
    expect(client.getSnapshot().state).toBe('disconnected');
    last().open();
    expect(client.getSnapshot()).toEqual({ state: 'connected', authenticated: false });
    last().receive(authenticated);
    expect(client.getSnapshot()).toEqual({ state: 'connected', authenticated: true });
  });

  it('re-sends saved subscriptions 100 ms after authentication', () => {
    const { client, last } = setup();
    client.subscribe({ auctionId }, vi.fn());
    client.subscribe({ lotId }, vi.fn());
    last().open();
    last().receive(authenticated);
    expect(last().sent).toEqual([]);
    vi.advanceTimersByTime(100);
    expect(last().sent).toEqual([
      { type: 'subscribe_auction', auction_id: auctionId },
      { type: 'subscribe', lot_id: lotId },
    ]);
  });

  it('retries a failed subscription after 1 s', () => {
    const { client, last } = setup();
    last().open();
    last().receive(authenticated);
    vi.advanceTimersByTime(100);
    client.subscribe({ auctionId }, vi.fn());
    expect(last().sent).toEqual([{ type: 'subscribe_auction', auction_id: auctionId }]);
    last().sent = [];
    last().receive({
      type: 'error',
      message: 'Try again',
      code: 'X',
      in_reply_to: 'subscribe_auction',
      auction_id: auctionId,
    });
    vi.advanceTimersByTime(999);
    expect(last().sent).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(last().sent).toEqual([{ type: 'subscribe_auction', auction_id: auctionId }]);
  });

  it('answers ping with pong and drops messages while not connected', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { client, last } = setup();
    expect(client.send({ type: 'join_auction', auctionId })).toBe(false);
    expect(warn).toHaveBeenCalled();
    last().open();
    last().receive({ type: 'ping', timestamp: 42 });
    expect(last().sent).toEqual([{ type: 'pong', timestamp: 42 }]);
    warn.mockRestore();
  });

  it('routes events by auction and lot id', () => {
    const { client, last } = setup();
    const onAuction = vi.fn();
    const onLot = vi.fn();
    client.subscribe({ auctionId }, onAuction);
    client.subscribe({ lotId }, onLot);
    last().open();
    last().receive({
      type: 'bid_placed',
      auction_id: auctionId,
      lot_id: lotId,
      payload: {},
      timestamp: 1,
      seq: 3,
    });
    last().receive({ type: 'lot_updated', auctionId, lot_id: null, payload: {}, timestamp: 2, seq: 4 });
    expect(onAuction).toHaveBeenCalledTimes(2);
    expect(onLot).toHaveBeenCalledTimes(1);
  });

  it('hands live_ack and refusals of sent messages to reply handlers, not to event handlers', () => {
    const { client, last } = setup();
    const onAuction = vi.fn();
    const onReply = vi.fn();
    client.subscribe({ auctionId }, onAuction);
    const stop = client.onReply(onReply);
    last().open();
    const ack = {
      type: 'live_ack',
      in_reply_to: 'place_bid',
      request_id: 'bid-12345',
      auction_id: auctionId,
      seqs: [7],
    };
    last().receive(ack);
    const refusal = {
      type: 'error',
      code: 'STALE_ASKING_PRICE',
      message: 'The asking price has moved to $325.',
      in_reply_to: 'place_bid',
      request_id: 'bid-67890',
    };
    last().receive(refusal);
    expect(onReply.mock.calls.map(([reply]) => reply)).toEqual([ack, refusal]);
    expect(onAuction).not.toHaveBeenCalled();
    stop();
    last().receive(ack);
    expect(onReply).toHaveBeenCalledTimes(2);
  });

  it('hands session_expired to its listeners, not to reply or event handlers', () => {
    const { client, last } = setup();
    last().open();
    last().receive(authenticated);
    const expired = vi.fn();
    const replies = vi.fn();
    const events = vi.fn();
    client.onSessionExpired(expired);
    client.onReply(replies);
    client.subscribe({ auctionId }, events);
    last().receive({
      type: 'session_expired',
      message: 'Your session has expired. Please log in again.',
      timestamp: 2,
    });
    expect(expired).toHaveBeenCalledTimes(1);
    expect(replies).not.toHaveBeenCalled();
    expect(events).not.toHaveBeenCalled();
  });

  it('reconnects with a doubling delay', () => {
    const { client, sockets, last } = setup();
    last().open();
    last().drop();
    expect(client.getSnapshot().state).toBe('disconnected');
    vi.advanceTimersByTime(999);
    expect(sockets).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(sockets).toHaveLength(2);
    last().drop();
    vi.advanceTimersByTime(1_999);
    expect(sockets).toHaveLength(2);
    vi.advanceTimersByTime(1);
    expect(sockets).toHaveLength(3);
  });

  it('reconnects within half a second when a served socket hears the instance is restarting (1012)', () => {
    const { client, sockets, last } = setup();
    last().open();
    last().receive(authenticated);
    last().drop(1012);
    expect(client.getSnapshot()).toEqual({ state: 'disconnected', authenticated: false });
    vi.advanceTimersByTime(500);
    expect(sockets).toHaveLength(2);
    // Turned away by the stopping instance before it was served: the usual backoff, no hot loop.
    last().open();
    last().drop(1012);
    vi.advanceTimersByTime(999);
    expect(sockets).toHaveLength(2);
    vi.advanceTimersByTime(1);
    expect(sockets).toHaveLength(3);
  });

  it('warns when no ping arrived for over 60 s', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { last } = setup();
    last().open();
    vi.advanceTimersByTime(60_000);
    expect(warn).not.toHaveBeenCalled();
    vi.advanceTimersByTime(30_000);
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('stale'));
    warn.mockRestore();
  });
});

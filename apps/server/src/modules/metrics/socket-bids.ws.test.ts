import { describe, expect, it } from 'vitest';
import { buildBidder, buildSale } from '../../../test/bids/bid-test-sale';
import { answerOf, buildLiveSale, clerk, joinRoom } from '../../../test/live-sale/live-test-sale';
import { useSocketTestApp } from '../../../test/socket-test-app';
import { openSocket } from '../../../test/ws-client';

const lines: Record<string, unknown>[] = [];
const served = useSocketTestApp({
  env: { LOG_LEVEL: 'info' },
  deps: { logger: true, logStream: { write: (line) => lines.push(JSON.parse(line)) } },
});

const sample = async (series: string) => {
  const text = (await served.t.request({ method: 'GET', url: '/metrics' })).text;
  const line = text.split('\n').find((candidate) => candidate.startsWith(`${series} `));
  return line ? Number(line.slice(series.length + 1)) : 0;
};

describe('a bid over the socket', () => {
  it('is counted on the socket channel, with the open socket, and logged under its own request id', async () => {
    const { t } = served;
    const { auction, lot } = await buildSale(t);
    const anne = await buildBidder(t, auction);
    const socket = await openSocket(`${served.url}?token=${encodeURIComponent(anne.token)}`);
    await socket.nextOf('authenticated');
    expect(await sample('harbourside_open_sockets')).toBe(1);
    socket.send({ type: 'place_bid', lot_id: lot.id, amount: 50, request_id: 'socket-bid-1' });
    expect(await socket.nextOf('bid_result')).toMatchObject({
      request_id: 'socket-bid-1',
      is_high_bidder: true,
    });
    expect(await sample('harbourside_bids_accepted_total{channel="socket"}')).toBe(1);
    const accepted = lines.find(
      (line) => line.msg === 'bid accepted; its events published' && line.lotId === lot.id,
    );
    expect(accepted?.reqId).toMatch(/^[0-9a-f-]{36}$/);
    expect(accepted?.socketReqId).toEqual(expect.any(String));
    expect(accepted?.socketReqId).not.toBe(accepted?.reqId);
    expect(await sample('harbourside_fan_out_lag_seconds_count{source="local"}')).toBeGreaterThanOrEqual(1);
    socket.close();
    await socket.closed;
    await expect.poll(() => sample('harbourside_open_sockets')).toBe(0);
  });

  it('is counted on the live channel in a live sale, accepted or refused with its code', async () => {
    const { t } = served;
    const sale = await buildLiveSale(t, 1);
    const id = sale.auction.id;
    const lot = sale.lots[0];
    const abe = await buildBidder(t, sale.auction);
    const desk = await joinRoom(served.url, id, sale.clerkToken);
    const room = await joinRoom(served.url, id, abe.token);
    await clerk(desk.socket, id, 'next_lot');
    const before = await sample('harbourside_bid_acknowledgement_seconds_count{channel="live"}');
    room.socket.send({ type: 'place_bid', lot_id: lot?.id, amount: 1 });
    expect(await answerOf(room.socket)).toMatchObject({ type: 'error' });
    room.socket.send({ type: 'place_bid', lot_id: lot?.id, amount: lot ? lot.starting_bid_cents / 100 : 0 });
    expect(await answerOf(room.socket)).toMatchObject({ type: 'live_ack' });
    expect(await sample('harbourside_bids_accepted_total{channel="live"}')).toBe(1);
    const refusals = (await served.t.request({ method: 'GET', url: '/metrics' })).text
      .split('\n')
      .filter((line) => line.startsWith('harbourside_bids_refused_total{channel="live"'));
    expect(refusals).toHaveLength(1);
    expect(await sample('harbourside_bid_acknowledgement_seconds_count{channel="live"}')).toBe(before + 2);
    desk.socket.close();
    room.socket.close();
  });
});

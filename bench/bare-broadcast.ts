// The limit for the fan-out benchmark: a bare `ws` server that sends every connected client the
// same bid_placed envelope `BENCH_RATE` times a second for `BENCH_SECONDS`, stamped like the
// real hub (timestamp when it is published), serialised once per event.
import { WebSocketServer } from 'ws';

const rate = Number(process.env.BENCH_RATE ?? 20);
const seconds = Number(process.env.BENCH_SECONDS ?? 60);
const lotId = process.env.BENCH_LOT_ID ?? '00000000-0000-4000-8000-000000000000';
const server = new WebSocketServer({ port: Number(process.env.PORT), host: '127.0.0.1' });
await new Promise((resolve) => server.once('listening', resolve));
process.send?.({ type: 'listening' });

process.on('message', (message: { type: string }) => {
  if (message.type !== 'start') return;
  let sent = 0;
  const timer = setInterval(() => {
    sent += 1;
    const envelope = {
      type: 'bid_placed',
      auction_id: lotId,
      lot_id: lotId,
      payload: {
        lot_id: lotId,
        first_seq: sent * 2 - 1,
        current_bid: 100 + sent,
        bid_count: sent * 2,
        minimum_next_bid: 101 + sent,
        high_bidder_paddle: 7001 + (sent % 2),
        end_date: new Date(Date.now() + 86_400_000).toISOString(),
        reserve_met: true,
      },
      timestamp: Date.now(),
      seq: sent * 2,
    };
    const data = JSON.stringify(envelope);
    for (const client of server.clients) client.send(data);
    if (sent >= rate * seconds) {
      clearInterval(timer);
      process.send?.({ type: 'done', sent });
    }
  }, 1000 / rate);
});

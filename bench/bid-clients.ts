// Child process of bids.bench.ts: the WebSocket bidders, so the server and its clients do not
// share one event loop. Input as JSON in BENCH_INPUT; the result is sent back over IPC.
import WebSocket from 'ws';
import { type BidAnswer, minimumFromMessage, runBidLoad } from './bid-load';

interface Input {
  url: string;
  tokens: string[];
  lotIds: string[];
  total: number;
  runId: string;
  ratePerSecond?: number;
}

const input = JSON.parse(process.env.BENCH_INPUT ?? '{}') as Input;
const pending = new Map<string, (answer: BidAnswer) => void>();

type Message = {
  type: string;
  request_id?: string;
  minimum_next_bid?: number;
  code?: string;
  message?: string;
};

async function connect(token: string): Promise<WebSocket> {
  const socket = new WebSocket(`${input.url}?token=${encodeURIComponent(token)}`);
  await new Promise<void>((resolve, reject) => {
    socket.on('message', (data) => {
      const message = JSON.parse(String(data)) as Message;
      if (message.type === 'authenticated') resolve();
      if (message.type === 'ping') socket.send(JSON.stringify({ type: 'pong', timestamp: Date.now() }));
      if (message.type === 'error' && !message.request_id) {
        console.error(`bidder socket: ${message.code}: ${message.message}`);
      }
      const answer = message.request_id ? pending.get(message.request_id) : undefined;
      if (!answer || !message.request_id) return;
      pending.delete(message.request_id);
      if (message.type === 'bid_result') {
        answer({ accepted: true, minimumCents: Math.round((message.minimum_next_bid ?? 0) * 100) });
      } else {
        const minimumCents = minimumFromMessage(message.message ?? '');
        answer({
          accepted: false,
          code: message.code ?? message.type,
          ...(minimumCents ? { minimumCents } : {}),
        });
      }
    });
    socket.once('error', reject);
  });
  return socket;
}

const sockets = await Promise.all(input.tokens.map(connect));
const result = await runBidLoad({
  concurrency: sockets.length,
  total: input.total,
  lotIds: input.lotIds,
  runId: input.runId,
  ...(input.ratePerSecond ? { ratePerSecond: input.ratePerSecond } : {}),
  place: (bidder, lotId, amountCents, requestId) =>
    new Promise<BidAnswer>((resolve) => {
      pending.set(requestId, resolve);
      sockets[bidder]?.send(
        JSON.stringify({
          type: 'place_bid',
          lot_id: lotId,
          amount: amountCents / 100,
          request_id: requestId,
        }),
      );
    }),
});
for (const socket of sockets) socket.close();
process.send?.(result);
process.disconnect?.();

// Child process of live-fan-out.bench.ts: opens its share of the live-room sockets (guests that
// send join_auction and wait for the live_state snapshot; against the bare server they only
// connect) and notes, for every live_event, how many sockets got it and when the last one did.
// The first child also plays the clerk against the real server: it opens the lot, then sends
// the clerk actions on a fixed schedule and notes when each was sent and which seqs it made.
import { performance } from 'node:perf_hooks';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import WebSocket from 'ws';
import { clerkActionAt } from './live-sale-setup';

interface Input {
  url: string;
  sockets: number;
  /** The auction to join; null against the bare server. */
  auctionId: string | null;
  clerk: { token: string; lotId: string; actions: number; rate: number } | null;
}

export interface SeqStats {
  count: number;
  /** The event's server timestamp (ms since the epoch). */
  timestamp: number;
  firstMs: number;
  lastMs: number;
}

export interface ClerkRecord {
  sentMs: number;
  answeredMs: number;
  seqs: number[];
  refused: string | null;
}

const input = JSON.parse(process.env.BENCH_INPUT ?? '{}') as Input;
const now = () => performance.timeOrigin + performance.now();
setFlagsFromString('--expose-gc');
const gc = runInNewContext('gc') as () => void;
/** RSS once the garbage is collected and freed pages have had time to go back to the system. */
const rss = async () => {
  for (let i = 0; i < 3; i += 1) {
    gc();
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
  return process.memoryUsage().rss;
};

const stats = new Map<number, SeqStats>();
let sample: string | null = null;

/** A live_event's seq and timestamp from the end of the envelope, without parsing the payload. */
function note(text: string) {
  if (!text.startsWith('{"type":"live_event"')) return;
  const arrived = now();
  const tail = /"timestamp":(\d+),"seq":(\d+)}$/.exec(text);
  const envelope = tail ? null : (JSON.parse(text) as { timestamp: number; seq: number });
  const timestamp = tail ? Number(tail[1]) : (envelope?.timestamp ?? 0);
  const seq = tail ? Number(tail[2]) : (envelope?.seq ?? 0);
  const seen = stats.get(seq);
  if (seen) {
    seen.count += 1;
    seen.lastMs = arrived;
  } else stats.set(seq, { count: 1, timestamp, firstMs: arrived, lastMs: arrived });
  sample = text;
}

function open(url: string, onText: (text: string, socket: WebSocket) => void): Promise<WebSocket> {
  const socket = new WebSocket(url, { perMessageDeflate: false });
  socket.on('message', (data) => {
    const text = String(data);
    if (process.env.BENCH_DEBUG) console.error(text.slice(0, 200));
    if (text.startsWith('{"type":"ping"'))
      socket.send(JSON.stringify({ type: 'pong', timestamp: Date.now() }));
    onText(text, socket);
  });
  return new Promise((resolve, reject) => {
    socket.once('open', () => resolve(socket));
    socket.once('error', reject);
  });
}

/** One live-room socket: connected and, against the real server, joined with its snapshot read. */
async function watcher(): Promise<WebSocket> {
  let joined: () => void = () => {};
  const snapshot = new Promise<void>((resolve) => {
    joined = resolve;
  });
  const socket = await open(input.url, (text) => {
    if (text.startsWith('{"type":"live_state"')) joined();
    else note(text);
  });
  if (!input.auctionId) return socket;
  socket.send(JSON.stringify({ type: 'join_auction', auctionId: input.auctionId }));
  await snapshot;
  return socket;
}

const rssBefore = await rss();
const joinStarted = now();
const sockets: WebSocket[] = [];
for (let i = 0; i < input.sockets; i += 100) {
  sockets.push(...(await Promise.all(Array.from({ length: Math.min(100, input.sockets - i) }, watcher))));
}
const joinMs = now() - joinStarted;
process.send?.({ type: 'ready', joinMs, rssBefore, rssAfter: await rss() });

/** The clerk: opens the lot, then one action every 1/rate s, whatever the answers do. */
async function runClerk(clerk: NonNullable<Input['clerk']>): Promise<ClerkRecord[]> {
  const answers = new Map<string, (message: Record<string, unknown>) => void>();
  const socket = await open(`${input.url}?token=${encodeURIComponent(clerk.token)}`, (text) => {
    if (!text.startsWith('{"type":"live_ack"') && !text.startsWith('{"type":"error"')) return;
    const message = JSON.parse(text) as Record<string, unknown>;
    // An answer that names no request is a mistake of this benchmark: stop rather than hang.
    if (!message.request_id) throw new Error(`the clerk was answered: ${text}`);
    answers.get(String(message.request_id))?.(message);
  });
  const ask = (requestId: string, action: Record<string, unknown>) =>
    new Promise<Record<string, unknown>>((resolve) => {
      answers.set(requestId, resolve);
      socket.send(
        JSON.stringify({ type: 'clerk_action', auction_id: input.auctionId, action, request_id: requestId }),
      );
    });
  const opened = await ask('clerk-open-lot', { type: 'open_lot', lot_id: clerk.lotId });
  if (opened.type !== 'live_ack') throw new Error(`the lot did not open: ${String(opened.message)}`);
  await new Promise((resolve) => setTimeout(resolve, 1000));
  const records: ClerkRecord[] = [];
  const answered: Promise<void>[] = [];
  const started = now();
  for (let n = 0; n < clerk.actions; n += 1) {
    const wait = started + (n * 1000) / clerk.rate - now();
    if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
    const record: ClerkRecord = { sentMs: now(), answeredMs: Number.NaN, seqs: [], refused: null };
    records.push(record);
    answered.push(
      ask(`clerk-action-${n}`, clerkActionAt(n)).then((answer) => {
        record.answeredMs = now();
        if (answer.type === 'live_ack') record.seqs = answer.seqs as number[];
        else record.refused = String(answer.code);
      }),
    );
  }
  await Promise.all(answered);
  socket.close();
  return records;
}

process.on('message', async (message: { type: string }) => {
  if (message.type === 'clerk' && input.clerk) {
    process.send?.({ type: 'clerk-done', records: await runClerk(input.clerk) });
  }
  if (message.type === 'finish') {
    process.send?.({ type: 'result', stats: [...stats], sample });
    for (const socket of sockets) socket.terminate();
    process.disconnect?.();
  }
});

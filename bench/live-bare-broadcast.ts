// The limit for the live fan-out benchmark: a bare `ws` server that, on `go`, sends every
// connected client the same live_event envelope the real server sent (taken from its run),
// `rate` times a second, `count` times, stamped with a fresh seq and timestamp and serialised
// once per event. It also reports its own RSS per connected socket.
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { WebSocketServer } from 'ws';

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

const server = new WebSocketServer({ port: 0, host: '127.0.0.1', perMessageDeflate: false });
await new Promise((resolve) => server.once('listening', resolve));
const address = server.address();
const rssBefore = await rss();
process.send?.({ type: 'listening', port: typeof address === 'object' ? address?.port : 0 });

process.on('message', async (message: { type: string; sample?: string; count?: number; rate?: number }) => {
  if (message.type === 'measure') process.send?.({ type: 'rss', rssBefore, rssAfter: await rss() });
  if (message.type !== 'go') return;
  const envelope = JSON.parse(message.sample ?? '{}') as Record<string, unknown>;
  const count = message.count ?? 0;
  const rate = message.rate ?? 5;
  const started = Date.now();
  let sent = 0;
  /** When each broadcast was due: its lateness is this server's own queueing, as the clerk's is. */
  const due: number[] = [];
  const tick = () => {
    due.push(started + (sent * 1000) / rate);
    sent += 1;
    envelope.timestamp = Date.now();
    envelope.seq = sent;
    const data = JSON.stringify(envelope);
    for (const client of server.clients) client.send(data);
    if (sent >= count) {
      process.send?.({ type: 'done', sent, due });
      return;
    }
    setTimeout(tick, Math.max(0, started + (sent * 1000) / rate - Date.now()));
  };
  tick();
});

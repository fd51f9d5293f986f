import type { FastifyInstance } from 'fastify';

/** WebSocket close code 1012 "Service Restart": the web client reconnects at once (to another instance). */
export const serviceRestartCloseCode = 1012;

/** Whether this instance is on its way out: readiness answers 503 and new sockets are turned away. */
export function createShutdownState() {
  let stopping = false;
  return {
    get isStopping() {
      return stopping;
    },
    begin() {
      stopping = true;
    },
  };
}
export type ShutdownState = ReturnType<typeof createShutdownState>;

function cappedWait(work: Promise<unknown>, ms: number): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  return Promise.race([
    work.then(() => true),
    new Promise<boolean>((resolve) => {
      timer = setTimeout(() => resolve(false), ms);
    }),
  ]).finally(() => clearTimeout(timer));
}

/**
 * A graceful stop: readiness turns 503 (the proxy stops sending), every open socket is told to
 * reconnect elsewhere (1012) and given a moment to go (then cut), then the server stops accepting and the
 * requests in hand finish; past `graceMs` the connections left are cut. The app's close hooks then
 * stop the jobs and close Redis and the database (the caller closes a database it opened itself).
 */
export async function shutDown(
  app: FastifyInstance,
  state: ShutdownState,
  options: { graceMs?: number; socketsGoneMs?: number } = {},
): Promise<void> {
  const graceMs = options.graceMs ?? 10_000;
  state.begin();
  const sockets = [...app.websocketServer.clients];
  const gone = sockets.map(
    (socket) =>
      new Promise<void>((resolve) => {
        if (socket.readyState === socket.CLOSED) return resolve();
        socket.once('close', () => resolve());
        socket.close(serviceRestartCloseCode, 'service restart');
      }),
  );
  // A socket that has not finished its close handshake by then is cut: the server cannot stop under it.
  if (!(await cappedWait(Promise.all(gone), options.socketsGoneMs ?? Math.min(2_000, graceMs)))) {
    for (const socket of sockets) if (socket.readyState !== socket.CLOSED) socket.terminate();
  }
  const closing = app.close();
  if (!(await cappedWait(closing, graceMs))) {
    app.log.warn(`requests still running after ${graceMs} ms of shutdown; their connections are cut`);
    app.server.closeAllConnections();
  }
  await closing;
}

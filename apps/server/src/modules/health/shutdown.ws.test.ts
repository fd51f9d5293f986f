import { rm } from 'node:fs/promises';
import { afterEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { listenForSockets, openSocket } from '../../../test/ws-client';
import { shutDown } from './shutdown';

let t: TestApp | undefined;
afterEach(async () => {
  // The app is closed by the shutdown itself; what is left is its database and data folder.
  await t?.database.close();
  if (t) await rm(t.dataDir, { recursive: true, force: true });
  t = undefined;
});

describe('shutDown', () => {
  it('turns readiness to 503 and tells each open socket to reconnect (1012) before the app closes', async () => {
    t = await createTestApp();
    const app = t.app;
    const url = await listenForSockets(app);
    const socket = await openSocket(url);
    await socket.nextOf('authenticated');
    // The socket stops reading, so the close handshake waits and the app stays up meanwhile.
    socket.socket.pause();
    const stopping = shutDown(app, app.shutdown, { graceMs: 5_000, socketsGoneMs: 2_000 });
    const ready = await t.request({ method: 'GET', url: '/api/health/ready' });
    expect(ready.status).toBe(503);
    expect(ready.body).toMatchObject({ status: 'stopping' });
    socket.socket.resume();
    expect(await socket.closed).toMatchObject({ code: 1012 });
    await stopping;
    expect(app.server.listening).toBe(false);
  });

  it('turns a socket opened during the stop away with 1012 before it is served', async () => {
    t = await createTestApp();
    const url = await listenForSockets(t.app);
    t.app.shutdown.begin();
    const socket = await openSocket(url);
    expect(await socket.closed).toMatchObject({ code: 1012 });
    await shutDown(t.app, t.app.shutdown, { graceMs: 2_000 });
  });

  it('cuts the connections still open once the grace has passed', async () => {
    t = await createTestApp();
    const url = await listenForSockets(t.app);
    const socket = await openSocket(url);
    await socket.nextOf('authenticated');
    socket.socket.pause();
    const started = Date.now();
    await shutDown(t.app, t.app.shutdown, { graceMs: 300, socketsGoneMs: 100 });
    expect(Date.now() - started).toBeLessThan(3_000);
    expect(t.app.server.listening).toBe(false);
  });
});

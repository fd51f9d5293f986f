import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { buildWeb } from './support/build-web';
import { type RunningServer, startServer } from './support/server-process';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    dataDir: string;
  }
}

interface SharedServer {
  ready: Promise<{ server: RunningServer; dataDir: string }>;
  /** The projects of this run still using it. */
  users: number;
}

/**
 * The browser tier's projects (`e2e` and `e2e-alone`) run this setup each, in one process: the
 * first makes the build and the server, the others share them, and the last one out stops it.
 */
const shared = globalThis as typeof globalThis & { e2eServer?: SharedServer };

async function buildAndStart() {
  buildWeb();
  const dataDir = mkdtempSync(join(tmpdir(), 'auction-e2e-'));
  const port = 3400 + Math.floor(Math.random() * 400);
  return { server: await startServer({ port, dataDir }), dataDir };
}

/** One fresh build and one server on an empty embedded database for the whole browser suite. */
export default async function setup(project: TestProject) {
  shared.e2eServer ??= { ready: buildAndStart(), users: 0 };
  const state = shared.e2eServer;
  state.users += 1;
  const { server, dataDir } = await state.ready;
  project.provide('baseUrl', server.baseUrl);
  project.provide('dataDir', dataDir);
  return async () => {
    state.users -= 1;
    if (state.users > 0) return;
    shared.e2eServer = undefined;
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  };
}

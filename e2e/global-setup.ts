import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { buildWeb } from './support/build-web';
import { startServer } from './support/server-process';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    dataDir: string;
  }
}

/** One fresh build and one server on an empty embedded database for the whole browser suite. */
export default async function setup(project: TestProject) {
  buildWeb();
  const dataDir = mkdtempSync(join(tmpdir(), 'auction-e2e-'));
  const port = 3400 + Math.floor(Math.random() * 400);
  const server = await startServer({ port, dataDir });
  project.provide('baseUrl', server.baseUrl);
  project.provide('dataDir', dataDir);
  return async () => {
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  };
}

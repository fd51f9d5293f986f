import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../..', import.meta.url));

export interface RunningServer {
  baseUrl: string;
  process: ChildProcess;
  output: () => string;
  stop: () => Promise<void>;
}

/** Starts the real server (`npm start`'s entry) on its own port and data directory. */
export async function startServer(options: { port: number; dataDir: string; env?: Record<string, string> }) {
  const baseUrl = `http://127.0.0.1:${options.port}`;
  let log = '';
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(options.port),
      HOST: '127.0.0.1',
      PUBLIC_URL: baseUrl,
      DATA_DIR: options.dataDir,
      DATABASE_URL: '',
      REDIS_URL: '',
      SMTP_URL: '',
      LOG_LEVEL: 'info',
      ...options.env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (chunk: Buffer) => {
    log += chunk.toString();
  });
  child.stderr?.on('data', (chunk: Buffer) => {
    log += chunk.toString();
  });
  const server: RunningServer = {
    baseUrl,
    process: child,
    output: () => log,
    stop: async () => {
      // A process killed by a signal has no exit code, only its signal.
      if (child.exitCode !== null || child.signalCode !== null) return;
      child.kill('SIGTERM');
      await once(child, 'exit');
    },
  };
  try {
    await waitForHealth(server);
  } catch (error) {
    // A server that never answered is not left running behind a failed run.
    child.kill('SIGKILL');
    throw error;
  }
  return server;
}

/** A healthy start takes seconds; on a busy two-core machine (migrations, seeding) far longer. */
const startUpSeconds = 300;

async function waitForHealth(server: RunningServer) {
  const deadline = Date.now() + startUpSeconds * 1000;
  while (Date.now() < deadline) {
    if (server.process.exitCode !== null) {
      throw new Error(`The server exited during start-up:\n${server.output()}`);
    }
    try {
      const answer = await fetch(`${server.baseUrl}/api/health`);
      if (answer.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`The server did not answer within ${startUpSeconds} s:\n${server.output()}`);
}

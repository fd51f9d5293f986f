/** The benchmarks' client processes: started with tsx, spoken to over IPC. */
import { type ChildProcess, fork } from 'node:child_process';
import { fileURLToPath } from 'node:url';

/** Starts `file` (relative to bench/) as a child process with `env` added to this one's. */
export function child(file: string, env: Record<string, string>): ChildProcess {
  return fork(fileURLToPath(new URL(file, import.meta.url)), [], {
    execArgv: ['--import', 'tsx'],
    env: { ...process.env, ...env },
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
}

/** The next IPC message of `type` from the child; rejects if the child exits badly first. */
export function nextMessage<T>(process: ChildProcess, type: string): Promise<T> {
  return new Promise((resolve, reject) => {
    const onMessage = (message: { type: string }) => {
      if (message.type !== type) return;
      process.off('message', onMessage);
      resolve(message as T);
    };
    process.on('message', onMessage);
    process.once('exit', (code) => {
      if (code !== 0) reject(new Error(`${type}: the child exited with ${code}`));
    });
  });
}

import type { FastifyBaseLogger } from 'fastify';

/**
 * Work a request starts but does not wait for, so its answer takes the same time whatever the
 * work finds (forgot-password must not tell a known address from an unknown one). Closing the app
 * waits for it, and so do the tests before they read the outbox.
 */
export function createBackgroundWork(log: FastifyBaseLogger) {
  const running = new Set<Promise<void>>();

  return {
    run(what: string, task: () => Promise<void>): void {
      const done: Promise<void> = Promise.resolve()
        .then(task)
        .catch((error: unknown) => log.error({ err: error }, `${what} failed`))
        .finally(() => running.delete(done));
      running.add(done);
    },

    /** Resolves once nothing is running, including work started by work that was running. */
    async settled(): Promise<void> {
      while (running.size > 0) await Promise.all([...running]);
    },
  };
}
export type BackgroundWork = ReturnType<typeof createBackgroundWork>;

import type { FastifyBaseLogger } from 'fastify';

/**
 * A pass that runs now and then on every instance (closing lots, sending mail, reminding late
 * payers): a pass still running when the next is due is not doubled up, a failure is logged and
 * the next pass tries again, and `stop()` waits for the pass in hand.
 */
export function createRepeatingPass(deps: {
  what: string;
  pass: () => Promise<unknown>;
  defaultIntervalMs: number;
  log: FastifyBaseLogger;
}) {
  let timer: NodeJS.Timeout | null = null;
  let running: Promise<void> | null = null;
  const failureListeners: ((what: string) => void)[] = [];

  function tick() {
    if (running) return;
    running = deps
      .pass()
      .then(() => undefined)
      .catch((error: unknown) => {
        deps.log.error({ err: error }, `${deps.what} failed`);
        for (const listener of failureListeners) listener(deps.what);
      })
      .finally(() => {
        running = null;
      });
  }

  return {
    start(intervalMs = deps.defaultIntervalMs) {
      timer ??= setInterval(tick, intervalMs);
      timer.unref();
    },
    /** Hears each failed pass, by the pass's name (the job failures figure of `/metrics`). */
    onFailure(listener: (what: string) => void) {
      failureListeners.push(listener);
    },
    async stop() {
      if (timer) clearInterval(timer);
      timer = null;
      await running;
    },
  };
}

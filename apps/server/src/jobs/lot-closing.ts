import type { FastifyBaseLogger } from 'fastify';
import type { ClosingService } from '../modules/closing/closing.service';

/**
 * Runs the closing pass every second on every instance; a pass still running when the next
 * second comes is not doubled up, and `stop()` waits for it.
 */
export function createLotClosingJob(deps: { closing: ClosingService; log: FastifyBaseLogger }) {
  let timer: NodeJS.Timeout | null = null;
  let running: Promise<void> | null = null;

  function tick() {
    if (running) return;
    running = deps.closing
      .tick()
      .then(() => undefined)
      .catch((error: unknown) => deps.log.error({ err: error }, 'the lot closing pass failed'))
      .finally(() => {
        running = null;
      });
  }

  return {
    start(intervalMs = 1_000) {
      timer ??= setInterval(tick, intervalMs);
      timer.unref();
    },
    async stop() {
      if (timer) clearInterval(timer);
      timer = null;
      await running;
    },
  };
}
export type LotClosingJob = ReturnType<typeof createLotClosingJob>;

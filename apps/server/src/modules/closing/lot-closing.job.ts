import type { FastifyBaseLogger } from 'fastify';
import { createRepeatingPass } from '../../jobs/repeating-pass';
import type { ClosingService } from './closing.service';

/**
 * Runs the closing pass every second on every instance; a pass still running when the next
 * second comes is not doubled up, and `stop()` waits for it.
 */
export function createLotClosingJob(deps: { closing: ClosingService; log: FastifyBaseLogger }) {
  return createRepeatingPass({
    what: 'the lot closing pass',
    pass: () => deps.closing.tick(),
    defaultIntervalMs: 1_000,
    log: deps.log,
  });
}
export type LotClosingJob = ReturnType<typeof createLotClosingJob>;

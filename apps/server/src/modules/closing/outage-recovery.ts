import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/database';
import type { Gap, LotRetiming } from './lot-retiming';
import type { OutageRepository } from './outage.repository';

/**
 * The closing job's heartbeat (decision 0093). Each pass moves it on; a pass that finds it older
 * than the gap setting is the recovery: the gap is [last heartbeat, now], and the lots it caught
 * are re-timed before anything closes. The heartbeat row's lock makes one instance the one that
 * handles a gap; the others find the heartbeat fresh once it commits.
 */
export function createOutageRecovery(deps: {
  db: Database;
  outages: OutageRepository;
  retiming: LotRetiming;
  gapSeconds: number;
  log: FastifyBaseLogger;
}) {
  const gapMs = deps.gapSeconds * 1000;
  return {
    /** Beats, and re-times after a gap; answers the gap it handled, or null. */
    async beat(now: Date): Promise<(Gap & { lotsRetimed: number }) | null> {
      if (await deps.outages.beatWithinGap(now, gapMs)) return null;
      const handled = await deps.db.transaction(async (tx) => {
        const last = await deps.outages.lockHeartbeat(tx);
        await deps.outages.setHeartbeat(tx, now);
        // The first pass ever, or another instance handled the gap while this one waited.
        if (!last || now.getTime() - last.getTime() <= gapMs) return null;
        const gap = { startedAt: last, endedAt: now };
        const retimed = await deps.retiming.retime(tx, {
          gap,
          scope: 'unpaused',
          cause: 'outage',
          actorId: null,
        });
        await deps.outages.recordOutage(tx, gap, retimed.count);
        return { gap, retimed };
      });
      if (!handled) return null;
      const { gap, retimed } = handled;
      deps.log.warn(
        { gapStartedAt: gap.startedAt, gapEndedAt: gap.endedAt, lotsRetimed: retimed.count },
        'the closing job came back after an outage; the lots it caught were re-timed',
      );
      try {
        await deps.retiming.announce(retimed);
      } catch (error) {
        deps.log.error({ err: error }, 'announcing the re-timed lots failed');
      }
      return { ...gap, lotsRetimed: retimed.count };
    },
  };
}
export type OutageRecovery = ReturnType<typeof createOutageRecovery>;

import type { SaleClosings } from '@auction/contracts';
import { and, desc, eq, isNotNull } from 'drizzle-orm';
import type { Clock } from '../../clock';
import type { Database } from '../../db/database';
import { closingPauses } from '../../db/schema';
import { AppError } from '../../errors';
import { recordAudit } from '../../platform/audit.repository';
import type { LotRetiming } from './lot-retiming';
import type { OutageRepository } from './outage.repository';

/** Sales whose closings staff may pause: timed sales taking bids or closing. */
const pausable = new Set(['open', 'closing']);

/**
 * Staff pause all closings of a sale by hand (decision 0093): while paused no lot of it closes;
 * resuming re-times the lots the pause caught, exactly as after an outage from the pause to now.
 */
export function createClosingPauses(deps: {
  db: Database;
  outages: OutageRepository;
  retiming: LotRetiming;
  clock: Clock;
}) {
  async function saleOf(q: Pick<Database, 'select'>, auctionId: string) {
    const auction = await deps.outages.auction(q, auctionId);
    if (!auction) throw new AppError('NOT_FOUND', 'This auction does not exist.');
    return auction;
  }

  async function state(auctionId: string): Promise<SaleClosings> {
    const running = await deps.outages.runningPause(deps.db, auctionId);
    const [last] = await deps.db
      .select()
      .from(closingPauses)
      .where(and(eq(closingPauses.auction_id, auctionId), isNotNull(closingPauses.resumed_at)))
      .orderBy(desc(closingPauses.resumed_at))
      .limit(1);
    return {
      auction_id: auctionId,
      paused: running !== null,
      paused_at: running?.paused_at.toISOString() ?? null,
      last_resumed:
        last?.resumed_at != null
          ? {
              paused_at: last.paused_at.toISOString(),
              resumed_at: last.resumed_at.toISOString(),
              lots_retimed: last.lots_retimed ?? 0,
            }
          : null,
    };
  }

  return {
    async get(auctionId: string): Promise<SaleClosings> {
      await saleOf(deps.db, auctionId);
      return state(auctionId);
    },

    async pause(auctionId: string, actorId: string): Promise<SaleClosings> {
      await deps.db.transaction(async (tx) => {
        const auction = await saleOf(tx, auctionId);
        if (auction.type !== 'timed' || !pausable.has(auction.status)) {
          throw new AppError(
            'CONFLICT',
            'Only the closings of a timed sale taking bids or closing can be paused.',
          );
        }
        const now = deps.clock();
        const pause = await deps.outages.pause(tx, auctionId, actorId, now);
        if (!pause) throw new AppError('CONFLICT', 'The closings of this sale are already paused.');
        await recordAudit(tx, {
          actorId,
          action: 'auction.closings_paused',
          entity: 'auction',
          entityId: auctionId,
          after: { paused_at: now.toISOString() },
        });
      });
      return state(auctionId);
    },

    async resume(auctionId: string, actorId: string): Promise<SaleClosings> {
      const retimed = await deps.db.transaction(async (tx) => {
        await saleOf(tx, auctionId);
        const now = deps.clock();
        const pause = await deps.outages.resume(tx, auctionId, actorId, now);
        if (!pause) throw new AppError('CONFLICT', 'The closings of this sale are not paused.');
        const gap = { startedAt: pause.paused_at, endedAt: now };
        const done = await deps.retiming.retime(tx, { gap, scope: { auctionId }, cause: 'pause', actorId });
        await deps.outages.countRetimed(tx, pause.id, done.count);
        await recordAudit(tx, {
          actorId,
          action: 'auction.closings_resumed',
          entity: 'auction',
          entityId: auctionId,
          before: { paused_at: gap.startedAt.toISOString() },
          after: { resumed_at: now.toISOString(), lots_retimed: done.count },
        });
        return done;
      });
      await deps.retiming.announce(retimed);
      return state(auctionId);
    },
  };
}
export type ClosingPauses = ReturnType<typeof createClosingPauses>;

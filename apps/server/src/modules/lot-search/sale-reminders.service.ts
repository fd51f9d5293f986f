import type { SaleReminder } from '@auction/contracts';
import type { Clock } from '../../clock';
import type { Database } from '../../db/database';
import { AppError } from '../../errors';
import type { AfterCommit, BidderAlerts } from './bidder-alerts';
import type { SaleRemindersRepository } from './sale-reminders.repository';

const notFound = () => new AppError('NOT_FOUND', 'This auction does not exist.');

/** "Remind me when it opens" on a scheduled sale, and the pass that sends the reminders. */
export function createSaleRemindersService(deps: {
  db: Database;
  reminders: SaleRemindersRepository;
  alerts: BidderAlerts;
  clock: Clock;
}) {
  async function publishedSale(auctionId: string) {
    const sale = await deps.reminders.auction(auctionId);
    if (!sale || sale.status === 'draft') throw notFound();
    return sale;
  }

  return {
    async get(userId: string, auctionId: string): Promise<SaleReminder> {
      await publishedSale(auctionId);
      return { reminded: await deps.reminders.isReminded(userId, auctionId) };
    },

    async remind(userId: string, auctionId: string): Promise<SaleReminder> {
      const sale = await publishedSale(auctionId);
      if (sale.status !== 'scheduled') {
        throw new AppError('CONFLICT', 'This sale has already opened; there is nothing to remind you of.');
      }
      await deps.reminders.add(userId, auctionId);
      return { reminded: true };
    },

    async forget(userId: string, auctionId: string): Promise<SaleReminder> {
      await publishedSale(auctionId);
      await deps.reminders.remove(userId, auctionId);
      return { reminded: false };
    },

    /** Tells each reminded bidder once when their sale opens; safe on every instance at once. */
    async pass(): Promise<number> {
      const afters = await deps.db.transaction(async (tx) => {
        const due = await deps.reminders.claimDue(tx, deps.clock());
        const queued: AfterCommit[] = [];
        for (const { bidder, sale } of due) queued.push(await deps.alerts.saleOpening(tx, bidder, sale));
        return queued;
      });
      for (const after of afters) after();
      return afters.length;
    },
  };
}
export type SaleRemindersService = ReturnType<typeof createSaleRemindersService>;

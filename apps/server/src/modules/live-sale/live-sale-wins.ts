import { compareLotNumbers } from '@auction/domain';
import { sql } from 'drizzle-orm';
import { type Queryable, rowsOf } from '../../db/queries';
import type { MailService, PendingMail } from '../../mail/mail.service';
import { liveSaleWonMail } from '../../mail/mail-templates';
import type { SettingsReader } from '../settings/settings.repository';

interface WonLotRow {
  user_id: string;
  email: string;
  name: string;
  first_name: string;
  auction_title: string;
  lot_number: string;
  title: string;
  hammer_cents: string | number;
  per_unit: boolean;
  quantity: number;
}

/**
 * The "you won" mails of a live sale, one per bidder, stored in the transaction that ends the
 * sale: lots can be reopened and resold until then, so the hammer of the last lot is the first
 * moment a win is final. Floor buyers have no account here, so only those who bid on line or
 * left an absentee bid get one; an erased account gets none.
 */
export function createLiveSaleWins(deps: {
  mail: MailService;
  /** Read through the transaction: on the embedded database a read beside it would wait for good. */
  siteName: (tx: SettingsReader) => Promise<string>;
  publicUrl: string;
}) {
  return {
    async queue(tx: Queryable & SettingsReader, auctionId: string): Promise<PendingMail[]> {
      const rows = await rowsOf<WonLotRow>(
        tx,
        sql`select u.id as user_id, u.email, u.name, u.first_name, a.title as auction_title,
              l.lot_number, l.title, l.current_price_cents as hammer_cents, l.per_unit, l.quantity
            from lots l
            join auctions a on a.id = l.auction_id
            join users u on u.id = l.high_bidder_id
            where l.auction_id = ${auctionId}::uuid and l.status = 'sold'
              and l.current_price_cents is not null and u.erased_at is null`,
      );
      if (rows.length === 0) return [];
      const byBidder = new Map<string, WonLotRow[]>();
      for (const row of rows) byBidder.set(row.user_id, [...(byBidder.get(row.user_id) ?? []), row]);
      const siteName = await deps.siteName(tx);
      const mails = [...byBidder.values()].map((won) => {
        const [first] = won as [WonLotRow];
        return liveSaleWonMail({
          siteName,
          to: first.email,
          name: first.first_name || first.name,
          auctionTitle: first.auction_title,
          lots: won
            .sort((a, b) => compareLotNumbers(a.lot_number, b.lot_number))
            .map((lot) => ({
              lotNumber: lot.lot_number,
              lotTitle: lot.title,
              hammerCents: Number(lot.hammer_cents),
              units: { perUnit: lot.per_unit, quantity: Number(lot.quantity) },
            })),
          link: `${deps.publicUrl}/dashboard`,
        });
      });
      return deps.mail.queueAllInTransaction(tx, mails);
    },

    afterCommit(pending: readonly PendingMail[]): void {
      for (const mail of pending) deps.mail.afterCommit(mail);
    },
  };
}
export type LiveSaleWins = ReturnType<typeof createLiveSaleWins>;

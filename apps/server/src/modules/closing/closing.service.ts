import { centsToDollars, closingEventTypes, type LotClosedPayload } from '@auction/contracts';
import { closingSoonWords, type LotUnits, lotOutcome, lotPriceWords } from '@auction/domain';
import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from '../../clock';
import type { Database } from '../../db/database';
import type { LotRow } from '../../db/schema';
import type { MailService, PendingMail } from '../../mail/mail.service';
import { lotWonMail } from '../../mail/mail-templates';
import type { Hub } from '../../realtime/hub';
import type { QueuePushes } from '../push/push-queue';
import type { AuctionStatusChange, ClosingRepository } from './closing.repository';
import { type ClosingSoonLot, closingSoonMail, closingSoonPush } from './closing-soon-mail';
import type { OutageRecovery } from './outage-recovery';

const lotsPerTick = 200;
const unitsOf = (lot: LotRow): LotUnits => ({ perUnit: lot.per_unit, quantity: lot.quantity });
const reminderBeforeEndMs = 30 * 60_000;

interface ClosedLot {
  lot: LotRow;
  status: 'sold' | 'passed';
  closedAt: Date;
  seq: number;
  /** The winner's paddle, read with the close. */
  winnerPaddle: number | null;
  /** The "You won" mail, stored in the closing transaction so an instance lost after the commit loses no mail. */
  wonMail: PendingMail | null;
}

/**
 * Opens what is due, closes lots whose end has come and moves auctions on. Safe on every
 * instance at once: each change is a conditional update, and only the instance whose update
 * changed the row publishes the event and queues the mail, after its commit.
 */
export function createClosingService(deps: {
  db: Database;
  closing: ClosingRepository;
  hub: Hub;
  mail: MailService;
  siteName: () => Promise<string>;
  publicUrl: string;
  clock: Clock;
  log: FastifyBaseLogger;
  /** After an auction closes (invoices are generated here when the house says so). */
  onAuctionClosed?: (auctionId: string) => Promise<void>;
  /** Pushes to the bidders' devices, queued with the mails (when wired). */
  queuePushes?: QueuePushes;
  /** Hears how late past its end each lot closed (`/metrics`). */
  metrics?: { lotClosed(lagMs: number): void };
  /** The heartbeat: after a gap, re-times the lots it caught before anything closes. */
  recovery?: OutageRecovery;
}) {
  async function publishStatus(change: AuctionStatusChange): Promise<void> {
    await deps.hub.publish({
      type: closingEventTypes.auctionStatus,
      auction_id: change.auction_id,
      lot_id: null,
      payload: { auction_id: change.auction_id, status: change.status },
      seq: change.seq,
    });
  }

  async function closeOne(lotId: string, now: Date): Promise<ClosedLot | null> {
    // Read before the transaction: the embedded database runs one transaction at a time.
    const siteName = await deps.siteName();
    return deps.db.transaction(async (tx) => {
      const lot = await deps.closing.lockDueLot(tx, lotId, now);
      if (!lot) return null;
      const status = lotOutcome({
        reserveCents: lot.reserve_cents,
        priceCents: lot.current_price_cents ?? 0,
        highBidderId: lot.high_bidder_id,
      });
      const closed = await deps.closing.markClosed(tx, lot, status, now);
      if (closed && status === 'sold' && lot.high_bidder_id) {
        await deps.queuePushes?.(tx, 'won', [
          {
            userId: lot.high_bidder_id,
            dedupeKey: `won:${lot.id}`,
            payload: {
              title: `You won lot ${lot.lot_number}`,
              body: `${lot.title} for ${lotPriceWords(lot.current_price_cents ?? 0, unitsOf(lot))}. Your invoice follows.`,
              url: `/lots/${lot.id}-${lot.slug}`,
              tag: `lot:${lot.id}`,
            },
          },
        ]);
      }
      if (!closed) return null;
      const winner =
        status === 'sold' && lot.high_bidder_id
          ? await deps.closing.winner(lot.auction_id, lot.high_bidder_id, tx)
          : null;
      const wonMail = winner
        ? await deps.mail.queueInTransaction(
            tx,
            lotWonMail({
              siteName,
              to: winner.email,
              name: winner.first_name || winner.name,
              lotNumber: lot.lot_number,
              lotTitle: lot.title,
              auctionTitle: await deps.closing.auctionTitle(lot.auction_id, tx),
              hammerCents: lot.current_price_cents ?? 0,
              units: unitsOf(lot),
              link: `${deps.publicUrl}/lots/${lot.id}-${lot.slug}`,
            }),
          )
        : null;
      return { lot, status, closedAt: now, seq: closed.seq, winnerPaddle: winner?.paddle ?? null, wonMail };
    });
  }

  async function announce({ lot, status, closedAt, seq, winnerPaddle, wonMail }: ClosedLot): Promise<void> {
    const hammerCents = status === 'sold' ? (lot.current_price_cents ?? 0) : null;
    const payload: LotClosedPayload = {
      lot_id: lot.id,
      lot_number: lot.lot_number,
      status,
      hammer_price: hammerCents === null ? null : centsToDollars(hammerCents),
      winner_paddle: winnerPaddle,
      closed_at: closedAt.toISOString(),
    };
    await deps.hub.publish({
      type: closingEventTypes.lotClosed,
      auction_id: lot.auction_id,
      lot_id: lot.id,
      payload,
      seq,
    });
    if (wonMail) deps.mail.afterCommit(wonMail);
  }

  /**
   * One message per bidder (a mail and a push) listing every watched lot closing within the
   * window that was not in an earlier one, each with the real time left; the lots are marked
   * reminded, the mails and pushes queued, in one transaction.
   */
  async function sendClosingReminders(now: Date): Promise<void> {
    const siteName = await deps.siteName();
    const pending = await deps.db.transaction(async (tx) => {
      const reminders = await deps.closing.claimClosingReminders(tx, now, reminderBeforeEndMs);
      if (reminders.length === 0) return [];
      const byBidder = new Map<string, typeof reminders>();
      for (const reminder of reminders) {
        byBidder.set(reminder.user_id, [...(byBidder.get(reminder.user_id) ?? []), reminder]);
      }
      const bidders = [...byBidder.values()].map((rows) => {
        const [first] = rows;
        const lots: ClosingSoonLot[] = rows
          .toSorted((a, b) => (a.end_at?.getTime() ?? 0) - (b.end_at?.getTime() ?? 0))
          .map((row) => ({
            lotNumber: row.lot_number,
            lotTitle: row.title,
            phrase: closingSoonWords({ endsAt: row.end_at ?? now, now, timeZone: row.time_zone }).phrase,
            path: `/lots/${row.lot_id}-${row.slug}`,
          }));
        return { first, lots, lotIds: rows.map((row) => row.lot_id).sort() };
      });
      const mails = bidders.flatMap(({ first, lots }) =>
        first
          ? [
              closingSoonMail({
                siteName,
                publicUrl: deps.publicUrl,
                to: first.email,
                name: first.first_name || first.name,
                lots,
              }),
            ]
          : [],
      );
      await deps.queuePushes?.(
        tx,
        'closing_soon',
        bidders.flatMap(({ first, lots, lotIds }) =>
          first
            ? [
                {
                  userId: first.user_id,
                  dedupeKey: `closing-soon:${lotIds.join(',')}`,
                  payload: closingSoonPush(lots),
                },
              ]
            : [],
        ),
      );
      return deps.mail.queueAllInTransaction(tx, mails);
    });
    for (const mail of pending) deps.mail.afterCommit(mail);
  }

  return {
    /** One pass; returns how many lots this instance closed. */
    async tick(): Promise<number> {
      const now = deps.clock();
      for (const change of await deps.closing.openDueAuctions(now)) await publishStatus(change);
      await deps.recovery?.beat(now);
      for (const change of await deps.closing.markClosingDue(now)) await publishStatus(change);
      let closedCount = 0;
      for (const lotId of await deps.closing.dueLotIds(now, lotsPerTick)) {
        const closed = await closeOne(lotId, now);
        if (!closed) continue;
        closedCount += 1;
        deps.metrics?.lotClosed(closed.closedAt.getTime() - (closed.lot.end_at ?? closed.closedAt).getTime());
        try {
          await announce(closed);
        } catch (error) {
          deps.log.error({ err: error, lotId }, 'announcing a closed lot failed');
        }
      }
      for (const change of await deps.closing.markClosedDue(now)) {
        await publishStatus(change);
        if (change.status !== 'closed' || !deps.onAuctionClosed) continue;
        try {
          await deps.onAuctionClosed(change.auction_id);
        } catch (error) {
          deps.log.error({ err: error, auctionId: change.auction_id }, 'invoicing a closed auction failed');
        }
      }
      await sendClosingReminders(now);
      return closedCount;
    },
  };
}
export type ClosingService = ReturnType<typeof createClosingService>;

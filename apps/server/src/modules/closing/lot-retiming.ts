import { bidEventTypes, type LotExtendedPayload } from '@auction/contracts';
import { closingSoonWords, retimeAfterGap } from '@auction/domain';
import type { MailService, PendingMail } from '../../mail/mail.service';
import { recordAudit } from '../../platform/audit.repository';
import type { Hub, HubEvent } from '../../realtime/hub';
import type { QueuePushes } from '../push/push-queue';
import type { ClosingTransaction } from './closing.repository';
import type { ClosingSoonLot } from './closing-soon-mail';
import type { LotInReach, OutageRepository } from './outage.repository';
import { type RetimingCause, retimedMail, retimedPush } from './retimed-mail';

export interface Gap {
  startedAt: Date;
  endedAt: Date;
}

/** What a re-timing leaves to do once its transaction has committed. */
export interface Retimed {
  count: number;
  events: HubEvent[];
  mails: PendingMail[];
}

/**
 * Re-times, inside the caller's transaction, the open lots a gap caught (decision 0093): each new
 * end written, audited with the gap, and the bidders' mails and pushes queued with it. The room
 * events wait for the commit (`announce`), as every closing event does.
 */
export function createLotRetiming(deps: {
  outages: OutageRepository;
  hub: Hub;
  mail: MailService;
  siteName: () => Promise<string>;
  publicUrl: string;
  retimeSeconds: number;
  queuePushes?: QueuePushes;
}) {
  async function tell(
    tx: ClosingTransaction,
    moved: { lot: LotInReach; endAt: Date }[],
    cause: RetimingCause,
    now: Date,
  ) {
    const byLot = new Map(moved.map((entry) => [entry.lot.id, entry]));
    const people = await deps.outages.biddersOf(tx, [...byLot.keys()]);
    const byPerson = new Map<string, typeof people>();
    for (const person of people) byPerson.set(person.id, [...(byPerson.get(person.id) ?? []), person]);
    const siteName = await deps.siteName();
    const notices = [...byPerson.values()].flatMap((rows) => {
      const [first] = rows;
      if (!first) return [];
      const lots: ClosingSoonLot[] = rows
        .flatMap((row) => {
          const entry = byLot.get(row.lot_id);
          return entry ? [entry] : [];
        })
        .toSorted((a, b) => a.endAt.getTime() - b.endAt.getTime())
        .map(({ lot, endAt }) => ({
          lotNumber: lot.lot_number,
          lotTitle: lot.title,
          phrase: closingSoonWords({ endsAt: endAt, now, timeZone: lot.time_zone }).phrase,
          path: `/lots/${lot.id}-${lot.slug}`,
        }));
      return [{ person: first, lots }];
    });
    await deps.queuePushes?.(
      tx,
      'closing_soon',
      notices.map(({ person, lots }) => ({
        userId: person.id,
        dedupeKey: `retimed:${now.toISOString()}:${lots.map((lot) => lot.path).join(',')}`,
        payload: retimedPush(lots),
      })),
    );
    return deps.mail.queueAllInTransaction(
      tx,
      notices.map(({ person, lots }) =>
        retimedMail({
          siteName,
          publicUrl: deps.publicUrl,
          to: person.email,
          name: person.first_name || person.name,
          cause,
          lots,
        }),
      ),
    );
  }

  return {
    async retime(
      tx: ClosingTransaction,
      input: {
        gap: Gap;
        scope: { auctionId: string } | 'unpaused';
        cause: RetimingCause;
        actorId: string | null;
      },
    ): Promise<Retimed> {
      const { gap, cause } = input;
      const now = gap.endedAt;
      const inReach = await deps.outages.lotsInReach(tx, gap.startedAt, input.scope);
      const bySale = new Map<string, LotInReach[]>();
      for (const lot of inReach) bySale.set(lot.auction_id, [...(bySale.get(lot.auction_id) ?? []), lot]);
      const moved: { lot: LotInReach; endAt: Date }[] = [];
      const events: HubEvent[] = [];
      for (const [auctionId, saleLots] of bySale) {
        const [first] = saleLots;
        if (!first) continue;
        const byId = new Map(saleLots.map((lot) => [lot.id, lot]));
        const retimed = retimeAfterGap(
          saleLots.map((lot) => ({
            id: lot.id,
            endsAtMs: lot.end_at.getTime(),
            saleOrder: lot.sale_order,
            status: 'open' as const,
          })),
          { startMs: gap.startedAt.getTime(), endMs: gap.endedAt.getTime() },
          {
            softCloseWindowMs: first.soft_close_window_seconds * 1000,
            retimeMs: deps.retimeSeconds * 1000,
            staggerMs: first.stagger_seconds * 1000,
          },
        );
        for (const { id, previousEndMs, endsAtMs } of retimed) {
          const lot = byId.get(id);
          if (!lot) continue;
          const endAt = new Date(endsAtMs);
          const seq = await deps.outages.moveEnd(tx, lot, endAt, now);
          if (seq === null) continue;
          await recordAudit(tx, {
            actorId: input.actorId,
            action: cause === 'outage' ? 'lot.retimed_after_outage' : 'lot.retimed_after_pause',
            entity: 'lot',
            entityId: lot.id,
            before: { end_at: new Date(previousEndMs).toISOString() },
            after: {
              end_at: endAt.toISOString(),
              gap_started_at: gap.startedAt.toISOString(),
              gap_ended_at: gap.endedAt.toISOString(),
            },
          });
          const payload: LotExtendedPayload = {
            lot_id: lot.id,
            end_date: endAt.toISOString(),
            previous_end_date: new Date(previousEndMs).toISOString(),
          };
          events.push({ type: bidEventTypes.extended, auction_id: auctionId, lot_id: lot.id, payload, seq });
          moved.push({ lot, endAt });
        }
      }
      const mails = moved.length > 0 ? await tell(tx, moved, cause, now) : [];
      return { count: moved.length, events, mails };
    },

    /** After the commit: the new ends to the rooms (pages update as after a soft close), the mails sent. */
    async announce(retimed: Retimed): Promise<void> {
      for (const event of retimed.events) await deps.hub.publish(event);
      for (const mail of retimed.mails) deps.mail.afterCommit(mail);
    },
  };
}
export type LotRetiming = ReturnType<typeof createLotRetiming>;

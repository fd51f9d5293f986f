import { formatCents } from '@auction/domain';
import { sql } from 'drizzle-orm';
import { rowsOf } from '../../db/queries';
import type { MailService, PendingMail } from '../../mail/mail.service';
import { outbidMail } from '../../mail/mail-templates';
import type { NewMail } from '../../mail/outbox.repository';
import type { PushAlert, QueuePushes } from '../push/push-queue';
import type { Queryable } from './bids.repository';

/** A bidder hears by e-mail about being outbid on a lot at most once in this time (real time is never held back). */
export const outbidMailIntervalMs = 10 * 60_000;

export interface OutbidMailDeps {
  mail: MailService;
  siteName: () => Promise<string>;
  publicUrl: string;
  /** Pushes the same notice to the bidder's devices, in the same transaction (when wired). */
  queuePushes?: QueuePushes;
}

interface Recipient {
  email: string;
  first_name: string;
  name: string;
  lot_number: string;
  title: string;
  slug: string;
  auction_title: string;
}

/** A bidder who lost the lead on a lot to a bid, with the lot's figures after that bid. */
export interface OutbidNotice {
  lotId: string;
  bidderId: string;
  now: Date;
  currentBidCents: number;
  minimumNextBidCents: number;
}

/**
 * Inside the bid transaction: claims each bidder's mail slot for the lot with one conditional
 * update (nothing for those mailed about it in the last 10 minutes) and stores their mails in the
 * outbox with one more statement in the same transaction (and their pushes with one more), so
 * they are sent exactly when the bids commit. A lot and bidder named twice get one mail; the
 * answer is a pending mail or null per notice, in order.
 */
export async function queueOutbidMails(
  tx: Queryable,
  deps: OutbidMailDeps,
  siteName: string,
  notices: readonly OutbidNotice[],
): Promise<(PendingMail | null)[]> {
  if (notices.length === 0) return [];
  const claims = notices.map((notice) => ({
    lot_id: notice.lotId,
    bidder_id: notice.bidderId,
    now: notice.now.toISOString(),
    since: new Date(notice.now.getTime() - outbidMailIntervalMs).toISOString(),
  }));
  const claimed = await rowsOf<Recipient & { lot_id: string; bidder_id: string }>(
    tx,
    sql`update max_bids m set outbid_mailed_at = c.now
    from json_to_recordset(${JSON.stringify(claims)}::json) as c(lot_id uuid, bidder_id uuid, now timestamptz,
      since timestamptz), users u, lots l, auctions a
    where m.lot_id = c.lot_id and m.bidder_id = c.bidder_id
      and u.id = m.bidder_id and l.id = m.lot_id and a.id = l.auction_id
      and (m.outbid_mailed_at is null or m.outbid_mailed_at <= c.since)
    returning m.lot_id, m.bidder_id, u.email, u.first_name, u.name, l.lot_number, l.title, l.slug,
      a.title as auction_title`,
  );
  const recipients = new Map(claimed.map((row) => [`${row.lot_id} ${row.bidder_id}`, row]));
  const mails: NewMail[] = [];
  const pushes: PushAlert[] = [];
  const mailOf = notices.map((notice) => {
    const key = `${notice.lotId} ${notice.bidderId}`;
    const recipient = recipients.get(key);
    recipients.delete(key);
    if (!recipient) return null;
    const path = `/lots/${notice.lotId}-${recipient.slug}`;
    pushes.push({
      userId: notice.bidderId,
      dedupeKey: `outbid:${notice.lotId}:${notice.bidderId}:${notice.now.getTime()}`,
      payload: {
        title: `Outbid on lot ${recipient.lot_number}`,
        body: `${recipient.title}: the bid is now ${formatCents(notice.currentBidCents)}. Bid at least ${formatCents(notice.minimumNextBidCents)} to lead again.`,
        url: path,
        tag: `lot:${notice.lotId}`,
      },
    });
    mails.push(
      outbidMail({
        siteName,
        to: recipient.email,
        name: recipient.first_name || recipient.name,
        lotNumber: recipient.lot_number,
        lotTitle: recipient.title,
        auctionTitle: recipient.auction_title,
        currentBidCents: notice.currentBidCents,
        minimumNextBidCents: notice.minimumNextBidCents,
        link: `${deps.publicUrl}${path}`,
      }),
    );
    return mails.length - 1;
  });
  const pending = mails.length > 0 ? await deps.mail.queueAllInTransaction(tx, mails) : [];
  if (deps.queuePushes && pushes.length > 0) await deps.queuePushes(tx, 'outbid', pushes);
  return mailOf.map((index) => (index === null ? null : (pending[index] ?? null)));
}

import { sql } from 'drizzle-orm';
import type { MailService, PendingMail } from '../mail/mail.service';
import { outbidMail } from '../mail/mail-templates';
import type { Queryable } from './bids.repository';

/** A bidder hears by e-mail about being outbid on a lot at most once in this time (real time is never held back). */
export const outbidMailIntervalMs = 10 * 60_000;

export interface OutbidMailDeps {
  mail: MailService;
  siteName: () => Promise<string>;
  publicUrl: string;
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

/**
 * Inside the bid transaction: claims the bidder's mail slot for this lot with a conditional update
 * (nothing when they were mailed about it in the last 10 minutes) and stores the mail in the
 * outbox in the same transaction, so it is sent exactly when the bid commits.
 */
export async function queueOutbidMail(
  tx: Queryable,
  deps: OutbidMailDeps,
  input: {
    lotId: string;
    bidderId: string;
    now: Date;
    siteName: string;
    currentBidCents: number;
    minimumNextBidCents: number;
  },
): Promise<PendingMail | null> {
  const since = new Date(input.now.getTime() - outbidMailIntervalMs);
  const result = (await tx.execute(
    sql`update max_bids m set outbid_mailed_at = ${input.now.toISOString()}::timestamptz
    from users u, lots l, auctions a
    where m.lot_id = ${input.lotId} and m.bidder_id = ${input.bidderId}
      and u.id = m.bidder_id and l.id = m.lot_id and a.id = l.auction_id
      and (m.outbid_mailed_at is null or m.outbid_mailed_at <= ${since.toISOString()}::timestamptz)
    returning u.email, u.first_name, u.name, l.lot_number, l.title, l.slug, a.title as auction_title`,
  )) as unknown as { rows: Recipient[] };
  const recipient = result.rows[0];
  if (!recipient) return null;
  return deps.mail.queueInTransaction(
    tx,
    outbidMail({
      siteName: input.siteName,
      to: recipient.email,
      name: recipient.first_name || recipient.name,
      lotNumber: recipient.lot_number,
      lotTitle: recipient.title,
      auctionTitle: recipient.auction_title,
      currentBidCents: input.currentBidCents,
      minimumNextBidCents: input.minimumNextBidCents,
      link: `${deps.publicUrl}/lots/${input.lotId}-${recipient.slug}`,
    }),
  );
}

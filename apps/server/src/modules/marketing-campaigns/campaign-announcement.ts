import type { AdminSettings } from '@auction/contracts';
import { sql } from 'drizzle-orm';
import type { Queryable } from '../../db/queries';
import { oneOf, rowsOf } from '../../db/queries';

const lotsShown = 5;

function when(date: Date | null, timeZone: string): string | null {
  if (!date) return null;
  return new Intl.DateTimeFormat('en-CA', {
    dateStyle: 'full',
    timeStyle: 'short',
    timeZone,
  }).format(date);
}

/** Markdown needs its own characters escaped when a title goes into it. */
const plain = (text: string) => text.replace(/([\\`*_[\]#<>|])/g, '\\$1');

/**
 * The text of a "new auction" announcement: the auction's title, when it opens and closes, a link
 * to it and the first few lots. Staff edit it like any draft before sending.
 */
export async function announcementDraft(
  db: Queryable,
  auctionId: string,
  input: { publicUrl: string; settings: Pick<AdminSettings, 'site_name'> },
): Promise<{ name: string; subject: string; body_markdown: string } | null> {
  const auction = await oneOf<{
    id: string;
    slug: string;
    title: string;
    type: string;
    start_at: Date | null;
    end_at: Date | null;
    time_zone: string;
  }>(
    db,
    sql`select id, slug, title, type, start_at, end_at, time_zone from auctions where id = ${auctionId}`,
  );
  if (!auction) return null;
  const lots = await rowsOf<{ lot_number: string; title: string }>(
    db,
    sql`select lot_number, title from lots where auction_id = ${auctionId} and status <> 'withdrawn'
      order by sale_order limit ${lotsShown + 1}`,
  );
  const link = `${input.publicUrl}/auctions/${auction.id}-${auction.slug}`;
  const toDate = (value: Date | string | null) => (value ? new Date(value) : null);
  const opens = when(toDate(auction.start_at), auction.time_zone);
  const closes = when(toDate(auction.end_at), auction.time_zone);
  const kind = auction.type === 'live' ? 'live auction' : 'online auction';
  const lines = [
    `## ${plain(auction.title)}`,
    `A new ${kind} is coming up at ${plain(input.settings.site_name)}.`,
    [opens ? `- **Opens:** ${opens}` : null, closes ? `- **Closes:** ${closes}` : null]
      .filter(Boolean)
      .join('\n'),
    lots.length > 0 ? '**A few of the lots:**' : null,
    lots.length > 0
      ? lots
          .slice(0, lotsShown)
          .map((lot) => `- Lot ${plain(lot.lot_number)}: ${plain(lot.title)}`)
          .join('\n')
      : null,
    lots.length > lotsShown ? '…and many more.' : null,
    `[See the auction and register to bid](${link})`,
  ].filter((line): line is string => Boolean(line));
  return {
    name: `New auction: ${auction.title}`.slice(0, 120),
    subject: `New auction: ${auction.title}`.slice(0, 150),
    body_markdown: lines.join('\n\n'),
  };
}
